package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.results.format.MetaJson;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The probe measures the capacity after its throughput settled, over at least 60 s, with drift and busy share. */
class CapacityProbeTest {

    private static final long T0 = 1_763_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void theCapacityIsMeasuredAfterTheClimbSettledNotAfterThirtySeconds() throws IOException {
        // TPS per 15 s window: a climb that settles at 234 TPS; 16 windows = the probe's 180 s + 60 s
        long[] rates = {60, 100, 150, 190, 215, 228, 234, 234, 234, 234, 234, 234, 234, 234, 234, 234};
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        StringBuilder samples = new StringBuilder();
        for (int second = 0; second < rates.length * 15; second++) {
            long rate = rates[second / 15];
            for (int i = 0; i < rate; i++) {
                jtl.append(T0 + second * 1000L + (long) (i * 1000.0 / rate)).append(",1,a,200,true,100,50\n");
            }
            samples.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":%.1f,"
                    + "\"cpuMachinePct\":%.1f}%n", T0 + second * 1000L + 500, 140.0, 70.0));
        }
        Files.writeString(dir.resolve("result.jtl"), jtl);
        Files.writeString(dir.resolve("samples.jsonl"), samples);
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("50u-30%cap", 1)));
        PlannedRun probe = CapacityProbe.run(scenario);

        MetaJson.Capacity capacity = CapacityProbe.measured(scenario, probe, dir);

        // the scenario's 60 s warm-up is the floor; 215 → 228 is 6.0 %, 228 → 234 is 2.6 %: settled at 105 s
        assertThat(capacity.settled()).isTrue();
        assertThat(capacity.warmupSeconds()).isEqualTo(105);
        assertThat(capacity.warmupWindowsTps()).containsExactly(60.0, 100.0, 150.0, 190.0, 215.0, 228.0, 234.0);
        assertThat(capacity.durationSeconds()).isGreaterThanOrEqualTo(60).isEqualTo(135);
        assertThat(capacity.warmTps()).as("the settled window's mean").isCloseTo(234.0, offset(1.0));
        // the runs are measured from 60 s (the warm-up) to 180 s: at 60 to 75 s the probe held 215
        assertThat(capacity.runAge()).isEqualTo(new MetaJson.RunAge(60L, 180L, 215.0));
        assertThat(capacity.tps()).as("the lower: what JVMs as young as the runs' held").isEqualTo(215.0);
        assertThat(capacity.unsettled()).isNull();
        assertThat(capacity.driftPct()).isCloseTo(0.0, offset(0.5));
        assertThat(capacity.busyPct()).isEqualTo(70.0);
    }

    /** The scenario bounds the probe: its warm-up at most and its window at least (a quick run need not wait 4 min). */
    @Test
    void theScenarioBoundsTheProbesWarmupAndWindow() {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("50u-30%cap", 1)));
        PlannedRun standard = CapacityProbe.run(scenario);
        assertThat(standard.warmup()).isEqualTo(java.time.Duration.ofSeconds(180));
        assertThat(standard.duration()).isEqualTo(java.time.Duration.ofSeconds(60));

        PlannedRun bounded = CapacityProbe.run(scenario.withChecks(scenario.checks().withCapacityProbe(
                new io.meshbench.harness.scenario.CapacityProbeSpec(java.time.Duration.ofSeconds(100), java.time.Duration.ofSeconds(10)))));
        assertThat(bounded.warmup()).as("the scenario's 60 s warm-up and two 15 s windows fit in 100 s")
                .isEqualTo(java.time.Duration.ofSeconds(100));
        assertThat(bounded.duration()).isEqualTo(java.time.Duration.ofSeconds(10));

        PlannedRun honoursTheWarmup = CapacityProbe.run(scenario.withChecks(scenario.checks().withCapacityProbe(
                new io.meshbench.harness.scenario.CapacityProbeSpec(java.time.Duration.ofSeconds(20), null))));
        assertThat(honoursTheWarmup.warmup()).as("never shorter than the warm-up and two windows")
                .isEqualTo(java.time.Duration.ofSeconds(90));
    }

    /**
     * Duet mode: the pair probe's combined JTL holds both sides' requests, the settling point and window are found on
     * their sum as for one deployment, and the capacity is per side; {@code 20u-30%cap} is then 30 % of that per side.
     */
    @Test
    void thePairsCapacityIsPerSideAndACapLevelIsItsShareForEachSide() throws IOException {
        // per side: the climb of the single-deployment test, halved (the pair shares the machine): settles at 117 TPS
        long[] rates = {30, 50, 75, 95, 107, 114, 117, 117, 117, 117, 117, 117, 117, 117, 117, 117};
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes,threadName\n");
        StringBuilder samples = new StringBuilder();
        for (int second = 0; second < rates.length * 15; second++) {
            long rate = rates[second / 15];
            for (int i = 0; i < rate; i++) {
                long ts = T0 + second * 1000L + (long) (i * 1000.0 / rate);
                jtl.append(ts).append(",1,a,200,true,100,50,duet-baseline users 1-").append(i % 20 + 1).append('\n');
                jtl.append(ts + 1).append(",1,a,200,true,100,50,duet-treated users 1-").append(i % 20 + 1).append('\n');
            }
            samples.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":%.1f,"
                    + "\"cpuMachinePct\":%.1f}%n", T0 + second * 1000L + 500, 160.0, 80.0));
        }
        Files.writeString(dir.resolve("result.jtl"), jtl);
        Files.writeString(dir.resolve("samples.jsonl"), samples);
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("20u-30%cap", 1),
                Level.parseShorthand("20u-100tps", 1)));
        DuetPlan.Duet pair = CapacityProbe.pair(scenario);

        MetaJson.Capacity capacity = CapacityProbe.measured(scenario, pair.treated(), dir, 2);

        assertThat(capacity.sides()).isEqualTo(2);
        assertThat(capacity.settled()).isTrue();
        assertThat(capacity.warmupSeconds()).as("the combined climb settles where each side's does").isEqualTo(105);
        assertThat(capacity.warmTps()).as("per side, not the pair's 234").isCloseTo(117.0, offset(0.5));
        assertThat(capacity.tps()).as("per side, at the runs' youngest: 60 to 75 s").isEqualTo(107.0);
        assertThat(capacity.warmupWindowsTps()).as("per side").containsExactly(30.0, 50.0, 75.0, 95.0, 107.0, 114.0, 117.0);
        assertThat(capacity.driftPct()).isCloseTo(0.0, offset(0.5));
        assertThat(capacity.busyPct()).isEqualTo(80.0);

        Scenario resolved = CapacityProbe.resolve(scenario, capacity.tps());
        assertThat(resolved.load().levels()).extracting(Level::targetTps).as("30 %% of 107 per side; a nominal level untouched")
                .containsExactly(32, 100);
        DuetPlan plan = DuetPlan.of(resolved.withPlan(resolved.plan().withFiles(DuetPlanTest.ROUTER, null)));
        assertThat(plan.duets()).allSatisfy(duet -> {
            assertThat(duet.baseline().level()).isEqualTo(duet.treated().level());
        });
        assertThat(plan.duets().get(0).treated().level().targetTps()).as("each side offered the share").isEqualTo(32);
    }

    /** The pair probe: the baseline on both sides, the probe's users and the unthrottled rate each. */
    @Test
    void thePairProbeIsTheBaselineBesideItselfUnthrottled() {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("20u-30%cap", 1),
                Level.parseShorthand("50u-10%cap", 1)));

        DuetPlan.Duet pair = CapacityProbe.pair(scenario);

        assertThat(pair.baseline().treatment()).isSameAs(scenario.baseline());
        assertThat(pair.treated().treatment()).isSameAs(scenario.baseline());
        assertThat(pair.treated().level().users()).isEqualTo(50);
        assertThat(pair.treated().level().targetTps()).isEqualTo(CapacityProbe.UNTHROTTLED_TPS);
        assertThat(pair.baseline().level()).isEqualTo(pair.treated().level());
        assertThat(pair.order()).containsExactly(io.meshbench.harness.duet.DuetSide.BASELINE,
                io.meshbench.harness.duet.DuetSide.TREATED);
    }
}
