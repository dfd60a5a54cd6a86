package io.meshbench.harness.load;

import io.meshbench.results.api.RunAnalysis;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How one independent engine went: where it ran, its part of the load, its clock against the controller's, how its
 * JMeter ended, the rows it added to the merged JTL and the rate it achieved over its own measured window.
 *
 * @param rate    null when its JTL could not be analysed ({@code problem} says why)
 * @param problem null when its JTL was analysed
 */
public record EngineOutcome(EngineShare share, String host, ClockOffset clock, LoadResult result, long rows,
                            RunAnalysis.EngineRate rate, String problem) {

    public boolean fellBehind() {
        return rate == null || rate.fellBehind();
    }

    /** The entry of run.json's {@code jmeter.engines} (docs/formats.md). */
    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", share.id());
        json.put("host", host);
        json.put("users", share.users());
        json.put("targetTps", share.tps());
        json.put("clockOffsetMs", round(clock.offsetMs()));
        json.put("clockUncertaintyMs", round(clock.uncertaintyMs()));
        json.put("clockCorrectionMs", clock.correctionMs());
        json.put("exitCode", result.exitCode());
        json.put("timedOut", result.timedOut());
        json.put("rows", rows);
        if (rate != null) {
            json.put("samples", rate.samples());
            json.put("errors", rate.errors());
            json.put("achievedTps", round(rate.avgTps()));
            json.put("achievedPct", round(rate.achievedPct()));
        }
        json.put("fellBehind", fellBehind());
        if (problem != null) {
            json.put("problem", problem);
        }
        return json;
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
