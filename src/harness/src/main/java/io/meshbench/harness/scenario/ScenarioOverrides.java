package io.meshbench.harness.scenario;

import io.meshbench.results.format.DurationSeconds;
import io.meshbench.results.format.LevelName;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Command-line overrides of a scenario's load. Each value is the option's text; blank means "not given" (the Maven
 * profiles pass every option, empty when the user set nothing).
 *
 * @param levels         comma-separated level names of the scenario, or new levels written {@code <users>u-<tps>tps},
 *                       relative to the baseline's capacity on this machine, {@code [<users>u-]<pct>%cap}, or as a
 *                       rate alone, {@code <tps>} or {@code <tps>rps} (the steps of an RPS ladder)
 * @param errorThreshold the error rate in % above which a run fails ({@code errorRateThresholdPct})
 * @param loadModel      closed or open ({@link LoadModel}); open needs the scenario's {@code openPlan}
 * @param workloads      comma-separated names of the scenario's workloads to run (every level runs on each)
 * @param coldWarmup     the warm-up of the first run on each fresh deployment ({@code coldWarmup}; 0s: none)
 */
public record ScenarioOverrides(String duration, String warmup, String rounds, String levels, String errorThreshold,
                                String loadModel, String workloads, String coldWarmup) {

    public ScenarioOverrides(String duration, String warmup, String rounds, String levels, String errorThreshold,
                             String loadModel, String workloads) {
        this(duration, warmup, rounds, levels, errorThreshold, loadModel, workloads, null);
    }

    public ScenarioOverrides(String duration, String warmup, String rounds, String levels) {
        this(duration, warmup, rounds, levels, null, null, null);
    }

    public ScenarioOverrides(String duration, String warmup, String rounds, String levels, String errorThreshold) {
        this(duration, warmup, rounds, levels, errorThreshold, null, null);
    }

    public ScenarioOverrides(String duration, String warmup, String rounds, String levels, String errorThreshold,
                             String loadModel) {
        this(duration, warmup, rounds, levels, errorThreshold, loadModel, null);
    }

    public static ScenarioOverrides none() {
        return new ScenarioOverrides(null, null, null, null, null, null, null, null);
    }

    /**
     * @throws ScenarioException naming the option and the accepted form
     */
    public Scenario applyTo(Scenario scenario) {
        Duration newDuration = given(duration) ? parseDuration("--duration", duration) : scenario.duration();
        Duration newWarmup = given(warmup) ? parseDuration("--warmup", warmup) : scenario.warmup();
        int newRounds = given(rounds) ? parseRounds() : scenario.rounds();
        List<Level> newLevels = given(levels) ? selectLevels(scenario) : scenario.levels();
        if (newDuration.isZero() && !newLevels.stream().allMatch(Level::atRest)) {
            throw new ScenarioException("--duration must be longer than 0s (0s only when every level is at rest)");
        }
        requireAtMostADay("--duration", newDuration);
        requireAtMostADay("--warmup", newWarmup);
        requireWholeSeconds("--warmup", newWarmup);
        Scenario overridden = scenario.withLoad(newLevels, newWarmup, newDuration, newRounds);
        if (given(coldWarmup)) {
            Duration newColdWarmup = parseDuration("--cold-warmup", coldWarmup);
            requireAtMostADay("--cold-warmup", newColdWarmup);
            requireWholeSeconds("--cold-warmup", newColdWarmup);
            overridden = overridden.withColdWarmup(newColdWarmup);
        }
        if (given(duration)) {
            requireWindowsHoldTheirEvents(overridden, newDuration);
        }
        if (given(workloads)) {
            overridden = overridden.withWorkloads(selectWorkloads(scenario));
        }
        if (!overridden.workloads().isEmpty() && overridden.levels().stream().anyMatch(Level::isCapacityRelative)) {
            throw new ScenarioException("--levels: capacity-relative levels (<users>u-<pct>%cap) cannot be used with "
                    + "scenario " + scenario.name() + "'s workloads yet: each workload has a capacity of its own; give "
                    + "levels as <users>u-<tps>tps");
        }
        if (given(loadModel)) {
            overridden = overridden.withLoadModel(parseLoadModel(scenario), overridden.levelsShareDeployment());
        }
        return given(errorThreshold) ? overridden.withErrorRateThresholdPct(parseThreshold()) : overridden;
    }

    /**
     * A level without a duration of its own takes {@code --duration}: its faults and rule changes must still fall
     * inside it (a level's own duration, e.g. for rule changes that take minutes to show, is kept).
     */
    private static void requireWindowsHoldTheirEvents(Scenario scenario, Duration newDuration) {
        List<Level> takingTheOption = scenario.levels().stream().filter(level -> level.duration() == null).toList();
        if (takingTheOption.stream().anyMatch(level -> !level.atRest())) { // faults apply to load levels
            for (FaultSpec fault : scenario.faults()) {
                if (fault.at().compareTo(newDuration) >= 0) {
                    throw new ScenarioException("--duration " + Durations.format(newDuration) + " ends before the fault on "
                            + fault.process() + " at " + Durations.format(fault.at()) + " into the measured window: give a longer duration");
                }
            }
        }
        for (Level level : takingTheOption) {
            for (RuleChange change : level.ruleChanges()) {
                if (newDuration.minus(change.at()).compareTo(RuleChange.SHORTEST_PHASE) < 0) {
                    throw new ScenarioException("--duration " + Durations.format(newDuration) + " ends less than "
                            + Durations.format(RuleChange.SHORTEST_PHASE) + " after level " + level.name() + "'s rule change at "
                            + Durations.format(change.at()) + " into its window (its counters need that time): give a "
                            + "longer duration, or the level a duration of its own");
                }
            }
        }
    }

    private static void requireAtMostADay(String option, Duration value) {
        if (value.compareTo(ScenarioValidator.LONGEST) > 0) {
            throw new ScenarioException(option + ": " + Durations.format(value) + " is longer than a day; give e.g. "
                    + option + " 120s");
        }
    }

    /** JMeter's plans run whole seconds: a fraction would be cut off there and the trim would differ from the run. */
    private static void requireWholeSeconds(String option, Duration value) {
        if (!Durations.wholeSeconds(value)) {
            throw new ScenarioException(option + ": " + DurationSeconds.plain(value) + "s is not whole seconds, and "
                    + "JMeter's plans run whole seconds; give e.g. " + option + " " + Math.max(1, value.toSeconds()) + "s");
        }
    }

    private List<Workload> selectWorkloads(Scenario scenario) {
        List<String> known = scenario.workloads().stream().map(Workload::name).toList();
        if (known.isEmpty()) {
            throw new ScenarioException("--workloads: scenario " + scenario.name() + " has no workloads; leave the option out");
        }
        List<Workload> selected = new ArrayList<>();
        for (String token : workloads.split(",")) {
            String name = token.trim();
            if (name.isEmpty()) {
                continue;
            }
            Workload workload = scenario.workloads().stream().filter(w -> w.name().equals(name)).findFirst()
                    .orElseThrow(() -> new ScenarioException("--workloads: '" + name + "' is not a workload of scenario "
                            + scenario.name() + ": use some of " + known));
            if (selected.contains(workload)) {
                throw new ScenarioException("--workloads: '" + name + "' is given twice: list each workload once");
            }
            selected.add(workload);
        }
        if (selected.isEmpty()) {
            throw new ScenarioException("--workloads: give at least one of " + known);
        }
        return selected;
    }

    private LoadModel parseLoadModel(Scenario scenario) {
        LoadModel model;
        try {
            model = LoadModel.parse(loadModel);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException("--load-model: " + e.getMessage());
        }
        if (model == LoadModel.OPEN && scenario.openPlan() == null) {
            throw new ScenarioException("--load-model open: scenario " + scenario.name() + " has no openPlan (a plan with "
                    + "an Open Model Thread Group, e.g. openPlan: ../jmx/router-open.jmx); add one or leave the model closed");
        }
        return model;
    }

    private double parseThreshold() {
        try {
            double parsed = Double.parseDouble(errorThreshold.trim().replaceFirst("%$", ""));
            if (parsed >= 0 && parsed <= 100) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new ScenarioException("--error-threshold: '" + errorThreshold + "' is not a percentage from 0 to 100, e.g. "
                + "--error-threshold 5 (a run whose error rate is above it fails)");
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }

    private static Duration parseDuration(String option, String value) {
        try {
            return Durations.parse(value);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(option + ": " + e.getMessage());
        }
    }

    private int parseRounds() {
        try {
            int parsed = Integer.parseInt(rounds.trim());
            if (parsed >= 1) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new ScenarioException("--rounds: '" + rounds + "' is not a whole number of 1 or more");
    }

    /** Users of a capacity level written without them ({@code 30%cap}): the scenario's first level's. */
    private static int defaultUsers(Scenario scenario) {
        return scenario.levels().isEmpty() ? 50 : scenario.levels().get(0).users();
    }

    private List<Level> selectLevels(Scenario scenario) {
        List<Level> selected = new ArrayList<>();
        Set<List<Object>> loads = new HashSet<>();
        for (String token : levels.split(",")) {
            String name = token.trim();
            if (name.isEmpty()) {
                continue;
            }
            Level level = scenario.levels().stream().filter(l -> l.name().equals(name)).findFirst()
                    .orElseGet(() -> Level.parseShorthand(name, defaultUsers(scenario)));
            if (level == null) {
                throw new ScenarioException("--levels: '" + name + "' is neither a level of scenario " + scenario.name()
                        + " " + scenario.levels().stream().map(Level::name).toList()
                        + " nor a new level written " + LevelName.FORMS);
            }
            if (level.isCapacityRelative() && (level.capacityPct() < 1 || level.capacityPct() > 100)) {
                throw new ScenarioException("--levels: '" + name + "': the share of capacity must be 1 to 100 %, e.g. 50u-30%cap");
            }
            if (level.atRest()) {
                if (selected.stream().anyMatch(l -> l.name().equals(level.name()))) {
                    throw new ScenarioException("--levels: '" + name + "' is given twice: list each level once");
                }
                selected.add(level);
                continue;
            }
            if (level.users() < 1 || !level.isCapacityRelative() && level.targetTps() < 1) {
                throw new ScenarioException("--levels: '" + name + "' has no load: users and TPS must both be 1 or more, e.g. 10u-100tps");
            }
            if (!loads.add(List.of(level.users(), level.isCapacityRelative() ? -level.capacityPct() : level.targetTps()))) {
                throw new ScenarioException("--levels: '" + name + "' is given twice (" + level.users() + " users at "
                        + level.describeRate() + "): list each level once");
            }
            selected.add(level);
        }
        if (selected.isEmpty()) {
            throw new ScenarioException("--levels: give at least one level, e.g. --levels 10u-100tps");
        }
        return selected;
    }
}
