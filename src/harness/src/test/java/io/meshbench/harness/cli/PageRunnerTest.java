package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.benchmark.page.PageEntry;
import io.meshbench.harness.benchmark.page.PageFile;
import io.meshbench.harness.benchmark.page.PagePlanFile;
import io.meshbench.harness.benchmark.page.PageRunOptions;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Commands;
import io.meshbench.results.api.Reports;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page run's loop: statuses in page-plan.json, failures, bad input, Ctrl-C, resume and the probe reused. */
class PageRunnerTest {

    private static final Path SCENARIOS = Path.of("../../scenarios").toAbsolutePath().normalize();

    @TempDir
    Path pageFolder;

    /** Where a test keeps the report.json its fake `run` copies in. */
    @TempDir
    Path sources;

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final AtomicBoolean stopping = new AtomicBoolean();
    /** What the fake {@code run} does per scenario: an exit code, and whether it writes a finished report. */
    private final Map<String, Integer> exits = new HashMap<>();
    private final List<String> launched = new ArrayList<>();
    private final Map<String, List<String>> optionsOf = new HashMap<>();
    /** A real report.json the fake `run` writes for a scenario (else a report comparing nothing). */
    private final Map<String, Path> reportOf = new HashMap<>();
    /** The adaptive rounds the page asked for: scenario and options. */
    private final List<String> added = new ArrayList<>();

    private PageFile page = new PageFile("p", SCENARIOS.resolve("pages/p.yaml"), List.of(
            entry("router"), entry("removal"), entry("startup")));

    private static PageEntry entry(String scenario) {
        return new PageEntry(scenario, SCENARIOS.resolve(scenario + ".yaml"), "Section " + scenario, null, null);
    }

    private PagePlanFile plan() {
        List<PagePlanFile.Entry> entries = new ArrayList<>();
        entries.add(new PagePlanFile.Entry("router", "router", "Section router", 600, 11.1,
                List.of("50u-30%cap", "100u-60%cap"), null, null, 20, 40, 3, PagePlanFile.PENDING, null, null, null));
        entries.add(new PagePlanFile.Entry("removal", "removal", "Section removal", 600, 11.1,
                List.of("50u-30%cap", "100u-60%cap"), null, null, 20, 40, 3, PagePlanFile.PENDING, null, null, null));
        entries.add(new PagePlanFile.Entry("startup", "startup", "Section startup", 600, 11.1,
                List.of("1cpu", "2cpu"), null, null, 0, 0, 3, PagePlanFile.PENDING, null, null, null));
        PagePlanFile plan = new PagePlanFile("p", null, 5400, "./mvnw verify -Psermant-page", List.of(), entries);
        plan.writeTo(pageFolder);
        return plan;
    }

    /** A fake `run`: writes meta.json (router's with a probed capacity) and, on exit 0 or 1, a finished report.json. */
    private PageRunner.Outcome fakeRun(PageEntry entry, Path folder, List<String> options) {
        launched.add(entry.scenario());
        optionsOf.put(entry.scenario(), options);
        int exit = exits.getOrDefault(entry.scenario(), Commands.OK);
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("meta.json"), entry.scenario().equals("router")
                    ? "{\"capacity\": {\"tps\": 200.0, \"users\": 100}}" : "{}");
            if ((exit == Commands.OK || exit == Commands.RUNS_FAILED) && reportOf.containsKey(entry.scenario())) {
                Files.copy(reportOf.get(entry.scenario()), folder.resolve("report.json"),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } else if (exit == Commands.OK || exit == Commands.RUNS_FAILED) {
                Files.writeString(folder.resolve("report.json"), "{\"scenario\": \"" + entry.scenario() + "\", \"comparisons\": []}");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (exit == Commands.INTERRUPTED) {
            stopping.set(true);
        }
        return new PageRunner.Outcome(exit, exit == Commands.OK ? null : "reason of " + entry.scenario());
    }

    private int run(PagePlanFile plan) {
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        Map<String, Scenario> scenarios = new HashMap<>();
        page.entries().forEach(e -> scenarios.put(e.scenario(), loader.load(e.file())));
        PageRunner.ScenarioLauncher launcher = new PageRunner.ScenarioLauncher() {
            @Override
            public PageRunner.Outcome run(PageEntry entry, Path folder, List<String> options) {
                return fakeRun(entry, folder, options);
            }

            @Override
            public PageRunner.Outcome addRound(PageEntry entry, Path folder, List<String> options) {
                added.add(entry.scenario() + " " + options);
                return fakeRun(entry, folder, options);
            }
        };
        return new PageRunner(page, pageFolder, e -> scenarios.get(e.scenario()), launcher,
                new PrintStream(console, true, StandardCharsets.UTF_8), stopping::get).run(plan);
    }

    private Map<String, PagePlanFile.Entry> written() {
        Map<String, PagePlanFile.Entry> byName = new HashMap<>();
        PagePlanFile.readFrom(pageFolder).scenarios().forEach(e -> byName.put(e.scenario(), e));
        return byName;
    }

    @Test
    void everyScenarioRunsInPageOrderWithOnlyThePlannedOverridesAndEndsDone() {
        assertThat(run(plan())).isEqualTo(Commands.OK);

        assertThat(launched).containsExactly("router", "removal", "startup");
        assertThat(written().values()).extracting(PagePlanFile.Entry::status).containsOnly("done");
        // each scenario's wall time beside its plan, so the next plan's estimates can be checked
        assertThat(written().values()).extracting(PagePlanFile.Entry::elapsedSeconds).doesNotContainNull();
        // router.yaml: 60 s + 120 s, 3 rounds, 50u-1000tps and 100u-2000tps; rounds unchanged are not passed
        assertThat(optionsOf.get("router")).containsExactly("--duration=40s", "--warmup=20s",
                "--levels=50u-30%cap,100u-60%cap");
        // startup.yaml: 0 s + 0 s, 10 rounds
        assertThat(optionsOf.get("startup")).containsExactly("--rounds=3");
    }

    @Test
    void aLaterScenarioOfAProbedTopologyTakesThatCapacityInsteadOfProbingAgain() {
        // a second entry of router.yaml: the same untreated topology and plan
        page = new PageFile("p", SCENARIOS.resolve("pages/p.yaml"), List.of(entry("router"),
                new PageEntry("removal", SCENARIOS.resolve("router.yaml"), "again", null, null), entry("startup")));
        run(plan());
        // router's probe held 200 TPS: the second runs 30 % and 60 % of it
        assertThat(optionsOf.get("removal")).contains("--levels=50u-60tps,100u-120tps");
        assertThat(written().get("removal").levels()).containsExactly("50u-60tps", "100u-120tps");
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("removal reuses the capacity an earlier scenario "
                + "probed on its topology, 200.0 TPS");
    }

    /**
     * A duet entry runs as {@code run --mode=duet --aa-check=true}; the pair's capacity per side is not what one
     * deployment of the same topology held, so it probes its own instead of taking router's 200 TPS.
     */
    @Test
    void aDuetEntryRunsAsDuetsWithTheAaCheckAndProbesItsPairsOwnCapacity() {
        page = new PageFile("p", SCENARIOS.resolve("pages/p.yaml"), List.of(entry("router"),
                new PageEntry("removal", SCENARIOS.resolve("router.yaml"), "again", null, null), entry("startup")));
        PagePlanFile plan = plan().with(new PagePlanFile.Entry("removal", "removal", "Section removal", 600, 11.1,
                List.of("50u-30%cap", "100u-60%cap"), null, null, 20, 40, 3, PagePlanFile.PENDING, null, null,
                PagePlanFile.DUET));

        assertThat(run(plan)).isEqualTo(Commands.OK);

        assertThat(optionsOf.get("removal")).containsExactly("--duration=40s", "--warmup=20s",
                "--levels=50u-30%cap,100u-60%cap", "--mode=duet", "--aa-check=true");
        assertThat(optionsOf.get("router")).doesNotContain("--mode=duet", "--aa-check=true");
        assertThat(written().get("removal").mode()).isEqualTo("duet");
        assertThat(written().get("removal").levels()).containsExactly("50u-30%cap", "100u-60%cap");
        assertThat(console.toString(StandardCharsets.UTF_8)).doesNotContain("removal reuses the capacity");
    }

    @Test
    void theSharedDeploymentAndTheWorkloadsThePlanChoseArePassedOn() {
        Scenario xds = new ScenarioLoader(Reports.tableNames()).load(SCENARIOS.resolve("xds-routing.yaml"));
        PagePlanFile.Entry planned = new PagePlanFile.Entry("xds-routing", "xds-routing", "xDS", 600, 11.1,
                xds.load().levels().stream().map(Level::name).toList(), List.of("okhttp2"), true, xds.load().warmup().toSeconds(),
                xds.load().duration().toSeconds(), xds.load().rounds(), PagePlanFile.PENDING, null, null, null);

        assertThat(PageRunOptions.of(xds, planned)).containsExactly("--workloads=okhttp2",
                "--levels-share-deployment=true");
    }

    @Test
    void removalProbesItsOwnCapacity() {
        run(plan());
        // removal.jmx and its providers' metadata differ from router's: its baseline's capacity may differ, so it probes
        assertThat(optionsOf.get("removal")).contains("--levels=50u-30%cap,100u-60%cap");
    }

    @Test
    void aFailedScenarioIsRecordedWithItsReasonAndThePageGoesOn() {
        exits.put("router", Commands.RUNS_FAILED);

        assertThat(run(plan())).isEqualTo(Commands.RUNS_FAILED);

        assertThat(launched).containsExactly("router", "removal", "startup");
        assertThat(written().get("router").status()).isEqualTo("failed");
        assertThat(written().get("router").reason()).isEqualTo("reason of router");
        assertThat(written().get("startup").status()).isEqualTo("done");
    }

    @Test
    void badInputStopsThePageAndMarksTheRestSkipped() {
        exits.put("removal", Commands.BAD_INPUT);

        assertThat(run(plan())).isEqualTo(Commands.BAD_INPUT);

        assertThat(launched).containsExactly("router", "removal");
        assertThat(written().get("removal").status()).isEqualTo("failed");
        assertThat(written().get("startup").status()).isEqualTo("skipped");
        assertThat(written().get("startup").reason()).contains("stopped at removal on bad input");
    }

    @Test
    void ctrlCStopsThePageAndLeavesTheCurrentScenarioPending() {
        exits.put("removal", Commands.INTERRUPTED);

        assertThat(run(plan())).isEqualTo(Commands.INTERRUPTED);

        assertThat(launched).containsExactly("router", "removal");
        assertThat(written().get("router").status()).isEqualTo("done");
        assertThat(written().get("removal").status()).isEqualTo("pending");
        assertThat(written().get("startup").status()).isEqualTo("pending");
    }

    @Test
    void resumeSkipsAFinishedScenarioAndMovesAPartlyWrittenOneAsideBeforeRunningItAgain() throws IOException {
        exits.put("removal", Commands.INTERRUPTED);
        PagePlanFile plan = plan();
        run(plan);
        Path partial = pageFolder.resolve("removal");
        assertThat(partial.resolve("meta.json")).exists();
        assertThat(partial.resolve("report.json")).doesNotExist();
        launched.clear();
        exits.clear();
        stopping.set(false);

        // resumed: the plan read back from the page folder
        assertThat(run(PagePlanFile.readFrom(pageFolder))).isEqualTo(Commands.OK);

        assertThat(launched).containsExactly("removal", "startup");
        assertThat(pageFolder.resolve("removal.partial-1/meta.json")).exists();
        assertThat(pageFolder.resolve("removal/report.json")).exists();
        assertThat(written().values()).extracting(PagePlanFile.Entry::status).containsOnly("done");
        assertThat(console.toString(StandardCharsets.UTF_8))
                .contains("router finished already")
                .contains("removal was partly written: moved aside to " + pageFolder.resolve("removal.partial-1"));
    }

    @Test
    void aHalfWrittenReportIsNoFinishedScenario() throws IOException {
        Files.createDirectories(pageFolder.resolve("router"));
        Files.writeString(pageFolder.resolve("router/report.json"), "{\"scenario\": \"rou");

        run(plan());

        assertThat(launched).containsExactly("router", "removal", "startup");
        assertThat(pageFolder.resolve("router.partial-1/report.json")).exists();
    }

    @Test
    void theReasonIsRunsLastErrorLine() {
        assertThat(InProcessRun.reason("some output\nmeshbench run: 2 run(s) failed; see their run.json under /x\n", 1))
                .isEqualTo("2 run(s) failed; see their run.json under /x");
        assertThat(InProcessRun.reason("", 1)).isEqualTo("meshbench run exited 1");
    }

    @Test
    void afterThePlannedRunsAnUndecidedScenarioTakesAdaptiveRoundsIntoItsFolderWithItsPlannedOptions()
            throws IOException {
        // a 3-round router report whose heap cells (+4, +8, +6 MB, margin ±10 MB) a round or two more would decide
        Path report = sources.resolve("report.json");
        Files.writeString(report, Files.readString(Path.of("../results/src/test/resources/page/router/report.json"))
                .replaceAll("6\\.0,\\s*7\\.4,\\s*8\\.8", "4.0, 8.0, 6.0"));
        page = new PageFile("p", SCENARIOS.resolve("pages/p.yaml"), List.of(entry("router")));
        reportOf.put("router", report);
        PagePlanFile plan = new PagePlanFile("p", null, 5400, "./mvnw verify -Psermant-page", List.of(),
                List.of(new PagePlanFile.Entry("router", "router", "Section router", 600, 11.1,
                        List.of("20u-100tps", "50u-1000tps"), null, null, 20, 40, 3, PagePlanFile.PENDING, null, null,
                        "sequential")));
        plan.writeTo(pageFolder);

        assertThat(run(plan)).isEqualTo(Commands.OK);

        assertThat(added).as(console.toString(StandardCharsets.UTF_8)).isNotEmpty();
        assertThat(added.get(0)).isEqualTo("router [--duration=40s, --warmup=20s, --rounds=4, "
                + "--levels=20u-100tps,50u-1000tps]");
        PagePlanFile.Entry router = written().get("router");
        assertThat(router.looks()).startsWith(3, 4);
        assertThat(router.rounds()).isEqualTo(router.looks().get(router.looks().size() - 1));
        assertThat(PagePlanFile.readFrom(pageFolder).adaptive()).startsWith(added.size() + " adaptive round(s) added; ");
    }
}
