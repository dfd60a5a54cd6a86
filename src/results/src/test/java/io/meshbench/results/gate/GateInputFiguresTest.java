package io.meshbench.results.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.json edited to figures no run can give is refused, naming report.json and the field, instead of gated
 * (issue 35: a negative baseline flipped the sign of a converted delta, a delta of −1.8e308 "kept" every budget).
 */
class GateInputFiguresTest {

    @TempDir
    Path dir;

    /** One comparison with a p99 in the report's own form (a relative delta, in % of the baseline), one round. */
    private void report(String baseline, String treated, String delta) throws IOException {
        Files.writeString(dir.resolve("report.json"), """
                {"scenario":"router","comparisons":[{"treatment":"agent","level":"50u-1000tps","metrics":{
                  "p99":{"metric":"p99","style":"MILLISECONDS","baseline":%s,"treated":%s,"delta":%s,"pairedRounds":1}
                }}]}""".formatted(baseline, treated, delta));
    }

    private List<GateCheck> gate(String budgets) {
        return GateEvaluator.evaluate(BudgetParser.parseOption("--gate", budgets), GateInput.read(dir));
    }

    @Test
    void aTrueReportIsGatedAsBefore() throws IOException {
        report("50", "53", "6");
        GateCheck check = gate("p99 < +2ms").get(0);
        assertThat(check.delta()).isEqualTo(3.0); // 6 % of 50 ms
        assertThat(check.verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
    }

    @Test
    void aNegativeBaselineIsRefusedNotGatedWithItsSignFlipped() throws IOException {
        report("-50", "53", "6"); // read as it stands: +6 % of −50 ms is −3 ms, which "keeps" p99 < +2ms
        assertThatThrownBy(() -> gate("p99 < +2ms")).isInstanceOf(ResultsException.class)
                .hasMessage(dir.resolve("report.json") + ": field 'comparisons[0].metrics.p99.baseline' is -50.0, "
                        + "which no run can give: p99 cannot be below 0. Write report.json again with `meshbench "
                        + "report " + dir + "`.");
    }

    @Test
    void aHugeNegativeDeltaIsRefusedNotAKeptBudget() throws IOException {
        report("50", "53", "-1.8e308");
        assertThatThrownBy(() -> gate("p99 < +2%")).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(dir.resolve("report.json") + ": line ")
                .hasMessageContaining("field 'comparisons[0].metrics.p99.delta' is -1.8e308")
                .hasMessageContaining("a finite number");
        report("50", "53", "-1e300"); // finite, and still below what a treated side at 0 ms gives (−100 %)
        assertThatThrownBy(() -> gate("p99 < +2%")).isInstanceOf(ResultsException.class)
                .hasMessageContaining("field 'comparisons[0].metrics.p99.delta'");
        report("50", "53", "-150");
        assertThatThrownBy(() -> gate("p99 < +2%")).isInstanceOf(ResultsException.class)
                .hasMessageContaining("'comparisons[0].metrics.p99.delta' is -150.0")
                .hasMessageContaining("cannot be below −100");
    }

    @Test
    void aNanDeltaIsRefused() throws IOException {
        report("50", "53", "\"NaN\"");
        assertThatThrownBy(() -> gate("p99 < +2%")).isInstanceOf(ResultsException.class)
                .hasMessageContaining("'comparisons[0].metrics.p99.delta' is \"NaN\"")
                .hasMessageContaining("not finite");
    }

    /** An absolute figure (MB) of one round: the delta cannot take the treated side below 0. */
    @Test
    void anAbsoluteDeltaBelowMinusItsBaselineIsRefused() throws IOException {
        Files.writeString(dir.resolve("report.json"), """
                {"scenario":"router","comparisons":[{"treatment":"agent","level":"l","metrics":{
                  "heap":{"metric":"heap","style":"MEGABYTES","baseline":100,"treated":90,"delta":-500,"pairedRounds":1}
                }}]}""");
        assertThatThrownBy(() -> gate("heap < +10MB")).isInstanceOf(ResultsException.class)
                .hasMessageContaining("'comparisons[0].metrics.heap.delta' is -500.0");
    }

    /** Three rounds: the mean delta lies within its rounds and its interval; an edited one does not. */
    @Test
    void aDeltaOutsideItsOwnRoundsIsRefused() throws IOException {
        Files.writeString(dir.resolve("report.json"), """
                {"scenario":"router","comparisons":[{"treatment":"agent","level":"l","metrics":{
                  "heap":{"metric":"heap","style":"MEGABYTES","baseline":100,"treated":110,"delta":-9,
                          "deltaMin":9,"deltaMax":11,"pairedRounds":3,"roundDeltas":[9,10,11]}
                }}]}""");
        assertThatThrownBy(() -> gate("heap < +5MB")).isInstanceOf(ResultsException.class)
                .hasMessageContaining("'comparisons[0].metrics.heap.delta' is -9.0");
    }
}
