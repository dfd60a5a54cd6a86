package io.meshbench.results.paired;

import io.meshbench.testkit.TestSeed;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two synthetic duet sides written as real run folders (result.jtl, samples.jsonl): both share a large, slowly varying
 * interference (as two deployments on one loaded machine do), the treated side adds a known cost.
 */
class PairedAnalysisTest {

    private static final long START_MS = 1_763_900_000_000L;
    private static final int TPS = 20;
    private static final int WARMUP = 10;

    @TempDir
    Path dir;

    @Test
    void recoversAKnownLatencyAndCpuCostUnderSharedInterference() {
        DuetRound round = writeDuet(1, 1.0, 3.0, new Random(TestSeed.of("PairedAnalysisTest.cost", 17)), 610);
        Map<String, PairedDelta> deltas = byKey(PairedAnalysis.analyse(List.of(round), "consumer"));

        PairedDelta mean = deltas.get("meanLatency/consumer");
        assertThat(mean.interval().lower()).isLessThanOrEqualTo(1.0);
        assertThat(mean.interval().upper()).isGreaterThanOrEqualTo(1.0);
        // the interference (sd ~ 8 ms between seconds) would swamp 1 ms; paired, the interval is a fraction of it
        assertThat(mean.interval().halfWidth()).isLessThan(0.3);
        assertThat(mean.baseline()).isBetween(15.0, 35.0);
        // the table's three figures agree: the delta is treated - baseline over the same seconds
        assertThat(mean.treated() - mean.baseline()).isCloseTo(mean.interval().mean(), org.assertj.core.api.Assertions.within(1e-9));

        PairedDelta cpu = deltas.get("cpu/consumer");
        // points of one core: 3 points of the 2-core machine are 6
        assertThat(cpu.unit()).isEqualTo("pp");
        assertThat(cpu.interval().lower()).isLessThanOrEqualTo(6.0);
        assertThat(cpu.interval().upper()).isGreaterThanOrEqualTo(6.0);
        assertThat(cpu.interval().halfWidth()).isLessThan(1.0);

        PairedDelta provider = deltas.get("cpu/provider-1");
        assertThat(provider.interval().excludesZero()).isFalse();

        // 3 points of a 2-core machine = 60 ms of CPU per second, over 20 requests per second = 3 ms per request
        PairedDelta perRequest = deltas.get("cpuPerRequest/consumer");
        assertThat(perRequest.interval().lower()).isLessThanOrEqualTo(3.0);
        assertThat(perRequest.interval().upper()).isGreaterThanOrEqualTo(3.0);
        assertThat(perRequest.interval().halfWidth()).isLessThan(0.5);

        // the window: warm-up and the last, partly filled second left out
        assertThat(mean.interval().seconds()).isBetween(550L, 598L);
    }

    @Test
    void anAaDuetGivesIntervalsThatContainZero() {
        DuetRound round = writeDuet(1, 0.0, 0.0, new Random(TestSeed.of("PairedAnalysisTest.noCost", 23)), 610);
        Map<String, PairedDelta> deltas = byKey(PairedAnalysis.analyse(List.of(round), "consumer"));
        assertThat(deltas.get("meanLatency/consumer").interval().excludesZero()).isFalse();
        assertThat(deltas.get("cpu/consumer").interval().excludesZero()).isFalse();
    }

    @Test
    void roundsPoolTheirBatchesAndTheIntervalNarrows() {
        Random random = new Random(TestSeed.of("PairedAnalysisTest", 31));
        DuetRound first = writeDuet(1, 1.0, 3.0, random, 310);
        DuetRound second = writeDuet(2, 1.0, 3.0, random, 310);
        PairedDelta one = byKey(PairedAnalysis.analyse(List.of(first), "consumer")).get("meanLatency/consumer");
        PairedDelta two = byKey(PairedAnalysis.analyse(List.of(first, second), "consumer")).get("meanLatency/consumer");
        assertThat(two.interval().batches()).isGreaterThan(one.interval().batches());
        assertThat(two.interval().seconds()).isGreaterThan(one.interval().seconds() * 19 / 10);
        assertThat(two.interval().lower()).isLessThanOrEqualTo(1.0);
        assertThat(two.interval().upper()).isGreaterThanOrEqualTo(1.0);
    }

    private static Map<String, PairedDelta> byKey(List<PairedDelta> deltas) {
        return deltas.stream().collect(Collectors.toMap(d -> d.metric() + "/" + d.process(), Function.identity()));
    }

    /**
     * {@code seconds} seconds at 20 TPS per side. Per second a shared interference i_t (AR(1), phi 0.9, sd ~8 ms)
     * adds to every latency on both sides; each request has its own +-2 ms. The consumer's CPU shares an interference
     * of its own (sd ~5 points); the treated side adds {@code latencyCost} ms and {@code cpuCost} points.
     */
    private DuetRound writeDuet(int round, double latencyCost, double cpuCost, Random random, int seconds) {
        Path baseline = dir.resolve("baseline-" + round);
        Path treated = dir.resolve("treated-" + round);
        List<String> baselineJtl = new ArrayList<>(List.of("timeStamp,elapsed,label,success"));
        List<String> treatedJtl = new ArrayList<>(List.of("timeStamp,elapsed,label,success"));
        List<String> baselineSamples = new ArrayList<>();
        List<String> treatedSamples = new ArrayList<>();
        double latencyNoise = 0;
        double cpuNoise = 0;
        long roundStart = START_MS + round * 1_000_000L;
        for (int s = 0; s < seconds; s++) {
            latencyNoise = 0.9 * latencyNoise + random.nextGaussian() * 3.5;
            cpuNoise = 0.8 * cpuNoise + random.nextGaussian() * 3;
            for (int r = 0; r < TPS; r++) {
                long start = roundStart + s * 1000L + r * 50L;
                long base = Math.max(1, Math.round(25 + latencyNoise + random.nextGaussian() * 2));
                long treat = Math.max(1, Math.round(25 + latencyNoise + latencyCost + random.nextGaussian() * 2));
                baselineJtl.add(start + "," + base + ",chain,true");
                treatedJtl.add((start + 3) + "," + treat + ",chain,true");
            }
            long tick = roundStart + s * 1000L + 1000 + 400; // the sampler's tick, in its own phase
            double consumerCpu = Math.max(0, 20 + cpuNoise + random.nextGaussian() * 0.5);
            double treatedCpu = Math.max(0, 20 + cpuNoise + cpuCost + random.nextGaussian() * 0.5);
            double providerCpu = 5 + random.nextGaussian() * 0.3;
            baselineSamples.add(sample(tick, "consumer", consumerCpu));
            treatedSamples.add(sample(tick, "consumer", treatedCpu));
            baselineSamples.add(sample(tick, "provider-1", providerCpu));
            treatedSamples.add(sample(tick, "provider-1", providerCpu + random.nextGaussian() * 0.3));
            String machine = sample(tick, "machine", 60);
            baselineSamples.add(machine);
            treatedSamples.add(machine);
        }
        write(baseline, baselineJtl, baselineSamples);
        write(treated, treatedJtl, treatedSamples);
        return new DuetRound(round, baseline, treated, java.time.Duration.ofSeconds(WARMUP));
    }

    /** A 2-core machine: % of the machine is half the % of one core. */
    private static String sample(long ts, String process, double machinePct) {
        return String.format(java.util.Locale.ROOT, "{\"ts\":%d,\"process\":\"%s\",\"pid\":1,\"cpuCorePct\":%.4f,"
                + "\"cpuMachinePct\":%.4f}", ts, process, machinePct * 2, machinePct);
    }

    private static void write(Path folder, List<String> jtl, List<String> samples) {
        try {
            Files.createDirectories(folder);
            Files.write(folder.resolve("result.jtl"), jtl);
            Files.write(folder.resolve("samples.jsonl"), samples);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
