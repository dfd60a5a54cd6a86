package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/check-figures.py, the independent check of a benchmark's figures, run with the machine's python3 (skipped,
 * saying why, where there is none) on recorded benchmark folders: the real quickstart run (result.jtl and
 * samples.jsonl) and two runs made of JMeter's own oracles (a real JMeter JTL with its dashboard's statistics.json,
 * one with Transaction Controllers), each reported by MeshBench's engine first.
 */
class CheckFiguresScriptTest {

    static final Path SCRIPT = Path.of("../../scripts/check-figures.py");
    private static final Path RECORDED = Path.of("src/test/resources/recorded-quickstart");
    private static final Path ORACLES = Path.of("src/test/resources");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** What the script printed, wrote to stderr, and its exit code. */
    record Outcome(int exit, String out, String err) {
    }

    @BeforeAll
    static void python3IsThere() {
        boolean found;
        try {
            found = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            found = false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            found = false;
        }
        Assumptions.assumeTrue(found, "python3 is not on the PATH: scripts/check-figures.py cannot run here "
                + "(install Python 3; the script needs its standard library only)");
    }

    static Outcome check(Path folder) throws IOException, InterruptedException {
        Path out = Files.createTempFile(folder.getParent(), "out", ".txt");
        Path err = Files.createTempFile(folder.getParent(), "err", ".txt");
        int exit = new ProcessBuilder("python3", SCRIPT.toString(), folder.toString())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start().waitFor();
        return new Outcome(exit, Files.readString(out), Files.readString(err));
    }

    @Test
    void theRecordedQuickstartAgreesWithItsReportAndGivesTheCommittedChecksJson() throws Exception {
        Path benchmark = PageCommandTest.copy(RECORDED.resolve("input"), dir.resolve("quickstart"));
        Files.copy(RECORDED.resolve("report.json"), benchmark.resolve("report.json"));

        Outcome outcome = check(benchmark);

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isZero();
        JsonNode checks = JSON.readTree(benchmark.resolve("checks.json").toFile());
        assertThat(checks.path("pass").asBoolean()).isTrue();
        // one comparison: its 6 load figures, 4 TPS figures and 7 resource figures, each baseline / treated / delta
        JsonNode loaded = checks.path("tables").get(0);
        assertThat(loaded.path("table").asText()).isEqualTo("loaded");
        assertThat(loaded.path("cells").asInt()).isEqualTo(17);
        assertThat(loaded.path("figures").asInt()).isEqualTo(51);
        assertThat(checks.path("tables").get(1).path("table").asText()).isEqualTo("memory");
        assertThat(outcome.out()).contains("# Independent check: quickstart").contains(": pass");
        // the fixture page's checks.json is this script's output for this run, byte for byte
        assertThat(Files.readString(benchmark.resolve("checks.json")))
                .isEqualTo(Files.readString(CommittedPagesTest.RECORDED.resolve("quickstart/checks.json")));
        assertThat(Files.readString(benchmark.resolve("checks.json"))).doesNotContain(dir.toString());
    }

    /** Real JMeter JTLs with their dashboards' statistics.json, reported by the engine: all three agree. */
    @Test
    void jmeterTheEngineAndTheScriptAgreeOnRealJMeterRuns() throws Exception {
        Path benchmark = oracleBenchmark();

        Outcome outcome = check(benchmark);

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isZero();
        JsonNode checks = JSON.readTree(benchmark.resolve("checks.json").toFile());
        List<String> tables = checks.path("tables").findValuesAsText("table");
        assertThat(tables).containsExactly("loaded", "runs", "jmeter");
        JsonNode jmeter = checks.path("tables").get(2);
        // 2 runs x 11 of statistics.json's Total figures; its percentiles interpolate (41.9 ms), the script's too
        assertThat(jmeter.path("figures").asInt()).isEqualTo(22);
        assertThat(jmeter.path("pass").asBoolean()).isTrue();
        assertThat(checks.path("tables").get(0).path("line").asText())
                .contains("JMeter's statistics.json of the same JTLs (whole run): 22 figures");
    }

    @Test
    void aFigureOfReportJsonThatTheRawFilesDoNotGiveFailsNamingIt() throws Exception {
        Path benchmark = oracleBenchmark();
        ObjectNode report = (ObjectNode) JSON.readTree(benchmark.resolve("report.json").toFile());
        ObjectNode total = (ObjectNode) report.path("runs").get(0).path("total");
        total.put("p90", total.path("p90").asDouble() + 1);
        ObjectNode p95 = (ObjectNode) report.path("comparisons").get(0).path("metrics").path("p95");
        p95.put("treated", p95.path("treated").asDouble() * 1.001);
        JSON.writeValue(benchmark.resolve("report.json").toFile(), report);

        Outcome outcome = check(benchmark);

        assertThat(outcome.exit()).isEqualTo(1);
        assertThat(outcome.out()).contains("1 beyond 1e-09").contains(": FAIL")
                .contains("mismatch: runs/baseline/8u/1 p90: recomputed")
                .contains("mismatch: treated 8u p95 treated: recomputed");
        assertThat(JSON.readTree(benchmark.resolve("checks.json").toFile()).path("pass").asBoolean()).isFalse();
    }

    /**
     * A run without load (at rest, a start-up) has no sample in its JTL and an empty total in report.json, whose
     * zeros are no figures: only its sample count is checked (the first full page run failed every such run here).
     */
    @Test
    void aRunWithoutLoadIsCheckedByItsSampleCountOnly() throws Exception {
        Path benchmark = oracleBenchmark();
        Path run = benchmark.resolve("runs/treated/8u/1");
        Files.writeString(run.resolve("result.jtl"), Files.readAllLines(run.resolve("result.jtl")).get(0) + "\n");
        Files.delete(run.resolve("dashboard/statistics.json"));
        ObjectNode report = (ObjectNode) JSON.readTree(benchmark.resolve("report.json").toFile());
        ObjectNode total = null;
        for (JsonNode entry : report.path("runs")) {
            if (entry.path("treatment").asText().equals("treated")) {
                total = (ObjectNode) entry.path("total");
            }
        }
        for (String figure : List.of("errorPct", "mean", "median", "p90", "p95", "p99", "throughput")) {
            total.put(figure, 0.0);
        }
        total.put("samples", 0).put("errors", 0);
        JSON.writeValue(benchmark.resolve("report.json").toFile(), report);

        assertThat(check(benchmark).out()).containsPattern(
                "each run's figures against report.json's runs\\[\\]: \\d+ figures compared, largest relative "
                        + "difference [^:]*: pass");

        total.put("samples", 5);
        JSON.writeValue(benchmark.resolve("report.json").toFile(), report);
        assertThat(check(benchmark).out()).contains("mismatch: runs/treated/8u/1 samples: recomputed 0, report 5");
    }

    @Test
    void aFolderWithoutAReportIsOneLineAndExit2() throws Exception {
        Files.createDirectories(dir.resolve("empty"));
        Outcome outcome = check(dir.resolve("empty"));
        assertThat(outcome.exit()).isEqualTo(2);
        assertThat(outcome.err().strip()).doesNotContain("\n").contains("holds neither page-plan.json nor report.json");
    }

    /**
     * Two runs of real JMeter output (src/test/resources/oracle: 3,200 samples, 128 errors; oracle-transactions:
     * Transaction Controllers' rows too) as a baseline and a treatment, with their dashboards' statistics.json,
     * trimmed by a 2 s warm-up, reported by the engine.
     */
    private Path oracleBenchmark() throws IOException {
        Path benchmark = dir.resolve("oracles");
        String[][] runs = {{"baseline", "oracle"}, {"treated", "oracle-transactions"}};
        for (String[] run : runs) {
            Path folder = Files.createDirectories(benchmark.resolve("runs/" + run[0] + "/8u/1"));
            Files.copy(ORACLES.resolve(run[1] + "/result.jtl"), folder.resolve("result.jtl"));
            Files.createDirectories(folder.resolve("dashboard"));
            Files.copy(ORACLES.resolve(run[1] + "/statistics.json"), folder.resolve("dashboard/statistics.json"));
            Files.writeString(folder.resolve("run.json"), "{\"scenario\":\"oracles\",\"treatment\":\"" + run[0]
                    + "\",\"level\":\"8u\",\"users\":8,\"round\":1,\"warmupSeconds\":2,\"durationSeconds\":10,"
                    + "\"status\":\"ok\"}");
        }
        Files.writeString(benchmark.resolve("meta.json"), """
                {"scenario":"oracles","baseline":"baseline","tables":["plugin"],"treatments":[
                  {"name":"baseline","label":"Baseline","kind":"baseline"},
                  {"name":"treated","label":"Treated","kind":"javaagent"}]}
                """);
        Reports.write(benchmark, null);
        return benchmark;
    }
}
