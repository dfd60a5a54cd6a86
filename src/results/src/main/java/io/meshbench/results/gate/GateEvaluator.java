package io.meshbench.results.gate;

import io.meshbench.results.comparison.MetricComparison;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks every budget against every treatment and level of a report. A budget is broken only when the delta exceeds
 * it beyond its spread: with several rounds, when even the round closest to the limit is past it (so a noisy
 * median alone never fails a build); with one round, when that round's delta is past it.
 */
public final class GateEvaluator {

    private GateEvaluator() {
    }

    public static List<GateCheck> evaluate(List<Budget> budgets, GateInput input) {
        List<GateCheck> checks = new ArrayList<>();
        for (GateInput.Compared compared : input.comparisons()) {
            for (Budget budget : budgets) {
                checks.add(check(budget, compared));
            }
        }
        return List.copyOf(checks);
    }

    static GateCheck check(Budget budget, GateInput.Compared compared) {
        MetricComparison metric = compared.metrics().get(budget.metric().key());
        if (metric == null || metric.delta() == null) {
            return notMeasured(budget, compared, "report.json has no " + budget.metric().key()
                    + " delta here (a side has no figure, e.g. a failed run)");
        }
        Double scale = scale(budget, metric);
        if (scale == null) {
            return notMeasured(budget, compared, "the baseline's " + budget.metric().key()
                    + " is 0 or missing, so a delta cannot be converted to " + budget.unit().suffix());
        }
        double delta = metric.delta() * scale;
        boolean spread = metric.deltaMin() != null && metric.deltaMax() != null;
        Double min = spread ? metric.deltaMin() * scale : null;
        Double max = spread ? metric.deltaMax() * scale : null;
        // the round closest to the limit: the budget is broken only when it, too, is past the limit
        double closest = !spread ? delta : budget.bound() == Budget.Bound.AT_MOST ? min : max;
        boolean broken = !budget.keptBy(closest);
        String measured = budget.metric().key() + " delta " + budget.unit().format(delta)
                + (spread ? " [" + budget.unit().format(min) + ".." + budget.unit().format(max) + " over "
                + metric.pairedRounds() + " rounds]" : " (one round, no spread)");
        String verdict;
        if (broken) {
            verdict = spread ? "breaks \"" + budget.text() + "\" beyond its spread" : "breaks \"" + budget.text() + "\"";
        } else if (!budget.keptBy(delta)) {
            verdict = "keeps \"" + budget.text() + "\" only within its spread (the median is past the limit, round "
                    + budget.unit().format(closest) + " is not)";
        } else {
            verdict = "keeps \"" + budget.text() + "\"";
        }
        return new GateCheck(budget, compared.treatment(), compared.treatmentLabel(), compared.level(),
                broken ? GateCheck.Verdict.BROKEN : GateCheck.Verdict.KEPT, delta, min, max,
                compared.treatment() + " at " + compared.level() + ": " + measured + " " + verdict + "." + caveats(compared));
    }

    /**
     * The factor from the report's delta unit to the budget's: report.json keeps latency and throughput deltas in %
     * of the baseline and the others in the figure's unit; a budget in the other one is converted with the
     * baseline's median (null when it is 0 or missing).
     */
    private static Double scale(Budget budget, MetricComparison metric) {
        boolean reportRelative = budget.metric().style().relative();
        boolean budgetRelative = budget.unit() == Budget.Unit.PERCENT;
        if (reportRelative == budgetRelative) {
            return 1.0;
        }
        Double baseline = metric.baseline();
        if (baseline == null || baseline == 0) {
            return null;
        }
        return reportRelative ? baseline / 100 : 100 / baseline;
    }

    /**
     * The report's doubts about this comparison, said beside the verdict (which they do not change): a saturated or
     * load-limited run's deltas measure this machine, so a budget kept there proves little.
     */
    private static String caveats(GateInput.Compared compared) {
        return compared.caveats().isEmpty() ? ""
                : " ⚠ " + String.join(", ", compared.caveats()) + ": the report says these deltas measure the machine, "
                + "not the treatment.";
    }

    private static GateCheck notMeasured(Budget budget, GateInput.Compared compared, String why) {
        return new GateCheck(budget, compared.treatment(), compared.treatmentLabel(), compared.level(),
                GateCheck.Verdict.NOT_MEASURED, null, null, null,
                compared.treatment() + " at " + compared.level() + ": \"" + budget.text() + "\" not checked: " + why
                        + ".");
    }
}
