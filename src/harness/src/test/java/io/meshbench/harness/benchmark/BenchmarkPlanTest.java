package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.LoadModel;
import io.meshbench.harness.scenario.LoadSpec;
import io.meshbench.harness.scenario.PlanSpec;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

public class BenchmarkPlanTest {

    public static TreatmentSpec treatment(String name) {
        return new TreatmentSpec(name, null, name.equals("A") ? TreatmentKind.BASELINE : TreatmentKind.JAVAAGENT,
                null, null, null, null, null, null);
    }

    public static Scenario scenario(int rounds, List<Level> levels) {
        return scenario(rounds, levels, 0, false, null);
    }

    /** {@link #scenario} with the loop's options: warm-up by requests and levels sharing a deployment. */
    static Scenario scenario(int rounds, List<Level> levels, int warmupRequests, boolean levelsShareDeployment) {
        return scenario(rounds, levels, warmupRequests, levelsShareDeployment, null);
    }

    /** ... and a cold warm-up for the first run on each fresh deployment (null: none). */
    static Scenario scenario(int rounds, List<Level> levels, int warmupRequests, boolean levelsShareDeployment,
                             Duration coldWarmup) {
        return new Scenario("s", null, new PlanSpec("p.jmx", null, LoadModel.CLOSED, "consumer", "/", null, null), null,
                new LoadSpec(levels, null, Duration.ofSeconds(60), coldWarmup, warmupRequests, Duration.ofSeconds(120),
                        rounds, levelsShareDeployment),
                List.of(treatment("A"), treatment("B"), treatment("C")), null, null, null);
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
                .contains("Expected time: about 12m00s (load plus ~1m00s per deployment to start, probe and stop");
    }

    @Test
    void aDeployedTopologyCostsItsRunsAFewSecondsOfChecksNotAStart() {
        BenchmarkPlan plan = BenchmarkPlan.of(scenario(1, List.of(new Level(null, 5, 20))), DeploymentSetUp.DEPLOYED);

        assertThat(plan.expectedTime()).isEqualTo(Duration.ofSeconds(3 * (60 + 120 + 5)));
        assertThat(plan.describe()).contains("Expected time: about 9m15s (load plus ~5s per deployment to check and "
                + "probe the deployed topology)");
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
        // the longest warm-up the settling rule may take, then at least 60 s measured
        assertThat(probe.warmup()).isEqualTo(Duration.ofSeconds(180));
        assertThat(probe.duration()).isEqualTo(Duration.ofSeconds(60));
        assertThat(unresolved.describe()).contains("warm-up until two consecutive 15 s windows agree within 5% (not "
                + "before 1m00s, at most 3m00s), then at least 1m00s measured");
        // probe: 180 s + 60 s load and a deployment, on top of 6 runs and 6 deployments
        assertThat(unresolved.expectedTime()).isEqualTo(Duration.ofSeconds(6 * 180 + 6 * 60 + 240 + 60));

        Scenario resolved = CapacityProbe.resolve(scenario, 383.4);
        assertThat(resolved.load().levels().get(0)).isEqualTo(new Level("50u-30pct-cap", 50, 115, 30));
        assertThat(resolved.load().levels().get(1)).isEqualTo(new Level(null, 100, 2000));
        assertThat(BenchmarkPlan.of(resolved).describe()).contains("115 TPS (30% of capacity)")
                .doesNotContain("capacity probe");
        assertThat(CapacityProbe.needed(resolved)).isFalse();
        assertThat(CapacityProbe.needed(scenario(1, List.of(new Level(null, 5, 20))))).isFalse();
    }

    @Test
    void theFirstRunOnEachFreshDeploymentGetsTheColdWarmup() {
        Level low = new Level(null, 50, 1000);
        Level high = new Level(null, 100, 2000);
        Scenario sharing = scenario(2, List.of(low, high), 0, true, Duration.ofSeconds(240));
        BenchmarkPlan plan = BenchmarkPlan.of(sharing);

        // round 1 runs low then high on each deployment, round 2 high then low: the first of each pair is cold
        assertThat(plan.runs()).extracting(run -> run.round() + run.level().name() + run.treatment().name() + "="
                        + run.warmup().toSeconds())
                .containsExactly("150u-1000tpsA=240", "1100u-2000tpsA=60", "150u-1000tpsB=240", "1100u-2000tpsB=60",
                        "150u-1000tpsC=240", "1100u-2000tpsC=60", "2100u-2000tpsB=240", "250u-1000tpsB=60",
                        "2100u-2000tpsC=240", "250u-1000tpsC=60", "2100u-2000tpsA=240", "250u-1000tpsA=60");
        assertThat(plan.deployments()).allSatisfy(runs -> assertThat(runs.get(0).warmup()).hasSeconds(240));
        // 12 runs of 60 s + 120 s, 6 of them 180 s longer, and 6 deployments
        assertThat(plan.expectedTime()).isEqualTo(Duration.ofSeconds(12 * 180 + 6 * 180 + 6 * 60));
        assertThat(plan.describe()).contains("warm-up: 4m00s for the first run on each fresh deployment")
                .contains("(warm-up 4m00s)");

        BenchmarkPlan unshared = BenchmarkPlan.of(scenario(1, List.of(low, high), 0, false,
                Duration.ofSeconds(240)));
        assertThat(unshared.runs()).extracting(PlannedRun::warmup).containsOnly(Duration.ofSeconds(240));
        assertThat(BenchmarkPlan.of(scenario(1, List.of(low), 0, true)).runs())
                .extracting(PlannedRun::warmup).containsOnly(Duration.ofSeconds(60));
    }

    @Test
    void aColdWarmupNeverShortensAWarmupNorTouchesAnAtRestLevel() {
        Level slow = new Level(null, 5, 20); // 20,000 requests at 20 TPS: 1,000 s
        Scenario scenario = scenario(1, List.of(slow), 20_000, true, Duration.ofSeconds(240));
        assertThat(scenario.load().coldWarmupAt(slow)).hasSeconds(1000);
        assertThat(scenario.load().coldWarmupAt(new Level(null, 50, 1000))).hasSeconds(240);
        assertThat(scenario.load().coldWarmupAt(Level.atRest("idle"))).isEqualTo(scenario.load().warmup());
        assertThat(scenario(1, List.of(slow), 20_000, true, Duration.ofSeconds(30)).load().coldWarmupAt(new Level(null, 50, 1000)))
                .isEqualTo(scenario.load().warmup());
    }
}
