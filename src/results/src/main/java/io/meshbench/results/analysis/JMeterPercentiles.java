package io.meshbench.results.analysis;

import java.util.Arrays;

/**
 * Percentiles as JMeter 5.6.3's HTML dashboard computes them (statistics.json, the dashboard's Statistics table).
 *
 * <p>JMeter's {@code PercentileAggregator} keeps a Commons Math {@code DescriptiveStatistics} whose window is
 * {@code jmeter.reportgenerator.statistic_window} (default {@value #WINDOW}) values: only the last 20,000 samples
 * of a label (or of the total) that the report generator saw, in file order (it does not sort), count. Its percentile
 * is Commons Math's {@code Percentile} with estimation type LEGACY (JMeter's default
 * {@code backend_metrics_percentile_estimator}): with q = p/100 and N values sorted x1..xN, position
 * pos = q·(N+1) (N when q = 1); below 1 it gives x1, from N on xN, else x⌊pos⌋ + (pos − ⌊pos⌋)·(x⌊pos⌋+1 − x⌊pos⌋).
 * One value gives that value, none NaN. The arithmetic below is Commons Math's, step by step, so the doubles are equal.
 *
 * <p>Values are held as ints (latencies up to a day) in a ring that grows by doubling up to the window.
 */
final class JMeterPercentiles {

    /** JMeter's default {@code jmeter.reportgenerator.statistic_window}. */
    static final int WINDOW = 20_000;

    private final int capacity;
    private int[] ring = new int[0];
    private long added;

    /** A label's or the total's: the last {@value #WINDOW} values. */
    JMeterPercentiles() {
        this(WINDOW);
    }

    private JMeterPercentiles(int capacity) {
        this.capacity = capacity;
    }

    /** The row that folds many labels together: every value of their windows (JMeter has no such row). */
    static JMeterPercentiles unbounded() {
        return new JMeterPercentiles(Integer.MAX_VALUE - 8);
    }

    void add(long millis) {
        int value = (int) Math.min(millis, Integer.MAX_VALUE);
        if (added < capacity) {
            if (added == ring.length) {
                ring = Arrays.copyOf(ring, (int) Math.min(capacity, Math.max(4, ring.length * 2L)));
            }
            ring[(int) added] = value;
        } else {
            ring[(int) (added % capacity)] = value;
        }
        added++;
    }

    /** Adds the values of a part of the file that comes after this one's (a later chunk), in their order. */
    void addLater(JMeterPercentiles later) {
        for (int value : inOrder(later)) {
            add(value);
        }
    }

    /** The window's values, oldest first. */
    private static int[] inOrder(JMeterPercentiles window) {
        if (window.added <= window.capacity) {
            return Arrays.copyOf(window.ring, (int) window.added);
        }
        int start = (int) (window.added % window.capacity);
        int[] values = new int[window.capacity];
        System.arraycopy(window.ring, start, values, 0, window.capacity - start);
        System.arraycopy(window.ring, 0, values, window.capacity - start, start);
        return values;
    }

    /** The percentiles {@code percents} (each in (0, 100]) of the window's values; NaN when it holds none. */
    double[] percentiles(double... percents) {
        int n = (int) Math.min(added, capacity);
        double[] sorted = new double[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = ring[i];
        }
        Arrays.sort(sorted);
        double[] results = new double[percents.length];
        for (int i = 0; i < percents.length; i++) {
            results[i] = legacy(sorted, percents[i]);
        }
        return results;
    }

    /** Commons Math 3.6.1 Percentile.evaluate with EstimationType.LEGACY, over sorted values. */
    static double legacy(double[] sorted, double percent) {
        if (percent <= 0 || percent > 100) {
            throw new IllegalArgumentException("percentile " + percent + " is not within (0, 100]");
        }
        int length = sorted.length;
        if (length == 0) {
            return Double.NaN;
        }
        if (length == 1) {
            return sorted[0];
        }
        double quantile = percent / 100d;
        double pos = Double.compare(quantile, 1d) == 0 ? length : quantile * (length + 1);
        double fpos = Math.floor(pos);
        int intPos = (int) fpos;
        double dif = pos - fpos;
        if (pos < 1) {
            return sorted[0];
        }
        if (pos >= length) {
            return sorted[length - 1];
        }
        double lower = sorted[intPos - 1];
        double upper = sorted[intPos];
        return lower + dif * (upper - lower);
    }
}
