package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class SequentialBoundariesTest {

    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

    /** The z boundary of a nominal two-sided level. */
    private static double z(double level) {
        return NORMAL.inverseCumulativeProbability(1 - level / 2);
    }

    @Test
    void obrienFlemingTypeSpendingOverFiveEqualLooksGivesThePublishedBoundaries() {
        // Lan & DeMets' O'Brien–Fleming-type spending, alpha 0.05 two-sided, 5 equally spaced looks: z boundaries
        // 4.877, 3.357, 2.680, 2.290, 2.031 (as tabulated e.g. by R's ldbounds and gsDesign)
        // (the first look's 1 in 900,000 is below what the simulated sequences resolve: looks 2 to 5 are checked)
        double[] levels = SequentialBoundaries.nominalLevels(
                new AlphaSpending(AlphaSpending.Shape.OBRIEN_FLEMING, 0.05, 15), List.of(3, 6, 9, 12, 15),
                SequentialBoundaries.Statistic.Z);
        double[] published = {4.877, 3.357, 2.680, 2.290, 2.031};
        for (int look = 1; look < published.length; look++) {
            assertThat(z(levels[look])).as("look %d", look + 1).isCloseTo(published[look], within(0.03));
        }
    }

    @Test
    void pocockTypeSpendingOverFiveEqualLooksGivesThePublishedBoundaries() {
        // Lan & DeMets' Pocock-type spending, alpha 0.05 two-sided, 5 equally spaced looks: 2.438, 2.427, 2.410,
        // 2.397, 2.386
        double[] levels = SequentialBoundaries.nominalLevels(
                new AlphaSpending(AlphaSpending.Shape.POCOCK, 0.05, 15), List.of(3, 6, 9, 12, 15),
                SequentialBoundaries.Statistic.Z);
        double[] published = {2.438, 2.427, 2.410, 2.397, 2.386};
        for (int look = 0; look < published.length; look++) {
            assertThat(z(levels[look])).as("look %d", look + 1).isCloseTo(published[look], within(0.02));
        }
    }

    @Test
    void aLookBeforeThreeRoundsIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> SequentialBoundaries.nominalLevels(AlphaSpending.PAGE, List.of(2, 4)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 3");
    }

    @Test
    void oneLookAtTheMaximumIsTheFixedDesign() {
        double[] levels = SequentialBoundaries.nominalLevels(AlphaSpending.PAGE, List.of(10));
        assertThat(levels[0]).isCloseTo(0.05, within(0.002));
    }

    @Test
    void aLookAfterTheMaximumCannotReject() {
        double[] levels = SequentialBoundaries.nominalLevels(AlphaSpending.PAGE, List.of(3, 10, 12));
        assertThat(levels[2]).isZero();
        assertThat(levels[1]).isGreaterThan(0).isLessThan(0.05);
    }

    @Test
    void aLaterLookSharingRoundsWithTheFirstRejectsAtAHigherLevelThanItsIncrementAlone() {
        // the looks' correlation is what the recursion buys over splitting alpha into independent pieces
        AlphaSpending spending = AlphaSpending.PAGE;
        double[] levels = SequentialBoundaries.nominalLevels(spending, List.of(3, 4));
        assertThat(levels[0]).isCloseTo(spending.spentBy(3), within(0.002));
        assertThat(levels[1]).isGreaterThan(spending.increment(4, 3));
    }

    @Test
    void looksMustBeAtIncreasingRoundCounts() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> SequentialBoundaries.nominalLevels(AlphaSpending.PAGE, List.of(4, 3)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("increasing");
    }
}
