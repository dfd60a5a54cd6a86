package io.meshbench.results.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.Metric;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BudgetParserTest {

    @TempDir
    Path temp;

    @Test
    void readsTheIssuesExample() {
        List<Budget> budgets = BudgetParser.parseOption("--gate", "p99 < +2ms, cpu < +5pp, throughput > -1%");

        assertThat(budgets).extracting(Budget::metric).containsExactly(Metric.P99, Metric.CPU, Metric.THROUGHPUT);
        assertThat(budgets).extracting(Budget::bound)
                .containsExactly(Budget.Bound.AT_MOST, Budget.Bound.AT_MOST, Budget.Bound.AT_LEAST);
        assertThat(budgets).extracting(Budget::limit).containsExactly(2.0, 5.0, -1.0);
        assertThat(budgets).extracting(Budget::unit)
                .containsExactly(Budget.Unit.MILLISECONDS, Budget.Unit.PERCENT_POINTS, Budget.Unit.PERCENT);
        assertThat(budgets).extracting(Budget::text).containsExactly("p99 < +2ms", "cpu < +5pp", "throughput > -1%");
    }

    @Test
    void acceptsPercentForAnyMetricAndNoUnitForRates() {
        List<Budget> budgets = BudgetParser.parseOption("--gate", "P90<=10%,heap<+20M,throughput>=-50,threads<3");

        assertThat(budgets).extracting(Budget::unit).containsExactly(Budget.Unit.PERCENT, Budget.Unit.MEGABYTES,
                Budget.Unit.RATE, Budget.Unit.COUNT);
    }

    @Test
    void aFileNamesTheLineOfEachBudgetAndSkipsComments() throws IOException {
        Path file = Files.writeString(temp.resolve("gates.txt"), "# budgets\n\np99 < +2ms # tail\ncpu < +5pp, heap < +10MB\n");

        List<Budget> budgets = BudgetParser.parseFile("--gate-file", file);

        assertThat(budgets).extracting(Budget::source)
                .containsExactly(file + ":3", file + ":4", file + ":4");
    }

    @Test
    void badBudgetsNameWhereTheyAreAndWhatIsWrong() throws IOException {
        assertThatThrownBy(() -> BudgetParser.parseOption("--gate", "p99 < +2ms, latency < 5ms"))
                .isInstanceOf(ResultsException.class).hasMessageStartingWith("--gate:")
                .hasMessageContaining("unknown metric \"latency\"").hasMessageContaining("p99");
        assertThatThrownBy(() -> BudgetParser.parseOption("--gate", "cpu < +5ms"))
                .hasMessageContaining("cpuCorePct is measured in pp (points of one core)");
        assertThatThrownBy(() -> BudgetParser.parseOption("--gate", "p99 = 2ms"))
                .hasMessageContaining("\"p99 = 2ms\" is not a budget");
        Path file = Files.writeString(temp.resolve("gates.txt"), "p99 < +2ms\nthroughput > minus one\n");
        assertThatThrownBy(() -> BudgetParser.parseFile("--gate-file", file))
                .hasMessageStartingWith(file + ":2:");
        assertThatThrownBy(() -> BudgetParser.parseFile("--gate-file", temp.resolve("nowhere")))
                .hasMessageStartingWith("--gate-file " + temp.resolve("nowhere") + ": no such file");
    }

    @Test
    void neitherOptionGivenMeansNoBudget() {
        assertThat(BudgetParser.parseOptions("", null)).isEmpty();
        assertThat(BudgetParser.parseOptions("p99 < 1ms", "")).hasSize(1);
    }
}
