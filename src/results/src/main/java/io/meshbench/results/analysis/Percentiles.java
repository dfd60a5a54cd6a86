package io.meshbench.results.analysis;

/**
 * The percentile definition of a result, as report.json and the stats JSON record it and every table states it.
 *
 * @param definition  "nearest-rank" or "jmeter" (the {@code --percentiles} value)
 * @param description one line saying what the percentiles are
 */
public record Percentiles(String definition, String description) {

    public static Percentiles of(PercentileDefinition definition) {
        return new Percentiles(definition.id(), definition.description());
    }
}
