package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * What would decide an undecided cell: the fewest more rounds after which, were its mean delta and its rounds' spread to
 * stay as they are, the next look would decide it (its difference interval excludes zero or its equivalence interval
 * fits inside ±m). A forecast from the spread so far, which few rounds estimate roughly: the page says "about".
 * Empty when even the design's last round would not decide it (a margin narrower than this machine's noise allows).
 */
public final class RoundsToDecide {

    private RoundsToDecide() {
    }

    /**
     * @param deltas     the cell's per-round deltas so far
     * @param lookRounds the looks taken so far, the last at {@code deltas.size()}
     * @param margin     the cell's margin, in the deltas' unit
     */
    public static OptionalInt estimate(List<Double> deltas, List<Integer> lookRounds, double margin,
                                       AlphaSpending spending) {
        int rounds = deltas.size();
        if (rounds < RoundsInterval.MIN_ROUNDS) {
            return OptionalInt.empty();
        }
        double mean = RoundsInterval.mean(deltas);
        double spread = RoundsInterval.standardDeviation(deltas);
        for (int more = 1; rounds + more <= spending.maxRounds(); more++) {
            List<Integer> looks = new ArrayList<>(lookRounds);
            looks.add(rounds + more);
            if (decides(mean, spread, looks, margin, spending)) {
                return OptionalInt.of(more);
            }
        }
        return OptionalInt.empty();
    }

    private static boolean decides(double mean, double spread, List<Integer> looks, double margin,
                                   AlphaSpending spending) {
        int rounds = looks.get(looks.size() - 1);
        int last = looks.size() - 1;
        double differenceLevel = SequentialBoundaries.nominalLevels(spending, looks)[last];
        double equivalenceLevel = SequentialBoundaries.nominalLevels(
                spending.withAlpha(SequentialLook.EQUIVALENCE_ALPHA), looks)[last];
        double standardError = spread / Math.sqrt(rounds);
        double differenceHalfWidth = RoundsInterval.halfWidthFactor(differenceLevel, rounds - 1) * standardError;
        double equivalenceHalfWidth = RoundsInterval.halfWidthFactor(equivalenceLevel, rounds - 1) * standardError;
        return Math.abs(mean) > differenceHalfWidth || Math.abs(mean) + equivalenceHalfWidth < margin;
    }
}
