package io.meshbench.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.scenario.Level;
import io.meshbench.scenario.Scenario;
import io.meshbench.scenario.TreatmentKind;
import io.meshbench.scenario.TreatmentSpec;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

public class BenchmarkPlanTest {

    public static TreatmentSpec treatment(String name) {
        return new TreatmentSpec(name, null, name.equals("A") ? TreatmentKind.BASELINE : TreatmentKind.JAVAAGENT,
                null, null, null, null, null, null);
    }

    public static Scenario scenario(int rounds, List<Level> levels) {
        return new Scenario("s", null, "p.jmx", "consumer", "/", null, null, null, levels, Duration.ofSeconds(60),
                Duration.ofSeconds(120), rounds, List.of(treatment("A"), treatment("B"), treatment("C")),
                null, null, null, null, null);
    }

    @Test
    void rotatesTheTreatmentOrderBetweenRounds() {
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(3, List.of(new Level(null, 5, 20))));

        assertThat(plan.runs()).extracting(run -> run.round() + run.treatment().name())
                .containsExactly("1A", "1B", "1C", "2B", "2C", "2A", "3C", "3A", "3B");
        assertThat(plan.runs()).extracting(PlannedRun::index).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
    }

    @Test
    void everyLevelGetsEveryTreatmentInEachRound() {
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(2, List.of(new Level(null, 50, 1000), new Level(null, 100, 2000))));

        assertThat(plan.runs()).hasSize(12);
        assertThat(plan.runs()).extracting(run -> run.round() + run.level().name() + run.treatment().name())
                .startsWith("150u-1000tpsA", "150u-1000tpsB", "150u-1000tpsC", "1100u-2000tpsA")
                .contains("2100u-2000tpsA");
    }

    @Test
    void expectedTimeCountsLoadAndSetupOfEveryRun() {
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(1, List.of(new Level(null, 5, 20))));

        assertThat(plan.expectedTime()).isEqualTo(Duration.ofSeconds(3 * (60 + 120 + 60)));
        assertThat(plan.describe()).contains("3 run(s) = 3 treatment(s) x 1 level(s) x 1 round(s)")
                .contains("Expected time: about 12m00s");
    }

    @Test
    void runFolderFollowsTheResultsLayout() {
        PlannedRun run = BenchmarkPlan.of(scenario(1, List.of(new Level(null, 5, 20)))).runs().get(1);

        assertThat(run.folderIn(java.nio.file.Path.of("/r"))).isEqualTo(java.nio.file.Path.of("/r/runs/B/5u-20tps/1"));
    }
}
