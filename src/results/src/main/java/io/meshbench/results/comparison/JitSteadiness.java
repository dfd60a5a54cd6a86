package io.meshbench.results.comparison;

import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.analysis.WindowHalves;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Whether the measured process had settled over the measured window: its CPU per request and the median latency in
 * the window's first half against its second. A fixed warm-up is not enough at low rates (at 100 TPS the untreated
 * data service still used about 2.2 ms of CPU per request after 30 s, 0.6 ms once settled): a run whose first half
 * costs clearly more is flagged, since its deltas then include JIT compilation, not only the treatment.
 *
 * @param firstCpuMsPerRequest  the measured process's CPU time per request in the first half, ms (null without samples)
 * @param secondCpuMsPerRequest the same in the second half
 */
public record JitSteadiness(Double firstCpuMsPerRequest, Double secondCpuMsPerRequest, long firstMedianMs,
                            long secondMedianMs, boolean steady) {

    /** A half costing this much more than the other is not noise at the rates MeshBench runs. */
    public static final double UNSTEADY_CHANGE_PCT = 20;

    static JitSteadiness of(RunStatistics statistics, Path folder, ProcessResources measuredProcess) {
        WindowHalves halves = statistics.halves();
        if (halves == null || halves.firstSamples() == 0 || halves.secondSamples() == 0) {
            return null;
        }
        Double first = null;
        Double second = null;
        Path samples = folder.resolve(RunFolder.SAMPLES);
        String measured = measuredProcess == null ? null : measuredProcess.process();
        if (measured != null && Files.isRegularFile(samples)) {
            long start = statistics.window().startMs();
            long end = statistics.window().endMs();
            first = cpuMsPerRequest(ResourceStatistics.of(samples, start, halves.midpointMs()), measured,
                    halves.midpointMs() - start, halves.firstSamples());
            second = cpuMsPerRequest(ResourceStatistics.of(samples, halves.midpointMs(), end), measured,
                    end - halves.midpointMs(), halves.secondSamples());
        }
        boolean cpuSettled = first == null || second == null || second == 0
                || 100 * (first - second) / second <= UNSTEADY_CHANGE_PCT;
        boolean latencySettled = halves.secondMedianMs() == 0 || halves.firstMedianMs() - halves.secondMedianMs() <= 1
                || 100.0 * (halves.firstMedianMs() - halves.secondMedianMs()) / halves.secondMedianMs() <= UNSTEADY_CHANGE_PCT;
        return new JitSteadiness(first, second, halves.firstMedianMs(), halves.secondMedianMs(),
                cpuSettled && latencySettled);
    }

    /** Mean CPU (% of one core) x the half's length / its requests, for a process named as run.json names it. */
    private static Double cpuMsPerRequest(Map<String, ProcessResources> resources, String process, long halfMs,
                                          long requests) {
        double cores = 0;
        for (String part : process.split("\\+")) {
            ProcessResources resource = resources.get(part.strip());
            if (resource == null || resource.cpuCorePct() == null) {
                return null;
            }
            cores += resource.cpuCorePct().mean() / 100;
        }
        return Math.round(cores * halfMs / requests * 1000) / 1000.0;
    }
}
