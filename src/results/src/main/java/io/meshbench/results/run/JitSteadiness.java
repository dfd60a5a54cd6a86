package io.meshbench.results.run;

import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.analysis.WindowHalves;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.SamplesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether the run was steady over its measured window, either way: a {@link Trend} test of the mean latency per second
 * and of the measured process's CPU per request (CPU ms over requests per second, batched as ratios of totals), each
 * against the run's own noise and its memory. A window that starts
 * slower (the JIT still compiling: at 100 TPS the untreated data service still used about 2.2 ms of CPU per request
 * after 30 s, 0.6 ms once settled) or ends slower (the heap filling up, a neighbour starting) is flagged, since its
 * deltas then include more than the treatment.
 *
 * @param latency       the trend of the mean latency per second (null when the window is too short to test)
 * @param cpuPerRequest the trend of the measured process's CPU ms per request (null without samples)
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
            long[] counts = halves.secondCounts();
            double[] cpuMs = cpuMsPerSecond(samples, measured, statistics.window().startMs(), counts.length);
            cpu = cpuMs == null ? null : Trend.ofRatios(cpuMs, Arrays.stream(counts).asDoubleStream().toArray());
        }
        if (latency == null && cpu == null) {
            return null;
        }
        boolean steady = (latency == null || !latency.drifting()) && (cpu == null || !cpu.drifting());
        return new JitSteadiness(latency, cpu, steady);
    }

    /**
     * The measured process's CPU ms spent in each second of the window, from one read of samples.jsonl: a sample
     * holds the CPU since the one before (one a second), so it is the second that ends at or after it (ts in
     * (start + 1000 i, start + 1000 (i + 1)]); a second without a sample of a part takes that part's nearest earlier
     * one (the first second, its nearest later one). Several parts joined by '+' add up. Null when a part has no
     * sample in the window.
     */
    static double[] cpuMsPerSecond(Path samples, String measured, long windowStartMs, int seconds) {
        List<String> parts = Arrays.stream(measured.split("\\+")).map(String::strip).toList();
        Map<String, double[]> sums = new HashMap<>();
        Map<String, int[]> counts = new HashMap<>();
        SamplesReader.read(samples, sample -> {
            if (parts.contains(sample.process()) && sample.cpuCorePct() != null) {
                long second = Math.floorDiv(sample.ts() - windowStartMs - 1, 1000);
                if (second >= 0 && second < seconds) {
                    sums.computeIfAbsent(sample.process(), p -> new double[seconds])[(int) second] += sample.cpuCorePct();
                    counts.computeIfAbsent(sample.process(), p -> new int[seconds])[(int) second]++;
                }
            }
        });
        double[] cpuMs = new double[seconds];
        for (String part : parts) {
            double[] sum = sums.get(part);
            int[] count = counts.get(part);
            if (sum == null) {
                return null;
            }
            int firstSampled = 0;
            while (count[firstSampled] == 0) {
                firstSampled++;
            }
            double last = sum[firstSampled] / count[firstSampled];
            for (int i = 0; i < seconds; i++) {
                if (count[i] > 0) {
                    last = sum[i] / count[i];
                }
                cpuMs[i] += last * 10; // % of one core over one second = 10 ms of CPU per point
            }
        }
        return cpuMs;
    }
}
