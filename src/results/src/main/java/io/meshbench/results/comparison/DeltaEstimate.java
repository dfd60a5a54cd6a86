package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The mean delta of R paired rounds and its Student-t intervals, on the scale where the rounds' deltas add up.
 *
 * <p>Absolute deltas (MB, ms of CPU, counts) are averaged as they are. <b>Relative</b> deltas (latency, throughput: %
 * of each round's baseline) are averaged as log ratios: x_i = ln(T_i / B_i) = ln(1 + d_i / 100), the interval is
 * x̄ ± t · s_x / √R, and the delta and the interval's ends are written back as 100 · (exp(·) − 1). The plain mean of
 * 100 · (T_i / B_i − 1) is biased upward by about the squared coefficient of variation of the runs (+4 % at a 20 %
 * spread, the size of the effects Sermant publishes): E[T/B] = E[T] · E[1/B] &gt; E[T]/E[B]. The log ratio's mean is
 * unbiased for ln of the ratio of medians of log-symmetric noise, so a no-effect cell centres on zero
 * ({@code CellVerdictSimulationTest}). The interval is then not symmetric around the delta.
 *
 * <p>A figure recorded in whole units (percentiles in whole ms) gives rounds that may all land on one integer: their
 * spread is 0 and the t-interval has no width, whatever the truth within that millisecond. So the half-width is never
 * below the figure's resolution ({@code floor}, on the same scale as x).
 *
 * @param centre   x̄, on the additive scale (log ratio for relative deltas)
 * @param spread   s_x, the rounds' sample standard deviation on that scale (0 with one round)
 * @param rounds   R
 * @param floor    the smallest half-width on that scale (the resolution), 0 for none
 * @param relative whether x is a log ratio written back as a % delta
 */
public record DeltaEstimate(double centre, double spread, int rounds, double floor, boolean relative) {

    /**
     * The estimate of these per-round deltas (relative ones in % of each round's baseline), null without any (or with
     * a relative delta of −100 % or below, which has no log ratio).
     *
     * @param floor the resolution in the delta's unit (for a relative delta, in % of the baseline), null for none
     */
    public static DeltaEstimate of(List<Double> roundDeltas, boolean relative, Double floor) {
        if (roundDeltas == null || roundDeltas.isEmpty()) {
            return null;
        }
        List<Double> scaled = new ArrayList<>();
        for (double delta : roundDeltas) {
            if (relative && delta <= -100) {
                return null;
            }
            scaled.add(relative ? Math.log1p(delta / 100) : delta);
        }
        double mean = RoundsInterval.mean(scaled);
        double spread = scaled.size() < 2 ? 0 : RoundsInterval.standardDeviation(scaled);
        return new DeltaEstimate(mean, spread, scaled.size(), floorOnScale(floor, relative), relative);
    }

    /**
     * The estimate behind a Student-t interval already computed over rounds (a duet's: its mean and 95 % half-width
     * with R − 1 degrees of freedom), absolute deltas only.
     */
    public static DeltaEstimate ofInterval(double mean, double halfWidth95, int degreesOfFreedom, Double floor) {
        int rounds = degreesOfFreedom + 1;
        double spread = halfWidth95 / RoundsInterval.t975(degreesOfFreedom) * Math.sqrt(rounds);
        return new DeltaEstimate(mean, spread, rounds, floorOnScale(floor, false), false);
    }

    private static double floorOnScale(Double floor, boolean relative) {
        if (floor == null || !(floor > 0)) {
            return 0;
        }
        return relative ? Math.log1p(floor / 100) : floor;
    }

    /** Whether a Student-t interval exists: two rounds or more (its width is known only then). */
    public boolean hasInterval() {
        return rounds >= 2;
    }

    /**
     * The delta, in the figure's delta unit. A relative one is written back from the log ratio as
     * 100 · (exp(x̄ − s²/(2R)) − 1): exp(x̄) alone is biased upward by about exp(σ²/(2R)) (+1.3 % at a 20 % spread of
     * each side and 3 rounds), and the term s²/(2R), the lognormal mean's correction, takes that out; it is far smaller
     * than the interval's half-width, which stays around x̄.
     */
    public double delta() {
        return relative ? 100 * Math.expm1(centre - spread * spread / (2.0 * rounds)) : centre;
    }

    /** The half-width on the additive scale of a two-sided interval at {@code confidence} over {@code n} rounds. */
    double halfWidthOnScale(double confidence, int n) {
        return halfWidthOnScale(confidence, n, n - 1);
    }

    /** As {@link #halfWidthOnScale(double, int)}, with a spread of {@code df} degrees of freedom (a stored one's). */
    private double halfWidthOnScale(double confidence, int n, int df) {
        return Math.max(quantile(0.5 + confidence / 2, df) * spread / Math.sqrt(n), floor);
    }

    /**
     * The half-width at {@code confidence} over {@code n} rounds at this spread, written back to the delta's unit
     * (for a relative delta, the wider upper side of its log-ratio interval about zero).
     */
    public double halfWidth(double confidence, int n) {
        double half = halfWidthOnScale(confidence, n);
        return relative ? 100 * Math.expm1(half) : half;
    }

    /** The two-sided interval at {@code confidence} (0.95, 0.90), written back: {lower, upper}. */
    public double[] interval(double confidence) {
        return interval(confidence, rounds - 1);
    }

    /**
     * The two-sided interval at {@code confidence} when the spread has {@code df} degrees of freedom of its own (an
     * {@link AaSpread}'s, measured apart from these rounds), written back: {lower, upper}.
     */
    public double[] interval(double confidence, int df) {
        double half = halfWidthOnScale(confidence, rounds, df);
        return new double[] {back(centre - half), back(centre + half)};
    }

    /**
     * This estimate's centre and rounds with a spread measured elsewhere: one round's no-effect spread from an A/A
     * page, so that a cell of fewer rounds than an interval of its own needs can be judged ({@link AaSpread}).
     */
    public DeltaEstimate withSpread(AaSpread aa) {
        return new DeltaEstimate(centre, aa.spread(), rounds, floor, relative);
    }

    /**
     * The two-sided p-value of "no difference" (the paired t-test at the floored standard error), for
     * false-discovery control across a page; 1 without an interval.
     */
    public double pValue() {
        return hasInterval() ? pValue(rounds - 1) : 1;
    }

    /** As {@link #pValue()}, with a spread of {@code df} degrees of freedom (an {@link AaSpread}'s). */
    public double pValue(int df) {
        double standardError = Math.max(spread / Math.sqrt(rounds), floor / RoundsInterval.t975(df));
        if (standardError == 0) {
            return centre == 0 ? 1 : 0;
        }
        double t = Math.abs(centre) / standardError;
        return 2 * (1 - new TDistribution(null, df).cumulativeProbability(t));
    }

    /**
     * The fewest rounds in all, more than now, at which the same centre and spread would decide the cell: the 90 %
     * interval inside ±margin or the 95 % interval clear of zero; null when none up to {@code most} does (the delta
     * lies at the margin, or the spread is unknown).
     *
     * @param margin the margin in the delta's unit, null for none (then only "clear of zero" decides)
     */
    public Integer roundsToDecide(Double margin, int most) {
        if (rounds < 2 && spread == 0) {
            return null; // one round: no spread to plan from (unless one was measured apart: withSpread)
        }
        double edge = margin == null ? Double.NaN : onScale(margin);
        for (int n = Math.max(rounds + 1, RoundsInterval.MIN_ROUNDS); n <= most; n++) {
            boolean clearOfZero = halfWidthOnScale(0.95, n) < Math.abs(centre);
            boolean inside = !Double.isNaN(edge) && halfWidthOnScale(0.90, n) + Math.abs(centre) <= edge;
            if (clearOfZero || inside) {
                return n;
            }
        }
        return null;
    }

    /** Student's t quantile, cached: a page asks for the same few thousands of times while planning rounds. */
    static double quantile(double probability, int df) {
        return QUANTILES.computeIfAbsent(Math.round(probability * 10_000) * 100_000 + df,
                key -> new TDistribution(null, df).inverseCumulativeProbability(probability));
    }

    private static final java.util.Map<Long, Double> QUANTILES = new java.util.concurrent.ConcurrentHashMap<>();

    /** A margin in the delta's unit on the additive scale: the narrower side for a relative one, ln(1 + m/100). */
    double onScale(double margin) {
        return relative ? Math.log1p(margin / 100) : margin;
    }

    private double back(double x) {
        return relative ? 100 * Math.expm1(x) : x;
    }
}
