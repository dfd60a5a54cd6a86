package io.meshbench.harness.treatment;

import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A Sermant release with only the scenario's plugins mounted.
 *
 * <p>Every treated JVM gets {@code -javaagent:<home>/agent/sermant-agent.jar=appName=default,serviceName=<service>,
 * agentPath=<run>/sermant/agent} (see {@link SermantRunFolder}), dynamic configuration read from the local ZooKeeper,
 * Sermant's logs in {@code <run>/logs/sermant/<process>} and its pre-filter list in {@code <run>/sermant/prefilter/<process>}.
 * Loaded check: {@code Load sermant done} in the process output, {@code Load plugin:<name> successful.} in Sermant's
 * log for every mounted plugin, no such line for any other plugin, and (unless dynamic configuration is turned off) the
 * ZooKeeper client of Sermant's dynamic configuration connecting to the run's ZooKeeper, where the rules are published.
 *
 * @param config          extra Sermant settings (keys of config.properties or of a plugin's config.yaml), passed as
 *                        {@code -D}
 * @param primedPreFilter with the pre-filter on: the folder holding, per process, the list a first clean run wrote
 *                        ({@link #primedBy}); each run starts from a copy of it in its own folder. Null otherwise.
 */
public record SermantAgent(String name, String label, SermantRelease release, List<String> plugins,
                           Map<String, String> config, Path primedPreFilter) implements Treatment {

    /** Sermant's switch for its start-up pre-filter (sermant-facts.md). */
    public static final String PRE_FILTER_ENABLE = "agent.config.preFilter.enable";

    static final String AGENT_LOADED_MARKER = "Load sermant done";
    private static final Pattern LOADED_PLUGIN = Pattern.compile("Load plugin:(\\S+) successful\\.");

    public SermantAgent {
        if (plugins == null || plugins.isEmpty()) {
            throw new InvalidTreatmentException("Treatment '" + name + "' mounts Sermant but names no plugin: list the "
                    + "plugins to mount in the scenario (e.g. plugins: [service-router]).");
        }
        plugins = List.copyOf(plugins);
        release.requirePlugins(name, plugins);
        config = Collections.unmodifiableMap(new LinkedHashMap<>(config == null ? Map.of() : config));
        SermantSettingKeys.of(release, plugins).requireReadable(name, config);
        label = label == null || label.isBlank() ? name : label;
    }

    public SermantAgent(String name, String label, SermantRelease release, List<String> plugins,
                        Map<String, String> config) {
        this(name, label, release, plugins, config, null);
    }

    /** Validates {@code home} (null when the user gave none) and the plugin names before anything starts. */
    public static SermantAgent of(String name, String label, Path home, List<String> plugins, Map<String, String> config) {
        return new SermantAgent(name, label, SermantRelease.at(home), plugins, config);
    }

    /** Whether this treatment turns Sermant's pre-filter on: then its list must come from a first clean run. */
    public boolean preFilterEnabled() {
        return "true".equalsIgnoreCase(config.get(PRE_FILTER_ENABLE));
    }

    /** Where a run below {@code runDir} keeps the pre-filter list of {@code process}: never in the user's release. */
    public static Path preFilterDir(Path runDir, String process) {
        return RunFolderLayout.sermantPrefilter(runDir).resolve(process);
    }

    /** This treatment starting every run from the lists a first clean run wrote below {@code primingRunDir}. */
    public SermantAgent primedBy(Path primingRunDir) {
        return new SermantAgent(name, label, release, plugins, config, RunFolderLayout.sermantPrefilter(primingRunDir));
    }

    @Override
    public List<String> jvmArguments(TreatedProcess process) {
        Path agentDir = SermantRunFolder.prepare(release, plugins, process.runDir());
        requireAgentArgumentSafe(agentDir);
        Path preFilter = preFilterDir(process.runDir(), process.name());
        createFolder(preFilter); // Sermant writes its list at shutdown into this folder, but does not create it
        if (primedPreFilter != null) {
            copyPrimedList(primedPreFilter.resolve(process.name()), preFilter);
        }
        List<String> args = new ArrayList<>();
        args.add("-javaagent:" + release.agentJar() + "=appName=default,serviceName=" + process.service()
                + ",agentPath=" + agentDir);
        args.add("-Dsermant_log_dir=" + sermantLogDir(process));
        args.add("-Ddynamic.config.dynamicConfigType=ZOOKEEPER");
        args.add("-Ddynamic.config.serverAddress=" + process.zookeeperAddress());
        args.add("-Dagent.config.preFilter.path=" + preFilter);
        config.forEach((key, value) -> args.add("-D" + key + "=" + value));
        return args;
    }

    @Override
    public LoadEvidence verifyLoaded(StartedProcess process, Duration timeout) {
        List<String> findings = new ArrayList<>();
        findings.add(LogMarkers.await(process.outputLog(), AGENT_LOADED_MARKER, timeout)
                .orElseThrow(() -> notLoaded(process, "no '" + AGENT_LOADED_MARKER + "' in " + process.outputLog())));
        Path sermantLogs = sermantLogDir(process.process());
        for (String plugin : plugins) {
            String marker = "Load plugin:" + plugin + " successful.";
            LogMarkers.await(sermantLogs, marker, timeout)
                    .orElseThrow(() -> notLoaded(process, "no '" + marker + "' in Sermant's log below " + sermantLogs));
            findings.add(marker);
        }
        if (readsDynamicConfig()) {
            String connect = "connectString=" + process.process().zookeeperAddress();
            LogMarkers.await(sermantLogs, connect, timeout).orElseThrow(() -> notLoaded(process, "its dynamic "
                    + "configuration client never connected to " + process.process().zookeeperAddress()
                    + " (no '" + connect + "' in Sermant's log below " + sermantLogs + "), so rules would not reach it"));
            findings.add("dynamic config reads ZooKeeper " + process.process().zookeeperAddress());
        }
        List<String> extra = LogMarkers.findAll(sermantLogs, LOADED_PLUGIN).stream()
                .filter(p -> !plugins.contains(p)).distinct().toList();
        if (!extra.isEmpty()) {
            throw notLoaded(process, "Sermant also loaded " + extra + ", which this treatment does not mount (its "
                    + "plugins.yaml is " + SermantRunFolder.agentDir(process.process().runDir()).resolve("config/plugins.yaml") + ")");
        }
        return new LoadEvidence(name, process.name(), findings);
    }

    @Override
    public Optional<AgentInfo> agentInfo() {
        return Optional.of(AgentInfo.of("sermant-agent", release.version().orElse("unknown"), release.agentJar()));
    }

    /** Dynamic configuration is on unless the treatment turns it off (Sermant's default is on). */
    private boolean readsDynamicConfig() {
        return !"false".equalsIgnoreCase(config.get("agent.service.dynamic.config.enable"));
    }

    static Path sermantLogDir(TreatedProcess process) {
        return RunFolderLayout.sermantLogs(process.logDir(), process.name());
    }

    private TreatmentNotLoadedException notLoaded(StartedProcess process, String why) {
        return new TreatmentNotLoadedException("Treatment '" + name + "' is not loaded in " + process.name() + " (pid "
                + process.pid() + "): " + why + ". The agent's own errors are in " + process.outputLog() + ".");
    }

    private void createFolder(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new InvalidTreatmentException("Treatment '" + name + "': cannot create " + folder + " ("
                    + e.getMessage() + ")");
        }
    }

    /** A copy, so that this run's shutdown (which rewrites the list) leaves the primed one as it was. */
    private void copyPrimedList(Path primed, Path target) {
        try (Stream<Path> files = Files.list(primed)) {
            io.meshbench.results.format.OutputFolder copy = io.meshbench.results.format.OutputFolder.of(
                    "pre-filter list", target);
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                copy.write(file.getFileName(), io.meshbench.results.format.OutputFolder.Content.copyOf(file));
            }
        } catch (IOException | io.meshbench.results.ResultsException e) {
            throw new InvalidTreatmentException("Treatment '" + name + "': cannot copy the primed pre-filter list "
                    + primed + " to " + target + " (" + e.getMessage() + ")");
        }
    }

    /** Sermant splits its agent argument at ',' and '=': a run folder holding either cannot be passed. */
    private static void requireAgentArgumentSafe(Path agentDir) {
        String path = agentDir.toString();
        if (path.contains(",") || path.contains("=")) {
            throw new InvalidTreatmentException("The results folder " + agentDir + " contains ',' or '=', which Sermant's "
                    + "agent arguments cannot carry: choose a results folder without them.");
        }
    }
}
