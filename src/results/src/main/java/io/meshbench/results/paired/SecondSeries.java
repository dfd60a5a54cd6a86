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
     * {@code treated - baseline} for every second both series have, in time order: the paired differences. A second
     * one side lacks (no request started in it, a missed sample) pairs with nothing and is left out.
     */
    public static double[] differences(SecondSeries baseline, SecondSeries treated) {
        return baseline.values.entrySet().stream()
                .filter(entry -> treated.values.containsKey(entry.getKey()))
                .mapToDouble(entry -> treated.values.get(entry.getKey()) - entry.getValue())
                .toArray();
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
