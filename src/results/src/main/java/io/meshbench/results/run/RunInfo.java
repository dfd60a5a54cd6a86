package io.meshbench.results.run;

import io.meshbench.results.format.RunJson;
import java.util.List;

/**
 * What one run was, as the engine uses it: run.json's identity ({@link RunJson}, the format's one definition)
 * completed from the folder's path where run.json is silent.
 *
 * @param warmupSeconds the warm-up trimmed from the JTL; null when nothing says (then the run is not analysed)
 * @param warmupSource  where {@code warmupSeconds} came from: run.json, the benchmark's meta.json, or --warmup
 * @param cpuThrottling the cgroup's CPU throttling over the load (null when run.json does not say)
 */
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
        List<String> notes,
        String warmupSource,
        RunJson.CpuThrottling cpuThrottling) {

    public boolean ok() {
        return status == null || RunJson.OK.equals(status);
    }

    /** This run as another treatment, level or round (for runs compared outside their benchmark folder). */
    public RunInfo as(String newTreatment, String newLabel, String newLevel, Integer newRound) {
        return new RunInfo(scenario, newTreatment, newLabel, newLevel, users, targetTps, newRound, warmupSeconds,
                durationSeconds, measuredProcess, startedAt, endedAt, status, notes, warmupSource, cpuThrottling);
    }

    public String label() {
        return treatmentLabel != null ? treatmentLabel : treatment;
    }
}
