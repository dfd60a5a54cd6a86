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

    private static final String ROUTER = Path.of("../../jmx/router.jmx").toAbsolutePath().normalize().toString();

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
}
