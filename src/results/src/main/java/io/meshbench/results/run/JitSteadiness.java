package io.meshbench.results.run;

import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.analysis.WindowHalves;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceStatistics;
import io.meshbench.results.samples.SamplesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether the run was steady over its measured window, either way: a {@link Trend} test of the mean latency per second
 * and of the measured process's CPU per request per batch, each against the run's own noise. A window that starts
 * slower (the JIT still compiling: at 100 TPS the untreated data service still used about 2.2 ms of CPU per request
 * after 30 s, 0.6 ms once settled) or ends slower (the heap filling up, a neighbour starting) is flagged, since its
 * deltas then include more than the treatment.
 *
 * @param latency       the trend of the mean latency per second (null when the window is too short to test)
 * @param cpuPerRequest the trend of the measured process's CPU ms per request per batch (null without samples)
 */
public record JitSteadiness(Trend latency, Trend cpuPerRequest, boolean steady) {

    static JitSteadiness of(RunStatistics statistics, Path folder, ProcessResources measuredProcess) {
        WindowHalves halves = statistics.halves();
        if (halves == null || halves.secondMeansMs() == null) {
            return null;
        }
        Trend latency = Trend.ofSeconds(halves.secondMeansMs());
        Trend cpu = null;
        Path samples = RunFolderLayout.samples(folder);
        String measured = measuredProcess == null ? null : measuredProcess.process();
        if (measured != null && Files.isRegularFile(samples) && latency != null) {
            cpu = Trend.ofBatches(cpuPerRequest(samples, measured, statistics.window().startMs(), halves.secondCounts()));
        }
        if (latency == null && cpu == null) {
            return null;
        }
        boolean steady = (latency == null || !latency.drifting()) && (cpu == null || !cpu.drifting());
        return new JitSteadiness(latency, cpu, steady);
    }

    /**
     * The measured process's CPU ms per request in each of {@link Trend#BATCHES} batches of whole seconds, from one
     * read of samples.jsonl (a batch's CPU is the mean over its samples, ts inclusive at both ends, as
     * {@link ResourceStatistics} takes a window).
     */
    private static double[] cpuPerRequest(Path samples, String measured, long windowStartMs, long[] counts) {
        int batch = counts.length / Trend.BATCHES;
        int skip = counts.length - batch * Trend.BATCHES;
        if (batch < Trend.SHORTEST_BATCH_SECONDS) {
            return null;
        }
        List<String> parts = Arrays.stream(measured.split("\\+")).map(String::strip).toList();
        Map<String, List<CpuAt>> cpuByPart = new HashMap<>();
        SamplesReader.read(samples, sample -> {
            if (parts.contains(sample.process()) && sample.cpuCorePct() != null) {
                cpuByPart.computeIfAbsent(sample.process(), p -> new ArrayList<>())
                        .add(new CpuAt(sample.ts(), sample.cpuCorePct()));
            }
        });
        double[] perRequest = new double[Trend.BATCHES];
        for (int b = 0; b < Trend.BATCHES; b++) {
            int first = skip + b * batch;
            long requests = 0;
            for (int i = first; i < first + batch; i++) {
                requests += counts[i];
            }
            long from = windowStartMs + 1000L * first;
            long to = from + 1000L * batch;
            Double cores = cores(cpuByPart, parts, from, to);
            if (cores == null || requests == 0) {
                return null;
            }
            perRequest[b] = cores * (to - from) / requests;
        }
        return perRequest;
    }

    /** Mean CPU in cores over [from, to] of a process named as run.json names it (several joined by '+': their sum). */
    private static Double cores(Map<String, List<CpuAt>> cpuByPart, List<String> parts, long from, long to) {
        double cores = 0;
        for (String part : parts) {
            double sum = 0;
            int count = 0;
            for (CpuAt sample : cpuByPart.getOrDefault(part, List.of())) {
                if (sample.ts() >= from && sample.ts() <= to) {
                    sum += sample.corePct();
                    count++;
                }
            }
            if (count == 0) {
                return null;
            }
            cores += sum / count / 100;
        }
        return cores;
    }

    /** One sample's CPU of a process, in % of one core. */
    private record CpuAt(long ts, double corePct) {
    }
}
