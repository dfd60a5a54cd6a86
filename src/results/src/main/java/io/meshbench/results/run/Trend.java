package io.meshbench.results.run;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Whether a figure drifted over a run's measured window, either way, beyond the run's own noise: the window cut into
 * {@value #BATCHES} equal batches (their means are close to independent once a batch outlasts the series' memory),
 * a least-squares line through the batch means, and a two-sided Student-t test of its slope with {@value #BATCHES} − 2
 * degrees of freedom at α = {@value #ALPHA}. A drift must also be material: the fitted change from the first batch to
 * the last at least {@value #MATERIAL_PCT} % of the mean, so that a mean over thousands of requests per second does not
 * flag a drift no delta could show. Seconds left over after equal batches are dropped from the window's start.
 *
 * <p>Checked by a seeded simulation (TrendTest) on steady AR(1) series and on series with a stated drift; its figures
 * are in docs/results-engine.md ("Steadiness").
 *
 * @param mean         the batch means' mean, in the figure's unit
 * @param changePct    the fitted line's change from the first batch to the last, % of {@code mean}
 * @param slopeT       the slope's t statistic
 * @param batchSeconds seconds per batch (0 when given batch means)
 */
public record Trend(double mean, double changePct, double slopeT, int batchSeconds, boolean drifting) {

    public static final int BATCHES = 8;
    public static final double ALPHA = 0.01;
    public static final double MATERIAL_PCT = 2;
    /** A batch shorter than this holds too few seconds to average the series' memory away. */
    public static final int SHORTEST_BATCH_SECONDS = 3;

    private static final double T_CRITICAL =
            new TDistribution(null, BATCHES - 2).inverseCumulativeProbability(1 - ALPHA / 2);

    /** @return the trend of a per-second series, or null when the window is too short to test */
    public static Trend ofSeconds(double[] perSecond) {
        if (perSecond == null || perSecond.length < BATCHES * SHORTEST_BATCH_SECONDS) {
            return null;
        }
        int batch = perSecond.length / BATCHES;
        int skip = perSecond.length - batch * BATCHES;
        double[] means = new double[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            double sum = 0;
            for (int i = 0; i < batch; i++) {
                sum += perSecond[skip + b * batch + i];
            }
            means[b] = sum / batch;
        }
        return fit(means, batch);
    }

    /** @return the trend of {@value #BATCHES} batch means in time order, or null when there are not that many */
    public static Trend ofBatches(double[] batchMeans) {
        return batchMeans == null || batchMeans.length != BATCHES ? null : fit(batchMeans, 0);
    }

    private static Trend fit(double[] means, int batchSeconds) {
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
        double standardError = Math.sqrt(residuals / (BATCHES - 2) / sxx);
        double t = standardError > 0 ? slope / standardError : slope == 0 ? 0 : Math.copySign(1e9, slope);
        double changePct = mean == 0 ? 0 : 100 * slope * (BATCHES - 1) / mean;
        boolean drifting = Math.abs(t) > T_CRITICAL && Math.abs(changePct) >= MATERIAL_PCT;
        return new Trend(mean, changePct, t, batchSeconds, drifting);
    }

    /** The critical |t| of the slope test ({@value #BATCHES} − 2 degrees of freedom, two-sided α). */
    public static double criticalT() {
        return T_CRITICAL;
    }
}
