package io.meshbench.results.analysis;

import java.util.Arrays;

/**
 * The measured samples' elapsed time summed and counted per second of their start, second 0 at the measured window's
 * start: the per-second mean latency a steadiness test needs, finer than whole-millisecond medians. Memory grows with
 * the window's duration, not with its samples.
 */
final class ElapsedSeries {

    /** A week (RunBounds.LONGEST_RUN), under 2^31 ms: a second is found by int division (see TpsSeries). */
    private static final long MAX_MS = RunBounds.LONGEST_RUN.toMillis();

    private final long origin;
    private long[] sums = new long[600];
    private long[] counts = new long[600];
    private int seconds;

    ElapsedSeries(long originMs) {
        this.origin = originMs;
    }

    void add(long startMs, long elapsedMs) {
        long offsetMs = startMs - origin;
        if (offsetMs < 0 || offsetMs >= MAX_MS) {
            return;
        }
        int second = (int) offsetMs / 1000;
        if (second >= counts.length) {
            int length = Math.max(second + 1, counts.length * 2);
            sums = Arrays.copyOf(sums, length);
            counts = Arrays.copyOf(counts, length);
        }
        sums[second] += elapsedMs;
        counts[second]++;
        seconds = Math.max(seconds, second + 1);
    }

    void merge(ElapsedSeries other) {
        if (other.origin != origin) {
            throw new IllegalArgumentException("series with different origins");
        }
        if (other.seconds > counts.length) {
            sums = Arrays.copyOf(sums, other.seconds);
            counts = Arrays.copyOf(counts, other.seconds);
        }
        for (int i = 0; i < other.seconds; i++) {
            sums[i] += other.sums[i];
            counts[i] += other.counts[i];
        }
        seconds = Math.max(seconds, other.seconds);
    }

    /** Samples started in each second of the window, second 0 at its start. */
    long[] counts() {
        return Arrays.copyOf(counts, seconds);
    }

    /** The mean elapsed ms of each second that holds a sample, in time order (empty seconds left out). */
    double[] means() {
        return java.util.stream.IntStream.range(0, seconds).filter(i -> counts[i] > 0)
                .mapToDouble(i -> (double) sums[i] / counts[i]).toArray();
    }
}
