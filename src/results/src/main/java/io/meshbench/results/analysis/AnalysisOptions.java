package io.meshbench.results.analysis;

import io.meshbench.results.jtl.JtlReader.CsvReader;
import java.time.Duration;

/**
 * How to analyse one run.
 *
 * @param warmup    trimmed from the start of the run (from the first sample's start)
 * @param cooldown  trimmed from the end of the run (before the last sample's end)
 * @param targetTps the load the plan asked for, or null when unknown
 * @param lenient   skip and count malformed rows instead of stopping
 * @param csvReader the CSV parser
 * @param maxLabels   labels given a row of their own (the busiest); the others fold into one row
 * @param percentiles the percentile definition of the tables
 */
public record AnalysisOptions(Duration warmup, Duration cooldown, Double targetTps, boolean lenient, CsvReader csvReader,
                              int maxLabels, PercentileDefinition percentiles) {

    /** Labels with a row of their own unless --max-labels says otherwise. */
    public static final int DEFAULT_MAX_LABELS = 10_000;

    public AnalysisOptions {
        if (warmup.isNegative() || cooldown.isNegative()) {
            throw new IllegalArgumentException("warm-up and cool-down must not be negative");
        }
        if (maxLabels < 1) {
            throw new IllegalArgumentException("max labels must be at least 1");
        }
    }

    /** With the default label limit and nearest-rank percentiles. */
    public AnalysisOptions(Duration warmup, Duration cooldown, Double targetTps, boolean lenient, CsvReader csvReader) {
        this(warmup, cooldown, targetTps, lenient, csvReader, DEFAULT_MAX_LABELS, PercentileDefinition.NEAREST_RANK);
    }

    public static AnalysisOptions defaults() {
        return new AnalysisOptions(Duration.ZERO, Duration.ZERO, null, false, CsvReader.FAST);
    }

    public AnalysisOptions withMaxLabels(int value) {
        return new AnalysisOptions(warmup, cooldown, targetTps, lenient, csvReader, value, percentiles);
    }

    public AnalysisOptions withPercentiles(PercentileDefinition value) {
        return new AnalysisOptions(warmup, cooldown, targetTps, lenient, csvReader, maxLabels, value);
    }

    public AnalysisOptions withWarmup(Duration value) {
        return new AnalysisOptions(value, cooldown, targetTps, lenient, csvReader, maxLabels, percentiles);
    }

    public AnalysisOptions withCooldown(Duration value) {
        return new AnalysisOptions(warmup, value, targetTps, lenient, csvReader, maxLabels, percentiles);
    }

    public AnalysisOptions withTargetTps(Double value) {
        return new AnalysisOptions(warmup, cooldown, value, lenient, csvReader, maxLabels, percentiles);
    }

    public AnalysisOptions withLenient(boolean value) {
        return new AnalysisOptions(warmup, cooldown, targetTps, value, csvReader, maxLabels, percentiles);
    }

    public AnalysisOptions withCsvReader(CsvReader value) {
        return new AnalysisOptions(warmup, cooldown, targetTps, lenient, value, maxLabels, percentiles);
    }

    boolean trims() {
        return !warmup.isZero() || !cooldown.isZero();
    }
}
