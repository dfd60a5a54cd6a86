package io.meshbench.results.comparison;

import java.util.Locale;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * How a verdict's error rate is spent over the looks of a group-sequential design: after each added round the same
 * cell is judged again ("looked at"), and without a correction every look would spend the whole 5 % anew. A
 * Lan–DeMets spending function α(t) gives the error rate spent up to information fraction t = rounds / maxRounds;
 * a look at R rounds, the one before it at R', may spend α(R / max) − α(R' / max) more.
 * {@link SequentialBoundaries} turns that into each look's own level, using the looks' correlation (a later look
 * shares its first rounds with the earlier ones), so that over all looks together the verdict errs at most α: whichever
 * look a cell stops at, its verdict keeps the stated rate. {@code SequentialVerdictSimulationTest} checks it.
 *
 * <p>{@link Shape#POCOCK} (α·ln(1 + (e − 1)·t)) spends early enough that a 3-round pilot can decide a clear cell;
 * {@link Shape#OBRIEN_FLEMING} (2 − 2Φ(z<sub>1−α/2</sub>/√t)) keeps nearly all of α for the last look.
 *
 * @param shape     the spending function
 * @param alpha     the total error rate, 0.05
 * @param maxRounds K, the most rounds a cell may get: the information fraction's denominator
 */
public record AlphaSpending(Shape shape, double alpha, int maxRounds) {

    /** The page's design: Pocock-type spending of 5 % over at most 10 rounds. */
    public static final AlphaSpending PAGE = new AlphaSpending(Shape.POCOCK, 0.05, 10);

    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

    /** The spending function's shape. */
    public enum Shape {
        POCOCK("Pocock-type"), OBRIEN_FLEMING("O'Brien–Fleming-type");

        private final String title;

        Shape(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    public AlphaSpending {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha " + alpha + " is not in (0, 1)");
        }
        if (maxRounds < RoundsInterval.MIN_ROUNDS) {
            throw new IllegalArgumentException("maxRounds " + maxRounds + " is below " + RoundsInterval.MIN_ROUNDS);
        }
    }

    /** α(t): the error rate spent by the look at {@code rounds} rounds (all of α at {@link #maxRounds} or more). */
    public double spentBy(int rounds) {
        double t = Math.min(1.0, Math.max(0, rounds) / (double) maxRounds);
        if (t == 0) {
            return 0;
        }
        return switch (shape) {
            case POCOCK -> alpha * Math.log(1 + (Math.E - 1) * t);
            // α/2 spent on each side, as the two-sided symmetric designs of gsDesign and ldbounds do
            case OBRIEN_FLEMING -> 2 * (2 - 2 * NORMAL.cumulativeProbability(
                    NORMAL.inverseCumulativeProbability(1 - alpha / 4) / Math.sqrt(t)));
        };
    }

    /**
     * What the look at {@code rounds} rounds may spend when the previous look was at {@code previousRounds} (0: this
     * is the first): the probability, under no effect, that this look is the first to reject. Zero when nothing is
     * left (a look beyond {@link #maxRounds}). Not the look's nominal level: {@link SequentialBoundaries} gives that.
     */
    public double increment(int rounds, int previousRounds) {
        if (previousRounds >= rounds) {
            throw new IllegalArgumentException("look at " + rounds + " rounds after one at " + previousRounds);
        }
        return Math.max(0, spentBy(rounds) - spentBy(previousRounds));
    }

    /** The design in words, as a table's legend states it. */
    public String describe() {
        return String.format(Locale.ROOT, "%s alpha spending of %s %% over at most %d rounds (Lan–DeMets)",
                shape.title(), new java.math.BigDecimal(Double.toString(alpha * 100)).stripTrailingZeros()
                        .toPlainString(), maxRounds);
    }

    /** The same design spending another total rate (the equivalence test's 10 %: 5 % on each side). */
    public AlphaSpending withAlpha(double otherAlpha) {
        return new AlphaSpending(shape, otherAlpha, maxRounds);
    }
}
