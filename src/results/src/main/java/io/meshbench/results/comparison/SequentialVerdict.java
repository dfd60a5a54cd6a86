package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The three-way verdict of a cell whose scenario was looked at more than once (the page's adaptive rounds): the same
 * tests as {@link CellVerdict}, on the same scale ({@link DeltaEstimate}: log ratios for relative deltas, the
 * resolution's floor), but each at the look's own level of the group-sequential design ({@link SequentialLook},
 * {@link SequentialBoundaries}) instead of the fixed 95 % and 90 %, so that a cell judged again after each added round
 * keeps its error rates across the looks. An undecided cell says how many more rounds its next look would need at
 * its centre and spread so far, within the design's last round, or that none would.
 */
public final class SequentialVerdict {

    private SequentialVerdict() {
    }

    /**
     * @param looks the round counts at which the cell's scenario was judged, increasing; those at or above the cell's
     *              own paired rounds are left out and its rounds are the last look (a cell may pair fewer rounds)
     */
    public static CellVerdict judge(DeltaEstimate estimate, Margin margin, String figure, List<Integer> looks,
                                    AlphaSpending spending) {
        if (estimate == null || estimate.rounds() < RoundsInterval.MIN_ROUNDS) {
            return CellVerdict.judge(estimate, margin, figure);
        }
        List<Integer> taken = looksUpTo(looks, estimate.rounds());
        double differenceLevel = level(spending, taken);
        double equivalenceLevel = level(spending.withAlpha(SequentialLook.EQUIVALENCE_ALPHA), taken);
        double[] difference = interval(estimate, differenceLevel, estimate.rounds());
        double[] equivalence = interval(estimate, equivalenceLevel, estimate.rounds());
        boolean more = difference[0] > 0;
        boolean less = difference[1] < 0;
        boolean within = margin != null && equivalence[0] >= -margin.value() && equivalence[1] <= margin.value();
        CellVerdict.Decision decision = more ? CellVerdict.Decision.COSTS_MORE : less ? CellVerdict.Decision.COSTS_LESS
                : within ? CellVerdict.Decision.WITHIN_MARGIN : CellVerdict.Decision.UNDECIDED;
        String at = String.format(Locale.ROOT, "look %d, %d rounds", taken.size(), estimate.rounds());
        Integer moreRounds = null;
        String text;
        if (decision == CellVerdict.Decision.UNDECIDED) {
            moreRounds = roundsToDecide(estimate, margin, taken, spending);
            text = "undecided (" + at + "): " + (moreRounds != null ? String.format(Locale.ROOT,
                    "about %d more round%s", moreRounds, moreRounds == 1 ? "" : "s")
                    : "not within the design's " + spending.maxRounds() + " rounds at this spread"
                    + (margin == null ? "" : CellVerdict.whatBlocks(back(estimate, halfWidth(estimate,
                    equivalenceLevel, spending.maxRounds())), spending.maxRounds(), estimate.delta(), margin)))
                    + (margin == null ? "; no margin for " + figure + " (set one with --margins " + figure + "=...)"
                    : "");
        } else {
            text = (decision.finding() ? decision.words() + (within ? ", within " + margin.text() : "")
                    : "within " + margin.text()) + " (" + at + ")";
        }
        return new CellVerdict(decision, within, margin, difference[0], difference[1], equivalence[0],
                equivalence[1], moreRounds, sequentialPValue(estimate, differenceLevel, spending), text);
    }

    /**
     * The paired t-test's p-value scaled to the look's boundary: p × α / (the last look's nominal level), at most 1;
     * 1 where the look has nothing left to spend. It is below the design's α exactly when the look's interval leaves
     * out zero, so false-discovery control across a page (which compares p-values with α-based cut-offs) treats a
     * cell judged after several looks as its own verdict does, not as a fixed design of its rounds would.
     */
    static double sequentialPValue(DeltaEstimate estimate, double lookLevel, AlphaSpending spending) {
        if (!(lookLevel > 0)) {
            return 1;
        }
        return Math.min(1, estimate.pValue() * spending.alpha() / lookLevel);
    }

    /**
     * The fewest more rounds after which, at the estimate's centre and spread, the next look would decide the cell;
     * null when no round up to the design's last would.
     */
    static Integer roundsToDecide(DeltaEstimate estimate, Margin margin, List<Integer> looks,
                                  AlphaSpending spending) {
        double edge = margin == null ? Double.NaN : estimate.onScale(margin.value());
        for (int n = estimate.rounds() + 1; n <= spending.maxRounds(); n++) {
            List<Integer> next = new ArrayList<>(looks);
            next.add(n);
            boolean clearOfZero = halfWidth(estimate, level(spending, next), n) < Math.abs(estimate.centre());
            boolean inside = !Double.isNaN(edge) && halfWidth(estimate,
                    level(spending.withAlpha(SequentialLook.EQUIVALENCE_ALPHA), next), n)
                    + Math.abs(estimate.centre()) <= edge;
            if (clearOfZero || inside) {
                return n - estimate.rounds();
            }
        }
        return null;
    }

    /** The looks below {@code rounds} (from the least a look needs, increasing), then a look at {@code rounds}. */
    static List<Integer> looksUpTo(List<Integer> looks, int rounds) {
        List<Integer> taken = new ArrayList<>();
        for (int look : looks) {
            if (look >= RoundsInterval.MIN_ROUNDS && look < rounds && (taken.isEmpty()
                    || look > taken.get(taken.size() - 1))) {
                taken.add(look);
            }
        }
        taken.add(rounds);
        return taken;
    }

    /**
     * The half-width on the estimate's scale of the two-sided interval at 1 − {@code level} over {@code n} rounds,
     * never below the resolution; infinite at level 0 (a look with nothing left to spend decides nothing).
     */
    static double halfWidth(DeltaEstimate estimate, double level, int n) {
        if (!(level > 0)) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(RoundsInterval.halfWidthFactor(level, n - 1) * estimate.spread() / Math.sqrt(n),
                estimate.floor());
    }

    /** The interval at 1 − {@code level}, written back to the delta's unit: {lower, upper}. */
    private static double[] interval(DeltaEstimate estimate, double level, int n) {
        double half = halfWidth(estimate, level, n);
        return new double[] {back(estimate, estimate.centre() - half), back(estimate, estimate.centre() + half)};
    }

    private static double back(DeltaEstimate estimate, double x) {
        return estimate.relative() ? 100 * Math.expm1(x) : x;
    }

    private static double level(AlphaSpending spending, List<Integer> looks) {
        double[] levels = SequentialBoundaries.nominalLevels(spending, looks);
        return levels[levels.length - 1];
    }
}
