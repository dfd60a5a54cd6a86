package io.meshbench.harness.load;

import io.meshbench.results.format.RunFolderLayout;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One non-GUI JMeter execution: the plan, its properties ({@code host, port, path, users, tps, warmup, duration, ...}),
 * where its files go and how long it may take before it is stopped.
 */
public record LoadRun(Path plan, Map<String, String> properties, Path runFolder, Duration timeLimit) {

    public LoadRun {
        properties = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
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
