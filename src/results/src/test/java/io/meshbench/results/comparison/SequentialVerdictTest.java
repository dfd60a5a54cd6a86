package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A cell judged at a look of the group-sequential design: the same intervals as {@link SequentialLook}, in words. */
class SequentialVerdictTest {

    private static final AlphaSpending DESIGN = AlphaSpending.PAGE;
    private static final Margin MARGIN = new Margin(1.0, "MB", "±1 MB");

    @Test
    void anAbsoluteCellHasTheLooksIntervalsAndNamesItsLook() {
        List<Double> deltas = List.of(0.4, 0.1, 0.3, 0.2, 0.25);
        SequentialLook look = SequentialLook.of(deltas, List.of(3, 4, 5), DESIGN);

        CellVerdict verdict = SequentialVerdict.judge(DeltaEstimate.of(deltas, false, null), MARGIN, "heap",
                List.of(3, 4, 5), DESIGN);

        assertThat(verdict.lower95()).isCloseTo(look.difference().lower(), within(1e-9));
        assertThat(verdict.upper95()).isCloseTo(look.difference().upper(), within(1e-9));
        assertThat(verdict.lower90()).isCloseTo(look.equivalence().lower(), within(1e-9));
        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.COSTS_MORE);
        assertThat(verdict.text()).isEqualTo("costs more, within ±1 MB (look 3, 5 rounds)");
    }

    @Test
    void aLaterLookIsWiderThanTheFixedDesignsAndAnUndecidedCellSaysWhatWouldDecideIt() {
        List<Double> deltas = List.of(0.9, -0.6, 1.4);
        CellVerdict fixed = CellVerdict.judge(DeltaEstimate.of(deltas, false, null), MARGIN, "heap");
        CellVerdict sequential = SequentialVerdict.judge(DeltaEstimate.of(deltas, false, null), MARGIN, "heap",
                List.of(3), DESIGN);

        assertThat(sequential.upper95() - sequential.lower95()).as("a first look spends less than 5 %")
                .isGreaterThan(fixed.upper95() - fixed.lower95());
        assertThat(sequential.decision()).isEqualTo(CellVerdict.Decision.UNDECIDED);
        assertThat(sequential.moreRounds()).isEqualTo(SequentialVerdict.roundsToDecide(
                DeltaEstimate.of(deltas, false, null), MARGIN, List.of(3), DESIGN));
        assertThat(sequential.text()).startsWith("undecided (look 1, 3 rounds): ");
        assertThat(SequentialVerdict.judge(DeltaEstimate.of(List.of(5.0, -5.0, 4.0), false, null), MARGIN, "heap",
                List.of(3), DESIGN).text()).isEqualTo("undecided (look 1, 3 rounds): not within the design's 10 "
                + "rounds at this spread (at 10 rounds its 90 % interval would still be ±4.13 MB, no narrower than the "
                + "margin ±1 MB)");
    }

    @Test
    void looksAboveACellsOwnRoundsAreLeftOut() {
        assertThat(SequentialVerdict.looksUpTo(List.of(3, 4, 5), 4)).containsExactly(3, 4);
        assertThat(SequentialVerdict.looksUpTo(List.of(3, 5), 4)).containsExactly(3, 4);
        assertThat(SequentialVerdict.looksUpTo(List.of(), 3)).containsExactly(3);
    }

    /**
     * False-discovery control compares p-values with α-based cut-offs, so a cell judged after several looks carries a
     * p-value on its look's scale: below 5 % exactly when its verdict is a finding, and never below the fixed
     * design's p-value of its rounds.
     */
    @Test
    void aCellsPValueIsBelowAlphaExactlyWhenItsLookFindsADifference() {
        java.util.Random random = new java.util.Random(20261128);
        int findings = 0;
        int between = 0;
        for (int trial = 0; trial < 2_000; trial++) {
            int rounds = 3 + random.nextInt(6);
            List<Double> deltas = new java.util.ArrayList<>();
            double effect = random.nextDouble() * 1.5;
            for (int i = 0; i < rounds; i++) {
                deltas.add(effect + random.nextGaussian());
            }
            List<Integer> looks = new java.util.ArrayList<>();
            for (int n = 3; n <= rounds; n++) {
                looks.add(n);
            }
            DeltaEstimate estimate = DeltaEstimate.of(deltas, false, null);
            CellVerdict verdict = SequentialVerdict.judge(estimate, MARGIN, "heap", looks, DESIGN);

            assertThat(verdict.pValue() < DESIGN.alpha()).as("%s at looks %s", deltas, looks)
                    .isEqualTo(verdict.decision().finding());
            assertThat(verdict.pValue()).isGreaterThanOrEqualTo(estimate.pValue());
            findings += verdict.decision().finding() ? 1 : 0;
            between += estimate.pValue() < DESIGN.alpha() && !verdict.decision().finding() ? 1 : 0;
        }
        assertThat(findings).as("the trials find differences").isGreaterThan(200);
        assertThat(between).as("cells the fixed design's p-value would have counted as findings").isPositive();
    }
}
