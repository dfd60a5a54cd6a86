package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.duet.DuetSide;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.LoadModel;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DuetPlanTest {

    static final String ROUTER = Path.of("../../jmx/router.jmx").toAbsolutePath().normalize().toString();

    /** {@link BenchmarkPlanTest#scenario} with a real plan, which a duet plan is made of. */
    static Scenario scenario(int rounds, boolean levelsShareDeployment) {
        Scenario plain = BenchmarkPlanTest.scenario(rounds, List.of(new Level(null, 5, 20)));
        return plain.withPlan(plain.plan().withFiles(ROUTER, null).withLoadModel(LoadModel.CLOSED))
                .withLoad(plain.load().withSharedDeployment(levelsShareDeployment));
    }

    @Test
    void eachTreatmentBesideTheBaselinePerRoundWithTheSidesSwappedBetweenRounds() {
        DuetPlan plan = DuetPlan.of(scenario(2, false));

        assertThat(plan.duets()).extracting(d -> d.treated().round() + d.treated().treatment().name()
                + d.baseline().treatment().name() + d.order().get(0).id())
                .containsExactly("1BAbaseline", "1CAbaseline", "2CAtreated", "2BAtreated");
        assertThat(plan.duets()).allMatch(d -> d.order().containsAll(List.of(DuetSide.BASELINE, DuetSide.TREATED)));
        assertThat(plan.duets()).extracting(DuetPlan.Duet::index).containsExactly(1, 2, 3, 4);
        assertThat(plan.describe()).contains("Plan (duet mode): scenario s, 4 duet(s) = 2 treatment(s) beside the baseline");
    }

    @Test
    void theFirstTreatmentsBaselineSideIsTheBaselineRunTheOthersKeepTheirsInTheDuetFolder() {
        DuetPlan plan = DuetPlan.of(scenario(1, false));
        Path benchmark = Path.of("/results/s/1");
        DuetPlan.Duet b = plan.duets().get(0);
        DuetPlan.Duet c = plan.duets().get(1);

        assertThat(b.baselineFolderIn(benchmark)).isEqualTo(Path.of("/results/s/1/runs/A/5u-20tps/1"));
        assertThat(b.treatedFolderIn(benchmark)).isEqualTo(Path.of("/results/s/1/runs/B/5u-20tps/1"));
        assertThat(c.baselineFolderIn(benchmark)).isEqualTo(Path.of("/results/s/1/duets/C/5u-20tps/1/baseline"));
        assertThat(c.folderIn(benchmark)).isEqualTo(Path.of("/results/s/1/duets/C/5u-20tps/1"));
    }

    @Test
    void aScenarioWithOnlyTheBaselineIsRefusedBeforeAnythingStarts() {
        Scenario shared = scenario(1, true);
        assertThat(DuetPlan.of(shared).describe()).contains("levelsShareDeployment does not apply to duets");
        Scenario alone = shared.withTreatments(List.of(shared.baseline()));
        assertThatThrownBy(() -> DuetPlan.of(alone)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("-Daa.check=true for a duet A/A");
    }

    @Test
    void aPlanThatCannotBeMadeIntoADuetIsRefusedBeforeAnythingStarts() {
        Scenario missing = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 5, 20)));
        assertThatThrownBy(() -> DuetPlan.of(missing)).isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("scenario s, --mode duet: p.jmx: not a JMeter plan that can be read");
    }

    /**
     * An at-rest level has no load for one JMeter to offer both sides: the duet executor would have run the duet plan
     * at 0 users. It is refused before anything starts, as the page's duet entries are checked too.
     */
    @Test
    void anAtRestLevelIsRefusedBeforeAnythingStarts() {
        Scenario plain = scenario(1, false);
        Scenario atRest = plain.withLoad(plain.load().withLevels(List.of(Level.atRest("at-rest"),
                new Level(null, 5, 20))));

        assertThatThrownBy(() -> DuetPlan.of(atRest)).isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("scenario s, --mode duet: an at-rest level measures one deployment without load")
                .hasMessageContaining("run this scenario without --mode duet, or give --levels without its at-rest levels");
    }

    /** Each duet's load and two deployments, at the set-up given (a page entry's measured one) or the general minute. */
    @Test
    void theExpectedTimeCountsTwoDeploymentsPerDuetAtTheSetUpGiven() {
        DuetPlan plan = DuetPlan.of(scenario(2, false));
        java.time.Duration load = plan.duets().get(0).treated().loadTime();

        assertThat(plan.duets()).hasSize(4);
        assertThat(plan.expectedTime(java.time.Duration.ofSeconds(35)))
                .isEqualTo(load.multipliedBy(4).plus(java.time.Duration.ofSeconds(4 * 2 * 35)));
        assertThat(plan.expectedTime()).isEqualTo(plan.expectedTime(DeploymentSetUp.STARTED_HERE.perDeployment()));
        assertThat(plan.probeTime(java.time.Duration.ofSeconds(35))).isZero();
    }

    /**
     * Capacity-relative levels were refused in duet mode ("probed on one deployment"); now the duet pair is probed
     * first (CapacityProbe.pair), so the plan accepts them and says what they are shares of.
     */
    @Test
    void capacityRelativeLevelsAreAcceptedInDuetModeAsSharesOfThePairsCapacity() {
        Scenario plain = BenchmarkPlanTest.scenario(2, List.of(Level.parseShorthand("20u-30%cap", 1)));
        Scenario capped = plain.withPlan(plain.plan().withFiles(ROUTER, null).withLoadModel(LoadModel.CLOSED));

        DuetPlan plan = DuetPlan.of(capped);

        assertThat(plan.duets()).hasSize(4);
        assertThat(plan.duets().get(0).treated().level().describeRate()).isEqualTo("30% of capacity");
        assertThat(plan.describe()).contains("first: capacity probe of the duet pair, two baseline deployments side "
                + "by side, unthrottled with 20 users each for 4m00s (warm-up until settled, at most 3m00s, then at least 1m00s "
                + "measured); capacity-relative levels are shares of what the pair holds per side, offered to each side");
        assertThat(CapacityProbe.needed(capped)).isTrue();
        Scenario nominal = capped.withLoad(capped.load().withLevels(List.of(new Level(null, 20, 30))));
        assertThat(plan.expectedTime()).as("the probe's load and its two deployments come on top")
                .isEqualTo(DuetPlan.of(nominal).expectedTime().plus(java.time.Duration.ofMinutes(4))
                        .plus(DeploymentSetUp.STARTED_HERE.perDeployment().multipliedBy(2)));
    }
}
