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
 * whose achieved half-width is below its margin can be called "within ±m" when it has no effect. Where the scenario's
 * cells have too few rounds for an interval of their own and the page is judged against an A/A page, the achieved
 * half-width is the one their verdicts have: t · the A/A page's no-effect spread / √R ({@link AaSpreads}).
 */
final class PredictedHalfWidths {

    private PredictedHalfWidths() {
    }

    /** A figure's units as page-plan.json's forecast and this table write them. */
    private static final Map<String, String> UNITS = Map.of("cpuMsPerRequest", "ms", "p90", "%", "p95", "%",
            "throughput", "%", "heap", "MB", "metaspace", "MB");

    static void write(PageDocument page, PagePlan plan, Map<PagePlan.Scenario, ScenarioReport> reports,
                      AaSpreads spreads) {
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
            s.predicted().forEach((figure, predicted) -> {
                Double own = report == null ? null : achieved(report, figure);
                Double againstAa = own != null || report == null ? null : againstAa(report, figure, s, spreads);
                page.line("| " + PageText.cell(s.scenario()) + " | " + figure + " | " + halfWidth(predicted, figure)
                        + " | " + (againstAa != null ? halfWidth(againstAa, figure) + " (A/A page's spread)"
                        : halfWidth(own, figure)) + " | " + Margins.DEFAULT.of(figure).map(m -> m.text()).orElse("—")
                        + " |");
            });
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
        for (DuetCell duet : duetCells(report, figure)) {
            Double half = ScenarioReport.number(duet.cell(), "halfWidth");
            JsonNode df = duet.cell().path("degreesOfFreedom");
            if ("rounds".equals(ScenarioReport.text(duet.cell(), "intervalOver")) && half != null && df.isInt()) {
                widths.add(duet.inUnit(figure, half * quantile(0.95, df.asInt()) / quantile(0.975, df.asInt())));
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

    /**
     * The widest 90 % half-width among the report's cells of {@code figure} of fewer rounds than an interval of their
     * own needs, as their verdicts have it against the A/A page's spread (a duet's CPU per request and P90 of one
     * deployment pair against its pairs' spread); null where the A/A page gives none.
     */
    static Double againstAa(ScenarioReport report, String figure, PagePlan.Scenario planned, AaSpreads spreads) {
        List<Double> widths = new ArrayList<>();
        for (DuetCell duet : duetCells(report, figure)) {
            io.meshbench.results.comparison.AaSpread aa = spreads.of(planned,
                    ScenarioReport.text(duet.row(), "level"), PageVerdicts.DUET + figure, false);
            if (aa != null && !"rounds".equals(ScenarioReport.text(duet.cell(), "intervalOver"))) {
                widths.add(duet.inUnit(figure, halfWidthAgainst(aa, 1)));
            }
        }
        if (widths.isEmpty()) {
            boolean relative = UNITS.get(figure) != null && UNITS.get(figure).equals("%");
            for (JsonNode comparison : report.comparisons()) {
                int rounds = comparison.path("metrics").path(figure).path("roundDeltas").size();
                io.meshbench.results.comparison.AaSpread aa = spreads.of(planned,
                        ScenarioReport.text(comparison, "level"), figure, relative);
                if (aa == null || rounds < 1 || rounds >= io.meshbench.results.comparison.RoundsInterval.MIN_ROUNDS
                        || "baseline-aa".equals(ScenarioReport.text(comparison, "treatment"))) {
                    continue;
                }
                widths.add(halfWidthAgainst(aa, rounds));
            }
        }
        return widths.stream().max(Double::compare).orElse(null);
    }

    /**
     * The 90 % half-width of a no-effect cell of {@code rounds} judged against {@code aa}, as the verdicts compute it
     * ({@link io.meshbench.results.comparison.DeltaEstimate#withSpread}): the upper end of its interval about zero,
     * written back to the figure's unit (a relative figure's wider, upper side).
     */
    private static double halfWidthAgainst(io.meshbench.results.comparison.AaSpread aa, int rounds) {
        return io.meshbench.results.comparison.DeltaEstimate.of(java.util.Collections.nCopies(rounds, 0.0),
                aa.relative(), null).withSpread(aa).interval(0.90, aa.effectiveDegreesOfFreedom())[1];
    }

    /** A duet row's cell of the consumer, with its baseline (above zero). */
    private record DuetCell(JsonNode row, JsonNode cell, double baseline) {

        /** A half-width of the cell in the figure's unit: the duet's P90 is in ms, the figure's in % of the baseline. */
        double inUnit(String figure, double halfWidth) {
            return figure.equals("p90") ? 100 * halfWidth / baseline : halfWidth;
        }
    }

    /** The duet's cells of the consumer for {@code figure} (CPU per request or P90), none for any other figure. */
    private static List<DuetCell> duetCells(ScenarioReport report, String figure) {
        String metric = figure.equals("cpuMsPerRequest") ? "cpuPerRequest"
                : figure.equals("p90") ? "meanSecondP90Latency" : null;
        List<DuetCell> cells = new ArrayList<>();
        if (metric == null) {
            return cells;
        }
        for (JsonNode row : ScenarioReport.list(report.root().path("duet").path("rows"))) {
            for (JsonNode cell : ScenarioReport.list(row.path("cells"))) {
                Double baseline = ScenarioReport.number(cell, "baseline");
                if (metric.equals(ScenarioReport.text(cell, "metric"))
                        && "consumer".equals(ScenarioReport.text(cell, "process")) && baseline != null && baseline > 0) {
                    cells.add(new DuetCell(row, cell, baseline));
                }
            }
        }
        return cells;
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
