package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.cli.PageCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code meshbench page} on a page folder made of report.json files (src/test/resources/page: the recorded
 * quickstart's report relabelled as router, tag transmission and xDS flow control with the failures the harness
 * records for OkHttp 2 and xDS flow control, and two of the gate corpus's reports), through the real command.
 */
class PageCommandTest {

    static final Path FIXTURE = Path.of("src/test/resources/page");

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int page(Path folder, String... options) {
        CommandLine commandLine = new CommandLine(new PageCommand().spec());
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        String[] args = new String[options.length + 1];
        args[0] = folder.toString();
        System.arraycopy(options, 0, args, 1, options.length);
        return commandLine.execute(args);
    }

    /** Margins from page-plan.json and --margins, each over the one before; --fdr says it is in force. */
    @Test
    void marginsFromThePlanAndTheCommandLineDecideTheCellsAndFdrSaysItIsInForce() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        // the router's heap: +7.4 MB over 3 rounds, "costs more, within ±10 MB" by default
        assertThat(page(folder)).isZero();
        assertThat(Files.readString(folder.resolve("page.md"))).contains("101.0M / 108.4M / 7.4M, costs more, within ±10 MB")
                .contains("no correction across cells");
        Path plan = folder.resolve("page-plan.json");
        Files.writeString(plan, Files.readString(plan).replaceFirst("\\{", "{\"margins\": \"heap=1MB\", "));
        assertThat(page(folder)).isZero();
        assertThat(Files.readString(folder.resolve("page.md"))).contains("101.0M / 108.4M / 7.4M, costs more |")
                .contains("Margins set over the defaults: heap ±1 MB");
        assertThat(page(folder, "--margins", "heap=20MB", "--fdr")).isZero();
        assertThat(Files.readString(folder.resolve("page.md"))).contains("7.4M, costs more, within ±20 MB")
                .contains("Benjamini–Hochberg false-discovery control at 5 % across these cells is in force");
    }

    @Test
    void aBadMarginIsOneLineNamingItAndNothingIsWritten() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        assertThat(page(folder, "--margins", "heap=5%")).isEqualTo(2);
        assertThat(err.toString().strip()).doesNotContain("\n").contains("--margins")
                .contains("'heap=5%': heap deltas are in MB, so its margin is too; write e.g. heap=10MB");
        err.getBuffer().setLength(0);
        assertThat(page(folder, "--margins", "p91=3%")).isEqualTo(2);
        assertThat(err.toString()).contains("no figure is called 'p91'; known: cpu, latency, cpuCorePct");
        assertThat(folder.resolve("page.md")).doesNotExist();
    }

    static Path copy(Path from, Path to) throws IOException {
        return io.meshbench.testkit.TestFolders.copy(from, to);
    }

    @Test
    void sectionsInThePublishedOrderWithTheirFiguresAndMarkers() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        assertThat(page(folder)).as(err.toString()).isZero();
        String md = Files.readString(folder.resolve("page.md"));
        // Sermant's order, whatever the plan's: router, removal, tag transmission, ..., xDS, start-up; then the failures
        assertThat(md).containsSubsequence("## Plan", "## Tag router (service-router)",
                "## Outlier instance removal (service-removal)", "## Tag transmission",
                "## Message queue consume prohibition", "## Database write prohibition",
                "## xDS: service discovery, routing, flow control", "## Start-up acceleration by the pre-filter",
                "## Plugins that did not do their job");
        assertThat(md).doesNotContain("leaves out");
        // the published columns, the engine's cells with their intervals, and the row's markers
        assertThat(md).contains("| level | treatment | CPU (% of one core) | CPU per request (ms) | heap | metaspace | P90 | P95 | throughput (/s) | markers |")
                .contains("| 20u-100tps | Sermant router | 17.5% / 22.4% / 4.9% ±1.6% (95% t, 3 rounds), costs more | — "
                        + "| 101.0M / 108.4M / 7.4M, costs more, within ±10 MB "
                        + "| 44.2M / 62.9M / 18.7M, undecided: 2+ more rounds "
                        + "| 13ms / 15ms / 15.4% ±51.0% (95% t, 3 rounds), undecided: about 7 more rounds "
                        + "| 16ms / 18ms / 12.5% ≈ A/A, undecided: 2+ more rounds | 98.9 / 99.2 / 0.3%, undecided: 2+ more rounds "
                        + "| ⚠ queueing · ⚠ shared machine · ⚠ within A/A noise: p95 |")
                .contains("| 612.0 / 580.3 / -5.2%, undecided: 2+ more rounds | ⚠ saturated · ⚠ load-limited · ⚠ latency/CPU trending |")
                // the marker is the trend test's, as report.md calls it; the page once called it throughput drift
                .contains("**latency/CPU trending** (a run's mean latency or CPU per request trended across its window")
                .doesNotContain("not steady");
        // Sermant's total memory is heap + off-heap (101.0 + 49.8 = 150.8 MB), RSS beside it under its own name;
        // the summed per-round deltas (6.0+21.0, 7.4+21.25, 8.8+21.5) give 28.7 ± 4.1 MB
        assertThat(md).contains("| total memory (heap + off-heap) | RSS (resident set, not Sermant's figure) |")
                .contains("| 150.8M / 179.4M / 28.7M ±4.1M (95% t, 3 rounds), costs more | 354.9M / 417.4M / 62.5M, undecided: 2+ more rounds |");
        // at rest (xDS): CPU first, as published; 60.0 + 52.0 = 112.0 MB against 108.7 + 63.8 = 172.5 MB
        assertThat(md).contains("CPU and memory at rest (no load):");
        assertThat(md).contains("| at-rest | Sermant without xDS | 17.5% / 22.4% / 4.9%, undecided: 2+ more rounds | 112.0M / 172.5M / 60.5M, undecided: 2+ more rounds | 60.0M / 108.7M / 48.7M, undecided: 2+ more rounds "
                + "| 52.0M / 63.8M / 11.8M, undecided: 2+ more rounds | 317.8M / 346.2M / 28.4M, undecided: 2+ more rounds |");
        // report.json's texts missing (a hand-made report): the figures written as the engine writes them
        assertThat(md).contains("| 1cpu | Sermant | 6.00s / 7.50s / 1.50s, costs more | — |");
        // command, environment, the Sermant release with its sha256
        assertThat(md).contains("- Command: `./mvnw verify -Prouter -Dsermant.home=<sermant-agent folder> -Dlevels=20u-100tps`")
                .contains("- Environment: jdk Debian 17.0.15 (OpenJDK 64-Bit Server VM) · cpu AMD EPYC · cores 2")
                .contains("- Agent of sermant-router: sermant-agent 2.2.0, sha256 "
                        + "`3f1c9a6e0b7d4c2f8e5a1b9d6c3f0e7a2b5d8c1f4e7a0b3d6c9f2e5a8b1d4c7f`");
        // the plan: windows, shares; scenarios without report.json shown as not run, with their reason
        assertThat(md).contains("| router | done | 20u-100tps, 50u-1000tps | all | 60 s | 120 s | 3 | 20 min 40 s | — | 23.0 % |")
                .contains("| mq-consume-prohibition | pending, not run |")
                .contains("Not run: the budget ran out before it started.")
                .contains("- Time budget: 1 h 30 min; planned: 1 h 30 min");
        assertThat(out.toString()).contains("page.md").contains("page.html");
    }

    /** Image sizes in a run's environment (an idle run's, from meta.json) are on its environment line. */
    @Test
    void theImageSizesOfAnIdleRunAreOnItsEnvironmentLine() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Path report = folder.resolve("tag-transmission/report.json");
        String images = "meshbench/data:0.1.0 282.2 MB in 3 layers (162.5 + 79.0 + 40.7 MB)";
        Files.writeString(report, Files.readString(report).replaceFirst("\"environment\": \\{",
                "\"environment\": {\"images\": \"" + images + "\","));

        assertThat(page(folder)).as(err.toString()).isZero();

        assertThat(Files.readString(folder.resolve("page.md"))).contains("- Environment: images " + images + " · jdk ");
    }

    /** A failure's log under the machine's absolute page folder is named from the scenario's folder beside page.md. */
    @Test
    void anAaPageSaysSoInItsTitleAndWhatItsCellsMean() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Path plan = folder.resolve("page-plan.json");
        Files.writeString(plan, Files.readString(plan).replaceFirst("\\{", "{\"aa\": true,"));
        assertThat(page(folder)).as(err.toString()).isZero();
        String md = Files.readString(folder.resolve("page.md"));
        assertThat(md).startsWith("# A/A page: ").contains("**An A/A page: no treatment ran.**")
                .contains("about 5 % of the cells with an interval are expected to by chance");
        assertThat(Files.readString(folder.resolve("page.html"))).contains("A/A page");

        Path ordinary = copy(FIXTURE, dir.resolve("ordinary"));
        assertThat(page(ordinary)).as(err.toString()).isZero();
        assertThat(Files.readString(ordinary.resolve("page.md"))).startsWith("# Sermant benchmark page")
                .doesNotContain("A/A page");
    }

    @Test
    void aFailuresLogIsNamedWithinThePage() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Path report = folder.resolve("xds-flowcontrol/report.json");
        Files.writeString(report, Files.readString(report).replace("Its log, <folder>/runs/",
                "Its log, /home/ci/mb/results/sermant-page/20261126-164352/xds-flowcontrol/runs/"));

        assertThat(page(folder)).as(err.toString()).isZero();
        assertThat(Files.readString(folder.resolve("page.md")))
                .contains("Its log, xds-flowcontrol/runs/sermant-xds/20u-100tps/1/logs/xds-client.log, ends with")
                .doesNotContain("/home/ci");
    }

    /** A start-up is measured without load, so the engine marks its comparisons at rest: still the start-up table. */
    @Test
    void aStartUpMeasuredAtRestFillsTheStartUpTable() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Path report = folder.resolve("startup/report.json");
        Files.writeString(report, Files.readString(report).replace("\"treatment\"", "\"atRest\": true, \"treatment\""));
        assertThat(Files.readString(report)).contains("\"atRest\": true");

        assertThat(page(folder)).as(err.toString()).isZero();
        String startup = Files.readString(folder.resolve("page.md"))
                .split("## Start-up acceleration by the pre-filter")[1].split("## Plugins")[0];
        assertThat(startup).contains("| 1cpu | Sermant | 6.00s / 7.50s / 1.50s, costs more | — |").doesNotContain("Memory at rest");
    }

    /**
     * MQ tag transmission as published, seconds per 1M (Kafka) / 100k (RocketMQ) messages, from the runs' counters:
     * Kafka 20.00 and 22.00 s against 21.00 and 24.50 s, so 21.00 / 22.75 / +1.75 with deltas +1.00 and +2.50.
     */
    @Test
    void mqTagTransmissionInSecondsPerPublishedUnit() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        assertThat(page(folder)).isZero();
        assertThat(Files.readString(folder.resolve("page.md")))
                .contains("| kafka-producer (per 1M) | Sermant tag-transmission | 21.00 / 22.75 / +1.75 \\[+1.00..+2.50\\] "
                        + "(2 rounds), undecided: about 2 more rounds | — |")
                .doesNotContain("No treatment was compared")
                .contains("| rocketmq-consumer (per 100k) | Sermant tag-transmission | 5.00 / 5.40 / +0.40, undecided: 2+ "
                        + "more rounds | — |");
    }

    /**
     * checks.json beside a scenario's report.json (scripts/check-figures.py): its line for each table under that
     * table, "not this table" where it has none; a scenario without checks.json says nothing of a check.
     */
    @Test
    void theIndependentCheckStandsUnderEachTableItChecked() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Files.writeString(folder.resolve("router/checks.json"), """
                {"checkedBy": "scripts/check-figures.py", "pass": true, "tables": [
                  {"table": "loaded", "line": "loaded table cells: 2 cells, 54 figures compared, largest relative difference 1.1e-16: pass"},
                  {"table": "memory", "line": "memory table cells: 4 cells, 12 figures compared, largest relative difference 0.0e+00: pass"}]}
                """);
        assertThat(page(folder)).as(err.toString()).isZero();
        String md = Files.readString(folder.resolve("page.md"));
        String router = md.substring(md.indexOf("### router"), md.indexOf("## Outlier instance removal"));
        assertThat(router).containsSubsequence("| level | treatment | CPU (% of one core) |",
                "Checked independently (scripts/check-figures.py, checks.json): loaded table cells: 2 cells, 54 figures "
                        + "compared, largest relative difference 1.1e-16: pass.",
                "| total memory (heap + off-heap) |",
                "Checked independently (scripts/check-figures.py, checks.json): memory table cells: 4 cells");
        // the other scenarios have no checks.json: nothing is claimed for them
        assertThat(md.replace(router, "")).doesNotContain("Checked independently");

        Files.writeString(folder.resolve("router/checks.json"), "{\"tables\": [{\"table\": \"at-rest\", \"line\": \"x\"}]}");
        assertThat(page(folder)).isZero();
        assertThat(Files.readString(folder.resolve("page.md")))
                .contains("Checked independently: not this table (checks.json has no line for it).");

        Files.writeString(folder.resolve("router/checks.json"), "{\"tables\": ");
        err.getBuffer().setLength(0);
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString().strip()).doesNotContain("\n").contains(folder.resolve("router/checks.json") + ": line 1: not valid JSON");
    }

    @Test
    void aPlanThatLeavesSectionsOutSaysWhich() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Files.writeString(folder.resolve("page-plan.json"), "{\"page\": \"router only\", \"unknown\": 1, "
                + "\"scenarios\": [{\"scenario\": \"router\", \"status\": \"done\", \"newField\": [1]}]}");
        assertThat(page(folder)).isZero();
        String md = Files.readString(folder.resolve("page.md"));
        assertThat(md).contains("Sections of Sermant's page this plan leaves out: Outlier instance removal "
                + "(service-removal); Tag transmission; Tag transmission over message queues; Message queue consume "
                + "prohibition; Database write prohibition; xDS: service discovery, routing, flow control; Start-up "
                + "acceleration by the pre-filter.")
                .contains("## Plugins that did not do their job\n\nNone: every treated run passed its checks");
    }

    @Test
    void pluginsThatDidNotDoTheirJobWithEvidenceAndAReproduction() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        assertThat(page(folder)).isZero();
        String failed = Files.readString(folder.resolve("page.md")).split("## Plugins that did not do their job")[1];
        assertThat(failed).containsSubsequence(
                // OkHttp 2: tags crossed before the load, none after it; both rounds; its own stack and level
                "### tag-transmission: Sermant tag-transmission at okhttp2-50u-1000tps: did its job before the load "
                        + "and not after it",
                "- rounds failed: 1, 2",
                "after the load: treatment sermant-tag expects every answer 'tags crossed', got {no tag=5}",
                "- probe before the load: tags crossed 5",
                "- probe after the load: no tag 5",
                "- reproduce: `./mvnw verify -Ptag-transmission -Dsermant.home=<sermant-agent folder> -Dlevels=50u-1000tps "
                        + "-Dworkloads=okhttp2 -Drounds=1`",
                // the switch Sermant does not read under that spelling: refused before it ran, from the plan
                "### database-write-prohibition: database-write-prohibition: a setting it needs is spelled so that "
                        + "Sermant does not read it",
                "- reproduce: `./mvnw verify -Pdatabase-write-prohibition -Dsermant.home=<sermant-agent folder>`",
                // xDS flow control: every call failed, so the client never became ready
                "### xds-flowcontrol: Sermant with xDS flow control at 20u-100tps: the service never became ready",
                "ConcurrentModificationException",
                "- reproduce: `./mvnw verify -Pxds-flowcontrol -Dsermant.home=<sermant-agent folder> -Dlevels=20u-100tps "
                        + "-Drounds=1`");
        // a baseline's runs and the treatments that passed are not listed
        assertThat(failed).doesNotContain("Sermant router").doesNotContain("jdkhttp");
    }

    @Test
    void aSecondRenderingIsByteIdenticalWhereverTheFolderLies() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        assertThat(page(folder)).isZero();
        byte[] md = Files.readAllBytes(folder.resolve("page.md"));
        byte[] html = Files.readAllBytes(folder.resolve("page.html"));
        assertThat(page(folder)).isZero();
        assertThat(Files.readAllBytes(folder.resolve("page.md"))).isEqualTo(md);
        assertThat(Files.readAllBytes(folder.resolve("page.html"))).isEqualTo(html);
        // only page-plan.json and the report.json files, elsewhere: the same bytes
        Path elsewhere = dir.resolve("another/place");
        Files.createDirectories(elsewhere);
        Files.copy(folder.resolve("page-plan.json"), elsewhere.resolve("page-plan.json"));
        for (String scenario : List.of("router", "removal", "tag-transmission", "mq-tag-transmission",
                "xds-flowcontrol", "startup")) {
            Files.createDirectories(elsewhere.resolve(scenario));
            Files.copy(folder.resolve(scenario).resolve("report.json"), elsewhere.resolve(scenario).resolve("report.json"));
        }
        assertThat(page(elsewhere)).isZero();
        assertThat(Files.readAllBytes(elsewhere.resolve("page.md"))).isEqualTo(md);
        assertThat(Files.readAllBytes(elsewhere.resolve("page.html"))).isEqualTo(html);
        assertThat(new String(md, java.nio.charset.StandardCharsets.UTF_8)).doesNotContain(dir.toString());
    }

    @Test
    void pageHtmlHasTheTablesAndAChartPerTableWithIntervals() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        assertThat(page(folder)).isZero();
        String html = Files.readString(folder.resolve("page.html"));
        org.jsoup.nodes.Document document = org.jsoup.Jsoup.parse(html);
        // the summary beside Sermant's published page and the plan; router (2 tables), removal (1), tag transmission
        // (2), MQ tag transmission (1), xDS at rest (1), start-up (1); and the published figures beside the scenarios'
        int beside = html.split("Beside Sermant's published figures: ", -1).length - 1;
        assertThat(beside).isPositive();
        assertThat(document.select("table")).hasSize(2 + 8 + beside);
        assertThat(document.select("svg")).hasSize(8);
        assertThat(document.select("script")).isEmpty();
        assertThat(html).doesNotContain("src=\"http").doesNotContain("href=\"http");
        // the router CPU panel: baseline 17.5, Sermant 22.4, the delta's interval 3.24..6.50 points as a whisker
        org.jsoup.nodes.Element router = document.select("svg").first();
        assertThat(router.select("text").eachText()).contains("CPU (% of one core)", "17.5%", "22.4%",
                "20u-100tps · Sermant router");
        assertThat(router.select("path")).isNotEmpty();
        assertThat(document.select("h2").eachText()).contains("Plugins that did not do their job");
    }

    @Test
    void aMissingPlanIsOneLineNamingItAndNothingIsWritten() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Files.delete(folder.resolve("page-plan.json"));
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString().strip()).doesNotContain("\n").contains(folder.resolve("page-plan.json").toString())
                .contains("-Psermant-page");
        assertThat(folder.resolve("page.md")).doesNotExist();
        assertThat(folder.resolve("page.html")).doesNotExist();
    }

    @Test
    void aMalformedPlanIsOneLineNamingItsFileAndLine() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Files.writeString(folder.resolve("page-plan.json"), "{\"page\": \"x\",\n \"scenarios\": [\n");
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString().strip()).doesNotContain("\n").contains("page-plan.json: line 3: not valid JSON (Unexpected end-of-input");
        Files.writeString(folder.resolve("page-plan.json"), "{\"page\": \"x\"}");
        err.getBuffer().setLength(0);
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString()).contains("page-plan.json: has no \"scenarios\" array");
        Files.writeString(folder.resolve("page-plan.json"), "{\"scenarios\": [{\"scenario\": \"router\", \"folder\": \"../x\"}]}");
        err.getBuffer().setLength(0);
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString()).contains("page-plan.json: scenarios[0].folder '../x' is not a folder inside the page folder");
        Files.writeString(folder.resolve("page-plan.json"), "{\"scenarios\": [{\"scenario\": \"router\", \"rounds\": \"three\"}]}");
        err.getBuffer().setLength(0);
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString()).contains("page-plan.json: field 'scenarios[0].rounds' (line 1) has the wrong type");
        assertThat(folder.resolve("page.md")).doesNotExist();
    }

    @Test
    void aReportJsonOfAnotherKindIsOneLineNamingIt() throws IOException {
        Path folder = copy(FIXTURE, dir.resolve("page"));
        Path report = folder.resolve("router/report.json");
        Files.writeString(report, "{\"label\": \"chain\", \"samples\": 300}\n"); // e.g. stats --format json
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString().strip()).doesNotContain("\n").contains(report.toString())
                .contains("it is not a MeshBench report.json");
        Files.writeString(report, "not json");
        err.getBuffer().setLength(0);
        assertThat(page(folder)).isEqualTo(2);
        assertThat(err.toString()).contains(report + ": line 1: not valid JSON");
        assertThat(folder.resolve("page.md")).doesNotExist();
    }
}
