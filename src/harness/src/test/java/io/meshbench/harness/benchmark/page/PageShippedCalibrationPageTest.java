package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.LoadModel;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * scenarios/pages/calibration-page.yaml: the calibration agent's known delay and CPU dose as an ordinary page entry,
 * planned so that its cells can decide (3 duet rounds, an interval over rounds) within the budget its comment names.
 */
class PageShippedCalibrationPageTest {

    private static final Path PAGE = Path.of("../../scenarios/pages/calibration-page.yaml");

    @Test
    void itsOneEntryIsTheCalibrationAgentAsDuetsOverThreeRoundsWithinFortyMinutes() {
        PageFile page = new PageFileLoader().load(PAGE);
        assertThat(page.page()).isEqualTo("calibration-page");
        assertThat(page.entries()).singleElement().satisfies(entry -> {
            assertThat(entry.scenario()).isEqualTo("calibrate-page");
            assertThat(entry.duet()).isTrue();
        });
        Scenario scenario = new ScenarioLoader(Reports.tableNames()).load(page.entries().get(0).file());
        // a delay alone and a CPU dose, each told to the agent exactly as the page will check it
        assertThat(scenario.treatments()).extracting(t -> t.injected()).containsExactly(Map.of(),
                Map.of("delayMs", 2.0), Map.of("cpuMicros", 1000.0, "heapMb", 32.0));
        assertThat(scenario.topology().treatedProcessNames()).containsExactly("consumer");
        assertThat(scenario.plan().loadModel()).isEqualTo(LoadModel.OPEN); // a delay is recovered whole only open

        List<PagePlanner.Candidate> candidates = List.of(new PagePlanner.Candidate(page.entries().get(0), scenario));
        PagePlanner.Plan plan = new PagePlanner(new MachineEstimate(2)).plan(page.page(), candidates,
                Duration.ofMinutes(40));

        System.out.print(PlanTable.of(PagePlanFile.of(plan, "./mvnw verify -Psermant-page -Dpage=calibration-page")));
        assertThat(plan.total()).isLessThanOrEqualTo(Duration.ofMinutes(40));
        assertThat(plan.steps()).as("nothing given up").isEmpty();
        assertThat(PagePlanFile.of(plan, "").scenarios()).singleElement().satisfies(entry -> {
            assertThat(entry.mode()).isEqualTo("duet");
            assertThat(entry.rounds()).isEqualTo(3);
        });
    }
}
