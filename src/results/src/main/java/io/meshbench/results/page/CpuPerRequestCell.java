package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.Metric;

/**
 * The CPU-per-request cell of a report.json written before it held {@code cpuMsPerRequest}: derived from the same
 * comparison's CPU (% of one core) and throughput, {@code 10 * cpu% / throughput} ms per side, which is the engine's
 * own definition ({@link Metric#perRequest}), so the figure is exact. Only for one round: over several, the medians of
 * CPU and of throughput are not one run's, and their ratio is no run's ratio, so the cell stays "—".
 */
final class CpuPerRequestCell {

    private CpuPerRequestCell() {
    }

    /** "baseline / treated / delta" in ms per request, or "—" when the figure cannot be derived exactly. */
    static String derived(JsonNode metrics) {
        double[] baseline = sides(metrics, "baseline");
        double[] treated = sides(metrics, "treated");
        if (baseline == null || treated == null || !oneRound(metrics.path("cpuCorePct"))
                || !oneRound(metrics.path("throughput"))) {
            return "—";
        }
        double b = Metric.perRequest(baseline[0], baseline[1]);
        double t = Metric.perRequest(treated[0], treated[1]);
        DeltaStyle style = DeltaStyle.MILLISECONDS_PER_REQUEST;
        return style.value(b) + " / " + style.value(t) + " / " + style.delta(t - b);
    }

    /** The derived delta, treated − baseline ms per request, or null where {@link #derived} gives "—". */
    static Double derivedDelta(JsonNode metrics) {
        double[] baseline = sides(metrics, "baseline");
        double[] treated = sides(metrics, "treated");
        if (baseline == null || treated == null || !oneRound(metrics.path("cpuCorePct"))
                || !oneRound(metrics.path("throughput"))) {
            return null;
        }
        return Metric.perRequest(treated[0], treated[1]) - Metric.perRequest(baseline[0], baseline[1]);
    }

    /** {cpu %, throughput} of one side, null when either is missing or the throughput is not positive. */
    private static double[] sides(JsonNode metrics, String side) {
        Double cpu = ScenarioReport.number(metrics.path("cpuCorePct"), side);
        Double throughput = ScenarioReport.number(metrics.path("throughput"), side);
        return cpu == null || throughput == null || !(throughput > 0) ? null : new double[] {cpu, throughput};
    }

    private static boolean oneRound(JsonNode metric) {
        return metric.path("pairedRounds").asInt(0) == 1 && metric.path("roundDeltas").size() <= 1;
    }
}
