package io.meshbench.results.paired;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Synthetic duet rounds written as the harness writes them (two run folders with result.jtl and samples.jsonl), second
 * by second from given figures, so that a test knows every total. The warm-up is 10 s; a round of {@code w} measured
 * seconds is written as {@code w + 12} seconds (the first whole second after the warm-up, and the last second, partly
 * filled, are left out).
 */
final class DuetFolders {

    static final long START_MS = 1_763_900_000_000L;
    static final int WARMUP = 10;

    /** One second: requests started on each side, their latency (ms), and the consumer's CPU in ms on each side. */
    record Second(int baselineRequests, int treatedRequests, long baselineLatency, long treatedLatency,
                  double baselineCpuMs, double treatedCpuMs) {
    }

    private DuetFolders() {
    }

    /** The seconds of a round with {@code measured} measured seconds: index 0 is the first measured second. */
    static DuetRound write(Path dir, int round, int measured, java.util.function.IntFunction<Second> second) {
        return write(dir.resolve("baseline-" + round), dir.resolve("treated-" + round), round, measured, second);
    }

    /** The same into the given side folders. */
    static DuetRound write(Path baseline, Path treated, int round, int measured,
                           java.util.function.IntFunction<Second> second) {
        List<String> baselineJtl = new ArrayList<>(List.of("timeStamp,elapsed,label,success"));
        List<String> treatedJtl = new ArrayList<>(List.of("timeStamp,elapsed,label,success"));
        List<String> baselineSamples = new ArrayList<>();
        List<String> treatedSamples = new ArrayList<>();
        long roundStart = START_MS + round * 10_000_000L;
        int total = measured + WARMUP + 2;
        for (int s = 0; s < total; s++) {
            int index = s - (WARMUP + 1);
            Second figures = second.apply(Math.max(0, Math.min(measured - 1, index)));
            long secondStart = roundStart + s * 1000L;
            for (int r = 0; r < figures.baselineRequests(); r++) {
                baselineJtl.add((secondStart + r * 1000L / figures.baselineRequests()) + ","
                        + figures.baselineLatency() + ",chain,true");
            }
            for (int r = 0; r < figures.treatedRequests(); r++) {
                treatedJtl.add((secondStart + 3 + r * 990L / figures.treatedRequests()) + ","
                        + figures.treatedLatency() + ",chain,true");
            }
            long tick = secondStart + 1000; // filed under second s: its CPU is that of second s
            baselineSamples.add(sample(tick, "consumer", figures.baselineCpuMs()));
            treatedSamples.add(sample(tick, "consumer", figures.treatedCpuMs()));
        }
        write(baseline, baselineJtl, baselineSamples);
        write(treated, treatedJtl, treatedSamples);
        return new DuetRound(round, baseline, treated, java.time.Duration.ofSeconds(WARMUP));
    }

    /** A 2-core machine: CPU ms in a second = % of one core x 10 = % of the machine x 20. */
    private static String sample(long ts, String process, double cpuMs) {
        return String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"%s\",\"pid\":1,\"cpuCorePct\":%.6f,"
                + "\"cpuMachinePct\":%.6f}", ts, process, cpuMs / 10, cpuMs / 20);
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
