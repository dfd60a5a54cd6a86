package io.meshbench.results.startup;

import java.util.List;

/** The median of repeated figures with their range: how start-up tables are published (seconds). */
public record Spread(double median, double min, double max, int count) {

    /** @throws IllegalArgumentException for no values */
    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a spread needs at least one value");
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new Spread(median, sorted[0], sorted[n - 1], n);
    }
}
