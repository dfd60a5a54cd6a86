package io.meshbench.results.report;

import io.meshbench.results.analysis.FaultRecovery;
import java.util.ArrayList;
import java.util.List;

/**
 * The removal-efficacy table's rows: for every run whose run.json records an injected fault, what the fault did to its
 * errors ({@link FaultRecovery}, computed in the run's analysis: nothing here reads a file). Templates see it as
 * {@code recovery}.
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
            if (run.injectedFault() == null) {
                continue;
            }
            FaultRecovery.Outcome outcome = run.recovery();
            rows.add(new Row(run.treatment(), run.treatmentLabel(), run.level(), run.round(), run.injectedFault(),
                    outcome == null ? null : outcome.recovery(), outcome == null ? run.problem() : outcome.problem()));
        }
        return rows;
    }
}
