package io.meshbench.results.comparison;

import java.util.List;

/**
 * How much one round's delta of a figure varies when there is no effect, measured on an A/A page: the page run with
 * every treatment replaced by the baseline deployed again, the same plan, warm-up and window. Each of its cells is a
 * draw of "one round's delta, no effect" (both deployments' offsets and both windows' noise), so their root mean
 * square, about the known centre zero, estimates that delta's standard deviation with one degree of freedom per
 * draw (Kalibera and Jones, "Rigorous Benchmarking in Reasonable Time", ISMM 2013: the variance components measured
 * once, in a separate experiment, then used to judge).
 *
 * <p>It lets a cell of one or two rounds, which has no spread of its own, be judged: its delta ± t(ν) · s / √R. That
 * holds while the treated side varies as the baseline does; a treatment that adds noise of its own is judged too
 * narrowly, and the page says so beside each table judged this way. The intervals use half of ν
 * ({@link #effectiveDegreesOfFreedom}). Error rates: {@code AaSpreadVerdictSimulationTest}.
 *
 * @param spread           s, on the additive scale of the figure's deltas (log ratio for relative ones)
 * @param degreesOfFreedom ν, the no-effect deltas pooled
 * @param relative         whether the deltas were relative (% of the baseline, as log ratios)
 */
public record AaSpread(double spread, int degreesOfFreedom, boolean relative) {

    /**
     * The fewest no-effect deltas a spread is used from: with two, under heavy-tailed noise, 7 % of no-effect cells
     * came out as findings ({@code AaSpreadVerdictSimulationTest}); from four, with
     * {@link #effectiveDegreesOfFreedom}, the rates hold.
     */
    public static final int MIN_DEGREES_OF_FREEDOM = 4;

    /**
     * The spread of these no-effect deltas (on the additive scale), null with fewer than
     * {@link #MIN_DEGREES_OF_FREEDOM}. Their centre is zero by construction, so none is spent on estimating it.
     */
    public static AaSpread pooled(List<Double> noEffectDeltas, boolean relative) {
        if (noEffectDeltas == null || noEffectDeltas.size() < MIN_DEGREES_OF_FREEDOM) {
            return null;
        }
        double sumOfSquares = 0;
        for (double delta : noEffectDeltas) {
            sumOfSquares += delta * delta;
        }
        return new AaSpread(Math.sqrt(sumOfSquares / noEffectDeltas.size()), noEffectDeltas.size(), relative);
    }

    /**
     * The degrees of freedom its intervals use: half of ν. A spread pooled from heavy-tailed deltas is most often
     * below the true one (a few large deltas carry the variance), and one round's delta is not averaged down; with ν
     * itself, 6 to 8 % of no-effect cells under Student-t (3 df) noise came out as findings
     * ({@code AaSpreadVerdictSimulationTest}). Halving ν, as a variance estimate's effective degrees of freedom fall
     * with the noise's kurtosis (2ν / (2 + κ)), brings them to 5.5 % at most and 1 to 4 % under Gaussian noise:
     * conservative, the price of a spread measured once.
     */
    public int effectiveDegreesOfFreedom() {
        return Math.max(1, degreesOfFreedom / 2);
    }

    /** A delta in the figure's unit on the additive scale (a relative one as ln(1 + d / 100)). */
    public static double onScale(double delta, boolean relative) {
        return relative ? Math.log1p(delta / 100) : delta;
    }

    /** "A/A spread, 8 df": what a cell judged against it says. */
    public String text() {
        return "A/A spread of " + degreesOfFreedom + " cells";
    }
}
