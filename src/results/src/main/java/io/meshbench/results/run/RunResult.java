package io.meshbench.results.run;

import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.samples.ProcessResources;
import java.util.List;
import java.util.Map;

/**
 * One analysed run: what it was, its JTL statistics, and the resources of every sampled process over the same
 * window; {@code measured} is the measured process's (null without samples); {@code warnings}: the JTL's and the
 * samples' tolerated problems; {@code startups}: each service's start-up, from its log (Spring's "Started ... (JVM
 * running for ...)"); {@code steadiness}: CPU per request and median latency, first half of the window against
 * second, null when a half is empty. Everything is read once, by {@link RunFolder#load}.
 */
public record RunResult(String folder, RunInfo info, RunStatistics statistics, Map<String, ProcessResources> resources,
                        ProcessResources measured, List<String> warnings, Map<String, StartupTimes.Startup> startups,
                        JitSteadiness steadiness) {

    /** How busy the machine was over the measured window; null when the samples do not say. */
    public MachineLoad machine() {
        return MachineLoad.of(resources);
    }

    public RunResult withInfo(RunInfo newInfo) {
        return new RunResult(folder, newInfo, statistics, resources, measured, warnings, startups, steadiness);
    }
}
