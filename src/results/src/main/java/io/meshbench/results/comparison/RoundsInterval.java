package io.meshbench.results.comparison;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * A paired Student-t 95 % confidence interval for the mean of the per-round deltas (round i treated against round i
 * baseline): mean ± t(0.975, R − 1) · s / √R over R ≥ {@link #MIN_ROUNDS} rounds, s the deltas' sample standard
 * deviation. Each round deploys both sides afresh, so one round's delta carries both deployments' offsets and both
 * runs' noise, and the rounds are the independent replicates: their scatter is the whole noise, with nothing to add.
 *
 * <p>With two rounds a t-interval has one degree of freedom: t(0.975, 1) = 12.7 makes it ±6.4 times the distance
 * between the two deltas, a verdict that says "within noise" to almost any effect. Below three rounds there is no
 * interval and no verdict (the tables show the spread instead). Error rates checked by simulation in
 * {@code NoiseVerdictSimulationTest}.
 *
 * @param mean              the mean of the per-round deltas (the interval's centre)
 * @param lower             mean − halfWidth
 * @param upper             mean + halfWidth
 * @param halfWidth         t(0.975, R − 1) · s / √R
 * @param rounds            R, the paired rounds
 * @param degreesOfFreedom  R − 1
 * @param confidence        0.95
 * @param method            what was computed, in words
 */
public record RoundsInterval(double mean, double lower, double upper, double halfWidth, int rounds,
                             int degreesOfFreedom, double confidence, String method) {

    /** The fewest paired rounds that give an interval (and so a verdict). */
    public static final int MIN_ROUNDS = 3;
    static final double CONFIDENCE = 0.95;
    static final String METHOD = "paired Student-t over the per-round deltas, R-1 degrees of freedom";

    /** t(0.975, df) for df up to 200, computed once: a report asks for the same few hundreds of times. */
    private static final double[] T_975 = new double[201];

    /** Other levels' quantiles: a sequential design's looks share a few levels across every cell. */
    private static final java.util.Map<List<Object>, Double> QUANTILES = new java.util.concurrent.ConcurrentHashMap<>();

    static {
        for (int df = 1; df < T_975.length; df++) {
            T_975[df] = new TDistribution(null, df).inverseCumulativeProbability(0.975);
        }
    }

    /** The interval of these per-round deltas, or null with fewer than {@link #MIN_ROUNDS}. */
    public static RoundsInterval of(List<Double> deltas) {
        if (deltas == null || deltas.size() < MIN_ROUNDS) {
            return null;
        }
        int rounds = deltas.size();
        double mean = mean(deltas);
        double halfWidth = t975(rounds - 1) * standardDeviation(deltas) / Math.sqrt(rounds);
        return new RoundsInterval(mean, mean - halfWidth, mean + halfWidth, halfWidth, rounds, rounds - 1,
                CONFIDENCE, METHOD);
    }

    static final String LOG_METHOD = "paired Student-t over the per-round log ratios ln(treated/baseline), R-1 "
            + "degrees of freedom, written back as 100*(exp(x)-1) %";

    /**
     * The interval of an estimate ({@link DeltaEstimate}: log ratios for relative deltas, the half-width floored at
     * the figure's resolution), null with fewer than {@link #MIN_ROUNDS} rounds. A relative delta's interval is not
     * symmetric: {@code halfWidth} is then half its width.
     */
    public static RoundsInterval of(DeltaEstimate estimate) {
        if (estimate == null || estimate.rounds() < MIN_ROUNDS) {
            return null;
        }
        double[] ends = estimate.interval(CONFIDENCE);
        String method = (estimate.relative() ? LOG_METHOD : METHOD)
                + (estimate.floor() > 0 ? "; half-width at least the figure's resolution" : "");
        double halfWidth = estimate.relative() ? (ends[1] - ends[0]) / 2 : estimate.halfWidthOnScale(CONFIDENCE,
                estimate.rounds());
        return new RoundsInterval(estimate.delta(), ends[0], ends[1], halfWidth, estimate.rounds(),
                estimate.rounds() - 1, CONFIDENCE, method);
    }

    /**
     * The two-sided interval at {@code confidence} (e.g. a sequential look's 1 − its nominal level) of these per-round
     * deltas, or null with fewer than {@link #MIN_ROUNDS}; an infinite one where the level is 0 (nothing to spend).
     */
    public static RoundsInterval at(List<Double> deltas, double confidence, String method) {
        if (deltas == null || deltas.size() < MIN_ROUNDS) {
            return null;
        }
        int rounds = deltas.size();
        double mean = mean(deltas);
        double factor = halfWidthFactor(1 - confidence, rounds - 1);
        double halfWidth = factor * standardDeviation(deltas) / Math.sqrt(rounds);
        if (Double.isNaN(halfWidth)) { // an infinite factor times no spread: nothing to spend still decides nothing
            halfWidth = Double.POSITIVE_INFINITY;
        }
        return new RoundsInterval(mean, mean - halfWidth, mean + halfWidth, halfWidth, rounds, rounds - 1,
                confidence, method);
    }

    /** Whether zero lies inside (bounds included): the delta cannot be told from no difference at all. */
    public boolean containsZero() {
        return lower <= 0 && upper >= 0;
    }

    /** Student's t 97.5 % quantile: the half-width factor of a two-sided 95 % interval with {@code df} degrees of freedom. */
    public static double t975(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom " + df);
        }
        return df < T_975.length ? T_975[df] : new TDistribution(null, df).inverseCumulativeProbability(0.975);
    }

    /**
     * Student's t quantile that a two-sided interval at {@code level} (e.g. 0.05 for 95 %) multiplies the standard
     * error by; infinite at level 0 (nothing to spend).
     */
    static double halfWidthFactor(double level, int df) {
        if (level <= 0) {
            return Double.POSITIVE_INFINITY;
        }
        return QUANTILES.computeIfAbsent(List.of(df, level),
                key -> new TDistribution(null, df).inverseCumulativeProbability(1 - level / 2));
    }

    static double mean(List<Double> values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.size();
    }

    /** The sample standard deviation (n − 1 in the denominator); needs two values or more. */
    static double standardDeviation(List<Double> values) {
        double mean = mean(values);
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        return Math.sqrt(squares / (values.size() - 1));
    }
}
