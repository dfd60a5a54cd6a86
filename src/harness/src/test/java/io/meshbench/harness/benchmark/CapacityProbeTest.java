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
        assertThat(capacity.tps()).isCloseTo(234.0, offset(1.0));
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
}
