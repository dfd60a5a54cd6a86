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
     * The paired seconds of a figure made of a sum and a count per second on each side (a null count: 1 per second):
     * every second, in time order, that all given series have, with a count above 0. A second one side lacks (no
     * request started in it, a missed sample) pairs with nothing.
     */
    public static PairedSeconds paired(SecondSeries baselineSum, SecondSeries baselineCount, SecondSeries treatedSum,
                                       SecondSeries treatedCount) {
        java.util.List<Long> seconds = baselineSum.values.keySet().stream()
                .filter(second -> treatedSum.values.containsKey(second)
                        && positive(baselineCount, second) && positive(treatedCount, second))
                .toList();
        int n = seconds.size();
        double[][] columns = new double[4][n];
        for (int i = 0; i < n; i++) {
            long second = seconds.get(i);
            columns[0][i] = baselineSum.values.get(second);
            columns[1][i] = baselineCount == null ? 1 : baselineCount.values.get(second);
            columns[2][i] = treatedSum.values.get(second);
            columns[3][i] = treatedCount == null ? 1 : treatedCount.values.get(second);
        }
        return new PairedSeconds(columns[0], columns[1], columns[2], columns[3]);
    }

    private static boolean positive(SecondSeries count, long second) {
        if (count == null) {
            return true;
        }
        Double value = count.values.get(second);
        return value != null && value > 0;
    }
}
