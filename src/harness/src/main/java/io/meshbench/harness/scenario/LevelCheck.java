package io.meshbench.harness.scenario;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks the levels: their loads, CPU sizes and own windows. */
final class LevelCheck {
    private final ScenarioProblems problems;

    LevelCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    /** Levels: each a load (or at rest), named like folders, listed once. */
    void check(Scenario scenario) {
        if (scenario.load().levels().isEmpty()) {
            problems.add("levels", " is empty: add e.g. - {name: 50u-1000tps, users: 50, targetTps: 1000}");
        }
        Set<String> names = new HashSet<>();
        Set<List<Object>> loads = new HashSet<>();
        for (int i = 0; i < scenario.load().levels().size(); i++) {
            Level level = scenario.load().levels().get(i);
            String field = "levels[" + i + "]";
            if (level.atRest()) {
                if (level.users() != 0 || level.targetTps() != 0 || level.isCapacityRelative()) {
                    problems.add(field, ": an at-rest level runs no load: remove users, targetTps and capacityPct, or atRest");
                }
            } else if (level.isCapacityRelative()) {
                if (level.targetTps() != 0) {
                    problems.add(field, ": give targetTps or capacityPct, not both (capacityPct: the share of the baseline's "
                            + "capacity on this machine, measured by a probe before the benchmark)");
                } else if (level.capacityPct() < 1 || level.capacityPct() > 100) {
                    problems.add(field + ".capacityPct", ": " + level.capacityPct() + " is not a share of capacity from 1 to 100 (%)");
                }
                if (level.users() < 1) {
                    problems.add(field, ": users must be 1 or more");
                }
            } else if (level.users() < 1 || level.targetTps() < 1) {
                problems.add(field, ": users and targetTps must both be 1 or more (or capacityPct instead of targetTps)");
            }
            problems.checkName(field + ".name", level.name());
            if (!names.add(level.name())) {
                problems.add(field + ".name", ": '" + level.name() + "' is listed twice");
            } else if (!level.atRest() && !loads.add(List.of(level.users(),
                    level.isCapacityRelative() ? -level.capacityPct() : level.targetTps(),
                    level.cpus() == null ? 0 : level.cpus()))) {
                problems.add(field, ": " + level.users() + " users at " + level.describeRate()
                        + " is already a level: each level is run once per round, list it once");
            }
        }
    }

    /** CPU sizes: pinned with taskset, each within this machine, and one deployment cannot change its size. */
    void checkCpus(Scenario scenario) {
        int machine = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < scenario.load().levels().size(); i++) {
            Integer cpus = scenario.load().levels().get(i).cpus();
            if (cpus != null && (cpus < 1 || cpus > machine)) {
                problems.add("levels[" + i + "].cpus", ": " + cpus + " CPUs asked, this machine has " + machine
                        + "; give 1 to " + machine + " (or leave cpus out: every CPU)");
            }
        }
        if (scenario.load().levelsShareDeployment()
                && scenario.load().levels().stream().map(Level::cpus).distinct().count() > 1) {
            problems.add("levelsShareDeployment", ": levels with different cpus cannot share a deployment (its processes "
                    + "are pinned when they start); set levelsShareDeployment: false");
        }
    }

    /** A level's own window: longer than 0 s (0 s only at rest: a start-up alone), at most a day. */
    void checkDurations(Scenario scenario) {
        for (int i = 0; i < scenario.load().levels().size(); i++) {
            Level level = scenario.load().levels().get(i);
            Duration warmup = level.warmup();
            if (warmup != null && (warmup.isNegative() || warmup.compareTo(ScenarioValidator.LONGEST) > 0)) {
                problems.add("levels[" + i + "].warmup", ": " + Durations.format(warmup) + " is not a warm-up: give "
                        + "e.g. warmup: 0s (from the load's first second), or leave it out for the scenario's");
            }
            Duration window = level.duration();
            if (window == null) {
                continue;
            }
            String field = "levels[" + i + "].duration";
            if (window.isNegative() || window.isZero() && !level.atRest()) {
                problems.add(field, ": " + Durations.format(window) + " is not a measured window: give e.g. duration: 120s"
                        + " (0s only at rest), or leave it out for the scenario's");
            } else if (window.compareTo(ScenarioValidator.LONGEST) > 0) {
                problems.add(field, ": " + Durations.format(window) + " is longer than a day: give e.g. duration: 120s");
            }
        }
    }
}
