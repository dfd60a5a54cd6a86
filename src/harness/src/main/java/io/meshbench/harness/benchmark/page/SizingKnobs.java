package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioOverrides;
import java.time.Duration;
import java.util.List;

/** The four things the page planner turns, for one scenario. */
record SizingKnobs(List<String> levels, Duration warmup, Duration window, int rounds) {

    static SizingKnobs original(Scenario scenario) {
        return new SizingKnobs(levelNames(scenario.load().levels()), scenario.load().warmup(),
                scenario.load().duration(), scenario.load().rounds());
    }

    SizingKnobs withLevels(List<String> newLevels) {
        return new SizingKnobs(List.copyOf(newLevels), warmup, window, rounds);
    }

    SizingKnobs withWarmup(Duration newWarmup) {
        return new SizingKnobs(levels, newWarmup, window, rounds);
    }

    SizingKnobs withWindow(Duration newWindow) {
        return new SizingKnobs(levels, warmup, newWindow, rounds);
    }

    SizingKnobs withRounds(int newRounds) {
        return new SizingKnobs(levels, warmup, window, newRounds);
    }

    /** The options {@code run} gets for these knobs: only those that differ from the scenario file. */
    ScenarioOverrides overrides(Scenario scenario) {
        return ScenarioOverrides.none()
                .with(ScenarioOverrides.DURATION, window.equals(scenario.load().duration()) ? null : window.toSeconds() + "s")
                .with(ScenarioOverrides.WARMUP, warmup.equals(scenario.load().warmup()) ? null : warmup.toSeconds() + "s")
                .with(ScenarioOverrides.ROUNDS, rounds == scenario.load().rounds() ? null : Integer.toString(rounds))
                .with(ScenarioOverrides.LEVELS, levels.equals(levelNames(scenario.load().levels())) ? null : String.join(",", levels));
    }

    static List<String> levelNames(List<Level> levels) {
        return levels.stream().map(Level::name).toList();
    }
}
