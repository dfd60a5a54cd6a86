package io.meshbench.harness.benchmark;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How a benchmark ended: its folder, the record of every run that started, why it stopped early (if it did) and
 * the report.md it wrote (empty when the report could not be written), and whether a Ctrl-C stopped it after a
 * finished run.
 */
public record BenchmarkOutcome(Path folder, List<RunRecord> runs, Optional<String> abortedBecause, Optional<Path> report,
                               boolean stoppedOnCtrlC) {

    public long failedRuns() {
        return runs.stream().filter(run -> !RunRecord.OK.equals(run.status())).count();
    }

    /** Every planned run ok and the report written. */
    public boolean succeeded() {
        return abortedBecause.isEmpty() && failedRuns() == 0 && report.isPresent();
    }
}
