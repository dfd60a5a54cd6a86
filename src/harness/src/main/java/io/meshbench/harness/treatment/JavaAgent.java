package io.meshbench.harness.treatment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;

/**
 * Any Java agent: {@code -javaagent:<jar>[=<arguments>]} plus system properties.
 *
 * <p>Loaded check, from outside the JVM and without attaching: the agent is on the process's command line, the JVM holds
 * its jar open, and, when the agent is known to print one, its start-up line is in the process output.
 *
 * @param startupLogMarker text the agent prints at start-up (e.g. OpenTelemetry's version line), or null when unknown
 */
public record JavaAgent(
        String name,
        String label,
        Path jar,
        String arguments,
        Map<String, String> systemProperties,
        String startupLogMarker) implements Treatment {

    /** The line the OpenTelemetry Java agent logs when it starts: {@code opentelemetry-javaagent - version: 2.20.1}. */
    public static final String OTEL_STARTUP_MARKER = "opentelemetry-javaagent - version:";

    public JavaAgent {
        if (jar == null) {
            throw new InvalidTreatmentException("Treatment '" + name + "' mounts a Java agent but no agent jar was given: "
                    + "pass one with --agent=/path/to/agent.jar (or set 'agent' in the scenario's treatment).");
        }
        jar = jar.toAbsolutePath().normalize();
        requireAgentJar(name, jar);
        arguments = arguments == null ? "" : arguments;
        systemProperties = Collections.unmodifiableMap(new LinkedHashMap<>(systemProperties == null ? Map.of() : systemProperties));
        label = label == null || label.isBlank() ? name : label;
    }

    /**
     * The OpenTelemetry Java agent with every exporter off, so it instruments and records but never sends anything
     * (with exporters {@code none} it opens no connection; OTLP would otherwise retry against localhost:4318).
     * The bench module provisions it at {@code src/bench/target/agents/opentelemetry-javaagent.jar}.
     */
    public static JavaAgent openTelemetry(String name, String label, Path jar) {
        Map<String, String> quiet = new LinkedHashMap<>();
        quiet.put("otel.traces.exporter", "none");
        quiet.put("otel.metrics.exporter", "none");
        quiet.put("otel.logs.exporter", "none");
        return new JavaAgent(name, label, jar, "", quiet, OTEL_STARTUP_MARKER);
    }

    public JavaAgent withLabel(String newLabel) {
        return new JavaAgent(name, newLabel, jar, arguments, systemProperties, startupLogMarker);
    }

    @Override
    public List<String> jvmArguments(TreatedProcess process) {
        List<String> args = new ArrayList<>();
        args.add("-javaagent:" + jar + (arguments.isEmpty() ? "" : "=" + arguments));
        systemProperties.forEach((key, value) -> args.add("-D" + key + "=" + value));
        return args;
    }

    @Override
    public LoadEvidence verifyLoaded(StartedProcess process, Duration timeout) {
        List<String> findings = new ArrayList<>();
        String option = ProcessInspection.commandLine(process.pid()).stream()
                .filter(this::mountsThisJar)
                .findFirst()
                .orElseThrow(() -> notLoaded(process, "its command line (/proc/" + process.pid()
                        + "/cmdline) has no -javaagent:" + jar));
        findings.add("command line has " + option);
        if (!ProcessInspection.hasOpen(process.pid(), jar)) {
            throw notLoaded(process, "the JVM does not hold " + jar + " open (/proc/" + process.pid() + "/fd and maps)");
        }
        findings.add("JVM holds " + jar.getFileName() + " open");
        if (startupLogMarker != null) {
            String line = LogMarkers.await(process.outputLog(), startupLogMarker, timeout)
                    .orElseThrow(() -> notLoaded(process, "no line with '" + startupLogMarker + "' in "
                            + process.outputLog() + " after " + timeout.toSeconds() + " s"));
            findings.add(line);
        }
        return new LoadEvidence(name, process.name(), findings);
    }

    @Override
    public Optional<AgentInfo> agentInfo() {
        return Optional.of(AgentInfo.of(jar.getFileName().toString().replaceFirst("\\.jar$", ""), null, jar));
    }

    private boolean mountsThisJar(String argument) {
        if (!argument.startsWith("-javaagent:")) {
            return false;
        }
        String path = argument.substring("-javaagent:".length()).split("=", 2)[0];
        try {
            return Files.isSameFile(Path.of(path), jar);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private TreatmentNotLoadedException notLoaded(StartedProcess process, String why) {
        return new TreatmentNotLoadedException("Treatment '" + name + "' is not loaded in " + process.name()
                + " (pid " + process.pid() + "): " + why + ". See " + process.outputLog() + ".");
    }

    private static void requireAgentJar(String treatment, Path jar) {
        if (!Files.isRegularFile(jar)) {
            throw new InvalidTreatmentException("Treatment '" + treatment + "': agent jar " + jar + " does not exist. "
                    + "Pass an existing jar with --agent=/path/to/agent.jar (the OpenTelemetry agent is provisioned by "
                    + "./mvnw -pl src/bench package at src/bench/target/agents/opentelemetry-javaagent.jar).");
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            if (file.getManifest() == null || file.getManifest().getMainAttributes().getValue("Premain-Class") == null) {
                throw new InvalidTreatmentException("Treatment '" + treatment + "': " + jar
                        + " is not a Java agent (its manifest has no Premain-Class). Pass the agent's jar with --agent.");
            }
        } catch (IOException e) {
            throw new InvalidTreatmentException("Treatment '" + treatment + "': " + jar + " is not a readable jar ("
                    + e.getMessage() + "). Pass the agent's jar with --agent.", e);
        }
    }
}
