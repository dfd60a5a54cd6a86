package io.meshbench.results.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.report.BenchmarkFixture;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CompareAndReportCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int execute(Object command, String... args) {
        CommandLine commandLine = new CommandLine(command);
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        return commandLine.execute(args);
    }

    @Test
    void compareTwoRunFolders() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 3, 150, 12.5, true, null);
        int exit = execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString());
        assertThat(exit).isZero();
        assertThat(out.toString()).contains("## OTel agent: plugin overhead")
                .contains("| 50 | 10.0% / 12.5% / 2.5% | 100.0M / 150.0M / 50.0M |")
                .contains("| only-treated | — / 13ms / — |");
    }

    @Test
    void compareRoundsGivenAsSeveralFolders() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path b1 = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path b2 = fixture.run("baseline", "Baseline", "l", 2, 4, 50, 0, 100, 11.0, false, null);
        Path t1 = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 100, 12.0, false, null);
        Path t2 = fixture.run("otel", "OTel agent", "l", 2, 4, 50, 0, 100, 12.0, false, null);
        int exit = execute(new CompareCommand(), "--baseline", b1.toString(), "--baseline", b2.toString(),
                "--treated", t1.toString(), "--treated", t2.toString(), "--template", "component");
        assertThat(exit).isZero();
        assertThat(out.toString()).contains("| 50 | 1s / 1s / 0s [0s..0s] within noise |")
                .contains("| 1.5% [1.0%..2.0%] |");
    }

    @Test
    void compareWithAnUnknownTemplateListsTheAvailableOnes() throws IOException {
        Path run = new BenchmarkFixture(dir).run("baseline", "Baseline", "l", 1, 2, 10, 0, 100, 10.0, false, null);
        int exit = execute(new CompareCommand(), "--baseline", run.toString(), "--treated", run.toString(),
                "--template", "nope");
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("compare: unknown template 'nope': available are component, labels,")
                .hasLineCount(1);
    }

    @Test
    void reportWritesReportFilesAndPrintsTheMarkdown() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 120, 11.0, false, null);
        int exit = execute(new ReportCommand(), dir.toString());
        assertThat(exit).isZero();
        assertThat(out.toString()).isEqualTo(Files.readString(dir.resolve("report.md")))
                .contains("| 50 | 10.0% / 11.0% / 1.0% | 100.0M / 120.0M / 20.0M |");
        assertThat(dir.resolve("report.json")).exists();
    }

    @Test
    void reportOfAFolderWithoutBaselineFailsWithOneLine() throws IOException {
        new BenchmarkFixture(dir).run("otel", "OTel agent", "l", 1, 2, 10, 0, 100, 10.0, false, null);
        int exit = execute(new ReportCommand(), dir.toString());
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("report: " + dir + ": no baseline: runs/baseline/ is missing")
                .hasLineCount(1);
        assertThat(dir.resolve("report.md")).doesNotExist();
    }

    @Test
    void reportOfAMissingFolder() {
        int exit = execute(new ReportCommand(), dir.resolve("nope").toString());
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("report: " + dir.resolve("nope") + ": no such results folder.");
    }

    @Test
    void aRunWithABadJtlIsLeftOutWithANoteAndAWarning() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 120, 11.0, false, null);
        Path broken = fixture.run("otel", "OTel agent", "l", 2, 4, 50, 0, 120, 11.0, false, null);
        Files.writeString(broken.resolve("result.jtl"), "");
        assertThat(execute(new ReportCommand(), dir.toString())).isZero();
        assertThat(err.toString()).contains("warning: " + broken.resolve("result.jtl") + ": is empty");
        assertThat(out.toString()).contains("## Notes").contains("left out: " + broken);
    }
}
