package io.meshbench.harness.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.FaultSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * When faults fire. No bound here depends on how busy the machine is: a scheduled fault never fires early, so its
 * lower bound is exact; how late it fires depends on the machine, so instead of a wall-clock ceiling the tests check
 * the order of faults and wait (with a generous deadline that only a broken schedule reaches) for what must happen.
 */
class FaultScheduleTest {

    /** What only a schedule that never fires reaches: no bound on how late a busy machine may be. */
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    /**
     * JMeter's first sample comes 1.5 s after its process started (its own start-up); with 0.5 s warm-up, a fault
     * 0.5 s into the window fires no sooner than 1.0 s after the first sample, i.e. 2.5 s after JMeter started (not
     * 1.0 s, as timed from JMeter's start); a second fault 1.0 s later fires after it.
     */
    @Test
    void faultsFireRelativeToTheFirstSampleNotToJMetersStartInTheirOrder() throws InterruptedException {
        Instant jmeterStarted = Instant.now();
        Instant firstSample = jmeterStarted.plusMillis(1500);
        FaultSpec fault = new FaultSpec(Duration.ofMillis(500), "provider-2", "slow", 3000);
        FaultSpec later = new FaultSpec(Duration.ofMillis(1500), "provider-3", "error", null);
        Map<FaultSpec, Instant> fired = new ConcurrentHashMap<>();
        List<FaultSpec> order = new CopyOnWriteArrayList<>();
        FaultSchedule schedule = new FaultSchedule(List.of(later, fault), Duration.ofMillis(500),
                () -> Instant.now().isBefore(firstSample) ? Optional.empty() : Optional.of(firstSample),
                f -> {
                    fired.put(f, Instant.now());
                    order.add(f);
                }, Clock.systemUTC());

        schedule.start();
        awaitFired(schedule);
        schedule.close();

        assertThat(schedule.windowStart()).contains(firstSample.plusMillis(500));
        assertThat(fired.get(fault)).as("0.5 s into the window that starts 0.5 s after the first sample")
                .isAfterOrEqualTo(firstSample.plusMillis(1000));
        assertThat(fired.get(later)).isAfterOrEqualTo(firstSample.plusMillis(2000));
        assertThat(order).containsExactly(fault, later);
        assertThat(schedule.notFired()).isEmpty();
    }

    @Test
    void aFaultWhoseTimeDidNotComeIsReportedNotFired() throws InterruptedException {
        FaultSpec late = new FaultSpec(Duration.ofSeconds(60), "provider-2", "error", null);
        FaultSchedule schedule = new FaultSchedule(List.of(late), Duration.ZERO, () -> Optional.of(Instant.now()),
                f -> { }, Clock.systemUTC());

        schedule.start();
        awaitWindow(schedule);
        schedule.close();

        assertThat(schedule.notFired()).containsExactly(late);
    }

    @Test
    void withoutAFirstSampleNothingFires() throws InterruptedException {
        FaultSpec fault = new FaultSpec(Duration.ZERO, "provider-2", "error", null);
        java.util.concurrent.atomic.AtomicInteger looked = new java.util.concurrent.atomic.AtomicInteger();
        FaultSchedule schedule = new FaultSchedule(List.of(fault), Duration.ZERO, () -> {
            looked.incrementAndGet();
            return Optional.empty();
        }, f -> { throw new AssertionError("fired without a sample"); }, Clock.systemUTC());

        schedule.start();
        // the schedule looked for a sample three times and saw none: however busy the machine, it had its chances
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (looked.get() < 3 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        schedule.close();

        assertThat(looked.get()).isGreaterThanOrEqualTo(3);
        assertThat(schedule.windowStart()).isEmpty();
        assertThat(schedule.notFired()).containsExactly(fault);
    }

    private static void awaitFired(FaultSchedule schedule) throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (!schedule.notFired().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    private static void awaitWindow(FaultSchedule schedule) throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (schedule.windowStart().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(schedule.windowStart()).as("the first sample was seen").isPresent();
    }
}
