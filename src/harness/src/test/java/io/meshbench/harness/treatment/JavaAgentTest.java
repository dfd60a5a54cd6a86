package io.meshbench.harness.treatment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.deployment.ManagedProcess;
import io.meshbench.harness.deployment.ProcessRegistry;
import io.meshbench.harness.deployment.TestJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The loaded check against real child JVMs, with and without a real (tiny) agent jar. */
class JavaAgentTest {

    @TempDir
    Path dir;

    private final ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(2));
    private Path agentJar;
    private Path appJar;
    private JavaAgent agent;

    @BeforeEach
    void buildJars() {
        agentJar = TestJars.jar(dir.resolve("tiny-agent.jar"), Map.of("Premain-Class", TinyAgent.class.getName(),
                "Implementation-Version", "0.0.7"), TinyAgent.class);
        appJar = TestJars.executable(dir.resolve("idle.jar"), Idle.class);
        agent = new JavaAgent("tiny", "Tiny agent", agentJar, "mode=test", Map.of("tiny.flag", "on"),
                "tiny-agent started");
    }

    @AfterEach
    void stopChildren() {
        registry.stopAll();
    }

    @Test
    void argumentsMountTheJarWithItsArgumentsAndProperties() {
        assertThat(agent.jvmArguments(process("consumer")))
                .containsExactly("-javaagent:" + agentJar + "=mode=test", "-Dtiny.flag=on");
    }

    @Test
    void findsTheAgentInARealJvmFromOutside() throws Exception {
        StartedProcess started = start("consumer", agent.jvmArguments(process("consumer")));

        LoadEvidence evidence = agent.verifyLoaded(started, Duration.ofSeconds(20));

        assertThat(evidence.findings()).containsExactly(
                "command line has -javaagent:" + agentJar + "=mode=test",
                "JVM holds tiny-agent.jar open",
                "tiny-agent started with mode=test");
        assertThat(evidence.summary()).startsWith("treatment tiny loaded in consumer: command line has -javaagent:");
    }

    @Test
    void aJvmWithoutTheAgentFailsTheCheckWithAClearMessage() throws Exception {
        StartedProcess started = start("consumer", List.of());

        assertThatThrownBy(() -> agent.verifyLoaded(started, Duration.ofMillis(200)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessage("Treatment 'tiny' is not loaded in consumer (pid " + started.pid() + "): its command line "
                        + "(/proc/" + started.pid() + "/cmdline) has no -javaagent:" + agentJar + ". See "
                        + started.outputLog() + ".");
    }

    @Test
    void aMissingStartupLineFailsTheCheckEvenWhenTheJarIsMounted() throws Exception {
        JavaAgent expectingOtherLine = new JavaAgent("tiny", null, agentJar, "", Map.of(), "never printed");
        StartedProcess started = start("consumer", expectingOtherLine.jvmArguments(process("consumer")));

        assertThatThrownBy(() -> expectingOtherLine.verifyLoaded(started, Duration.ofMillis(300)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContaining("no line with 'never printed' in " + started.outputLog());
    }

    @Test
    void agentInfoNamesTheJarItsVersionAndDigest() throws Exception {
        AgentInfo info = agent.agentInfo().orElseThrow();

        assertThat(info.name()).isEqualTo("tiny-agent");
        assertThat(info.version()).isEqualTo("0.0.7");
        assertThat(info.sha256()).hasSize(64).isEqualTo(sha256Hex(Files.readAllBytes(agentJar)));
    }

    @Test
    void knownSha256OfAFile() throws Exception {
        Path abc = Files.writeString(dir.resolve("abc"), "abc");
        assertThat(AgentInfo.sha256Of(abc)).isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void openTelemetryRunsWithEveryExporterOff() {
        JavaAgent otel = JavaAgent.openTelemetry("otel", "OpenTelemetry", agentJar);

        assertThat(otel.jvmArguments(process("consumer"))).containsExactly("-javaagent:" + agentJar,
                "-Dotel.traces.exporter=none", "-Dotel.metrics.exporter=none", "-Dotel.logs.exporter=none");
        assertThat(otel.startupLogMarker()).isEqualTo("opentelemetry-javaagent - version:");
    }

    @Test
    void aMissingJarOrANonAgentJarIsRefusedWhenTheTreatmentIsBuilt() {
        assertThatThrownBy(() -> new JavaAgent("otel", null, dir.resolve("missing.jar"), "", Map.of(), null))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageStartingWith("Treatment 'otel': agent jar " + dir.resolve("missing.jar") + " does not exist. "
                        + "Pass an existing jar with --agent=/path/to/agent.jar");
        assertThatThrownBy(() -> new JavaAgent("otel", null, appJar, "", Map.of(), null))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("is not a Java agent (its manifest has no Premain-Class)");
        assertThatThrownBy(() -> new JavaAgent("otel", null, null, "", Map.of(), null))
                .isInstanceOf(InvalidTreatmentException.class)
                .hasMessageContaining("no agent jar was given: pass one with --agent=/path/to/agent.jar");
    }

    private TreatedProcess process(String name) {
        return new TreatedProcess(name, name, dir.resolve("run"), "127.0.0.1:2181");
    }

    private StartedProcess start(String name, List<String> agentArguments) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(TestJars.java());
        command.add("-Xmx32m");
        command.addAll(agentArguments);
        command.addAll(List.of("-jar", appJar.toString()));
        Path log = dir.resolve("run/logs/" + name + ".log");
        ManagedProcess process = registry.start(name, command, dir, log);
        awaitLine(log, "idle");
        return new StartedProcess(process(name), process.pid(), log);
    }

    private static void awaitLine(Path log, String text) throws Exception {
        for (int i = 0; i < 200; i++) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("No '" + text + "' in " + log);
    }

    private static String sha256Hex(byte[] bytes) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
