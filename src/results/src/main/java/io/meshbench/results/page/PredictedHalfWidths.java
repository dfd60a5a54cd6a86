package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.Margins;
import io.meshbench.results.format.PagePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Under the plan table, when the planner made a forecast (page-plan.json {@code predicted}): per scenario and figure,
 * the half-width of a no-effect cell's 90 % interval it predicted before the load, beside the one the run achieved
 * (the widest among the scenario's cells of that figure, its rounds' Student t at 90 %), against the margin. A cell
 * whose achieved half-width is below its margin can be called "within ±m" when it has no effect.
 */
final class PredictedHalfWidths {

    private PredictedHalfWidths() {
    }

    /** A figure's units as page-plan.json's forecast and this table write them. */
    private static final Map<String, String> UNITS = Map.of("cpuMsPerRequest", "ms", "p90", "%", "p95", "%",
            "throughput", "%", "heap", "MB", "metaspace", "MB");

    static void write(PageDocument page, PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports) {
        if (plan.scenarios().stream().allMatch(s -> s.predicted() == null)) {
            return;
        }
        page.line("Predicted before the load and achieved (the half-width of a no-effect cell's 90 % interval, the "
                + "widest of the scenario's cells of the figure; decidable when below the margin; docs/page-run.md):");
        page.line("");
        page.line("| scenario | figure | predicted | achieved | margin |");
        page.line("|---|---|---|---|---|");
        for (PagePlan.Scenario s : plan.scenarios()) {
            if (s.predicted() == null) {
                continue;
            }
            ScenarioReport report = reports.get(s);
            s.predicted().forEach((figure, predicted) -> page.line("| " + PageText.cell(s.scenario()) + " | "
                    + figure + " | " + halfWidth(predicted, figure) + " | "
                    + halfWidth(report == null ? null : achieved(report, figure), figure) + " | "
                    + Margins.DEFAULT.of(figure).map(m -> m.text()).orElse("—") + " |"));
        }
        page.line("");
    }

    private static String halfWidth(Double value, String figure) {
        return value == null || value.isInfinite() ? "no interval"
                : String.format(Locale.ROOT, "±%.3g %s", value, UNITS.getOrDefault(figure, ""));
    }

    /**
     * The widest achieved 90 % half-width of {@code figure} among the report's cells: a duet's CPU per request and
     * P90 from its rows' intervals over rounds, every other figure from its per-round deltas; null without an interval
     * over rounds.
     */
    static Double achieved(ScenarioReport report, String figure) {
        List<Double> widths = new ArrayList<>();
        String duetMetric = figure.equals("cpuMsPerRequest") ? "cpuPerRequest"
                : figure.equals("p90") ? "meanSecondP90Latency" : null;
        if (duetMetric != null) {
            for (JsonNode row : ScenarioReport.list(report.root().path("duet").path("rows"))) {
                for (JsonNode cell : ScenarioReport.list(row.path("cells"))) {
                    Double half = ScenarioReport.number(cell, "halfWidth");
                    Double baseline = ScenarioReport.number(cell, "baseline");
                    JsonNode df = cell.path("degreesOfFreedom");
                    if (duetMetric.equals(ScenarioReport.text(cell, "metric"))
                            && "consumer".equals(ScenarioReport.text(cell, "process"))
                            && "rounds".equals(ScenarioReport.text(cell, "intervalOver")) && half != null
                            && df.isInt() && baseline != null && baseline > 0) {
                        double at90 = half * quantile(0.95, df.asInt()) / quantile(0.975, df.asInt());
                        widths.add(figure.equals("p90") ? 100 * at90 / baseline : at90);
                    }
                }
            }
        }
        if (widths.isEmpty() && !figure.equals("cpuMsPerRequest")) {
            for (JsonNode comparison : report.comparisons()) {
                if ("baseline-aa".equals(ScenarioReport.text(comparison, "treatment"))) {
                    continue;
                }
                List<Double> deltas = new ArrayList<>();
                comparison.path("metrics").path(figure).path("roundDeltas").forEach(d -> deltas.add(d.asDouble()));
                if (deltas.size() >= 2) {
                    widths.add(halfWidth90(deltas));
                }
            }
        }
        return widths.stream().max(Double::compare).orElse(null);
    }

    private static double halfWidth90(List<Double> deltas) {
        double mean = deltas.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double squares = deltas.stream().mapToDouble(d -> (d - mean) * (d - mean)).sum();
        int n = deltas.size();
        return quantile(0.95, n - 1) * Math.sqrt(squares / (n - 1) / n);
    }

    private static double quantile(double p, int df) {
        return new TDistribution(null, df).inverseCumulativeProbability(p);
    }
}
