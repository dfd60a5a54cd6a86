package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24 §6: a run whose machine did other work beside the benchmark (CPU outside its processes at or above 10 % of a
 * core in at least 20 % of its seconds) is flagged "⚠ shared machine", with the figure, beside every delta it affects,
 * in report.md, report.html and report.json.
 */
class SharedMachineReportTest {

    private static final String META = """
            {"tables":["plugin"],"treatments":[{"name":"baseline","label":"Baseline"},{"name":"mesh","label":"Mesh"}]}
            """;

    @TempDir
    Path dir;

    @Test
    void aRunWithForeignCpuInAFifthOfItsSecondsIsFlaggedWithTheFigureInEveryReportFile() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0);
        machine(baseline, second -> 4.0);
        // 2 of the window's 10 seconds at 36 % of a core (the 18 % of a 2-core machine), the rest at 2 %
        machine(treated, second -> second < 2 ? 36.0 : 2.0);
        fixture.meta(META);

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        String flag = "⚠ shared machine: Mesh round 1: other work than the benchmark's processes used at least 10% of "
                + "a core in 20% of the measured seconds (mean 9% of a core, at most 36%), so its deltas include that "
                + "work's interference; rerun on a quiet machine";
        assertThat(markdown).contains(flag).doesNotContain("shared machine: baseline");
        assertThat(Files.readString(dir.resolve("report.json"))).contains(flag);
        assertThat(Files.readString(dir.resolve("report.html"))).contains("⚠ shared machine: Mesh round 1");
    }

    @Test
    void aTenthOfTheSecondsIsNotASharedMachine() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        machine(fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0), second -> 9.9);
        machine(fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0), second -> second < 1 ? 80.0 : 0.0);
        fixture.meta(META);

        assertThat(BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown()).doesNotContain("shared machine");
    }

    /** Folders written before the sampler recorded foreign CPU still read, and say nothing about it. */
    @Test
    void machineLinesWithoutTheForeignFigureReadAsBeforeAndRaiseNoFlag() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        machine(fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0), null);
        machine(fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0), null);
        fixture.meta(META);

        assertThat(BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown()).doesNotContain("shared machine")
                .contains("| Mesh |");
    }

    /** --wait-quiet gave up before the run (run.json's quietWait): flagged even if the other work then stopped. */
    @Test
    void aRunWhoseQuietWaitGaveUpIsFlagged() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        machine(fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0), second -> 0.0);
        Path treated = fixture.run("mesh", "Mesh", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0);
        machine(treated, second -> 0.0);
        String runJson = Files.readString(treated.resolve("run.json"));
        Files.writeString(treated.resolve("run.json"), runJson.substring(0, runJson.lastIndexOf('}'))
                + ", \"quietWait\": {\"quiet\": false, \"waitedSeconds\": 600, \"foreignCorePct\": 55.5}}\n");
        fixture.meta(META);

        assertThat(BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown()).contains("⚠ shared machine: Mesh "
                + "round 1: --wait-quiet gave up after 600 s waiting for a quiet machine (56% of a core foreign at the "
                + "end), so its deltas include");
    }

    /** Machine lines over the run's 11 seconds; {@code foreignCorePct} null: left out, as older samplers wrote them. */
    private static void machine(Path run, IntToDoubleFunction foreignCorePct) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int second = 0; second <= 10; second++) {
            lines.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":60.0,"
                    + "\"cpuMachinePct\":30.0%s}%n", BenchmarkFixture.T0 + second * 1000L, foreignCorePct == null ? ""
                    : String.format(Locale.ROOT, ",\"foreignCorePct\":%.2f", foreignCorePct.applyAsDouble(second))));
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, StandardOpenOption.APPEND);
    }
}
