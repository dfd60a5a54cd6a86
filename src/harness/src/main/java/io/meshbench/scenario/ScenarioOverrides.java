package io.meshbench.scenario;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Command-line overrides of a scenario's load. Each value is the option's text; blank means "not given" (the Maven
 * profiles pass every option, empty when the user set nothing).
 *
 * @param levels         comma-separated level names of the scenario, or new levels written {@code <users>u-<tps>tps}
 * @param errorThreshold the error rate in % above which a run fails ({@code errorRateThresholdPct})
 * @param stacks         comma-separated names of the scenario's stacks to run (the others are left out)
 */
public record ScenarioOverrides(String duration, String warmup, String rounds, String levels, String errorThreshold,
                                String stacks) {

    public ScenarioOverrides(String duration, String warmup, String rounds, String levels) {
        this(duration, warmup, rounds, levels, null, null);
    }

    public ScenarioOverrides(String duration, String warmup, String rounds, String levels, String errorThreshold) {
        this(duration, warmup, rounds, levels, errorThreshold, null);
    }

    public static ScenarioOverrides none() {
        return new ScenarioOverrides(null, null, null, null, null, null);
    }

    /**
     * @throws ScenarioException naming the option and the accepted form
     */
    public Scenario applyTo(Scenario scenario) {
        Duration newDuration = given(duration) ? parseDuration("--duration", duration) : scenario.duration();
        Duration newWarmup = given(warmup) ? parseDuration("--warmup", warmup) : scenario.warmup();
        int newRounds = given(rounds) ? parseRounds() : scenario.rounds();
        List<Level> newLevels = given(levels) ? selectLevels(scenario) : scenario.levels();
        if (newDuration.isZero()) {
            throw new ScenarioException("--duration must be longer than 0s");
        }
        requireAtMostADay("--duration", newDuration);
        requireAtMostADay("--warmup", newWarmup);
        for (FaultSpec fault : scenario.faults()) {
            if (fault.at().compareTo(newDuration) >= 0) {
                throw new ScenarioException("--duration " + Durations.format(newDuration) + " ends before the fault on "
                        + fault.process() + " at " + Durations.format(fault.at()) + " into the measured window: give a longer duration");
            }
        }
        Scenario overridden = scenario.withLoad(newLevels, newWarmup, newDuration, newRounds);
        if (given(stacks)) {
            overridden = overridden.withStacks(selectStacks(scenario));
        }
        return given(errorThreshold) ? overridden.withErrorRateThresholdPct(parseThreshold()) : overridden;
    }

    private static void requireAtMostADay(String option, Duration value) {
        if (value.compareTo(ScenarioValidator.LONGEST) > 0) {
            throw new ScenarioException(option + ": " + Durations.format(value) + " is longer than a day; give e.g. "
                    + option + " 120s");
        }
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

    private List<Level> selectLevels(Scenario scenario) {
        List<Level> selected = new ArrayList<>();
        Set<List<Integer>> loads = new HashSet<>();
        for (String token : levels.split(",")) {
            String name = token.trim();
            if (name.isEmpty()) {
                continue;
            }
            Level level = scenario.levels().stream().filter(l -> l.name().equals(name)).findFirst()
                    .orElseGet(() -> Level.parseShorthand(name));
            if (level == null) {
                throw new ScenarioException("--levels: '" + name + "' is neither a level of scenario " + scenario.name()
                        + " " + scenario.levels().stream().map(Level::name).toList()
                        + " nor a new level written <users>u-<tps>tps, e.g. 10u-100tps");
            }
            if (level.users() < 1 || level.targetTps() < 1) {
                throw new ScenarioException("--levels: '" + name + "' has no load: users and TPS must both be 1 or more, e.g. 10u-100tps");
            }
            if (!loads.add(List.of(level.users(), level.targetTps()))) {
                throw new ScenarioException("--levels: '" + name + "' is given twice (" + level.users() + " users at "
                        + level.targetTps() + " TPS): list each level once");
            }
            selected.add(level);
        }
        if (selected.isEmpty()) {
            throw new ScenarioException("--levels: give at least one level, e.g. --levels 10u-100tps");
        }
        return selected;
    }

    private List<StackSpec> selectStacks(Scenario scenario) {
        List<StackSpec> selected = new ArrayList<>();
        for (String token : stacks.split(",")) {
            String name = token.trim();
            if (name.isEmpty()) {
                continue;
            }
            StackSpec stack = scenario.stacks().stream().filter(s -> s.name().equals(name)).findFirst()
                    .orElseThrow(() -> new ScenarioException("--stacks: '" + name + "' is not a stack of scenario "
                            + scenario.name() + (scenario.stacks().isEmpty() ? ", which has none"
                            : "; choose from " + scenario.stacks().stream().map(StackSpec::name).toList())));
            if (selected.contains(stack)) {
                throw new ScenarioException("--stacks: '" + name + "' is given twice: list each stack once");
            }
            selected.add(stack);
        }
        if (selected.isEmpty()) {
            throw new ScenarioException("--stacks: give at least one stack, e.g. --stacks okhttp2,grpc");
        }
        return selected;
    }
}
