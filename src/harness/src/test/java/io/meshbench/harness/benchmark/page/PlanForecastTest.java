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
        VarianceComponents c = StoredVariance.components("cpuMsPerRequest", List.of(new double[] {0.01, 0.24, 24}),
                "test");
        assertThat(c.between()).isCloseTo(0.01, within(1e-12));
        assertThat(c.within()).isCloseTo(0.24, within(1e-12));
        assertThat(c.margin()).isEqualTo(0.05);
        // a large A/A delta is mostly between deployments
        VarianceComponents large = StoredVariance.components("cpuMsPerRequest",
                List.of(new double[] {0.09, 0.24, 24}), "test");
        assertThat(large.between()).isCloseTo(0.08, within(1e-12));
    }

    @Test
    void readsTheReferenceRunsDuetAaPerScenarioAndPooled() {
        StoredVariance stored = StoredVariance.read(REFERENCE);

        assertThat(stored.byScenario()).containsOnlyKeys("removal", "router");
        assertThat(stored.pooled()).containsKeys("cpuMsPerRequest", "p90", "p95", "throughput", "heap", "metaspace");
        VarianceComponents routerCpu = stored.of("router").get("cpuMsPerRequest");
        // the router A/A's CPU per request delta is 0.155 ms over 22 s; its rows' batch intervals give S
        assertThat(routerCpu.between() + routerCpu.within() / 22).isGreaterThanOrEqualTo(0.155 * 0.155 - 1e-9);
        assertThat(routerCpu.within()).isPositive();
        assertThat(stored.of("xds-routing")).isSameAs(stored.pooled());
        // router's cells of the six figures: two treatments at one level, each figure once
        assertThat(stored.cells("router")).containsEntry("heap", 2).containsEntry("cpuMsPerRequest", 2);
        assertThat(stored.cells("startup")).isEmpty();
    }

    @Test
    void aFolderWithoutADuetAaSaysWhatToGive(@TempDir Path folder) throws Exception {
        Files.createDirectories(folder.resolve("x"));
        Files.writeString(folder.resolve("x/report.json"), "{\"comparisons\": []}");
        assertThatThrownBy(() -> StoredVariance.read(folder)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining(folder.toString()).hasMessageContaining("duet A/A");
    }

    /**
     * With variance components the page run gives the budget's slack to the rounds that make most cells decidable:
     * none without slack; with it, router and removal's heap and metaspace (decidable from 4 rounds at the first
     * look's level) get their rounds, and the plan stays within the budget.
     */
    @Test
    void theBudgetsSlackGoesToTheRoundsThatDecideMost() {
        StoredVariance stored = StoredVariance.read(REFERENCE);
        Path scenarios = Path.of("../../scenarios");
        ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
        List<PagePlanner.Candidate> candidates = java.util.stream.Stream.of("router", "removal")
                .map(name -> new PagePlanner.Candidate(new PageEntry(name, scenarios.resolve(name + ".yaml"), name,
                        null, null, null, List.of(), io.meshbench.harness.duet.RunMode.DUET),
                        loader.load(scenarios.resolve(name + ".yaml")))).toList();
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
        assertThat(roomy.forecast().headlineShare()).isCloseTo(6 / 18.0, within(1e-9));
        assertThat(steps).anySatisfy(step -> assertThat(step).startsWith("router: rounds "));
    }
}
