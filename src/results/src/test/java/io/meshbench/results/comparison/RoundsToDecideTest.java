package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class RoundsToDecideTest {

    private static final AlphaSpending DESIGN = AlphaSpending.PAGE;

    /** {@code rounds} deltas with exactly this mean and sample standard deviation. */
    private static List<Double> deltas(int rounds, double mean, double spread) {
        // ±a around the mean (a zero in the middle when odd), scaled so the sample deviation is the spread
        List<Double> offsets = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            offsets.add(i % 2 == 0 ? 1.0 : -1.0);
        }
        if (rounds % 2 == 1) {
            offsets.set(rounds - 1, 0.0);
        }
        double scale = spread / RoundsInterval.standardDeviation(offsets);
        return offsets.stream().map(offset -> mean + offset * scale).toList();
    }

    private static List<Integer> looks(int from, int to) {
        List<Integer> looks = new ArrayList<>();
        for (int rounds = from; rounds <= to; rounds++) {
            looks.add(rounds);
        }
        return looks;
    }

    @Test
    void anUndecidedCostIsDecidedAfterTheEstimatedRoundsAndNotBefore() {
        assertForecastHolds(1.0, 1.2, 0.1);
    }

    @Test
    void anUndecidedSmallSpreadInsideAWideMarginIsDecidedAfterTheEstimatedRoundsAndNotBefore() {
        assertForecastHolds(0.0, 0.8, 1.0);
    }

    /** The forecast assumes the next look at that many rounds, the mean and spread unchanged: so it must be. */
    private static void assertForecastHolds(double mean, double spread, double margin) {
        List<Double> pilot = deltas(3, mean, spread);
        assertThat(SequentialLook.of(pilot, List.of(3), DESIGN).decided(margin)).as("the pilot decides").isFalse();
        OptionalInt more = RoundsToDecide.estimate(pilot, List.of(3), margin, DESIGN);
        assertThat(more).isPresent();
        int after = 3 + more.getAsInt();
        assertThat(SequentialLook.of(deltas(after, mean, spread), List.of(3, after), DESIGN).decided(margin)).isTrue();
        if (more.getAsInt() > 1) {
            int fewer = after - 1;
            assertThat(SequentialLook.of(deltas(fewer, mean, spread), List.of(3, fewer), DESIGN).decided(margin))
                    .isFalse();
        }
    }

    @Test
    void aMarginNarrowerThanTheNoiseIsNotDecidedWithinTheDesign() {
        assertThat(RoundsToDecide.estimate(deltas(3, 0.0, 5.0), List.of(3), 0.1, DESIGN)).isEmpty();
    }

    @Test
    void aCellAtTheDesignsLastRoundHasNothingLeft() {
        assertThat(RoundsToDecide.estimate(deltas(10, 0.0, 5.0), looks(3, 10), 0.1, DESIGN)).isEmpty();
    }
}
