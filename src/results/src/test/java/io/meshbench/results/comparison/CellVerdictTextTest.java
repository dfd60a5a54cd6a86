package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What an undecided cell says when no number of rounds within reach decides it: what blocks it, in figures. */
class CellVerdictTextTest {

    private static final Margin MARGIN = new Margin(1, "MB", "default");

    @Test
    void aSpreadWiderThanTheMarginIsNamedAsWhatBlocks() {
        CellVerdict verdict = CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(0.0, 40.0, -40.0), MARGIN);

        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.UNDECIDED);
        assertThat(verdict.text()).startsWith("undecided: not within 100 more rounds at this spread (at 103 rounds "
                + "its 90 % interval would still be ±").endsWith(" MB, no narrower than the margin ±1 MB)");
    }

    /**
     * A delta of +0.5 MB against ±1 MB with a spread of 3.7 MB: at 103 rounds the 90 % interval (±0.6 MB) fits inside
     * the margin, yet it neither clears zero nor fits inside ±1 MB around +0.5.
     */
    @Test
    void aDeltaTooNearBothZeroAndTheMarginIsNamedAsWhatBlocks() {
        CellVerdict verdict = CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(-3.2, 0.5, 4.2), MARGIN);

        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.UNDECIDED);
        assertThat(verdict.text()).isEqualTo("undecided: not within 100 more rounds at this spread (the delta, "
                + "+0.5 MB, lies too near both zero and the margin ±1 MB for this spread to tell it from either)");
    }
}
