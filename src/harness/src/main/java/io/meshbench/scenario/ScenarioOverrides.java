package io.meshbench.scenario;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Command-line overrides of a scenario's load. Each value is the option's text; blank means "not given" (the Maven
 * profiles pass every option, empty when the user set nothing).
 *
 * @param levels comma-separated level names of the scenario, or new levels written {@code <users>u-<tps>tps}
 */
public record ScenarioOverrides(String duration, String warmup, String rounds, String levels) {

    public static ScenarioOverrides none() {
        return new ScenarioOverrides(null, null, null, null);
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
        for (FaultSpec fault : scenario.faults()) {
            if (fault.at().compareTo(newDuration) >= 0) {
                throw new ScenarioException("--duration " + Durations.format(newDuration) + " ends before the fault on "
                        + fault.process() + " at " + Durations.format(fault.at()) + " into the measured window: give a longer duration");
            }
        }
        return scenario.withLoad(newLevels, newWarmup, newDuration, newRounds);
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
            selected.add(level);
        }
        if (selected.isEmpty()) {
            throw new ScenarioException("--levels: give at least one level, e.g. --levels 10u-100tps");
        }
        return selected;
    }
}
