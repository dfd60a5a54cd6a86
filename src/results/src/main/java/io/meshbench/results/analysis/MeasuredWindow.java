package io.meshbench.results.analysis;

/**
 * The part of a run that is measured: samples that start at or after {@code startMs} and end at or before
 * {@code endMs} (epoch ms). Without trimming it holds every sample.
 */
public record MeasuredWindow(long runStartMs, long runEndMs, long startMs, long endMs, double warmupSeconds,
                             double cooldownSeconds) {

    /** A window no sample lies in (the run's bounds are not known yet). */
    static final MeasuredWindow EMPTY = new MeasuredWindow(0, 0, Long.MAX_VALUE, Long.MIN_VALUE, 0, 0);

    boolean contains(long sampleStart, long sampleEnd) {
        return sampleStart >= startMs && sampleEnd <= endMs;
    }

    boolean containsInstant(long epochMs) {
        return epochMs >= startMs && epochMs <= endMs;
    }
}
