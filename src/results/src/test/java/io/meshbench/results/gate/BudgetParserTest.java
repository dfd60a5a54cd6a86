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

    /** Issue 35: a gate file is read by the strict reader's guard: not UTF-8 or a NUL is said as such. */
    @Test
    void aGateFileThatIsNotUtf8OrHoldsANulIsRefusedNamingItsLine() throws IOException {
        Path latin1 = Files.write(temp.resolve("latin1.txt"),
                "p99 < +2ms\n# d\u00e9lai\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> BudgetParser.parseFile("--gate-file", latin1))
                .hasMessageStartingWith("--gate-file " + latin1 + ": not UTF-8 (line 2 holds the byte 0xE9");
        Path nul = Files.writeString(temp.resolve("nul.txt"), "p99 < +2ms\u0000\n");
        assertThatThrownBy(() -> BudgetParser.parseFile("--gate-file", nul))
                .hasMessageStartingWith("--gate-file " + nul + ": line 1 holds the control character U+0000");
    }

    @Test
    void neitherOptionGivenMeansNoBudget() {
        assertThat(BudgetParser.parseOptions("", null)).isEmpty();
        assertThat(BudgetParser.parseOptions("p99 < 1ms", "")).hasSize(1);
    }

    /** A gate file saved with a byte order mark (Windows editors) was refused quoting an invisible character. */
    @Test
    void aByteOrderMarkAtTheStartOfAGateFileIsNoPartOfItsFirstBudget() throws IOException {
        Path file = temp.resolve("bom.txt");
        Files.write(file, "\uFEFFp99 < +2ms\ncpu < +5pp\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));

        assertThat(BudgetParser.parseFile("--gate-file", file)).extracting(Budget::metric)
                .containsExactly(Metric.P99, Metric.CPU);
    }

    /** A line break in --gate (a multi-line CI parameter) separates budgets as a comma does; an error stays one line. */
    @Test
    void lineBreaksInTheOptionSeparateBudgetsAndAnErrorQuotesInvisibleCharactersEscaped() {
        assertThat(BudgetParser.parseOption("--gate", "p99 < +2ms\ncpu < +5pp\r\nthroughput > -1%"))
                .extracting(Budget::metric).containsExactly(Metric.P99, Metric.CPU, Metric.THROUGHPUT);
        assertThatThrownBy(() -> BudgetParser.parseOption("--gate", "p99 <\u200B+2ms\tx"))
                .hasMessage("--gate: \"p99 <\\u200B+2ms\\u0009x\" is not a budget; " + BudgetParser.EXAMPLE + ".")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n", "\t", "\u200B"));
    }
}
