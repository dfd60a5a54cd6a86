package io.meshbench.results.analysis;

import java.util.Arrays;

/**
 * Samples completed in each second of a run, counted by end time (start + elapsed), second 0 starting at the run's
 * first sample start. Memory grows with the run's duration, not with its samples.
 */
final class TpsSeries {

    /** A week (RunBounds.LONGEST_RUN): the series never grows past 4.8 MB, whatever a row says. Under 2^31 ms, so a
     * second is found by int division. */
    private static final long MAX_MS = RunBounds.LONGEST_RUN.toMillis();

    private final long origin;
    private long[] counts = new long[600];
    private int seconds;

    TpsSeries(long originMs) {
        this.origin = originMs;
    }

    void add(long endMs) {
        long offsetMs = endMs - origin;
        if (offsetMs < 0 || offsetMs >= MAX_MS) {
            return; // only in a pass on guessed bounds, which RunAnalyzer repeats with exact ones (or refuses)
        }
        int second = (int) offsetMs / 1000; // the client compiler divides a long in a runtime call, an int inline
        if (second >= counts.length) {
            counts = Arrays.copyOf(counts, Math.max(second + 1, counts.length * 2));
        }
        counts[second]++;
        seconds = Math.max(seconds, second + 1);
    }

    /** Adds another series with the same origin. */
    void merge(TpsSeries other) {
        if (other.origin != origin) {
            throw new IllegalArgumentException("series with different origins");
        }
        if (other.seconds > counts.length) {
            counts = Arrays.copyOf(counts, other.seconds);
        }
        for (int i = 0; i < other.seconds; i++) {
            counts[i] += other.counts[i];
        }
        seconds = Math.max(seconds, other.seconds);
    }

    long origin() {
        return origin;
    }

    long[] counts() {
        return Arrays.copyOf(counts, seconds);
    }
}
