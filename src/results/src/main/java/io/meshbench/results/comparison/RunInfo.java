package io.meshbench.results.comparison;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/** run.json (docs/formats.md): what one run was. Unknown fields are ignored. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunInfo(
        String scenario,
        String treatment,
        String treatmentLabel,
        String level,
        Integer users,
        Double targetTps,
        Integer round,
        Double warmupSeconds,
        Double durationSeconds,
        String measuredProcess,
        String startedAt,
        String endedAt,
        String status,
        List<String> notes) {

    public boolean ok() {
        return status == null || "ok".equals(status);
    }

    /** This run as another treatment, level or round (for runs compared outside their benchmark folder). */
    public RunInfo as(String newTreatment, String newLabel, String newLevel, Integer newRound) {
        return new RunInfo(scenario, newTreatment, newLabel, newLevel, users, targetTps, newRound, warmupSeconds,
                durationSeconds, measuredProcess, startedAt, endedAt, status, notes);
    }

    public String label() {
        return treatmentLabel != null ? treatmentLabel : treatment;
    }
}
