package io.meshbench.results.analysis;

import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The measured window's samples and failed samples around a fault: totals before it, and per second of sample start
 * from it on. Fed by the analysis's one pass with the samples of its measured window (one per chunk of a parallel
 * read, merged); memory grows with the seconds that hold samples, never with the time span an odd row claims.
 * A Transaction Controller's sample repeats its samplers' outcome: it is not fed here, like JMeter's total.
 */
final class ErrorSeries {

    private final long faultMs;
    private final TreeMap<Long, long[]> fromFault = new TreeMap<>();
    private long samplesBefore;
    private long errorsBefore;

    ErrorSeries(long faultMs) {
        this.faultMs = faultMs;
    }

    /** A sample of the measured window. */
    void add(long startMs, boolean success) {
        if (startMs < faultMs) {
            samplesBefore++;
            errorsBefore += success ? 0 : 1;
            return;
        }
        long[] counts = fromFault.computeIfAbsent((startMs - faultMs) / 1000, second -> new long[2]);
        counts[0]++;
        counts[1] += success ? 0 : 1;
    }

    /** Adds what another chunk of the file saw. */
    void merge(ErrorSeries other) {
        samplesBefore += other.samplesBefore;
        errorsBefore += other.errorsBefore;
        other.fromFault.forEach((second, counts) -> {
            long[] mine = fromFault.computeIfAbsent(second, s -> new long[2]);
            mine[0] += counts[0];
            mine[1] += counts[1];
        });
    }

    long faultMs() {
        return faultMs;
    }

    long samplesBefore() {
        return samplesBefore;
    }

    long errorsBefore() {
        return errorsBefore;
    }

    /** Second from the fault → {samples, errors}; seconds without samples are absent. */
    NavigableMap<Long, long[]> fromFault() {
        return fromFault;
    }
}
