package io.meshbench.results.paired;

import io.meshbench.results.jtl.JtlReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A JTL's samples grouped by the epoch second in which they started: per second the count, the mean latency and
 * nearest-rank percentiles (the definition of the rest of the engine). Transaction Controller rows are left out, as
 * from every total.
 */
public final class LatencySeconds {

    private final Map<Long, int[]> elapsedBySecond;

    private LatencySeconds(Map<Long, int[]> elapsedBySecond) {
        this.elapsedBySecond = elapsedBySecond;
    }

    public static LatencySeconds read(Path jtl) {
        Map<Long, List<Integer>> collected = new TreeMap<>();
        new JtlReader(false).read(jtl, (start, elapsed, label, success, received, sent) ->
                collected.computeIfAbsent(Math.floorDiv(start, 1000L), second -> new ArrayList<>()).add((int) elapsed));
        return of(collected);
    }

    /** From latencies (ms) already grouped by start second. */
    public static LatencySeconds of(Map<Long, List<Integer>> bySecond) {
        Map<Long, int[]> sorted = new TreeMap<>();
        bySecond.forEach((second, values) -> {
            int[] array = values.stream().mapToInt(Integer::intValue).toArray();
            Arrays.sort(array);
            sorted.put(second, array);
        });
        return new LatencySeconds(sorted);
    }

    public SecondSeries count() {
        return series(values -> (double) values.length);
    }

    /** Each second's total latency, ms: over {@link #count()} it is the mean over requests. */
    public SecondSeries sum() {
        return series(values -> (double) Arrays.stream(values).asLongStream().sum());
    }

    public SecondSeries mean() {
        return series(values -> Arrays.stream(values).average().orElse(Double.NaN));
    }

    /** The nearest-rank p-th percentile of each second's latencies: rank ceil(p/100 * n). */
    public SecondSeries percentile(double p) {
        return series(values -> (double) values[Math.max(1, (int) Math.ceil(p / 100.0 * values.length)) - 1]);
    }

    private SecondSeries series(java.util.function.ToDoubleFunction<int[]> figure) {
        Map<Long, Double> series = new TreeMap<>();
        elapsedBySecond.forEach((second, values) -> series.put(second, figure.applyAsDouble(values)));
        return new SecondSeries(series);
    }
}
