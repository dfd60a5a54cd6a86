package io.meshbench.results.analysis;

/**
 * The figures of one label (or of all labels) over the measured window, as in JMeter's summary table.
 * Latencies in ms; percentiles by the run's {@link PercentileDefinition}: nearest rank over every sample (see
 * {@link LatencyHistogram}; whole milliseconds) or JMeter's dashboard's (see {@link JMeterPercentiles}; interpolated);
 * throughput in samples per second over (last end - first start), JMeter's definition. When that span is 0 ms
 * (one sample of 0 ms, or samples that all start and end in one millisecond) no rate exists (JMeter divides by zero
 * and shows Infinity): throughput and KB/s are null and {@code rateNote} says why; else it is null.
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
        Double throughput,
        Double receivedKBPerSec,
        Double sentKBPerSec,
        long firstStartMs,
        long lastEndMs,
        String rateNote) {

    /** Why a window of {@code samples} samples spanning 0 ms has no rate. */
    static final String NO_TIME_SPAN = "no rate: the samples span 0 ms (last end = first start)";
}
