package io.meshbench.results.gate;

import io.meshbench.results.ResultsException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report.json written before CPU's key carried its unit still gates in points of one core. */
class GateInputTest {

    @TempDir
    Path dir;

    private static String metric(String key, double baseline, double delta) {
        return String.format(java.util.Locale.ROOT, "\"%s\":{\"metric\":\"%s\",\"style\":\"PERCENT_POINTS\","
                + "\"baseline\":%.1f,\"treated\":%.1f,\"delta\":%.1f,\"deltaMin\":%.1f,\"deltaMax\":%.1f,"
                + "\"pairedRounds\":3,\"roundDeltas\":[%.1f,%.1f,%.1f]}", key, key, baseline, baseline + delta, delta,
                delta - 0.5, delta + 0.5, delta - 0.5, delta, delta + 0.5);
    }

    private GateCheck cpuCheck(String environment, String metrics) throws IOException {
        Files.writeString(dir.resolve("report.json"), "{\"scenario\":\"s\"," + environment + "\"comparisons\":[{"
                + "\"treatment\":\"agent\",\"level\":\"l\",\"metrics\":{" + metrics + "}}]}");
        List<GateCheck> checks = GateEvaluator.evaluate(BudgetParser.parseOption("--gate", "cpu < +5pp"),
                GateInput.read(dir));
        return checks.get(0);
    }

    @Test
    void theCurrentKeyWinsOverTheOlderOnes() throws IOException {
        GateCheck check = cpuCheck("", metric("cpu", 15, 3) + "," + metric("cpuCorePct", 30, 4));
        assertThat(check.delta()).isCloseTo(4.0, within(1e-9));
        assertThat(check.verdict()).isEqualTo(GateCheck.Verdict.KEPT);
    }

    @Test
    void anOlderReportsCpuCoreIsAlreadyOneCore() throws IOException {
        // rounds +6.5, +7, +7.5: the interval's lower end, 7 - 4.303 x 0.5 / 1.732 = 5.76, is past the budget
        GateCheck check = cpuCheck("", metric("cpu", 15, 3) + "," + metric("cpuCore", 30, 7));
        assertThat(check.delta()).isCloseTo(7.0, within(1e-9));
        assertThat(check.verdict()).isEqualTo(GateCheck.Verdict.BROKEN);
    }

    @Test
    void anOlderReportsMachineShareIsConvertedWithItsCores() throws IOException {
        // +3 points of a 2-core machine are +6 points of one core; rounds +2.5..+3.5 of the machine are +5..+7,
        // whose 95 % t-interval is 6 ± t(0.975, 2) · 1 / √3
        GateCheck check = cpuCheck("\"environment\":{\"cores\":2},", metric("cpu", 15, 3));
        assertThat(check.delta()).isCloseTo(6.0, within(1e-9));
        assertThat(check.lower()).isCloseTo(6.0 - 4.302652729911275 / Math.sqrt(3), within(1e-9));
        assertThat(check.message()).contains("cpuCorePct delta +6pp");
    }

    @Test
    void anOlderReportsMachineShareWithoutCoresIsNotChecked() throws IOException {
        GateCheck check = cpuCheck("", metric("cpu", 15, 3));
        assertThat(check.verdict()).isEqualTo(GateCheck.Verdict.NOT_MEASURED);
        assertThat(check.message()).contains("report.json has no cpuCorePct delta here");
    }

    /**
     * Found by the input fuzzer: a member name over Jackson's length limit fails without a location, and the message
     * asked for its line anyway: a NullPointerException, exit 3, from gate and trend.
     */
    @Test
    void aParseErrorWithoutALocationIsStillOneLineNamingTheFile() throws IOException {
        Path report = dir.resolve("report.json");
        Files.writeString(report, "{\"" + "x".repeat(60_000) + "\":1,\"comparisons\":[]}");
        assertThatThrownBy(() -> GateInput.read(dir)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(report + ": ")
                .hasMessageContaining("rewrite it with `meshbench report");
    }

    /** Issue 35: a gate read one of two documents, or one of two "comparisons", and passed a budget the run broke. */
    @Test
    void aSecondDocumentOrADuplicateComparisonsKeyIsRefusedNotHalfRead() throws IOException {
        String broken = "{\"scenario\":\"s\",\"comparisons\":[{\"treatment\":\"agent\",\"level\":\"l\","
                + "\"metrics\":{" + metric("cpuCorePct", 30, 9) + "}}]}";
        String kept = broken.replace("9", "1");
        Path report = dir.resolve("report.json");
        Files.writeString(report, kept + "\n" + broken + "\n");
        assertThatThrownBy(() -> GateInput.read(dir)).isInstanceOf(ResultsException.class)
                .hasMessage(report + ": line 2: more after the JSON value (a second document, or text pasted after it); "
                        + "a file holds one. Delete what follows, or write the file again. Or rewrite it with "
                        + "`meshbench report " + dir + "`.");
        Files.writeString(report, kept.replace("\"comparisons\":[", "\"comparisons\":[],\n\"comparisons\":["));
        assertThatThrownBy(() -> GateInput.read(dir)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(report + ": line 2: the key 'comparisons' appears twice in one object");
    }

    /** Issue 35: a "NaN" or 1.8e308 delta turned a trend's chart into NaN coordinates; no reader takes it now. */
    @Test
    void aDeltaThatIsNotAFiniteNumberIsRefusedWithItsField() throws IOException {
        for (String delta : new String[] {"\"NaN\"", "1.8e308", "\"-Infinity\""}) {
            Path report = dir.resolve("report.json");
            Files.writeString(report, "{\"scenario\":\"s\",\"comparisons\":[{\"treatment\":\"agent\",\"level\":\"l\","
                    + "\"metrics\":{\"p99\":{\"metric\":\"p99\",\"delta\":" + delta + "}}}]}");
            assertThatThrownBy(() -> GateInput.read(dir)).as(delta).isInstanceOf(ResultsException.class)
                    .hasMessageStartingWith(report + ": line 1: field 'comparisons[0].metrics.p99.delta' is ");
        }
    }
}
