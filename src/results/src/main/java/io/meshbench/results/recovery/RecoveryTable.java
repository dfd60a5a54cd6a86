package io.meshbench.results.recovery;

import io.meshbench.results.ResultsException;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunInfo;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.report.ReportModel;
import io.meshbench.results.report.RunRow;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The removal-efficacy table's rows: for every run whose run.json records an injected fault, what the fault did to its
 * errors ({@link FaultRecovery}). Templates see it as {@code recovery}.
 */
public final class RecoveryTable {

    /** The report table (report-templates/removal-efficacy.md.ftl) that shows these rows. */
    public static final String TABLE = "removal-efficacy";

    private RecoveryTable() {
    }

    /**
     * @param recovery null when the run's files could not say, with {@code problem} telling why
     */
    public record Row(String treatment, String treatmentLabel, String level, Integer round, String fault,
                      FaultRecovery recovery, String problem) {
    }

    public static List<Row> of(ReportModel model) {
        List<Row> rows = new ArrayList<>();
        for (RunRow run : model.runEvidence()) {
            if (run.faults() == null) {
                continue;
            }
            injected(run.faults()).ifPresent(fault -> rows.add(row(run, fault)));
        }
        return rows;
    }

    private static Row row(RunRow run, String fault) {
        try {
            Path folder = Path.of(run.folder());
            RunInfo info = RunFolder.info(folder);
            Duration warmup = info.warmup() == null ? Duration.ZERO : info.warmup();
            FaultRecovery recovery = FaultRecovery.of(RunFolderLayout.jtl(folder), warmup, faultInstant(fault).toEpochMilli());
            return new Row(run.treatment(), run.treatmentLabel(), run.level(), run.round(), fault, recovery, null);
        } catch (ResultsException e) {
            return new Row(run.treatment(), run.treatmentLabel(), run.level(), run.round(), fault, null, e.getMessage());
        }
    }

    /** The first fault line that records an injection: "<instant> (...) <process> mode=...: POST ... -> 200". */
    static Optional<String> injected(List<String> faults) {
        return faults.stream()
                .filter(line -> !line.contains(" FAILED") && !line.contains("NOT INJECTED"))
                .filter(line -> parse(line).isPresent())
                .findFirst();
    }

    static Instant faultInstant(String line) {
        return parse(line).orElseThrow();
    }

    private static Optional<Instant> parse(String line) {
        int space = line.indexOf(' ');
        try {
            return Optional.of(Instant.parse(space < 0 ? line : line.substring(0, space)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
