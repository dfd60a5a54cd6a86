package io.meshbench.results.analysis;

/**
 * The measured window cut in two at {@code midpointMs} (by sample start): samples and median latency of each half.
 * A JIT still compiling makes the first half slower than the second, whatever the throughput did.
 */
public record WindowHalves(long midpointMs, long firstSamples, long secondSamples, long firstMedianMs,
                           long secondMedianMs) {

    static WindowHalves of(long midpointMs, LatencyHistogram first, LatencyHistogram second) {
        return new WindowHalves(midpointMs, first.count(), second.count(),
                first.count() == 0 ? 0 : first.percentiles(50)[0], second.count() == 0 ? 0 : second.percentiles(50)[0]);
    }
}
