package io.meshbench.results.analysis;

/** Folds the samples of one label (or of all labels) into the figures of JMeter's summary table. */
final class SampleAccumulator {

    /** The percentiles of every table: median, 90, 95, 99 and 99.9 %. */
    private static final double[] PERCENTILES = {50, 90, 95, 99, 99.9};

    private final LatencyHistogram latencies = new LatencyHistogram();
    /** The JMeter dashboard's window of values, only when its percentiles are asked for. */
    private final JMeterPercentiles jmeter;
    private long errors;
    private long receivedBytes;
    private long sentBytes;
    private long firstStart = Long.MAX_VALUE;
    private long lastEnd = Long.MIN_VALUE;

    /** Nearest-rank percentiles only. */
    SampleAccumulator() {
        this(PercentileDefinition.NEAREST_RANK);
    }

    SampleAccumulator(PercentileDefinition percentiles) {
        this(percentiles == PercentileDefinition.JMETER ? new JMeterPercentiles() : null);
    }

    private SampleAccumulator(JMeterPercentiles jmeter) {
        this.jmeter = jmeter;
    }

    /** The row of the labels folded together past --max-labels: its JMeter percentiles over all their windows. */
    static SampleAccumulator folded(PercentileDefinition percentiles) {
        return new SampleAccumulator(percentiles == PercentileDefinition.JMETER ? JMeterPercentiles.unbounded() : null);
    }

    void add(long start, long elapsed, boolean success, long received, long sent) {
        latencies.record(elapsed);
        if (jmeter != null) {
            jmeter.add(elapsed);
        }
        if (!success) {
            errors++;
        }
        receivedBytes += received;
        sentBytes += sent;
        firstStart = Math.min(firstStart, start);
        lastEnd = Math.max(lastEnd, start + elapsed);
    }

    /** Adds the samples another accumulator saw in a later part of the file to this one; returns this. */
    SampleAccumulator merge(SampleAccumulator other) {
        latencies.merge(other.latencies);
        if (jmeter != null) {
            jmeter.addLater(other.jmeter);
        }
        errors += other.errors;
        receivedBytes += other.receivedBytes;
        sentBytes += other.sentBytes;
        firstStart = Math.min(firstStart, other.firstStart);
        lastEnd = Math.max(lastEnd, other.lastEnd);
        return this;
    }

    /** The latencies of every sample folded in so far (shared, not copied: callers only read or merge it). */
    LatencyHistogram latencies() {
        return latencies;
    }

    private static double[] nearestRank(long[] values) {
        double[] figures = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            figures[i] = values[i];
        }
        return figures;
    }

    long samples() {
        return latencies.count();
    }

    /** The latencies' footprint: what a label costs (tests). */
    long footprintBytes() {
        return latencies.footprintBytes();
    }

    /** Throughput and KB/s use JMeter's time base: last sample end minus first sample start. */
    LabelStatistics statistics() {
        long samples = latencies.count();
        double seconds = samples == 0 ? 0 : (lastEnd - firstStart) / 1000.0;
        boolean noRate = samples > 0 && seconds <= 0;
        double[] percentiles = jmeter != null && samples > 0 ? jmeter.percentiles(PERCENTILES) : nearestRank(latencies.percentiles(PERCENTILES));
        return new LabelStatistics(
                samples,
                errors,
                samples == 0 ? 0 : 100.0 * errors / samples,
                samples == 0 ? 0 : latencies.mean(),
                latencies.min(),
                latencies.max(),
                percentiles[0],
                percentiles[1],
                percentiles[2],
                percentiles[3],
                percentiles[4],
                noRate ? null : seconds == 0 ? 0.0 : samples / seconds,
                noRate ? null : seconds == 0 ? 0.0 : receivedBytes / 1024.0 / seconds,
                noRate ? null : seconds == 0 ? 0.0 : sentBytes / 1024.0 / seconds,
                samples == 0 ? 0 : firstStart,
                samples == 0 ? 0 : lastEnd,
                noRate ? LabelStatistics.NO_TIME_SPAN : null);
    }
}
