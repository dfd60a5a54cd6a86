package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.results.format.BenchmarkFolderLayout;
import java.nio.file.Path;
import java.time.Duration;

/**
 * One JMeter execution of the plan: a treatment at a level in a round, with the warm-up it gets at that level (longer
 * than the scenario's when {@code warmupRequests} ask for it) and the measured window; {@code index} counts from 1.
 */
public record PlannedRun(int index, TreatmentSpec treatment, Level level, int round, Duration warmup, Duration duration) {

    /** {@code runs/<treatment>/<level>/<round>} under the benchmark folder (docs/formats.md). */
    public Path folderIn(Path benchmarkFolder) {
        return BenchmarkFolderLayout.run(benchmarkFolder, treatment.name(), level.name(), round);
    }

    /** JMeter's run time: warm-up plus the measured window. */
    public Duration loadTime() {
        return warmup.plus(duration);
    }

    /** Whether this run and {@code other} can share one deployment: the same treatment in the same round. */
    boolean sameDeploymentAs(PlannedRun other) {
        return treatment.name().equals(other.treatment.name()) && round == other.round;
    }

    public String describe() {
        return treatment.name() + " @ " + level.name() + " round " + round;
    }
}
