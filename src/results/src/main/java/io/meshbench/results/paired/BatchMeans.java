package io.meshbench.results.paired;

import io.meshbench.results.comparison.RoundsInterval;
import java.util.ArrayList;
import java.util.List;

/**
 * A 95 % confidence interval within deployments for an autocorrelated series of paired seconds, by non-overlapping
 * batch means: each round is cut into batches of {@code m} consecutive seconds, a batch's figure is each side's sum over
 * count in it (total CPU over total requests, say) and their difference, and a Student-t interval over the batches of
 * every round (batches never span two rounds; each weighs as much as it is long) gives the interval.
 *
 * <p>Batch length: {@code m = min(floor(n / 8), max(ceil(sqrt(n)), 3 * L))}, {@code n} the round's seconds and
 * {@code L} the first lag at which their sample autocorrelation falls to 0.1 (searched up to n / 4): the square-root
 * rule, lengthened for a long memory, but never so long that a round makes fewer than {@value #MIN_BATCHES} batches;
 * fewer than {@value #MIN_BATCHES} batches in all give no interval. The first seconds of a round that fill no whole
 * batch are left out (they are the closest to the warm-up).
 *
 * <p>Short windows: batches shorter than the series' memory are too alike, so their spread underestimates the variance
 * of the mean, and a window of 40-150 s cannot make 8 batches several memories long. Choosing the batch length from
 * the sample autocorrelation and hiding the interval when it is too short does not help: the interval is then shown
 * exactly when the autocorrelation was underestimated (at 58 s and an AR(1) coefficient of 0.8 those intervals covered
 * 77 %). Instead the variance is multiplied by the factor an AR(1) would take away ({@link #ar1Correction}), at the
 * one-sided 99 % upper bound of the lag-1 autocorrelation ({@link #ar1Upper}): an interval whose memory is uncertain is
 * wide rather than wrong. {@code DuetSimulationTest} checks the coverage (95-100 % for 18-118 s windows, coefficients
 * 0 to 0.8). Deterministic: no resampling, no seed.
 *
 * <p>Memory longer than an AR(1)'s: with 30 % of the variance in a slow component (a time constant of 20 or 50 s)
 * the corrected batch means still covered only 73-91 % at 58-1,078 s. So the variance of the mean is estimated again
 * from batches twice as long (at least {@value #MIN_LONG_BATCHES} of them), corrected the same way; when it is larger,
 * the memory outlasts what the correction allowed for, and the interval is the longer batches' own (their variance, their
 * degrees of freedom) when that is wider. {@code SlowMemorySimulationTest}: 91-95 % at a 20 s time constant
 * (was 85-91 %), 83-93 % at 50 s (was 73-88 %): short of 95 %, since a window of 58-298 s holds too few such
 * memories to measure them; the report says so beside the intervals.
 *
 * <p>The spread is that of the seconds within each deployment: it leaves out the difference between one deployment and
 * the next ({@link PairedInterval.Scope#WITHIN_DEPLOYMENTS}); {@link PairedEstimator} uses it only with fewer than 3
 * rounds.
 */
public final class BatchMeans {

    /** Fewer batches than this give no interval (see the class comment). */
    public static final int MIN_BATCHES = 8;
    static final double MEMORY_CORRELATION = 0.1;

    private BatchMeans() {
    }

    /** The within-deployment estimate over every round's batches; no interval when fewer than 8 batches. */
    public static PairedEstimate withinDeployments(List<PairedSeconds> rounds) {
        List<double[]> batches = new ArrayList<>(); // {length, baseline, treated}
        List<double[]> shapes = new ArrayList<>(); // per round {batch length, batches, coefficient}
        int longestBatch = 0;
        for (PairedSeconds round : rounds) {
            int n = round.length();
            if (n == 0) {
                continue;
            }
            double[] differences = round.differences();
            int m = batchLength(differences);
            longestBatch = Math.max(longestBatch, m);
            int count = n / m;
            int skip = n - count * m;
            shapes.add(new double[]{m, count, Math.max(0, ar1Upper(differences))});
            for (int b = 0; b < count; b++) {
                int from = skip + b * m;
                batches.add(new double[]{m, round.baseline(from, from + m), round.treated(from, from + m)});
            }
        }
        double seconds = 0;
        double baseline = 0;
        double treated = 0;
        for (double[] batch : batches) {
            seconds += batch[0];
            baseline += batch[0] * batch[1];
            treated += batch[0] * batch[2];
        }
        baseline /= seconds;
        treated /= seconds;
        double mean = treated - baseline;
        int k = batches.size();
        if (k < MIN_BATCHES) {
            String why = "too few seconds: " + (long) seconds + " paired second" + (seconds == 1 ? "" : "s")
                    + " make " + k + " batch" + (k == 1 ? "" : "es") + ", an interval needs " + MIN_BATCHES;
            return new PairedEstimate(baseline, treated, new PairedInterval(mean, Double.NaN,
                    PairedInterval.Scope.WITHIN_DEPLOYMENTS, 0, k, longestBatch, (long) seconds, why));
        }
        // weighted batch means: a batch of m seconds has variance sigma^2 / m, so sigma^2 is estimated from
        // m-weighted squares and the mean of all W seconds has variance sigma^2 / W
        double squares = 0;
        for (double[] batch : batches) {
            double difference = batch[2] - batch[1];
            squares += batch[0] * (difference - mean) * (difference - mean);
        }
        double correction = Math.max(1, ar1Correction(shapes));
        if (Double.isInfinite(correction)) {
            return new PairedEstimate(baseline, treated, new PairedInterval(mean, Double.NaN,
                    PairedInterval.Scope.WITHIN_DEPLOYMENTS, 0, k, longestBatch, (long) seconds,
                    "the differences stay correlated longer than " + longestBatch + " s batches can measure"));
        }
        double variance = squares / (k - 1) / seconds * correction;
        double halfWidth = RoundsInterval.t975(k - 1) * Math.sqrt(variance);
        // the AR(1) correction holds only if the memory is AR(1)-like: batches twice as long must then show the same
        // variance of the mean; a slow component (a drift over tens of seconds) shows more in them
        Longer longer = twiceAsLong(rounds, shapes, mean);
        if (longer != null && longer.variance() > variance) {
            // the variance still grew with the batch length, past what the AR(1) correction allowed for: a slower
            // component (or chance). The longer batches' interval then, if it is the wider: wide, not wrong
            halfWidth = Math.max(halfWidth, RoundsInterval.t975(longer.batches() - 1) * Math.sqrt(longer.variance()));
        }
        return new PairedEstimate(baseline, treated, new PairedInterval(mean, halfWidth,
                PairedInterval.Scope.WITHIN_DEPLOYMENTS, k - 1, k, longestBatch, (long) seconds, null));
    }

    /** The variance of the mean from batches twice as long, corrected as the shorter ones are, and their count. */
    private record Longer(double variance, int batches) {
    }

    /** The shortest count of long batches worth comparing: fewer estimate their variance too roughly to tell. */
    static final int MIN_LONG_BATCHES = 4;

    /**
     * The rounds' variance of the mean again from batches of twice each round's length (same φ̂ bound, same
     * correction), null with fewer than {@value #MIN_LONG_BATCHES} of them.
     */
    private static Longer twiceAsLong(List<PairedSeconds> rounds, List<double[]> shapes, double mean) {
        List<double[]> longShapes = new ArrayList<>();
        double seconds = 0;
        double squares = 0;
        int count = 0;
        int shape = 0;
        for (PairedSeconds round : rounds) {
            int n = round.length();
            if (n == 0) {
                continue;
            }
            double[] short_ = shapes.get(shape++);
            int m = 2 * (int) short_[0];
            int batches = n / m;
            if (batches == 0) {
                continue;
            }
            longShapes.add(new double[] {m, batches, short_[2]});
            int skip = n - batches * m;
            for (int b = 0; b < batches; b++) {
                int from = skip + b * m;
                double difference = round.treated(from, from + m) - round.baseline(from, from + m);
                squares += m * (difference - mean) * (difference - mean);
                seconds += m;
                count++;
            }
        }
        if (count < MIN_LONG_BATCHES) {
            return null;
        }
        double correction = Math.max(1, ar1Correction(longShapes));
        return Double.isInfinite(correction) ? null : new Longer(squares / (count - 1) / seconds * correction, count);
    }


    /** The batch length of the rule above for one round's per-second differences. */
    static int batchLength(double[] series) {
        int n = series.length;
        int squareRoot = (int) Math.ceil(Math.sqrt(n));
        return Math.max(1, Math.min(n / MIN_BATCHES, Math.max(squareRoot, 3 * memory(series))));
    }

    /**
     * The one-sided 99 % upper bound of an AR(1) coefficient from the lag-1 sample autocorrelation r of n values:
     * Kendall's bias correction (1 + 3r) / n plus 2.326 standard errors sqrt((1 - r^2) / n); at most 0.99. A 95 %
     * bound left the intervals of one 58 s round at a coefficient of 0.5 covering 91 %.
     */
    static double ar1Upper(double[] series) {
        int n = series.length;
        if (n < 3) {
            return 0.99;
        }
        double r = Math.max(-1, Math.min(1, autocorrelation(series, 1)));
        return Math.min(0.99, r + (1 + 3 * r) / n + 2.326 * Math.sqrt((1 - r * r) / n));
    }

    /**
     * By how much batch means underestimate the variance of the mean when the seconds follow an AR(1) with the
     * rounds' upper-bound coefficients: the exact variance of the batched seconds' mean over the expectation of the
     * batch-means estimate {@code sum m_b (B_b - B)^2 / ((k - 1) N)}, which is {@code (sum m_b var(B_b) - N var(B)) /
     * ((k - 1) N)}. Batches shorter than the memory are positively correlated and too alike, so the estimate is low;
     * this factor (at least 1 where used) puts back what an AR(1) of that memory would take away. Infinite when the
     * batches are too short for any estimate.
     *
     * @param shapes per round {batch length m, batches, coefficient}
     */
    static double ar1Correction(List<double[]> shapes) {
        double seconds = 0;
        double batchVariances = 0;
        double sumOfSquares = 0;
        int batches = 0;
        for (double[] shape : shapes) {
            int m = (int) shape[0];
            int count = (int) shape[1];
            double phi = shape[2];
            double roundSeconds = (double) m * count;
            seconds += roundSeconds;
            batches += count;
            batchVariances += roundSeconds * ar1MeanVariance(m, phi);
            sumOfSquares += roundSeconds * roundSeconds * ar1MeanVariance(m * count, phi);
        }
        double target = sumOfSquares / (seconds * seconds);
        double expected = (batchVariances - seconds * target) / ((batches - 1) * seconds);
        return expected > 0 ? target / expected : Double.POSITIVE_INFINITY;
    }

    /** The variance of the mean of n consecutive values of a stationary AR(1) with innovation variance 1. */
    static double ar1MeanVariance(int n, double phi) {
        double sum = n;
        double rho = 1;
        for (int lag = 1; lag < n; lag++) {
            rho *= phi;
            sum += 2 * (n - lag) * rho;
        }
        return sum / (1 - phi * phi) / ((double) n * n);
    }

    /** The lag-{@code lag} sample autocorrelation, 0 for a constant series. */
    static double autocorrelation(double[] series, int lag) {
        double mean = mean(series);
        double variance = squaredDeviations(series, mean);
        return variance == 0 ? 0 : covariance(series, mean, lag) / variance;
    }

    /** The first lag whose sample autocorrelation is at most {@link #MEMORY_CORRELATION}, at most n / 4 (1 if none). */
    static int memory(double[] series) {
        double mean = mean(series);
        double variance = squaredDeviations(series, mean);
        if (variance == 0) {
            return 1;
        }
        int maxLag = Math.max(1, series.length / 4);
        for (int lag = 1; lag <= maxLag; lag++) {
            if (covariance(series, mean, lag) / variance <= MEMORY_CORRELATION) {
                return lag;
            }
        }
        return maxLag;
    }

    private static double mean(double[] series) {
        double sum = 0;
        for (double value : series) {
            sum += value;
        }
        return sum / series.length;
    }

    private static double squaredDeviations(double[] series, double mean) {
        double sum = 0;
        for (double value : series) {
            sum += (value - mean) * (value - mean);
        }
        return sum;
    }

    /** The sum of lag-{@code lag} products of deviations: the autocovariance's numerator. */
    private static double covariance(double[] series, double mean, int lag) {
        double sum = 0;
        for (int i = 0; i + lag < series.length; i++) {
            sum += (series[i] - mean) * (series[i + lag] - mean);
        }
        return sum;
    }
}
