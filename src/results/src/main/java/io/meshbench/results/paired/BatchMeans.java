package io.meshbench.results.paired;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * A 95 % confidence interval for the mean of an autocorrelated series (paired per-second differences), by
 * non-overlapping batch means: each segment (one duet round) is cut into batches of {@code m} consecutive seconds, the
 * batch means are close to independent when a batch is much longer than the series' memory, and a Student-t interval
 * over the batch means of every segment gives the interval. Batches never span two segments.
 *
 * <p>Batch length rule: {@code m = max(ceil(sqrt(n)), 3 * L)}, where {@code n} is the segment's length and {@code L}
 * the first lag at which the segment's sample autocorrelation falls to 0.1 or below (searched up to n / 4): the usual
 * square-root rule, lengthened for a series whose memory is long. A segment's first seconds that fill no whole batch
 * are left out (they are the closest to the warm-up). Deterministic: no resampling, no seed.
 */
public final class BatchMeans {

    /** Student's t 97.5 % quantile by degrees of freedom: the half-width factor of a two-sided 95 % interval. */
    private static final IntToDoubleFunction T_975 = df -> new TDistribution(null, df).inverseCumulativeProbability(0.975);

    /** Fewer batches than this leave too few degrees of freedom for an interval worth showing. */
    public static final int MIN_BATCHES = 4;
    static final double MEMORY_CORRELATION = 0.1;

    private BatchMeans() {
    }

    /** The interval of the mean over every segment's batches; {@link PairedInterval#available()} false when too short. */
    public static PairedInterval interval(List<double[]> segments) {
        List<Double> batchMeans = new ArrayList<>();
        long seconds = 0;
        int longestBatch = 0;
        for (double[] segment : segments) {
            if (segment.length == 0) {
                continue;
            }
            int m = batchLength(segment);
            longestBatch = Math.max(longestBatch, m);
            int batches = segment.length / m;
            int skip = segment.length - batches * m;
            for (int b = 0; b < batches; b++) {
                double sum = 0;
                for (int i = 0; i < m; i++) {
                    sum += segment[skip + b * m + i];
                }
                batchMeans.add(sum / m);
            }
            seconds += (long) batches * m;
        }
        int k = batchMeans.size();
        if (k < MIN_BATCHES) {
            double mean = k == 0 ? Double.NaN : batchMeans.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
            return new PairedInterval(mean, Double.NaN, k, longestBatch, seconds);
        }
        double mean = 0;
        for (double value : batchMeans) {
            mean += value;
        }
        mean /= k;
        double squares = 0;
        for (double value : batchMeans) {
            squares += (value - mean) * (value - mean);
        }
        double standardError = Math.sqrt(squares / (k - 1) / k);
        return new PairedInterval(mean, T_975.applyAsDouble(k - 1) * standardError, k, longestBatch, seconds);
    }

    /** How many of a segment's first seconds fill no whole batch and are left out. */
    static int leftOut(double[] segment) {
        if (segment.length == 0) {
            return 0;
        }
        int m = batchLength(segment);
        return segment.length - segment.length / m * m;
    }

    /** The batch length of the rule above for one segment. */
    static int batchLength(double[] series) {
        int n = series.length;
        int squareRoot = (int) Math.ceil(Math.sqrt(n));
        return Math.max(1, Math.min(n, Math.max(squareRoot, 3 * memory(series))));
    }

    /** The first lag whose sample autocorrelation is at most {@link #MEMORY_CORRELATION}, at most n / 4 (1 if none). */
    static int memory(double[] series) {
        int n = series.length;
        double mean = 0;
        for (double value : series) {
            mean += value;
        }
        mean /= n;
        double variance = 0;
        for (double value : series) {
            variance += (value - mean) * (value - mean);
        }
        if (variance == 0) {
            return 1;
        }
        int maxLag = Math.max(1, n / 4);
        for (int lag = 1; lag <= maxLag; lag++) {
            double covariance = 0;
            for (int i = 0; i + lag < n; i++) {
                covariance += (series[i] - mean) * (series[i + lag] - mean);
            }
            if (covariance / variance <= MEMORY_CORRELATION) {
                return lag;
            }
        }
        return maxLag;
    }
}
