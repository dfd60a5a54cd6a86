package io.meshbench.results.run;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Whether a figure drifted over a run's measured window, either way, beyond the run's own noise: the window cut into
 * {@value #BATCHES} equal batches, a least-squares line through the batch means, and a two-sided Student-t test of
 * its slope with {@value #BATCHES} − 2 degrees of freedom at α = {@value #ALPHA}. A drift must also be material: the
 * fitted change from the first batch to the last at least {@value #MATERIAL_PCT} % of the mean, so that a mean over
 * thousands of requests per second does not flag a drift no delta could show. Seconds left over after equal batches
 * are dropped from the window's start.
 *
 * <p>Batches of a few seconds do not outlast a series with memory: at φ = 0.8 and 5 s batches neighbouring batch
 * means still correlate, the residual spread understates the slope's error, and a steady run was flagged 6 % of the
 * time instead of 1 %. So, given the per-second series, the slope's variance is widened by the series' own memory,
 * estimated where a drift cannot leak in: the lag-1 autocorrelation r of the <em>within-batch</em> deviations (each
 * second around its own batch's mean, pooled over the batches; a step or a drift between batches does not enter).
 * Short batches bias r low (their mean absorbs part of the memory), so the AR(1) coefficient φ̂ is the one whose
 * expected within-batch numerator and denominator give r (solved exactly for the batch length), clipped to
 * [0, {@value #MAX_PHI}]. φ̂ fixes the batch means' covariance V (AR(1) up to a scale), and the slope's t is divided
 * by √k, k = [x'Vx / x'x] / [tr((I − H) V) / (B − 2)]: the true variance of the least-squares slope over what the
 * residual spread estimates of it (k = 1 without memory). A ratio of totals per second (CPU ms over requests,
 * {@link #ofRatios}) gets the same correction from its linearised deviations.
 *
 * <p>Checked by a seeded simulation (TrendTest) on steady AR(1) series with φ up to 0.8 and windows of 40, 60 and
 * 150 s, and on series with a stated drift or step; its figures are in docs/results-engine.md ("Steadiness").
 *
 * @param mean         the batch means' mean, in the figure's unit
 * @param changePct    the fitted line's change from the first batch to the last, % of {@code mean}
 * @param slopeT       the slope's t statistic, widened for the series' memory
 * @param batchSeconds seconds per batch (0 when given batch means)
 * @param phi          the per-second series' estimated AR(1) coefficient φ̂ (0 when given batch means)
 */
public record Trend(double mean, double changePct, double slopeT, int batchSeconds, double phi, boolean drifting) {

    public static final int BATCHES = 8;
    public static final double ALPHA = 0.01;
    public static final double MATERIAL_PCT = 2;
    /** A batch shorter than this holds too few seconds to average the series' memory away. */
    public static final int SHORTEST_BATCH_SECONDS = 3;
    /** φ̂ is clipped here: beyond it a window of a few minutes holds too little to tell memory from drift. */
    public static final double MAX_PHI = 0.95;

    private static final double T_CRITICAL =
            new TDistribution(null, BATCHES - 2).inverseCumulativeProbability(1 - ALPHA / 2);
    private static final int GRID = 190;
    private static final Map<Integer, MemoryTable> TABLES = new ConcurrentHashMap<>();

    /** @return the trend of a per-second series, or null when the window is too short to test */
    public static Trend ofSeconds(double[] perSecond) {
        if (perSecond == null) {
            return null;
        }
        double[] ones = new double[perSecond.length];
        java.util.Arrays.fill(ones, 1);
        return ofRatios(perSecond, ones);
    }

    /**
     * The trend of a ratio of totals per second, e.g. CPU ms spent over requests started: each batch's figure is its
     * seconds' sum over their count (never a mean of per-second ratios, which a second with few requests would sway).
     * The memory is estimated as for {@link #ofSeconds}, from the ratio's linearised within-batch deviations
     * {@code sum_i − R_b · count_i} (R_b the batch's ratio), which are the deviations around the batch mean times the
     * count when every second counts the same.
     *
     * @return the trend, or null when the window is too short to test or a batch counts nothing
     */
    public static Trend ofRatios(double[] sums, double[] counts) {
        if (sums == null || counts == null || sums.length != counts.length
                || sums.length < BATCHES * SHORTEST_BATCH_SECONDS) {
            return null;
        }
        int batch = sums.length / BATCHES;
        int skip = sums.length - batch * BATCHES;
        double[] means = new double[BATCHES];
        double lagged = 0;
        double squares = 0;
        for (int b = 0; b < BATCHES; b++) {
            int first = skip + b * batch;
            double sum = 0;
            double count = 0;
            for (int i = 0; i < batch; i++) {
                sum += sums[first + i];
                count += counts[first + i];
            }
            if (!(count > 0)) {
                return null;
            }
            means[b] = sum / count;
            for (int i = 0; i < batch; i++) {
                double deviation = sums[first + i] - means[b] * counts[first + i];
                squares += deviation * deviation;
                if (i + 1 < batch) {
                    lagged += deviation * (sums[first + i + 1] - means[b] * counts[first + i + 1]);
                }
            }
        }
        MemoryTable table = TABLES.computeIfAbsent(batch, MemoryTable::new);
        double phi = squares > 0 ? table.phi(lagged / squares) : 0;
        return fit(means, batch, phi, table.widening(phi));
    }

    private static Trend fit(double[] means, int batchSeconds, double phi, double widening) {
        double mean = 0;
        for (double m : means) {
            mean += m / BATCHES;
        }
        double sxx = 0;
        double sxy = 0;
        for (int b = 0; b < BATCHES; b++) {
            double x = b - (BATCHES - 1) / 2.0;
            sxx += x * x;
            sxy += x * (means[b] - mean);
        }
        double slope = sxy / sxx;
        double residuals = 0;
        for (int b = 0; b < BATCHES; b++) {
            double fitted = mean + slope * (b - (BATCHES - 1) / 2.0);
            residuals += (means[b] - fitted) * (means[b] - fitted);
        }
        double standardError = Math.sqrt(widening * residuals / (BATCHES - 2) / sxx);
        double t = standardError > 0 ? slope / standardError : slope == 0 ? 0 : Math.copySign(1e9, slope);
        double changePct = mean == 0 ? 0 : 100 * slope * (BATCHES - 1) / mean;
        boolean drifting = Math.abs(t) > T_CRITICAL && Math.abs(changePct) >= MATERIAL_PCT;
        return new Trend(mean, changePct, t, batchSeconds, phi, drifting);
    }

    /**
     * Whether this trend drifts at another two-sided level than {@link #ALPHA} (a comparison that tests many runs
     * splits its family-wise level among them), still only when the change is material.
     */
    public boolean driftingAt(double alpha) {
        return Math.abs(slopeT) > criticalT(alpha) && Math.abs(changePct) >= MATERIAL_PCT;
    }

    /** The critical |t| of the slope test at a two-sided level ({@value #BATCHES} − 2 degrees of freedom). */
    public static double criticalT(double alpha) {
        return alpha == ALPHA ? T_CRITICAL
                : new TDistribution(null, BATCHES - 2).inverseCumulativeProbability(1 - alpha / 2);
    }

    /** The critical |t| of the slope test ({@value #BATCHES} − 2 degrees of freedom, two-sided α). */
    public static double criticalT() {
        return T_CRITICAL;
    }

    /**
     * For one batch length m, on a grid of φ in [0, {@value #MAX_PHI}]: the expected within-batch lag-1 ratio
     * E[Σ e_i e_(i+1)] / E[Σ e_i²] of an AR(1) series (e the deviations from the batch mean), to turn the observed
     * ratio into φ̂, and the widening k(φ) of the slope's variance.
     */
    static final class MemoryTable {
        private final double[] phis = new double[GRID + 1];
        private final double[] ratios = new double[GRID + 1];
        private final double[] widenings = new double[GRID + 1];

        MemoryTable(int batch) {
            for (int g = 0; g <= GRID; g++) {
                double phi = MAX_PHI * g / GRID;
                phis[g] = phi;
                ratios[g] = withinBatchRatio(phi, batch);
                widenings[g] = widening(phi, batch);
            }
        }

        /** φ̂: the grid's φ whose expected ratio matches {@code ratio}, linearly interpolated, clipped to the grid. */
        double phi(double ratio) {
            if (ratio <= ratios[0]) {
                return 0;
            }
            for (int g = 1; g <= GRID; g++) {
                if (ratio <= ratios[g]) {
                    return phis[g - 1] + (phis[g] - phis[g - 1]) * (ratio - ratios[g - 1]) / (ratios[g] - ratios[g - 1]);
                }
            }
            return MAX_PHI;
        }

        double widening(double phi) {
            double position = phi / MAX_PHI * GRID;
            int g = Math.min(GRID - 1, (int) position);
            return widenings[g] + (widenings[g + 1] - widenings[g]) * (position - g);
        }

        /** E[Σ e_i e_(i+1)] / E[Σ e_i²] for m AR(1) values around their own mean (covariance φ^|i−j| up to scale). */
        static double withinBatchRatio(double phi, int m) {
            double[] rowMeans = new double[m];
            double grand = 0;
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < m; j++) {
                    rowMeans[i] += Math.pow(phi, Math.abs(i - j)) / m;
                }
                grand += rowMeans[i] / m;
            }
            double squares = 0;
            double lagged = 0;
            for (int i = 0; i < m; i++) {
                squares += 1 - 2 * rowMeans[i] + grand;
                if (i + 1 < m) {
                    lagged += phi - rowMeans[i] - rowMeans[i + 1] + grand;
                }
            }
            return lagged / squares;
        }

        /**
         * k(φ): the least-squares slope's variance through {@value #BATCHES} batch means of m AR(1) seconds, over the
         * expectation of its residual-based estimate.
         */
        static double widening(double phi, int m) {
            double[][] v = new double[BATCHES][BATCHES];
            double[] power = new double[BATCHES * m];
            for (int lag = 0; lag < power.length; lag++) {
                power[lag] = Math.pow(phi, lag);
            }
            for (int a = 0; a < BATCHES; a++) {
                for (int b = 0; b < BATCHES; b++) {
                    double sum = 0;
                    for (int i = 0; i < m; i++) {
                        for (int j = 0; j < m; j++) {
                            sum += power[Math.abs(a * m + i - b * m - j)];
                        }
                    }
                    v[a][b] = sum / m / m;
                }
            }
            double[] x = new double[BATCHES];
            double sxx = 0;
            for (int b = 0; b < BATCHES; b++) {
                x[b] = b - (BATCHES - 1) / 2.0;
                sxx += x[b] * x[b];
            }
            double slopeVariance = 0; // x'Vx / x'x, in units of 1/x'x
            double residualTrace = 0; // tr((I − H) V), H = 1/B + x x'/x'x
            for (int a = 0; a < BATCHES; a++) {
                for (int b = 0; b < BATCHES; b++) {
                    slopeVariance += x[a] * v[a][b] * x[b] / sxx;
                    double hat = 1.0 / BATCHES + x[a] * x[b] / sxx;
                    residualTrace += ((a == b ? 1 : 0) - hat) * v[b][a];
                }
            }
            return slopeVariance / (residualTrace / (BATCHES - 2));
        }
    }
}
