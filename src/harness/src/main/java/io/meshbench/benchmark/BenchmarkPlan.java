package io.meshbench.benchmark;

import io.meshbench.scenario.Durations;
import io.meshbench.scenario.Level;
import io.meshbench.scenario.Scenario;
import io.meshbench.scenario.TreatmentSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs of a benchmark: round by round, level by level, every treatment once, with the order of the treatments
 * rotated between rounds (A B C, then B C A, ...) so that none always runs first on a cold machine or last on a hot one.
 */
public record BenchmarkPlan(Scenario scenario, List<PlannedRun> runs) {

    /** What starting and stopping a deployment, probing and checking the treatment adds to each run, roughly. */
    static final Duration SETUP_PER_RUN = Duration.ofSeconds(60);

    public static BenchmarkPlan of(Scenario scenario) {
        List<PlannedRun> runs = new ArrayList<>();
        List<TreatmentSpec> treatments = scenario.treatments();
        for (int round = 1; round <= scenario.rounds(); round++) {
            for (Level level : scenario.runLevels()) {
                for (int i = 0; i < treatments.size(); i++) {
                    TreatmentSpec treatment = treatments.get((i + round - 1) % treatments.size());
                    runs.add(new PlannedRun(runs.size() + 1, treatment, level, round));
                }
            }
        }
        return new BenchmarkPlan(scenario, List.copyOf(runs));
    }

    public Duration expectedTime() {
        return scenario.loadTime().plus(SETUP_PER_RUN).multipliedBy(runs.size());
    }

    /** The plan as printed before the first run starts. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append(String.format("Plan: scenario %s, %d run(s) = %d treatment(s) x %d level(s) x %d round(s); "
                        + "each run %s warm-up + %s measured%n",
                scenario.name(), runs.size(), scenario.treatments().size(), scenario.runLevels().size(),
                scenario.rounds(), Durations.format(scenario.warmup()), Durations.format(scenario.duration())));
        for (PlannedRun run : runs) {
            text.append(String.format("  %3d. round %d  %-14s %-4d users %-6d TPS  %s%n", run.index(), run.round(),
                    run.level().name(), run.level().users(), run.level().targetTps(), run.treatment().name()));
        }
        text.append(String.format("Expected time: about %s (load plus ~%s per run to start, probe and stop the services)%n",
                Durations.format(expectedTime()), Durations.format(SETUP_PER_RUN)));
        return text.toString();
    }
}
