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

class CompareAndReportCommandTest {

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

    @Test
    void compareTwoRunFolders() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 3, 150, 12.5, true, null);
        int exit = execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString());
        assertThat(exit).isZero();
        assertThat(out.toString()).contains("## OTel agent: plugin overhead")
                .contains("| 50 | 20.0% / 25.0% / 5.0%, undecided: 2+ more rounds | 3.990ms / 4.991ms / 1.001ms, undecided: 2+ more rounds | 100.0M / 150.0M / 50.0M, undecided: 2+ more rounds |")
                .contains("| only-treated | — / 13ms / — |");
    }

    /** --percentiles reaches compare's tables and JSON, and report's report.json. */
    @Test
    void compareAndReportTakeThePercentileDefinition() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 3, 150, 12.5, false, null);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString(),
                "--percentiles", "jmeter")).isZero();
        assertThat(out.toString()).contains("Latency percentiles: JMeter dashboard's");
        out.getBuffer().setLength(0);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString(),
                "--percentiles", "jmeter", "--format", "json")).isZero();
        assertThat(out.toString()).contains("\"definition\" : \"jmeter\"");
        out.getBuffer().setLength(0);
        assertThat(execute(new ReportCommand(), dir.toString(), "--percentiles", "jmeter")).isZero();
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"definition\" : \"jmeter\"");
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
        // two rounds: their spread, no verdict (the old min..max rule called [0s..0s] "within noise"); time to max
        // TPS has a margin (±2 s) and a resolution (1 s), so one more round would decide it
        assertThat(out.toString()).contains("| 50 | 1s / 1s / 0s [0s..0s] (2 rounds), undecided: about 1 more round |")
                .contains("| 3.0% [2.0%..4.0%] (2 rounds) |");
    }

    @Test
    void compareWithAnUnknownTemplateListsTheAvailableOnes() throws IOException {
        Path run = new BenchmarkFixture(dir).run("baseline", "Baseline", "l", 1, 2, 10, 0, 100, 10.0, false, null);
        int exit = execute(new CompareCommand(), "--baseline", run.toString(), "--treated", run.toString(),
                "--template", "nope");
        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).startsWith("compare: unknown template 'nope': available are calibration, component, control-plane-scale, database-write-prohibition, duet, idle, labels,")
                .hasLineCount(1);
    }

    /** --margins judges the report's cells against the user's budget; a margin in the wrong unit is one line, exit 2. */
    @Test
    void reportJudgesAgainstTheMarginsGivenAndRefusesABadOne() throws IOException {
        threeRoundsOfHeap();
        assertThat(execute(new ReportCommand(), dir.toString())).isZero();
        assertThat(out.toString()).contains("100.0M / 105.0M / 5.0M ±2.5M (95% t, 3 rounds), costs more, within ±10 MB");
        out.getBuffer().setLength(0);
        assertThat(execute(new ReportCommand(), dir.toString(), "--margins", "heap=2MB")).isZero();
        assertThat(out.toString()).contains("100.0M / 105.0M / 5.0M ±2.5M (95% t, 3 rounds), costs more |")
                .contains("set: heap ±2 MB");
        out.getBuffer().setLength(0);
        assertThat(execute(new ReportCommand(), dir.toString(), "--fdr")).isZero();
        assertThat(out.toString()).contains("Benjamini–Hochberg false-discovery control at 5 % across these cells is "
                + "in force");
        assertThat(execute(new ReportCommand(), dir.toString(), "--margins", "heap=2ms")).isEqualTo(2);
        assertThat(err.toString()).contains("--margins: 'heap=2ms': heap deltas are in MB, so its margin is too");
    }

    /**
     * A scenario file's margins (meta.json {@code margins}) judge its report over the defaults, and the command line's
     * {@code --margins} over them, figure by figure; a bad one in meta.json is one line naming the field, exit 2.
     */
    @Test
    void theScenariosMarginsJudgeTheReportAndTheCommandLineWinsOverThem() throws IOException {
        BenchmarkFixture fixture = threeRoundsOfHeap();
        fixture.meta("""
                {"margins": "heap=2MB,classes=50"}
                """);
        assertThat(execute(new ReportCommand(), dir.toString())).isZero();
        assertThat(out.toString()).contains("100.0M / 105.0M / 5.0M ±2.5M (95% t, 3 rounds), costs more |")
                .contains("heap ±2 MB");
        out.getBuffer().setLength(0);
        assertThat(execute(new ReportCommand(), dir.toString(), "--margins", "heap=20MB")).isZero();
        assertThat(out.toString()).contains("100.0M / 105.0M / 5.0M ±2.5M (95% t, 3 rounds), costs more, within ±20 MB")
                .contains("classes ±50"); // the scenario's other margin stays
        fixture.meta("""
                {"margins": "heap=2%"}
                """);
        assertThat(execute(new ReportCommand(), dir.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("meta.json: field 'margins': 'heap=2%': heap deltas are in MB");
    }

    /** Three paired rounds, the treated heap 4, 5 and 6 MB above the baseline's 100 MB. */
    private BenchmarkFixture threeRoundsOfHeap() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        double[] heap = {104, 105, 106};
        for (int round = 1; round <= 3; round++) {
            fixture.run("baseline", "Baseline", "l", round, 4, 50, 0, 100, 10.0, false, null);
            fixture.run("otel", "OTel agent", "l", round, 4, 50, 0, heap[round - 1], 11.0, false, null);
        }
        return fixture;
    }

    @Test
    void reportWritesReportFilesAndPrintsTheMarkdown() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 120, 11.0, false, null);
        int exit = execute(new ReportCommand(), dir.toString());
        assertThat(exit).isZero();
        assertThat(out.toString()).isEqualTo(Files.readString(dir.resolve("report.md")))
                .contains("| 50 | 20.0% / 22.0% / 2.0%, undecided: 2+ more rounds | 3.990ms / 4.389ms / 0.399ms, undecided: 2+ more rounds | 100.0M / 120.0M / 20.0M, undecided: 2+ more rounds |");
        assertThat(dir.resolve("report.json")).exists();
    }

    @Test
    void reportOfAFolderWithoutBaselineFailsWithOneLine() throws IOException {
        new BenchmarkFixture(dir).run("otel", "OTel agent", "l", 1, 2, 10, 0, 100, 10.0, false, null);
        int exit = execute(new ReportCommand(), dir.toString());
        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).startsWith("report: " + dir + ": no baseline: runs/baseline/ is missing")
                .hasLineCount(1);
        assertThat(dir.resolve("report.md")).doesNotExist();
    }

    @Test
    void reportOfAMissingFolder() {
        int exit = execute(new ReportCommand(), dir.resolve("nope").toString());
        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
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

    @Test
    void aRunWithoutRunJsonTakesTheWarmupOfItsBenchmarksMetaJson() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        for (Path run : new Path[] {baseline, treated}) {
            Files.writeString(run.resolve("run.json"), Files.readString(run.resolve("run.json"))
                    .replace("\"warmupSeconds\":0", "\"warmupSeconds\":2"));
        }
        Files.delete(baseline.resolve("run.json"));
        fixture.meta("{\"warmupSeconds\":2,\"tables\":[\"summary\"]}");

        assertThat(execute(new ReportCommand(), dir.toString())).isZero();
        // 4 s at 50 samples/s, 2 s trimmed on both sides: 100 samples each, not 200 for the run without run.json
        assertThat(Files.readString(dir.resolve("report.json"))).doesNotContain("\"samples\" : 200")
                .doesNotContain("left out");
        io.meshbench.results.run.RunResult run = io.meshbench.results.run.RunFolder.load(baseline,
                io.meshbench.results.analysis.AnalysisOptions.defaults(), java.util.Optional.empty());
        assertThat(run.statistics().total().samples()).isEqualTo(100);
        assertThat(run.info().warmupSource()).isEqualTo("the benchmark's meta.json");
    }

    @Test
    void compareRefusesARunWhoseWarmupNothingGivesAndNeverComparesTrimmedWithUntrimmed() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Files.writeString(baseline.resolve("run.json"), Files.readString(baseline.resolve("run.json"))
                .replace("\"warmupSeconds\":0", "\"warmupSeconds\":2"));
        Files.delete(treated.resolve("run.json"));

        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).isEqualTo("compare: " + treated + ": no warm-up known (no run.json with "
                + "warmupSeconds, no meta.json of its benchmark with one), so it cannot be trimmed like the other "
                + "runs. Restore run.json, or give --warmup <duration> (0s if the run had none).\n");

        err.getBuffer().setLength(0);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString(),
                "--warmup", "0s")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).startsWith("compare: not comparable: " + baseline + " is trimmed by 2 s of warm-up "
                + "(from run.json) but " + treated + " by 0 s (from --warmup)").hasLineCount(1);

        err.getBuffer().setLength(0);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString(),
                "--warmup", "2s")).isZero();
    }

    @Test
    void compareRefusesATreatedRunAtALevelTheBaselineDidNotRun() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "20u-100tps", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        Path treated = fixture.run("otel", "OTel agent", "50u-100tps", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        Files.writeString(baseline.resolve("run.json"), Files.readString(baseline.resolve("run.json"))
                .replace("\"users\":50", "\"users\":20"));

        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).isEqualTo("compare: not comparable: " + treated + " ran level 50u-100tps (50 users, "
                + "100 TPS) but no baseline run did (baseline: level 20u-100tps (20 users, 100 TPS)). Only runs at the "
                + "same level are compared: give a baseline run at that level.\n");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void compareMatchesLevelsByTheirLoadWhateverTheirNames() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "base-level", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        Path treated = fixture.run("otel", "OTel agent", "copied", 1, 4, 50, 0, 100, 11.0, false, 100.0);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString()))
                .isZero();
        assertThat(out.toString()).contains("20.0% / 22.0% / 2.0%");
    }

    @Test
    void reportLeavesOutARunWhoseWarmupNothingGivesAndRefusesRunsTrimmedDifferently() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path untrimmed = fixture.run("otel", "OTel agent", "l", 2, 4, 50, 0, 100, 10.0, false, null);
        Files.delete(untrimmed.resolve("run.json"));
        fixture.meta("{\"tables\":[\"summary\"]}");

        assertThat(execute(new ReportCommand(), dir.toString())).isZero();
        assertThat(out.toString()).contains("left out: " + untrimmed + ": " + untrimmed + ": no warm-up known");

        Files.writeString(treated.resolve("run.json"), Files.readString(treated.resolve("run.json"))
                .replace("\"warmupSeconds\":0", "\"warmupSeconds\":2"));
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertThat(execute(new ReportCommand(), dir.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).startsWith("report: not comparable: " + baseline + " is trimmed by 0 s of warm-up "
                + "(from run.json) but " + treated + " by 2 s (from run.json)").hasLineCount(1);
    }

    @Test
    void reportComparesOnlyLevelsBothRanAndSaysWhichItDidNot() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "20u-100tps", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        fixture.run("otel", "OTel agent", "20u-100tps", 1, 4, 50, 0, 100, 11.0, false, 100.0);
        fixture.run("otel", "OTel agent", "50u-100tps", 1, 4, 50, 0, 100, 12.0, false, 100.0);
        fixture.meta("{\"tables\":[\"plugin\"]}");

        assertThat(execute(new ReportCommand(), dir.toString())).isZero();
        assertThat(out.toString()).contains("not compared: OTel agent at level 50u-100tps (no baseline run at that level)")
                .contains("20.0% / 22.0% / 2.0%").doesNotContain("24.0%");
    }

    @Test
    void twoTreatmentsWithOneLabelGetDistinctNamesInTablesAndPlots() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 100, 11.0, false, 100.0);
        // a treatment folder copied under another name keeps its run.json label
        fixture.run("otel-copy", "OTel agent", "l", 1, 4, 50, 0, 100, 12.0, false, 100.0);
        fixture.meta("{\"tables\":[\"plugin\"]}");

        assertThat(execute(new ReportCommand(), dir.toString())).as(err.toString()).isZero();
        // each treatment's figures under its own name: 22 % of one core for otel, 24 % for otel-copy
        assertThat(section(out.toString(), "## OTel agent (otel): plugin overhead"))
                .contains("| 50 | 20.0% / 22.0% / 2.0%, undecided: 2+ more rounds |").doesNotContain("24.0%");
        assertThat(section(out.toString(), "## OTel agent (otel-copy): plugin overhead"))
                .contains("| 50 | 20.0% / 24.0% / 4.0%, undecided: 2+ more rounds |").doesNotContain("22.0%");
    }

    /** The text from {@code heading} to the next heading of the same level (or the end); fails when absent. */
    private static String section(String markdown, String heading) {
        int start = markdown.indexOf(heading + "\n");
        assertThat(start).as("heading '" + heading + "' in:\n" + markdown).isNotNegative();
        String level = heading.substring(0, heading.indexOf(' ') + 1);
        int end = markdown.indexOf("\n" + level, start + heading.length());
        return markdown.substring(start, end < 0 ? markdown.length() : end);
    }

    @Test
    void reportOfABenchmarkWithAFailedRunWritesTheReportAndExitsOneAsRunDid() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 120, 11.0, false, null);
        Path failed = fixture.failedRun("otel", "OTel agent", "l", 2, "JMeter exited with 1");

        assertThat(execute(new ReportCommand(), dir.toString())).isEqualTo(ExitCode.RUNS_FAILED);
        assertThat(dir.resolve("report.md")).exists();
        assertThat(out.toString()).contains("| 50 | 20.0% / 22.0% / 2.0%, undecided: 2+ more rounds |");
        assertThat(err.toString()).contains("\nreport: 1 run(s) failed (their run.json says so; see the Runs "
                + "section) and were left out of the comparison: " + failed);
    }

    @Test
    void compareOfAFailedRunExitsOneNamingIt() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 150, 12.5, true, null);
        Path failed = fixture.run("otel", "OTel agent", "l", 2, 4, 50, 0, 150, 12.5, true, null);
        Files.writeString(failed.resolve("run.json"), Files.readString(failed.resolve("run.json"))
                .replace("\"status\":\"ok\"", "\"status\":\"failed\",\"failure\":\"error rate 60% above 1%\""));

        int exit = execute(new CompareCommand(), "--baseline", baseline.toString(), "--treated", treated.toString(),
                "--treated", failed.toString());

        assertThat(exit).isEqualTo(ExitCode.RUNS_FAILED);
        assertThat(out.toString()).contains("## OTel agent: plugin overhead");
        assertThat(err.toString()).contains("compare: 1 run(s) failed (their run.json says so; see the Runs section) "
                + "and were left out of the comparison: " + failed);
    }

    @Test
    void aCopiedRoundFolderIsOneLineNamingBothFoldersAndWhatToDo() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, 100.0);
        Path round = fixture.run("otel", "OTel agent", "l", 1, 4, 50, 0, 100, 11.0, false, 100.0);
        Path copy = round.resolveSibling("1-copy");
        Files.createDirectories(copy);
        try (var files = Files.list(round)) {
            for (Path file : files.toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }

        assertThat(execute(new ReportCommand(), dir.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1).startsWith("report: " + copy + ": its result.jtl and "
                + "samples.jsonl have the same bytes as " + round + "'s").contains("Delete or move the copy")
                .doesNotContain("internal error");
        assertThat(dir.resolve("report.md")).doesNotExist();
    }

    /** One round given twice counted as two ("rounds 2+1") with a fake zero spread; now refused, before any analysis. */
    @Test
    void compareRefusesOneFolderGivenTwiceAlsoThroughALink() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("agent", "Agent", "l", 1, 4, 50, 2, 100, 11.0, false, null);
        Path link = Files.createSymbolicLink(dir.resolve("link"), baseline);

        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--baseline", baseline.toString(),
                "--treated", treated.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).isEqualTo("compare: " + baseline + ": given twice (the same path); one run "
                + "would count as two rounds. Give each run folder once.");
        err.getBuffer().setLength(0);
        assertThat(execute(new CompareCommand(), "--baseline", baseline.toString(), "--baseline", link.toString(),
                "--treated", treated.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains(link + ": given twice (as " + baseline + ", the same folder)");
    }

    /** A byte-identical copy of round 1 whose run.json was edited to say round 2. */
    @Test
    void compareRefusesACopyOfARoundWhateverItsRunJsonSays() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path round1 = fixture.run("baseline", "Baseline", "l", 1, 4, 50, 0, 100, 10.0, false, null);
        Path treated = fixture.run("agent", "Agent", "l", 1, 4, 50, 2, 100, 11.0, false, null);
        Path copy = Files.createDirectories(dir.resolve("elsewhere/2"));
        Files.copy(round1.resolve("result.jtl"), copy.resolve("result.jtl"));
        Files.copy(round1.resolve("samples.jsonl"), copy.resolve("samples.jsonl"));
        Files.writeString(copy.resolve("run.json"), Files.readString(round1.resolve("run.json"))
                .replace("\"round\":1", "\"round\":2"));

        assertThat(execute(new CompareCommand(), "--baseline", round1.toString(), "--baseline", copy.toString(),
                "--treated", treated.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1).startsWith("compare: " + copy + ": its result.jtl and "
                + "samples.jsonl have the same bytes as " + round1 + "'s");
    }

    // issue 35: folders whose files disagree, refused in one line naming the file and the field

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
