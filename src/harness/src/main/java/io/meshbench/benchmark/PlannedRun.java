package io.meshbench.benchmark;

import io.meshbench.scenario.Level;
import io.meshbench.scenario.TreatmentSpec;
import java.nio.file.Path;

/** One JMeter execution of the plan: a treatment at a level in a round; {@code index} counts from 1. */
public record PlannedRun(int index, TreatmentSpec treatment, Level level, int round) {

    /** {@code runs/<treatment>/<level>/<round>} under the benchmark folder (docs/formats.md). */
    public Path folderIn(Path benchmarkFolder) {
        return benchmarkFolder.resolve("runs").resolve(treatment.name()).resolve(level.name()).resolve(String.valueOf(round));
    }

    public String describe() {
        return treatment.name() + " @ " + level.name() + " round " + round;
    }
}
