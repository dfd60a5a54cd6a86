package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.Margins;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The MQ seconds-per-job cells get the three-way verdict against the ±5 % margin of the table. */
class PageVerdictsMqTest {

    @Test
    void threeRoundsTenPercentSlowerCostMore() {
        CellVerdict verdict = PageVerdicts.collecting(Margins.DEFAULT).mqSecondsPerJob(List.of(9.0, 10.0, 11.0));
        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.COSTS_MORE);
        assertThat(verdict.text()).isEqualTo("costs more");
    }

    @Test
    void threeRoundsWithinAPercentAreWithinTheMargin() {
        CellVerdict verdict = PageVerdicts.collecting(Margins.DEFAULT).mqSecondsPerJob(List.of(-1.0, 0.5, 1.0));
        assertThat(verdict.text()).isEqualTo("within ±5 %");
    }

    @Test
    void aMarginSetForMqIsTheOneUsed() {
        CellVerdict verdict = PageVerdicts.collecting(Margins.parse("mq=0.5%", "--margins"))
                .mqSecondsPerJob(List.of(-1.0, 0.5, 1.0));
        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.UNDECIDED);
        assertThat(verdict.margin().text()).isEqualTo("±0.5 %");
    }
}
