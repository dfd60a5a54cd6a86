package io.meshbench.results.analysis;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * The measured window cut in two at {@code midpointMs} (by sample start): samples and median latency of each half,
 * and {@code secondMeansMs}, the mean elapsed ms of every second of the window that holds a sample (by start, in time
 * order), and {@code secondCounts}, the samples started in each second from the window's start, from which a steadiness test estimates the run's own noise. A JIT still compiling makes the window's start
 * slower than its end; a neighbour starting or the heap filling up makes its end slower.
 */
public record WindowHalves(long midpointMs, long firstSamples, long secondSamples, long firstMedianMs,
                           long secondMedianMs, @JsonIgnore double[] secondMeansMs,
                           @JsonIgnore long[] secondCounts) {

    static WindowHalves of(long midpointMs, LatencyHistogram first, LatencyHistogram second, double[] secondMeansMs,
                           long[] secondCounts) {
        return new WindowHalves(midpointMs, first.count(), second.count(),
                first.count() == 0 ? 0 : first.percentiles(50)[0], second.count() == 0 ? 0 : second.percentiles(50)[0],
                secondMeansMs, secondCounts);
    }
}
