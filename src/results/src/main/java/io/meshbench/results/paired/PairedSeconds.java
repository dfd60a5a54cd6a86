package io.meshbench.results.paired;

import java.util.Arrays;

/**
 * One duet round's paired seconds of one figure, in time order: per second and side a sum and a count, so that a
 * figure over any run of seconds is a ratio of sums (total CPU over total requests, total latency over total requests),
 * never a mean of per-second ratios, which is biased high when the count varies from second to second. A figure that is
 * already one value per second (CPU, a second's percentile) has a count of 1 per second.
 */
public record PairedSeconds(double[] baselineSum, double[] baselineCount, double[] treatedSum, double[] treatedCount) {

    public PairedSeconds {
        int n = baselineSum.length;
        if (baselineCount.length != n || treatedSum.length != n || treatedCount.length != n) {
            throw new IllegalArgumentException("paired seconds of unequal length");
        }
    }

    /** One value per second on each side (count 1). */
    public static PairedSeconds ofValues(double[] baseline, double[] treated) {
        double[] ones = new double[baseline.length];
        Arrays.fill(ones, 1);
        return new PairedSeconds(baseline, ones, treated, ones);
    }

    public int length() {
        return baselineSum.length;
    }

    /** The baseline side's figure over seconds {@code [from, to)}: sum over count. */
    public double baseline(int from, int to) {
        return ratio(baselineSum, baselineCount, from, to);
    }

    /** The treated side's figure over seconds {@code [from, to)}: sum over count. */
    public double treated(int from, int to) {
        return ratio(treatedSum, treatedCount, from, to);
    }

    /** Treated minus baseline over seconds {@code [from, to)}. */
    public double difference(int from, int to) {
        return treated(from, to) - baseline(from, to);
    }

    /** The per-second differences, only to judge how long the series remembers (the batch length). */
    double[] differences() {
        double[] differences = new double[length()];
        for (int i = 0; i < differences.length; i++) {
            differences[i] = difference(i, i + 1);
        }
        return differences;
    }

    private static double ratio(double[] sum, double[] count, int from, int to) {
        double total = 0;
        double n = 0;
        for (int i = from; i < to; i++) {
            total += sum[i];
            n += count[i];
        }
        return total / n;
    }
}
