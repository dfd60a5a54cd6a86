package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.Margins;
import io.meshbench.results.format.PagePlan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A duet cell over rounds: its margin, and its judgement at the last look where the page run added duet rounds. */
class PageVerdictsDuetTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode cell(double delta, double halfWidth, int degreesOfFreedom) throws Exception {
        return JSON.readTree("{\"metric\": \"cpuPerRequest\", \"process\": \"consumer\", \"baseline\": 2.7, "
                + "\"delta\": " + delta + ", \"lower\": " + (delta - halfWidth) + ", \"upper\": " + (delta + halfWidth)
                + ", \"halfWidth\": " + halfWidth + ", \"degreesOfFreedom\": "
                + degreesOfFreedom + ", \"intervalOver\": \"rounds\"}");
    }

    private static PagePlan.Scenario router(List<Integer> looks) {
        return new PagePlan.Scenario("router", null, null, null, null, null, null, null, null, null, 4, "done", null,
                null, "duet", looks);
    }

    @Test
    void aDuetsCpuPerRequestMarginIsTheAbsoluteOneNotAShareOfItsBaseline() throws Exception {
        PageVerdicts verdicts = PageVerdicts.collecting(Margins.DEFAULT).of(router(null));

        // 4 rounds, +0.005 ms within ±0.010 (95 %): the 90 % interval lies inside ±0.05 ms
        CellVerdict verdict = verdicts.duet(JSON.readTree("{}"), PageColumn.CPU_PER_REQUEST, cell(0.005, 0.010, 3));

        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.WITHIN_MARGIN);
        assertThat(verdict.text()).isEqualTo("within ±0.05 ms");
        assertThat(verdicts.byScenario().get("router")).containsExactly(verdict);
    }

    @Test
    void whereThePageRunAddedDuetRoundsTheCellIsJudgedAtItsLastLook() throws Exception {
        PageVerdicts verdicts = PageVerdicts.collecting(Margins.DEFAULT).of(router(List.of(3, 4)));

        CellVerdict verdict = verdicts.duet(JSON.readTree("{}"), PageColumn.CPU_PER_REQUEST, cell(0.005, 0.010, 3));

        assertThat(verdict.text()).isEqualTo("within ±0.05 ms (look 2, 4 rounds)");
        // an undecided one says what its next look would need, and the adaptive rounds count it
        CellVerdict undecided = verdicts.duet(JSON.readTree("{}"), PageColumn.CPU_PER_REQUEST, cell(0.02, 0.08, 3));
        assertThat(undecided.text()).startsWith("undecided (look 2, 4 rounds): ");
        assertThat(verdicts.byScenario().get("router")).containsExactly(verdict, undecided);
    }
}
