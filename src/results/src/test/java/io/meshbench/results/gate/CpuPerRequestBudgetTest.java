package io.meshbench.results.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.comparison.Metric;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A budget on CPU per request is written in ms of CPU per request (or % of the baseline), never in points of a core. */
class CpuPerRequestBudgetTest {

    @Test
    void aCpuPerRequestBudgetIsInMilliseconds() {
        List<Budget> budgets = BudgetParser.parseOption("--gate", "cpuMsPerRequest < +0.05ms, cpuMsPerRequest < 10%");

        assertThat(budgets.get(0).metric()).isEqualTo(Metric.CPU_MS_PER_REQUEST);
        assertThat(budgets.get(0).unit()).isEqualTo(Budget.Unit.MILLISECONDS);
        assertThat(budgets.get(0).limit()).isEqualTo(0.05);
        assertThat(budgets.get(0).keptBy(0.04)).isTrue();
        assertThat(budgets.get(0).keptBy(0.124)).isFalse();
        assertThat(budgets.get(1).unit()).isEqualTo(Budget.Unit.PERCENT);
        assertThatThrownBy(() -> BudgetParser.parseOption("--gate", "cpuMsPerRequest < +1pp"))
                .hasMessageContaining("cpuMsPerRequest");
    }
}
