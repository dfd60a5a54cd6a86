package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Durations;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;

/**
 * The time left of a benchmark, printed after each run: the plan's estimate until a run has finished, then the mean
 * time of the runs so far times the runs left, so that a long benchmark tells from its first run when it will end.
 */
final class BenchmarkProgress {

    private final int totalRuns;
    private final Duration estimatePerRun;
    private final Clock clock;
    private final Instant started;
    private int finishedRuns;

    BenchmarkProgress(BenchmarkPlan plan, Clock clock) {
        this.totalRuns = plan.runs().size();
        this.estimatePerRun = plan.runs().isEmpty() ? Duration.ZERO : plan.expectedTime().dividedBy(totalRuns);
        this.clock = clock;
        this.started = clock.instant();
    }

    /** Records a finished run; returns e.g. "2 of 18 runs done in 4m10s; about 33m20s left (until 08:42)". */
    String runFinished() {
        finishedRuns++;
        Duration elapsed = Duration.between(started, clock.instant());
        Duration left = timeLeft(elapsed);
        LocalTime end = LocalTime.ofInstant(clock.instant().plus(left), clock.getZone()).truncatedTo(ChronoUnit.MINUTES);
        return String.format("%d of %d runs done in %s; about %s left (until %s)", finishedRuns, totalRuns,
                Durations.format(elapsed.truncatedTo(ChronoUnit.SECONDS)),
                Durations.format(left.truncatedTo(ChronoUnit.SECONDS)), end);
    }

    Duration timeLeft(Duration elapsed) {
        int left = totalRuns - finishedRuns;
        Duration perRun = finishedRuns == 0 ? estimatePerRun : elapsed.dividedBy(finishedRuns);
        return perRun.multipliedBy(left);
    }
}
