package io.meshbench.results.comparison;

import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.samples.ProcessResources;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One analysed run: what it was, its JTL statistics, and the resources of every sampled process over the same
 * window; {@code measured} is the measured process's (null without samples); {@code warnings}: the JTL's and the
 * samples' tolerated problems.
 */
public record RunResult(String folder, RunInfo info, RunStatistics statistics, Map<String, ProcessResources> resources,
                        ProcessResources measured, List<String> warnings) {

    /** Each service's start-up, from its log (Spring's "Started ... (JVM running for ...)"). */
    public Map<String, StartupTimes.Startup> startups() {
        return StartupTimes.of(Path.of(folder));
    }

    /** CPU per request and median latency, first half of the window against second; null when a half is empty. */
    public JitSteadiness steadiness() {
        return JitSteadiness.of(this);
    }

    /** How busy the machine was over the measured window; null when the samples do not say. */
    public MachineLoad machine() {
        return MachineLoad.of(resources);
    }

    public RunResult withInfo(RunInfo newInfo) {
        return new RunResult(folder, newInfo, statistics, resources, measured, warnings);
    }
}
