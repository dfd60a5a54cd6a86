package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.FlagComparison;
import io.meshbench.results.run.RunEvidence;
import io.meshbench.results.run.RunFolder;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks each treated run's recorded command lines against a baseline run's (same level and round if there is one,
 * else same level, else any), so the Runs section says per run whether only the treatment's arguments differ.
 */
final class FlagChecks {

    private FlagChecks() {
    }

    static List<RunRow> annotate(List<RunRow> rows, String baselineName) {
        Map<RunRow, RunEvidence> evidence = new java.util.IdentityHashMap<>();
        rows.forEach(row -> recorded(row).ifPresent(found -> evidence.put(row, found)));
        List<RunRow> baselines = rows.stream()
                .filter(row -> row.treatment().equals(baselineName) && evidence.containsKey(row)).toList();
        return rows.stream().map(row -> {
            if (row.treatment().equals(baselineName) || !evidence.containsKey(row)) {
                return row;
            }
            return closest(row, baselines).map(base -> row.withFlags(FlagComparison.of(
                    evidence.get(base).commandLines(), evidence.get(row).commandLines(),
                    evidence.get(row).treated()))).orElse(row);
        }).toList();
    }

    /** The run's run.json evidence when it recorded command lines. */
    private static Optional<RunEvidence> recorded(RunRow row) {
        if (row.folder() == null) {
            return Optional.empty();
        }
        try {
            RunEvidence evidence = RunFolder.evidence(Path.of(row.folder()));
            return evidence.commandLines() == null || evidence.commandLines().isEmpty()
                    ? Optional.empty() : Optional.of(evidence);
        } catch (ResultsException e) {
            return Optional.empty(); // the Runs table already says why this run.json could not be read
        }
    }

    private static Optional<RunRow> closest(RunRow treated, List<RunRow> baselines) {
        Comparator<RunRow> likeness = Comparator.<RunRow>comparingInt(base -> base.level().equals(treated.level()) ? 0 : 1)
                .thenComparingInt(base -> Objects.equals(base.round(), treated.round()) ? 0 : 1);
        return baselines.stream().min(likeness);
    }
}
