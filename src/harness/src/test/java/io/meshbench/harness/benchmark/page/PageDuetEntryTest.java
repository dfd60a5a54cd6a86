package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.benchmark.DuetPlan;
import io.meshbench.harness.duet.RunMode;
import io.meshbench.harness.scenario.AaCheck;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.scenario.ScenarioOverrides;
import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A page entry with {@code mode: duet}: read from the page file, refused where {@code run --mode=duet} would refuse the
 * scenario, planned by {@code run}'s own estimate of a duet benchmark (each duet's load and two deployments, the pair's
 * probe), and shown as a duet in the plan and page-plan.json.
 */
class PageDuetEntryTest {

    private static final Path SCENARIOS = Path.of("../../scenarios").toAbsolutePath().normalize();
    private static final ScenarioLoader LOADER = new ScenarioLoader(Reports.tableNames());
    private static final Duration ROUTER_SET_UP = Duration.ofSeconds(35);

    @TempDir
    Path dir;

    private Path pageFile(String entries) throws IOException {
        Path pages = Files.createDirectories(dir.resolve("pages"));
        return Files.writeString(pages.resolve("p.yaml"), "page: p\nscenarios:\n" + entries);
    }

    private static String file(String scenario) {
        return SCENARIOS.resolve(scenario + ".yaml").toString();
    }

    private static PagePlanner.Candidate candidate(String scenario, RunMode mode, Duration setUp) {
        Path file = SCENARIOS.resolve(scenario + ".yaml");
        return new PagePlanner.Candidate(new PageEntry(scenario, file, scenario, null, null, setUp, List.of(), mode),
                LOADER.load(file));
    }

    @Test
    void theModeIsReadFromThePageFileAndSequentialWhenLeftOut() throws IOException {
        PageFile page = new PageFileLoader().load(pageFile(
                "  - {scenario: router, section: R, file: " + file("router") + ", mode: duet}\n"
                        + "  - {scenario: removal, section: S, file: " + file("removal") + "}\n"
                        + "  - {scenario: startup, section: T, file: " + file("startup") + ", mode: sequential}\n"));

        assertThat(page.entries()).extracting(PageEntry::mode)
                .containsExactly(RunMode.DUET, RunMode.SEQUENTIAL, RunMode.SEQUENTIAL);
        assertThat(page.entry("router").orElseThrow().duet()).isTrue();
    }

    @Test
    void anUnknownModeIsRefusedNamingTheFileAndTheLine() throws IOException {
        Path file = pageFile("  - {scenario: router, section: R, file: " + file("router") + "}\n"
                + "  - {scenario: removal, section: S, file: " + file("removal") + ", mode: side-by-side}\n");

        assertThatThrownBy(() -> new PageFileLoader().load(file)).isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith(file.toAbsolutePath().toString())
                .hasMessageContaining("line 4")
                .hasMessageContaining("mode: 'side-by-side' is not a mode: give duet");
    }

    /**
     * What run --mode=duet refuses (DuetPlan's own checks, not a copy) is refused for the page before anything runs,
     * naming the page file and the entry: probe counters (the database, the MQ jobs), at-rest levels (xDS, start-up).
     */
    @Test
    void aScenarioThatCannotRunAsADuetIsRefusedNamingThePageFileAndTheEntry() {
        Path page = dir.resolve("p.yaml");
        for (String scenario : List.of("database-write-prohibition", "mq-tag-transmission", "mq-consume-prohibition")) {
            PagePlanner.Candidate c = candidate(scenario, RunMode.DUET, null);
            assertThatThrownBy(() -> c.entry().requireDuetPossible(c.scenario(), page))
                    .isInstanceOf(ScenarioException.class)
                    .hasMessageStartingWith(page + ": scenario " + scenario + ", mode: duet cannot run: ")
                    .hasMessageContaining("probe.counters are read on one target, and a duet has two")
                    .hasMessageEndingWith("(in the page file: leave `mode: duet` out of this entry)");
        }
        for (String scenario : List.of("xds-discovery", "xds-routing", "xds-flowcontrol", "startup")) {
            PagePlanner.Candidate c = candidate(scenario, RunMode.DUET, null);
            assertThatThrownBy(() -> c.entry().requireDuetPossible(c.scenario(), page))
                    .as(scenario).isInstanceOf(ScenarioException.class)
                    .hasMessageStartingWith(page + ": scenario " + scenario + ", mode: duet cannot run: ")
                    .hasMessageContaining("at-rest level");
        }
        for (String scenario : List.of("router", "removal", "tag-transmission")) {
            PagePlanner.Candidate c = candidate(scenario, RunMode.DUET, null);
            assertThatCode(() -> c.entry().requireDuetPossible(c.scenario(), page)).as(scenario).doesNotThrowAnyException();
        }
        PagePlanner.Candidate sequential = candidate("database-write-prohibition", RunMode.SEQUENTIAL, null);
        assertThatCode(() -> sequential.entry().requireDuetPossible(sequential.scenario(), page)).doesNotThrowAnyException();
    }

    /**
     * Router at the page's floors (50u-30%cap, 10 s + 24 s, 1 round, 35 s per deployment): sequentially 3 runs on 3
     * deployments plus the probe on one, 3 x 34 + 3 x 35 + (240 + 35) = 482 s; as duets, its 2 treatments and the duet
     * A/A beside a baseline each, 3 x (34 + 2 x 35), plus the pair's probe on two deployments, 240 + 2 x 35: 622 s.
     */
    @Test
    void aDuetEntryIsPlannedByRunsOwnEstimateOfADuetBenchmark() {
        SizingKnobs floors = new SizingKnobs(List.of("50u-30%cap"), Duration.ofSeconds(10), Duration.ofSeconds(24), 1,
                List.of(), true);
        PlannedTime time = new PlannedTime();

        Duration sequential = time.sizings(List.of(candidate("router", RunMode.SEQUENTIAL, ROUTER_SET_UP)),
                List.of(floors)).get(0).planned();
        Duration duet = time.sizings(List.of(candidate("router", RunMode.DUET, ROUTER_SET_UP)),
                List.of(floors)).get(0).planned();

        // four treatments: the agent without a rule, the published rule to one provider, the spreading rule, the A/A
        assertThat(sequential).isEqualTo(Duration.ofSeconds(4 * 34 + 4 * 35 + 240 + 35));
        assertThat(duet).isEqualTo(Duration.ofSeconds(4 * (34 + 2 * 35) + 240 + 2 * 35)).isEqualTo(Duration.ofSeconds(726));
        // the one definition: what run --mode=duet --aa-check=true prints as its expected time, with the entry's set-up
        Scenario asRun = LOADER.load(SCENARIOS.resolve("router.yaml"), ScenarioOverrides.none()
                .with(ScenarioOverrides.LEVELS, "50u-30%cap").with(ScenarioOverrides.WARMUP, "10s")
                .with(ScenarioOverrides.DURATION, "24s").with(ScenarioOverrides.ROUNDS, "1"));
        assertThat(duet).isEqualTo(DuetPlan.of(AaCheck.addTo(asRun)).expectedTime(ROUTER_SET_UP));
    }

    /**
     * With a week's budget only the levels change (50u-30%cap, 100u-60%cap): 4 duets per level and round (3 treatments
     * and the A/A) x 2 levels x 3 rounds, each 60 s + 120 s of load and two deployments of 35 s (a round's levels
     * cannot share a deployment in a duet), plus the pair's probe: 24 x 250 + 310 = 6310 s.
     */
    @Test
    void aDuetEntryCountsEveryDuetOnTwoFreshDeploymentsAndThePairsProbe() {
        PagePlanner.Plan plan = new PagePlanner(new MachineEstimate(2)).plan("p",
                List.of(candidate("router", RunMode.DUET, ROUTER_SET_UP)), Duration.ofDays(7));

        ScenarioSizing router = plan.scenarios().get(0);
        assertThat(router.levels()).containsExactly("50u-30%cap", "100u-60%cap");
        assertThat(router.planned()).isEqualTo(Duration.ofSeconds(24 * (60 + 120 + 2 * 35) + 240 + 2 * 35));
        assertThat(router.describe()).contains(", as duets with a duet A/A");
    }

    @Test
    void thePlanTableAndPagePlanJsonShowTheMode() {
        PagePlanner.Plan plan = new PagePlanner(new MachineEstimate(2)).plan("p", List.of(
                candidate("router", RunMode.DUET, ROUTER_SET_UP), candidate("removal", RunMode.SEQUENTIAL, null)),
                Duration.ofDays(7));
        PagePlanFile file = PagePlanFile.of(plan, "run-page p.yaml");

        assertThat(file.scenarios()).extracting(PagePlanFile.Entry::mode).containsExactly("duet", "sequential");
        // a duet deploys both sides afresh for every level: the scenario's levelsShareDeployment does not apply
        assertThat(file.scenarios().get(0).shareDeployment()).isNull();
        assertThat(file.scenarios().get(1).shareDeployment()).isTrue();
        assertThat(PlanTable.of(file)).contains("| 1m00s | 2m00s | 3, duets beside the baseline + a duet A/A |")
                .contains("| 1m00s | 2m00s | 3, one deployment per treatment |");
    }

    @Test
    void aDuetPairsCapacityIsNotOneDeploymentsSoNeitherReusesTheOthersProbe() {
        Scenario router = LOADER.load(SCENARIOS.resolve("router.yaml"));
        assertThat(PagePlanner.capacityKey(router, true)).isNotEqualTo(PagePlanner.capacityKey(router, false));

        PagePlanner.Candidate again = new PagePlanner.Candidate(new PageEntry("router-duet",
                SCENARIOS.resolve("router.yaml"), "again", null, null, null, List.of(), RunMode.DUET), router);
        PagePlanner.Plan plan = new PagePlanner(new MachineEstimate(2)).plan("p",
                List.of(candidate("router", RunMode.SEQUENTIAL, null), again), Duration.ofDays(7));

        assertThat(plan.scenarios()).extracting(ScenarioSizing::probeReusedFrom).containsOnlyNulls();
    }
}
