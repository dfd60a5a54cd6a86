package io.meshbench.harness.load;

import io.meshbench.harness.scenario.EngineSpec;
import io.meshbench.results.format.RunFolderLayout;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One run's load: the plan, its properties ({@code host, port, path, users, tps, warmup, duration, ...}), where its
 * files go, how long it may take before it is stopped, and the JMeter processes that run it: one, or independent
 * engines ({@link EngineSpec}), each a LoadRun of its own in {@code engines/<id>/} ({@link #engine}).
 */
public record LoadRun(Path plan, Map<String, String> properties, Path runFolder, Duration timeLimit, EngineSpec engines) {

    /** The property that tells an engine's samples apart in its JMeter log and a listener's tags. */
    public static final String ENGINE_ID = "engine.id";

    public LoadRun {
        properties = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        engines = engines == null ? EngineSpec.ONE : engines;
    }

    /** One JMeter process. */
    public LoadRun(Path plan, Map<String, String> properties, Path runFolder, Duration timeLimit) {
        this(plan, properties, runFolder, timeLimit, EngineSpec.ONE);
    }

    /** Engine {@code share.id()}'s own execution: its threads and rate, its id, its folder. */
    public LoadRun engine(EngineShare share) {
        Map<String, String> own = new LinkedHashMap<>(properties);
        own.put("users", String.valueOf(share.users()));
        own.put("tps", share.tpsText());
        own.put(ENGINE_ID, String.valueOf(share.id()));
        return new LoadRun(plan, own, engineFolder(share.id()), timeLimit, EngineSpec.ONE);
    }

    /** Where engine {@code id} (from 1) writes its JTL, log and dashboard. */
    public Path engineFolder(int id) {
        return runFolder.resolve(ENGINES_FOLDER).resolve(String.valueOf(id));
    }

    /** The folder under the run's that holds one folder per engine. */
    public static final String ENGINES_FOLDER = "engines";

    /**
     * The execution whose first sample marks the load's start while it runs (faults are timed from it): the run's
     * own, or its first engine's (the merged JTL is only written at the end).
     */
    public LoadRun watched() {
        return engines.independent() ? engine(EngineShare.split(this).get(0)) : this;
    }

    public Path resultFile() {
        return RunFolderLayout.jtl(runFolder);
    }

    public Path logFile() {
        return RunFolderLayout.jmeterLog(runFolder);
    }

    public Path dashboardFolder() {
        return RunFolderLayout.dashboard(runFolder);
    }

    /** JMeter's console output (its summariser lines included). */
    public Path consoleFile() {
        return RunFolderLayout.jmeterConsole(runFolder);
    }
}
