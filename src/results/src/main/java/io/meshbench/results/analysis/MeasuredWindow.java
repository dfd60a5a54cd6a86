package io.meshbench.results.analysis;

/**
 * The part of a run that is measured: samples that start at or after {@code startMs} and end at or before
 * {@code endMs} (epoch ms). Without trimming it holds every sample.
 */
public record MeasuredWindow(long runStartMs, long runEndMs, long startMs, long endMs, double warmupSeconds,
                             double cooldownSeconds) {

    boolean contains(long sampleStart, long sampleEnd) {
        return sampleStart >= startMs && sampleEnd <= endMs;
    }

    boolean containsInstant(long epochMs) {
        return epochMs >= startMs && epochMs <= endMs;
    }
}
