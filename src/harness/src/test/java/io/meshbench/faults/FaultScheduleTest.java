package io.meshbench.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.scenario.FaultSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

class FaultScheduleTest {

    /**
     * JMeter's first sample comes 1.5 s after its process started (its own start-up); with 0.5 s warm-up and a fault
     * 0.5 s into the window, the fault fires 1.0 s after the first sample, i.e. 2.5 s after JMeter started, not 1.0 s.
     */
    @Test
    void faultsFireRelativeToTheFirstSampleNotToJMetersStart() throws InterruptedException {
        Instant jmeterStarted = Instant.now();
        Instant firstSample = jmeterStarted.plusMillis(1500);
        FaultSpec fault = new FaultSpec(Duration.ofMillis(500), "provider-2", "slow", 3000);
        Map<FaultSpec, Instant> fired = new ConcurrentHashMap<>();
        FaultSchedule schedule = new FaultSchedule(List.of(fault), Duration.ofMillis(500),
                () -> Instant.now().isBefore(firstSample) ? Optional.empty() : Optional.of(firstSample),
                f -> fired.put(f, Instant.now()), Clock.systemUTC());

        schedule.start();
        Thread.sleep(3500);
        schedule.close();

        assertThat(schedule.windowStart()).contains(firstSample.plusMillis(500));
        assertThat(fired).containsKey(fault);
        assertThat(Duration.between(jmeterStarted, fired.get(fault)).toMillis()).isBetween(2450L, 3000L);
        assertThat(schedule.notFired()).isEmpty();
    }

    @Test
    void aFaultWhoseTimeDidNotComeIsReportedNotFired() throws InterruptedException {
        FaultSpec late = new FaultSpec(Duration.ofSeconds(60), "provider-2", "error", null);
        FaultSchedule schedule = new FaultSchedule(List.of(late), Duration.ZERO, () -> Optional.of(Instant.now()),
                f -> { }, Clock.systemUTC());

        schedule.start();
        Thread.sleep(300);
        schedule.close();

        assertThat(schedule.notFired()).containsExactly(late);
    }

    @Test
    void withoutAFirstSampleNothingFires() throws InterruptedException {
        FaultSpec fault = new FaultSpec(Duration.ZERO, "provider-2", "error", null);
        FaultSchedule schedule = new FaultSchedule(List.of(fault), Duration.ZERO, Optional::empty,
                f -> { throw new AssertionError("fired without a sample"); }, Clock.systemUTC());

        schedule.start();
        Thread.sleep(300);
        schedule.close();

        assertThat(schedule.windowStart()).isEmpty();
        assertThat(schedule.notFired()).containsExactly(fault);
    }
}
