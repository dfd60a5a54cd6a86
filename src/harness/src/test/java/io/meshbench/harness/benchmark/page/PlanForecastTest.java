package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Variance components from the committed reference page run (docs/results/sermant-2.2.0) and what they predict; the
 * forecast of the shipped page's default plan is PageShippedSermantPageTest's (it plans that page once).
 */
class PlanForecastTest {

    private static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");
    /** The router's duet A/A over 5 rounds after 10 s and after 90 s of warm-up (docs/page-run.md, the pilot). */
    private static final Path PILOT_10S = Path.of("../../docs/results/pilots/router-aa-10s");
    private static final Path PILOT_90S = Path.of("../../docs/results/pilots/router-aa-90s");

    @Test
    void aRoundsDeltaVariesByTheBetweenPartPlusTheWithinPartOverTheWindow() {
        VarianceComponents c = new VarianceComponents("heap", "MB", 10, 4, 240, "test");

        assertThat(c.roundVariance(Duration.ofSeconds(24))).isEqualTo(14.0);
        // 3 rounds at factor 2: 2 · sqrt(14 / 3)
        assertThat(c.halfWidth(3, Duration.ofSeconds(24), 2)).isCloseTo(2 * Math.sqrt(14 / 3.0), within(1e-12));
        assertThat(c.halfWidth(1, Duration.ofSeconds(24), 2)).isInfinite();
        // Kalibera and Jones: sqrt(within · overhead / between) = sqrt(240 · 60 / 4) = 60 s
        assertThat(c.optimalWindow(Duration.ofSeconds(60))).isEqualTo(Duration.ofSeconds(60));
        assertThat(new VarianceComponents("heap", "MB", 10, 4, 0, "test").optimalWindow(Duration.ofSeconds(60)))
                .isNull();
        assertThatThrownBy(() -> new VarianceComponents("heap", "MB", 10, -1, 0, "test"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("heap");
    }

    @Test
    void oneAaPairNeverPutsTheBetweenPartBelowTheWithinPartAtItsWindow() {
        // A/A delta 0.1 (0.01 squared), within S = 0.24 at a 24 s window (0.01): between = max(0.01 - 0.01, 0.01)
        VarianceComponents c = StoredVariance.components("cpuMsPerRequest",
                List.of(new StoredVariance.Observation(0.01, 0.24, 24, 1)), "test");
        assertThat(c.between()).isCloseTo(0.01, within(1e-12));
        assertThat(c.within()).isCloseTo(0.24, within(1e-12));
        assertThat(c.margin()).isEqualTo(0.05);
        // a large A/A delta is mostly between deployments
        VarianceComponents large = StoredVariance.components("cpuMsPerRequest",
                List.of(new StoredVariance.Observation(0.09, 0.24, 24, 1)), "test");
        assertThat(large.between()).isCloseTo(0.08, within(1e-12));
    }

    @Test
    void observationsArePooledByTheirDegreesOfFreedom() {
        // one pair (1 degree of freedom) says 0.09, five rounds (4) say 0.04: (0.09 + 4 · 0.04) / 5 = 0.05
        VarianceComponents c = StoredVariance.components("heap", List.of(new StoredVariance.Observation(0.09, 0, 0, 1),
                new StoredVariance.Observation(0.04, 0, 0, 5)), "test");
        assertThat(c.between()).isCloseTo(0.05, within(1e-12));
        assertThat(c.within()).isZero();
        assertThat(c.source()).endsWith("(6 pairs)");
        // a pilot over rounds tells no within-run part: the one pair that measured it gives it alone
        VarianceComponents mixed = StoredVariance.components("heap", List.of(
                new StoredVariance.Observation(0.09, 0.24, 24, 1), new StoredVariance.Observation(0.04, 0, 0, 5)),
                "test");
        assertThat(mixed.within()).isCloseTo(0.24, within(1e-12));
    }

    /**
     * A pilot of 5 duet rounds tells a round's variance from its A/A interval ((half-width / t(4))² · 5), and the
     * components are kept per warm-up: a plan is forecast with those measured after the longest stored warm-up not
     * above its own. The router's pilot: CPU per request ±0.0781 ms after 90 s (a round's sd 0.0629 ms), ±0.715 ms
     * after 10 s.
     */
    @Test
    void aPilotsRoundsGiveTheVarianceAndAPlanIsForecastWithTheWarmupItWillHave() {
        StoredVariance stored = StoredVariance.read(List.of(REFERENCE, PILOT_10S, PILOT_90S));

        assertThat(stored.warmups()).containsExactly(Duration.ofSeconds(10), Duration.ofSeconds(90));
        assertThat(stored.byScenario()).containsKeys("router (10s warm-up)", "router-aa-pilot (1m30s warm-up)");
        VarianceComponents warm = stored.byScenario().get("router-aa-pilot (1m30s warm-up)").get("cpuMsPerRequest");
        double t4 = 2.7764451051977987;
        assertThat(Math.sqrt(warm.between())).isCloseTo(0.07814615 / t4 * Math.sqrt(5), within(1e-6));
        assertThat(warm.within()).as("a pilot over rounds has no within-deployment interval").isZero();

        VarianceComponents at90 = stored.of("router", Duration.ofSeconds(90)).get("cpuMsPerRequest");
        VarianceComponents at10 = stored.of("router", Duration.ofSeconds(10)).get("cpuMsPerRequest");
        assertThat(at90.between()).isEqualTo(warm.between());
        assertThat(at90.source()).isEqualTo("pooled over the duet A/A of router-aa-pilot after 1m30s warm-up (5 pairs)");
        assertThat(stored.of("removal", Duration.ofMinutes(5))).as("longer than any: the longest measured")
                .isSameAs(stored.of("router", Duration.ofSeconds(90)));
        assertThat(stored.of("router", Duration.ofSeconds(60))).isSameAs(stored.of("router", Duration.ofSeconds(10)));
        assertThat(stored.measuredWarmup(Duration.ofSeconds(5))).as("shorter than any: the shortest")
                .isEqualTo(Duration.ofSeconds(10));
        // the cold JVMs' spread is many times the warm ones'
        assertThat(at10.roundVariance(Duration.ofSeconds(24))).isGreaterThan(25 * at90.roundVariance(
                Duration.ofSeconds(24)));
        assertThat(at10.source()).contains("router, removal, router-aa-pilot after 10s warm-up");
    }

    /**
     * Given the pilots, the search buys the 90 s warm-up for router and removal: CPU per request, never decidable within
     * the design's 10 rounds after 10 s, is after 90 s. It is not a free gain: the pilot's P95 and throughput spread
     * wider after 90 s than after 10 s (one pilot, 4 degrees of freedom each), so the share of decidable cells need
     * not rise; what the cells measure does change, from compiling JVMs to warm ones (docs/page-run.md).
     */
    @Test
    void theSearchBuysALongerWarmupWhereItDecidesWhatRoundsCannot() {
        List<PagePlanner.Candidate> candidates = routerAndRemoval();
        PagePlanner.Plan tight = new PagePlanner(new MachineEstimate(2)).plan("p", candidates, Duration.ofMinutes(30));

        List<String> coldSteps = new java.util.ArrayList<>();
        RoundsForGoal.Outcome cold = new RoundsForGoal().decideMost(candidates, tight,
                StoredVariance.read(List.of(REFERENCE, PILOT_10S)), 10, Duration.ofHours(4), coldSteps);
        List<String> steps = new java.util.ArrayList<>();
        RoundsForGoal.Outcome warm = new RoundsForGoal().decideMost(candidates, tight,
                StoredVariance.read(List.of(REFERENCE, PILOT_10S, PILOT_90S)), 10, Duration.ofHours(4), steps);

        assertThat(coldSteps).noneSatisfy(step -> assertThat(step).contains("warm-up"));
        assertThat(steps).anySatisfy(step -> assertThat(step).startsWith("router: ").contains("warm-up ")
                .contains(" -> 1m30s"));
        assertThat(warm.sizings()).allSatisfy(s -> assertThat(s.warmup()).as(s.describe())
                .isEqualTo(Duration.ofSeconds(90)));
        assertThat(warm.forecast().scenarios()).allSatisfy(s -> assertThat(s.figures()).filteredOn(f ->
                f.figure().equals("cpuMsPerRequest")).allSatisfy(f -> assertThat(f.decidable()).isTrue()));
        assertThat(cold.forecast().scenarios()).allSatisfy(s -> assertThat(s.figures()).filteredOn(f ->
                f.figure().equals("cpuMsPerRequest")).noneSatisfy(f -> assertThat(f.decidable()).isTrue()));
        assertThat(warm.total()).isLessThanOrEqualTo(Duration.ofHours(4));
    }

    @Test
    void readsTheReferenceRunsDuetAaPerScenarioAndPooled() {
        StoredVariance stored = StoredVariance.read(REFERENCE);

        assertThat(stored.byScenario()).containsOnlyKeys("removal (10s warm-up)", "router (10s warm-up)");
        assertThat(stored.warmups()).containsExactly(Duration.ofSeconds(10));
        assertThat(stored.pooled()).containsKeys("cpuMsPerRequest", "p90", "p95", "throughput", "heap", "metaspace");
        VarianceComponents routerCpu = stored.byScenario().get("router (10s warm-up)").get("cpuMsPerRequest");
        // the router A/A's CPU per request delta is 0.150 ms over 22 s; its rows' batch intervals give S
        assertThat(routerCpu.between() + routerCpu.within() / 22).isGreaterThanOrEqualTo(0.150 * 0.150 - 1e-9);
        assertThat(routerCpu.within()).isPositive();
        assertThat(stored.of("xds-routing", Duration.ofSeconds(10))).isSameAs(stored.pooled());
        // router's cells of the six figures: three treatments at one level, each figure once
        assertThat(stored.cells("router")).containsEntry("heap", 3).containsEntry("cpuMsPerRequest", 3);
        assertThat(stored.cells("startup")).isEmpty();
    }

    @Test
    void aFolderWithoutADuetAaSaysWhatToGive(@TempDir Path folder) throws Exception {
        Files.createDirectories(folder.resolve("x"));
        Files.writeString(folder.resolve("x/report.json"), "{\"comparisons\": []}");
        assertThatThrownBy(() -> StoredVariance.read(folder)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining(folder.toString()).hasMessageContaining("neither a benchmark folder");
        Files.writeString(folder.resolve("page-plan.json"), "{\"page\": \"p\", \"scenarios\": [{\"scenario\": "
                + "\"x\", \"warmupSeconds\": 10}]}");
        assertThatThrownBy(() -> StoredVariance.read(folder)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining(folder.toString()).hasMessageContaining("duet A/A");
        Files.writeString(folder.resolve("x/meta.json"), "{\"scenario\": \"x\"}");
        assertThatThrownBy(() -> StoredVariance.read(folder.resolve("x"))).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("meta.json").hasMessageContaining("warmupSeconds");
    }

    /**
     * With variance components the page run gives the budget's slack to the rounds that make most cells decidable:
     * none without slack; with it, router and removal's heap and metaspace (decidable from 4 rounds at the first
     * look's level) get their rounds, and the plan stays within the budget.
     */
    @Test
    void theBudgetsSlackGoesToTheRoundsThatDecideMost() {
        StoredVariance stored = StoredVariance.read(REFERENCE);
        List<PagePlanner.Candidate> candidates = routerAndRemoval();
        PagePlanner planner = new PagePlanner(new MachineEstimate(2));
        PagePlanner.Plan tight = planner.plan("p", candidates, Duration.ofMinutes(30));

        List<String> none = new java.util.ArrayList<>();
        RoundsForGoal.Outcome noSlack = new RoundsForGoal().decideMost(candidates, tight, stored, 10,
                tight.total(), none);
        assertThat(none).isEmpty();
        assertThat(noSlack.sizings()).extracting(ScenarioSizing::rounds).containsExactlyElementsOf(
                tight.scenarios().stream().map(ScenarioSizing::rounds).toList());

        List<String> steps = new java.util.ArrayList<>();
        RoundsForGoal.Outcome roomy = new RoundsForGoal().decideMost(candidates, tight, stored, 10,
                Duration.ofHours(3), steps);
        assertThat(roomy.total()).isLessThanOrEqualTo(Duration.ofHours(3));
        assertThat(roomy.sizings()).allSatisfy(s -> assertThat(s.rounds()).as(s.describe()).isGreaterThanOrEqualTo(4));
        // heap and metaspace: decidable everywhere from 4 rounds (8 of router and removal's 24 cells)
        assertThat(roomy.forecast().scenarios()).allSatisfy(s -> assertThat(s.figures()).filteredOn(f ->
                f.figure().equals("heap") || f.figure().equals("metaspace")).allSatisfy(f ->
                assertThat(f.decidable()).as(s.scenario() + " " + f.figure()).isTrue()));
        assertThat(roomy.forecast().headlineShare()).isGreaterThanOrEqualTo(8 / 24.0);
        assertThat(steps).anySatisfy(step -> assertThat(step).startsWith("router: rounds "));
    }

    private static List<PagePlanner.Candidate> routerAndRemoval() {
        Path scenarios = Path.of("../../scenarios");
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        return java.util.stream.Stream.of("router", "removal")
                .map(name -> new PagePlanner.Candidate(new PageEntry(name, scenarios.resolve(name + ".yaml"), name,
                        null, null, null, List.of(), io.meshbench.harness.duet.RunMode.DUET),
                        loader.load(scenarios.resolve(name + ".yaml")))).toList();
    }
}
