package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioOverrides;
import io.meshbench.harness.scenario.Workload;
import java.time.Duration;
import java.util.List;

/**
 * The things the page planner turns, for one scenario: levels, warm-up, window, rounds, the workloads run and whether
 * a round's levels and workloads share one deployment per treatment.
 */
record SizingKnobs(List<String> levels, Duration warmup, Duration window, int rounds, List<String> workloads,
                   boolean shareDeployment) {

    SizingKnobs {
        levels = List.copyOf(levels);
        workloads = List.copyOf(workloads);
    }

    static SizingKnobs original(Scenario scenario) {
        return new SizingKnobs(levelNames(scenario.load().levels()), scenario.load().warmup(),
                scenario.load().duration(), scenario.load().rounds(), workloadNames(scenario),
                scenario.load().levelsShareDeployment());
    }

    SizingKnobs withLevels(List<String> newLevels) {
        return new SizingKnobs(newLevels, warmup, window, rounds, workloads, shareDeployment);
    }

    SizingKnobs withWarmup(Duration newWarmup) {
        return new SizingKnobs(levels, newWarmup, window, rounds, workloads, shareDeployment);
    }

    SizingKnobs withWindow(Duration newWindow) {
        return new SizingKnobs(levels, warmup, newWindow, rounds, workloads, shareDeployment);
    }

    SizingKnobs withRounds(int newRounds) {
        return new SizingKnobs(levels, warmup, window, newRounds, workloads, shareDeployment);
    }

    SizingKnobs withWorkloads(List<String> newWorkloads) {
        return new SizingKnobs(levels, warmup, window, rounds, newWorkloads, shareDeployment);
    }

    SizingKnobs withSharedDeployment() {
        return new SizingKnobs(levels, warmup, window, rounds, workloads, true);
    }

    /** The options {@code run} gets for these knobs: only those that differ from the scenario file. */
    ScenarioOverrides overrides(Scenario scenario) {
        return ScenarioOverrides.none()
                .with(ScenarioOverrides.DURATION, window.equals(scenario.load().duration()) ? null : window.toSeconds() + "s")
                .with(ScenarioOverrides.WARMUP, warmup.equals(scenario.load().warmup()) ? null : warmup.toSeconds() + "s")
                .with(ScenarioOverrides.ROUNDS, rounds == scenario.load().rounds() ? null : Integer.toString(rounds))
                .with(ScenarioOverrides.LEVELS, levels.equals(levelNames(scenario.load().levels())) ? null : String.join(",", levels))
                .with(ScenarioOverrides.WORKLOADS, workloads.equals(workloadNames(scenario)) ? null : String.join(",", workloads))
                .with(ScenarioOverrides.LEVELS_SHARE_DEPLOYMENT,
                        shareDeployment == scenario.load().levelsShareDeployment() ? null : Boolean.toString(shareDeployment));
    }

    static List<String> levelNames(List<Level> levels) {
        return levels.stream().map(Level::name).toList();
    }

    static List<String> workloadNames(Scenario scenario) {
        return scenario.load().workloads().stream().map(Workload::name).toList();
    }
}
