package io.meshbench.results.analysis;

/**
 * The figures of one label (or of all labels) over the measured window, as in JMeter's summary table.
 * Latencies in ms; percentiles by the run's {@link PercentileDefinition}: nearest rank over every sample (see
 * {@link LatencyHistogram}; whole milliseconds) or JMeter's dashboard's (see {@link JMeterPercentiles}; interpolated);
 * throughput in samples per second over (last end - first start), JMeter's definition.
 */
public record LabelStatistics(
        long samples,
        long errors,
        double errorPct,
        double mean,
        long min,
        long max,
        double median,
        double p90,
        double p95,
        double p99,
        double p999,
        double throughput,
        double receivedKBPerSec,
        double sentKBPerSec,
        long firstStartMs,
        long lastEndMs) {
}
