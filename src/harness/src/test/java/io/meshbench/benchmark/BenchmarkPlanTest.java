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
                null, null, null, null, null, null, null, null, null);
    }

    /** {@link #scenario} with the loop's options: warm-up by requests and levels sharing a deployment. */
    static Scenario scenario(int rounds, List<Level> levels, int warmupRequests, boolean levelsShareDeployment) {
        Scenario plain = scenario(rounds, levels);
        return new Scenario(plain.name(), null, plain.plan(), plain.target(), plain.path(), null, null, null, levels,
                plain.warmup(), plain.duration(), rounds, plain.treatments(), null, null, null, null, null,
                warmupRequests, null, null, levelsShareDeployment);
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

    @Test
    void levelsSharingADeploymentRunTogetherPerTreatmentWithBothOrdersRotated() {
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(2, List.of(new Level(null, 50, 1000), new Level(null, 100, 2000)),
                0, true));

        assertThat(plan.runs()).extracting(run -> run.round() + run.treatment().name() + run.level().users())
                .containsExactly("1A50", "1A100", "1B50", "1B100", "1C50", "1C100",
                        "2B100", "2B50", "2C100", "2C50", "2A100", "2A50");
        assertThat(plan.deployments()).hasSize(6).allSatisfy(group -> assertThat(group).hasSize(2));
        assertThat(plan.deployments().get(3)).extracting(PlannedRun::index).containsExactly(7, 8);
        // 12 runs of 180 s load, 6 deployments of 60 s set-up instead of 12
        assertThat(plan.expectedTime()).isEqualTo(Duration.ofSeconds(12 * 180 + 6 * 60));
        assertThat(plan.describe()).contains("on 6 deployment(s)").contains("one deployment per treatment");
    }

    @Test
    void withoutSharingEveryRunHasADeploymentOfItsOwn() {
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(1, List.of(new Level(null, 50, 1000), new Level(null, 100, 2000))));

        assertThat(plan.deployments()).hasSize(6).allSatisfy(group -> assertThat(group).hasSize(1));
    }

    @Test
    void aWarmupByRequestsLastsLongerAtLowRatesOnly() {
        // 60 s of warm-up; 20,000 requests take 200 s at 100 TPS, 20 s at 1000 TPS
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(1, List.of(new Level(null, 10, 100), new Level(null, 50, 1000)),
                20_000, false));

        assertThat(plan.runs()).filteredOn(run -> run.level().targetTps() == 100)
                .allSatisfy(run -> assertThat(run.warmup()).isEqualTo(Duration.ofSeconds(200)));
        assertThat(plan.runs()).filteredOn(run -> run.level().targetTps() == 1000)
                .allSatisfy(run -> assertThat(run.warmup()).isEqualTo(Duration.ofSeconds(60)));
        assertThat(plan.describe()).contains("at least 20000 requests").contains("(warm-up 3m20s)");
    }

    @Test
    void capacityLevelsArePlannedAfterAProbeAndResolvedToTheirShare() {
        Level share = Level.parseShorthand("50u-30%cap", 1);
        Scenario scenario = scenario(1, List.of(share, new Level(null, 100, 2000)));
        BenchmarkPlan unresolved = BenchmarkPlan.of(scenario);

        assertThat(CapacityProbe.needed(scenario)).isTrue();
        assertThat(unresolved.describe()).contains("capacity probe, baseline unthrottled with 50 users")
                .contains("30% of capacity");
        PlannedRun probe = CapacityProbe.run(scenario);
        assertThat(probe.treatment().name()).isEqualTo("A");
        assertThat(probe.level().targetTps()).isEqualTo(CapacityProbe.UNTHROTTLED_TPS);
        assertThat(probe.warmup()).isEqualTo(Duration.ofSeconds(30));
        // probe: 30 s + 30 s load and a deployment, on top of 6 runs and 6 deployments
        assertThat(unresolved.expectedTime()).isEqualTo(Duration.ofSeconds(6 * 180 + 6 * 60 + 60 + 60));

        Scenario resolved = CapacityProbe.resolve(scenario, 383.4);
        assertThat(resolved.levels().get(0)).isEqualTo(new Level("50u-30pct-cap", 50, 115, 30));
        assertThat(resolved.levels().get(1)).isEqualTo(new Level(null, 100, 2000));
        assertThat(BenchmarkPlan.of(resolved).describe()).contains("115 TPS (30% of capacity)")
                .doesNotContain("capacity probe");
        assertThat(CapacityProbe.needed(resolved)).isFalse();
        assertThat(CapacityProbe.needed(scenario(1, List.of(new Level(null, 5, 20))))).isFalse();
    }
}
