package io.meshbench.results.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.report.BenchmarkFixture;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code compare} and {@code report} on folders whose files disagree: exit 2 and one line naming the file and the
 * field, nothing written (issue 35: compare across two scenarios, a treated side that is a byte copy of the baseline
 * under another name, a run.json that says another round than its folder).
 */
class FolderConsistencyCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int execute(DeclaredCommand command, String... args) {
        CommandLine commandLine = new CommandLine(command.spec());
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        return commandLine.execute(args);
    }

    private static void copyFiles(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
    }

    @Test
    void compareRefusesTwoScenariosUnlessAllowedMixed() throws IOException {
        Path baseline = new BenchmarkFixture(dir.resolve("a")).run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0,
                false, null);
        Path treated = new BenchmarkFixture(dir.resolve("b")).run("agent", "Agent", "l", 1, 4, 50, 2, 120, 11.0,
                false, null);
        Files.writeString(treated.resolve("run.json"), Files.readString(treated.resolve("run.json"))
                .replace("\"scenario\":\"router\"", "\"scenario\":\"removal\""));

        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1).startsWith("compare: the run folders are of different "
                + "scenarios (router: " + baseline + "; removal: " + treated).contains("--allow-mixed");
        err.getBuffer().setLength(0);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString(),
                "--allow-mixed")).isZero();
        assertThat(out.toString()).contains("plugin overhead");
    }

    /** The baseline's run copied under a treatment's name: compared with itself it read "+0.00 within noise". */
    @Test
    void compareRefusesATreatedSideThatIsAByteCopyOfTheBaseline() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path copy = dir.resolve("runs/agent/l/1");
        copyFiles(baseline, copy);
        Files.writeString(copy.resolve("run.json"), Files.readString(copy.resolve("run.json"))
                .replace("\"treatment\":\"baseline\"", "\"treatment\":\"agent\""));

        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", copy.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1).isEqualTo("compare: " + copy + ": its result.jtl and "
                + "samples.jsonl have the same bytes as " + baseline + "'s, a copy of that run whatever its run.json "
                + "says; the comparison would compare the run with itself. Delete or move the copy, or give the folder "
                + "of the run it stands for.");
    }

    /** Two rounds a side, the treated side's second round a copy of the baseline's second. */
    @Test
    void compareRefusesARoundCopiedAcrossItsTwoSides() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path b1 = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path b2 = fixture.run("baseline", "Baseline", "l", 2, 4, 50, 0, 100, 10.0, false, null);
        Path t1 = fixture.run("agent", "Agent", "l", 1, 4, 50, 2, 120, 11.0, false, null);
        Path t2 = dir.resolve("runs/agent/l/2");
        copyFiles(b2, t2);
        Files.writeString(t2.resolve("run.json"), Files.readString(t2.resolve("run.json"))
                .replace("\"treatment\":\"baseline\"", "\"treatment\":\"agent\""));

        assertThat(execute(new CompareCommand(), "--baseline", b1.toString(), "--baseline", b2.toString(),
                "--treated", t1.toString(), "--treated", t2.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains(t2 + ": its result.jtl and samples.jsonl have the same bytes as " + b2);
    }

    /** A run folder moved to another round's place: its run.json still says round 1, so it counted as round 2. */
    @Test
    void reportRefusesARunJsonThatDisagreesWithItsFolder() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("baseline", "Baseline", "l", 2, 4, 50, 0, 100, 10.0, false, null);
        Path moved = fixture.run("agent", "Agent", "l", 1, 4, 50, 2, 120, 11.0, false, null);
        Files.move(moved, moved.resolveSibling("2"));

        assertThat(execute(new ReportCommand(), dir.toString())).isEqualTo(ExitCode.BAD_INPUT);
        Path runJson = moved.resolveSibling("2").resolve("run.json");
        assertThat(err.toString().strip()).hasLineCount(1).startsWith("report: " + runJson + ": field 'round' is "
                + "\"1\" but its folder " + moved.resolveSibling("2") + " says \"2\"");
        assertThat(dir.resolve("report.md")).doesNotExist();
    }

    @Test
    void reportRefusesARunOfAnotherScenarioThanMetaJson() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("agent", "Agent", "l", 1, 4, 50, 2, 120, 11.0, false, null);
        fixture.meta("{\"scenario\":\"router\"}");
        Files.writeString(treated.resolve("run.json"), Files.readString(treated.resolve("run.json"))
                .replace("\"scenario\":\"router\"", "\"scenario\":\"removal\""));

        assertThat(execute(new ReportCommand(), dir.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1).startsWith("report: " + treated.resolve("run.json")
                + ": field 'scenario' is \"removal\" but " + dir.resolve("meta.json") + " says \"router\"");
    }
}
