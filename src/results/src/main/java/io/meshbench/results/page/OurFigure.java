package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.AaSpread;
import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.DeltaEstimate;
import io.meshbench.results.comparison.RoundsInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One of our figures set beside a published one: its value (a delta, or a side's figure for start-up), its 95 %
 * interval when it has one, and why not when it has none; {@code text} as the page writes it.
 *
 * @param narrow the interval holds only the noise within one deployment pair (a duet of fewer than 3 rounds): a
 *               published point inside it is inside the wider true interval too, one outside it decides nothing
 */
record OurFigure(double value, Double lower, Double upper, boolean narrow, String noInterval, String text) {

    /**
     * A report.json metric's delta (one key) or the sum of several (Sermant's total memory), in the metric's unit; a
     * delta of one or two rounds gets the interval the page judges it by against {@code aa}, the A/A page's no-effect
     * spread of its figure (null: none, so no interval).
     */
    static OurFigure delta(JsonNode metrics, List<String> keys, String unit, int decimals, AaSpread aa) {
        double delta = 0;
        List<Double> rounds = null;
        Double lower = null;
        Double upper = null;
        for (String key : keys) {
            JsonNode metric = metrics.path(key);
            Double d = ScenarioReport.number(metric, "delta");
            if (d == null) {
                return null;
            }
            delta += d;
            List<Double> these = new ArrayList<>();
            metric.path("roundDeltas").forEach(node -> these.add(node.asDouble()));
            rounds = rounds == null ? these : add(rounds, these);
            if (keys.size() == 1) {
                lower = ScenarioReport.number(metric.path("interval"), "lower");
                upper = ScenarioReport.number(metric.path("interval"), "upper");
            }
        }
        if (keys.size() > 1 && rounds != null) {
            RoundsInterval interval = RoundsInterval.of(rounds);
            lower = interval == null ? null : interval.lower();
            upper = interval == null ? null : interval.upper();
        }
        int n = rounds == null ? 0 : rounds.size();
        OurFigure judged = n >= 1 && n < RoundsInterval.MIN_ROUNDS && aa != null
                ? againstAa(delta, DeltaEstimate.of(rounds, false, null), aa, unit, decimals) : null;
        if (judged != null) {
            return judged;
        }
        return of(delta, lower, upper, false, n < RoundsInterval.MIN_ROUNDS
                ? (n <= 1 ? "one round" : n + " rounds; an interval needs 3") : "no interval in report.json",
                unit, decimals);
    }

    /**
     * A duet cell's delta with its interval (report.json {@code duet.rows[].cells[]}); one deployment pair's delta gets
     * the interval the page judges it by against {@code aa}, the A/A page's spread of such pairs (null: none, so it
     * keeps the pair's own, which leaves out how pairs differ).
     */
    static OurFigure duet(JsonNode cell, String unit, int decimals, AaSpread aa) {
        Double lower = ScenarioReport.number(cell, "lower");
        Double upper = ScenarioReport.number(cell, "upper");
        String why = ScenarioReport.text(cell, "noInterval");
        boolean onePair = !"rounds".equals(ScenarioReport.text(cell, "intervalOver"));
        if (onePair && aa != null && cell.path("delta").isNumber()) {
            double delta = cell.path("delta").asDouble();
            OurFigure judged = againstAa(delta, DeltaEstimate.of(List.of(delta), false, null), aa, unit, decimals);
            if (judged != null) {
                return judged;
            }
        }
        return of(cell.path("delta").asDouble(), lower, upper,
                "withinDeployments".equals(ScenarioReport.text(cell, "intervalOver")),
                why == null ? "the duet gave none" : why, unit, decimals);
    }

    /**
     * A delta of one or two rounds with the 95 % interval its verdict has against the A/A page's spread; null where
     * the spread gives none (a spread of relative deltas for an absolute figure).
     */
    private static OurFigure againstAa(double delta, DeltaEstimate estimate, AaSpread aa, String unit, int decimals) {
        CellVerdict judged = CellVerdict.judgeAgainst(estimate, aa, null, null);
        if (judged.lower95() == null || judged.upper95() == null) {
            return null;
        }
        OurFigure figure = of(delta, judged.lower95(), judged.upper95(), false, null, unit, decimals);
        return new OurFigure(delta, figure.lower(), figure.upper(), false, null, figure.text() + " (" + aa.text() + ")");
    }

    /** A figure without an interval, e.g. a start-up median or a delta from one round. */
    static OurFigure point(double value, String why, String unit, int decimals) {
        return of(value, null, null, false, why, unit, decimals);
    }

    private static OurFigure of(double value, Double lower, Double upper, boolean narrow, String why, String unit,
                                int decimals) {
        String text = signed(value, decimals) + unit;
        if (lower != null && upper != null) {
            text += " [" + signed(lower, decimals) + ".." + signed(upper, decimals) + "]";
        }
        return new OurFigure(value, lower, upper, narrow, why, text);
    }

    /**
     * Ours against the published point: "consistent" when our 95 % interval holds it, "higher" or "lower" when our
     * whole interval lies above or below it; without an interval (or with one of a single deployment pair that misses
     * the point) it says why it cannot tell.
     */
    String against(double published) {
        if (lower == null || upper == null) {
            return "no interval (" + noInterval + ")";
        }
        if (published >= lower && published <= upper) {
            return "consistent";
        }
        if (narrow) {
            return "no verdict (the interval holds one deployment pair only)";
        }
        return published < lower ? "higher" : "lower";
    }

    static String signed(double value, int decimals) {
        String text = String.format(Locale.ROOT, "%+." + decimals + "f", value);
        return text.matches("[+-]0\\.?0*") ? text.substring(1) : text;
    }

    private static List<Double> add(List<Double> sums, List<Double> more) {
        if (sums.size() != more.size()) {
            return List.of();
        }
        List<Double> total = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) {
            total.add(sums.get(i) + more.get(i));
        }
        return total;
    }
}
