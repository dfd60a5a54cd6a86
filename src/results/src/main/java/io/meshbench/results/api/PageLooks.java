package io.meshbench.results.api;

import io.meshbench.results.comparison.AlphaSpending;
import io.meshbench.results.comparison.Margins;
import io.meshbench.results.comparison.SequentialBoundaries;
import io.meshbench.results.page.SermantPage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * What the page run's adaptive rounds need from the page: its undecided cells over rounds, judged as {@code meshbench
 * page} will judge them, and the group-sequential design those looks follow (docs/method.md).
 */
public final class PageLooks {

    private PageLooks() {
    }

    /**
     * Per scenario of the page folder's page-plan.json, one entry per undecided cell over rounds: the more rounds its
     * next look would need, null where no round within the design would decide it.
     */
    public static Map<String, List<Integer>> undecidedCells(Path pageFolder) {
        return SermantPage.undecidedCells(pageFolder);
    }

    /** K: the most rounds a scenario's cells may be looked at up to. */
    public static int maxRounds() {
        return AlphaSpending.PAGE.maxRounds();
    }

    /** The design in words, e.g. "Pocock-type alpha spending of 5 % over at most 10 rounds (Lan–DeMets)". */
    public static String design() {
        return AlphaSpending.PAGE.describe();
    }
    /**
     * The factor a no-effect cell's equivalence interval (its "within ±m" test) multiplies the standard error of
     * {@code rounds} rounds by at the first look: Student t over R − 1 degrees of freedom at 90 % two-sided in the
     * fixed design, or at the design's first-look level when the cell may be looked at again (adaptive rounds).
     */
    public static double equivalenceFactor(int rounds, boolean looksAgain) {
        if (rounds < 2) {
            return Double.POSITIVE_INFINITY; // one round has no spread: no interval
        }
        double level = 0.10;
        if (looksAgain && rounds >= 3 && rounds <= AlphaSpending.PAGE.maxRounds()) {
            level = SequentialBoundaries.nominalLevels(AlphaSpending.PAGE.withAlpha(0.10), List.of(rounds))[0];
        }
        return new TDistribution(null, rounds - 1).inverseCumulativeProbability(1 - level / 2);
    }

    /** Student's t quantile {@code p} over {@code df} degrees of freedom (a stored interval's half-width factor). */
    public static double studentQuantile(double p, int df) {
        return new TDistribution(null, df).inverseCumulativeProbability(p);
    }

    /** A figure's default margin in its delta's unit (docs/method.md), empty when it has none. */
    public static OptionalDouble defaultMargin(String figure) {
        return Margins.DEFAULT.of(figure).map(margin -> OptionalDouble.of(margin.value())).orElse(OptionalDouble.empty());
    }
}
