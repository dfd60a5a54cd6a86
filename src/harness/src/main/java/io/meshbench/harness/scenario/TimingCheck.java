package io.meshbench.harness.scenario;

import io.meshbench.results.format.DurationSeconds;
import java.time.Duration;

/** Checks the times a scenario gives: start-up, warm-ups, the capacity probe's bounds, the window, the rounds. */
final class TimingCheck {
    private final ScenarioProblems problems;

    TimingCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    void checkStartTimeout(Scenario scenario) {
        Duration timeout = scenario.topology().startTimeout();
        if (timeout != null && (timeout.isZero() || timeout.isNegative() || timeout.compareTo(ScenarioValidator.LONGEST) > 0)) {
            problems.add("topology.startTimeout", ": " + Durations.format(timeout) + " is not a time a service may take to "
                    + "become healthy; give e.g. startTimeout: 300s (default 120s)");
        }
    }

    /** The warm-ups, the capacity probe's bounds, the measured window and the rounds. */
    void checkWindows(Scenario scenario) {
        if (scenario.load().warmup() == null || scenario.load().warmup().isNegative()) {
            problems.add("warmup", " is missing: give the warm-up JMeter runs before the measured window, e.g. warmup: 60s");
        } else if (scenario.load().warmup().compareTo(ScenarioValidator.LONGEST) > 0) {
            problems.add("warmup", ": " + Durations.format(scenario.load().warmup()) + " is longer than a day: give e.g. warmup: 60s");
        } else if (!Durations.wholeSeconds(scenario.load().warmup())) {
            problems.add("warmup", ": " + DurationSeconds.plain(scenario.load().warmup()) + "s is not whole seconds, and JMeter's "
                    + "plans run whole seconds: give e.g. warmup: " + Math.max(1, scenario.load().warmup().toSeconds()) + "s");
        }
        if (scenario.load().coldWarmup() != null && scenario.load().coldWarmup().isNegative()) {
            problems.add("coldWarmup", " must be 0s or more: the warm-up of the first run on each fresh deployment, e.g. "
                    + "coldWarmup: 240s");
        } else if (scenario.load().coldWarmup() != null && scenario.load().coldWarmup().compareTo(ScenarioValidator.LONGEST) > 0) {
            problems.add("coldWarmup", ": " + Durations.format(scenario.load().coldWarmup()) + " is longer than a day: give e.g. "
                    + "coldWarmup: 240s");
        } else if (scenario.load().coldWarmup() != null && !Durations.wholeSeconds(scenario.load().coldWarmup())) {
            problems.add("coldWarmup", ": " + DurationSeconds.plain(scenario.load().coldWarmup()) + "s is not whole seconds, and "
                    + "JMeter's plans run whole seconds: give e.g. coldWarmup: " + Math.max(1, scenario.load().coldWarmup().toSeconds()) + "s");
        }
        checkCapacityProbe(scenario.checks().capacityProbe());
        boolean onlyAtRest = !scenario.load().levels().isEmpty() && scenario.load().levels().stream().allMatch(Level::atRest);
        if (scenario.load().duration() == null || scenario.load().duration().isNegative()) {
            problems.add("duration", " is missing: give the measured window, e.g. duration: 120s"
                    + " (0s only when every level is at rest: a start-up alone)");
        } else if (scenario.load().duration().isZero() && !onlyAtRest) {
            problems.add("duration", " must be longer than 0s: give the measured window, e.g. duration: 120s"
                    + " (0s only when every level is at rest: a start-up alone)");
        } else if (scenario.load().duration().compareTo(ScenarioValidator.LONGEST) > 0) {
            problems.add("duration", ": " + Durations.format(scenario.load().duration()) + " is longer than a day: give e.g. duration: 120s");
        }
        if (scenario.load().rounds() < 1) {
            problems.add("rounds", " must be 1 or more");
        }
    }

    /** The probe's bounds: whole seconds (JMeter runs them), a warm-up of 0s or more, a window of 1s or more, a day at most. */
    private void checkCapacityProbe(CapacityProbeSpec probe) {
        checkProbeDuration("capacityProbe.longestWarmup", probe.longestWarmup(), Duration.ZERO, "180s");
        checkProbeDuration("capacityProbe.measured", probe.measured(), Duration.ofSeconds(1), "60s");
    }

    private void checkProbeDuration(String field, Duration value, Duration least, String example) {
        if (value.compareTo(least) < 0 || value.compareTo(ScenarioValidator.LONGEST) > 0 || !Durations.wholeSeconds(value)) {
            problems.add(field, ": " + DurationSeconds.plain(value) + "s must be whole seconds from "
                    + Durations.format(least) + " to a day, e.g. " + field.substring(field.indexOf('.') + 1) + ": "
                    + example);
        }
    }
}
