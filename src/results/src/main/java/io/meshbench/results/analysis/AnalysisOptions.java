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
 */
public record AnalysisOptions(Duration warmup, Duration cooldown, Double targetTps, boolean lenient, CsvReader csvReader) {

    public AnalysisOptions {
        if (warmup.isNegative() || cooldown.isNegative()) {
            throw new IllegalArgumentException("warm-up and cool-down must not be negative");
        }
    }

    public static AnalysisOptions defaults() {
        return new AnalysisOptions(Duration.ZERO, Duration.ZERO, null, false, CsvReader.FAST);
    }

    public AnalysisOptions withWarmup(Duration value) {
        return new AnalysisOptions(value, cooldown, targetTps, lenient, csvReader);
    }

    public AnalysisOptions withCooldown(Duration value) {
        return new AnalysisOptions(warmup, value, targetTps, lenient, csvReader);
    }

    public AnalysisOptions withTargetTps(Double value) {
        return new AnalysisOptions(warmup, cooldown, value, lenient, csvReader);
    }

    public AnalysisOptions withLenient(boolean value) {
        return new AnalysisOptions(warmup, cooldown, targetTps, value, csvReader);
    }

    public AnalysisOptions withCsvReader(CsvReader value) {
        return new AnalysisOptions(warmup, cooldown, targetTps, lenient, value);
    }

    boolean trims() {
        return !warmup.isZero() || !cooldown.isZero();
    }
}
