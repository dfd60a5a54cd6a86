package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.Level;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class BenchmarkProgressTest {

    @Test
    void estimatesFromThePlanFirstThenFromTheRunsSoFar() {
        BenchmarkPlan plan = BenchmarkPlan.of(BenchmarkPlanTest.scenario(1, List.of(new Level(null, 5, 20)))); // 3 runs
        AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-11-23T08:00:00Z"));
        Clock clock = new Clock() {
            public ZoneId getZone() { return ZoneId.of("UTC"); }
            public Clock withZone(ZoneId zone) { return this; }
            public Instant instant() { return now.get(); }
        };
        BenchmarkProgress progress = new BenchmarkProgress(plan, clock);
        Duration planned = plan.expectedTime().dividedBy(3);

        assertThat(progress.timeLeft(Duration.ZERO)).isEqualTo(planned.multipliedBy(3));
        now.set(now.get().plusSeconds(150)); // the first run took 2m30s, whatever the plan said
        String line = progress.runFinished();

        assertThat(line).isEqualTo("1 of 3 runs done in 2m30s; about 5m00s left (until 08:07)");
        assertThat(progress.timeLeft(Duration.ofSeconds(150))).isEqualTo(Duration.ofSeconds(300));
    }
}
