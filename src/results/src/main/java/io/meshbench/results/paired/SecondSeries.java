package io.meshbench.results.paired;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/** One figure per whole epoch second (e.g. the mean latency of the requests started in it, or a process's CPU). */
public final class SecondSeries {

    private final NavigableMap<Long, Double> values;

    public SecondSeries(Map<Long, Double> values) {
        this.values = new TreeMap<>(values);
    }

    public Map<Long, Double> values() {
        return java.util.Collections.unmodifiableNavigableMap(values);
    }

    /** The seconds in {@code [fromSecond, toSecond)} only. */
    public SecondSeries within(long fromSecond, long toSecond) {
        return new SecondSeries(values.subMap(fromSecond, true, toSecond, false));
    }

    public double mean() {
        return values.values().stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    /**
     * The values of both series at every second both have, in time order: {@code [0]} the baseline's, {@code [1]} the
     * treated side's. A second one side lacks (no request started in it, a missed sample) pairs with nothing.
     */
    public static double[][] paired(SecondSeries baseline, SecondSeries treated) {
        double[][] pairs = baseline.values.entrySet().stream()
                .filter(entry -> treated.values.containsKey(entry.getKey()))
                .map(entry -> new double[]{entry.getValue(), treated.values.get(entry.getKey())})
                .toArray(double[][]::new);
        double[][] columns = new double[2][pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            columns[0][i] = pairs[i][0];
            columns[1][i] = pairs[i][1];
        }
        return columns;
    }

    /** {@code numerator / denominator} for every second both have with a non-zero denominator. */
    public static SecondSeries ratio(SecondSeries numerator, SecondSeries denominator) {
        Map<Long, Double> ratio = new TreeMap<>();
        numerator.values.forEach((second, value) -> {
            Double divisor = denominator.values.get(second);
            if (divisor != null && divisor != 0) {
                ratio.put(second, value / divisor);
            }
        });
        return new SecondSeries(ratio);
    }
}
