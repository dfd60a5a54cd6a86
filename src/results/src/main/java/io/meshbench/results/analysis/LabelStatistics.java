package io.meshbench.results.analysis;

/**
 * The figures of one label (or of all labels) over the measured window, as in JMeter's summary table.
 * Latencies in ms; percentiles by nearest rank over every sample (see {@link LatencyHistogram});
 * throughput in samples per second over (last end - first start), JMeter's definition.
 */
public record LabelStatistics(
        long samples,
        long errors,
        double errorPct,
        double mean,
        long min,
        long max,
        long median,
        long p90,
        long p95,
        long p99,
        long p999,
        double throughput,
        double receivedKBPerSec,
        double sentKBPerSec,
        long firstStartMs,
        long lastEndMs) {
}
