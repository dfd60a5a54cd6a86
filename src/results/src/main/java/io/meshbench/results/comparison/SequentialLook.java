package io.meshbench.results.comparison;

import java.util.List;

/**
 * One look at a cell's per-round deltas in a group-sequential design: the cell was judged before at {@code lookRounds}
 * (the last entry is this look), and rounds were added while it was undecided. Two tests share the looks, each with its
 * own spending ({@link AlphaSpending}) turned into this look's nominal level ({@link SequentialBoundaries}):
 * <ul>
 * <li>a difference (costs more / costs less): the two-sided interval at 1 − the look's level of a 5 % design
 * excludes zero;</li>
 * <li>equivalence within ±m: the interval at 1 − the look's level of a 10 % design (two one-sided tests at 5 %, the
 * sequential form of the fixed design's 90 % interval) lies inside ±m.</li>
 * </ul>
 * With one look at R rounds the levels are the fixed design's exactly only when R is the design's maximum; earlier
 * looks spend less, which is what keeps the rates when more rounds may follow.
 *
 * @param difference  the interval the difference test uses
 * @param equivalence the interval the equivalence test uses
 */
public record SequentialLook(RoundsInterval difference, RoundsInterval equivalence, AlphaSpending spending) {

    /** The total error rate of the equivalence design: 5 % on each side. */
    static final double EQUIVALENCE_ALPHA = 0.10;

    /**
     * This look at {@code deltas} (one per round, in round order), the cell judged before at the other entries of
     * {@code lookRounds}, whose last entry must be {@code deltas.size()}; null below {@link RoundsInterval#MIN_ROUNDS}.
     */
    public static SequentialLook of(List<Double> deltas, List<Integer> lookRounds, AlphaSpending spending) {
        if (deltas.size() < RoundsInterval.MIN_ROUNDS) {
            return null;
        }
        if (lookRounds.isEmpty() || lookRounds.get(lookRounds.size() - 1) != deltas.size()) {
            throw new IllegalArgumentException("the last look " + lookRounds + " is not at the " + deltas.size()
                    + " rounds given");
        }
        int last = lookRounds.size() - 1;
        double differenceLevel = SequentialBoundaries.nominalLevels(spending, lookRounds)[last];
        double equivalenceLevel = SequentialBoundaries.nominalLevels(spending.withAlpha(EQUIVALENCE_ALPHA),
                lookRounds)[last];
        String method = "paired Student-t over the per-round deltas at look " + (last + 1) + " of a group-sequential "
                + "design: " + spending.describe();
        return new SequentialLook(RoundsInterval.at(deltas, 1 - differenceLevel, method),
                RoundsInterval.at(deltas, 1 - equivalenceLevel, method), spending);
    }

    /** The difference test rejects "no difference": the cell costs more (mean above zero) or less. */
    public boolean differs() {
        return !difference.containsZero();
    }

    /** The equivalence test says the cell is within ±{@code margin}. */
    public boolean withinMargin(double margin) {
        return equivalence.lower() > -margin && equivalence.upper() < margin;
    }

    /** Either test decided the cell. */
    public boolean decided(double margin) {
        return differs() || withinMargin(margin);
    }
}
