package io.meshbench.results.gate;

import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.DeltaEstimate;
import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.MetricComparison;
import io.meshbench.results.comparison.RoundsInterval;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks every budget against every treatment and level of a report, with the three-way verdict of the cells: a budget
 * is kept when the 90 % interval lies within it (a one-sided test at 5 %), broken when the 95 % interval lies wholly
 * past it, and undecided otherwise, so a noisy run no longer passes silently. Broken is judged as before:
 * <ul>
 * <li>with three paired rounds or more, when the whole 95 % interval of the mean delta (report.json's
 * {@code interval}, a paired Student-t interval over the per-round deltas) is past the limit, i.e. the end closest to
 * the limit is past it: a one-sided test at 2.5 %, so a cost within the budget fails a build at most 2.5 % of the
 * time; an older report.json without {@code interval} gets it from its {@code roundDeltas};</li>
 * <li>with two rounds (no interval, no verdict), when even the round closest to the limit is past it;</li>
 * <li>with one round, when that round's delta is past it.</li>
 * </ul>
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
        DeltaStyle style = DeltaStyle.valueOf(metric.style());
        DeltaEstimate estimate = CellVerdict.estimate(metric.metric(), style, metric.baseline(), metric.roundDeltas());
        RoundsInterval interval = metric.interval() != null ? metric.interval() : RoundsInterval.of(estimate);
        boolean spread = interval == null && metric.deltaMin() != null && metric.deltaMax() != null;
        Double lower = null;
        Double upper = null;
        if (interval != null) {
            lower = interval.lower() * scale;
            upper = interval.upper() * scale;
        } else if (spread) {
            lower = metric.deltaMin() * scale;
            upper = metric.deltaMax() * scale;
        }
        // the end closest to the limit: the budget is broken only when it, too, is past the limit
        double closest = lower == null ? delta : budget.bound() == Budget.Bound.AT_MOST ? lower : upper;
        boolean broken = !budget.keptBy(closest);
        // kept only when the 90 % interval's end farthest from zero keeps it: the budget's side of a TOST at 5 %
        Double farthest = null;
        if (interval != null && estimate != null && estimate.rounds() >= RoundsInterval.MIN_ROUNDS) {
            double[] ninety = estimate.interval(0.90);
            farthest = (budget.bound() == Budget.Bound.AT_MOST ? ninety[1] : ninety[0]) * scale;
        }
        boolean kept = !broken && farthest != null && budget.keptBy(farthest);
        String noise = interval != null ? "its 95 % interval" : "its spread";
        String measured = budget.metric().key() + " delta " + budget.unit().format(delta)
                + (interval != null ? " [95 % interval " + budget.unit().format(lower) + ".." + budget.unit().format(upper)
                + ", " + interval.rounds() + " rounds]"
                : spread ? " [" + budget.unit().format(lower) + ".." + budget.unit().format(upper) + " over "
                + metric.pairedRounds() + " rounds]" : " (one round, no spread)");
        String verdict;
        if (broken) {
            verdict = lower != null ? "breaks \"" + budget.text() + "\" beyond " + noise : "breaks \"" + budget.text() + "\"";
        } else if (kept) {
            verdict = "keeps \"" + budget.text() + "\" (its 90 % interval reaches " + budget.unit().format(farthest)
                    + ")";
        } else if (farthest == null) {
            verdict = "is undecided on \"" + budget.text() + "\": " + (metric.pairedRounds() < 2 ? "one round has no "
                    + "spread" : metric.pairedRounds() + " rounds give no interval") + "; run "
                    + RoundsInterval.MIN_ROUNDS + " rounds or more";
        } else {
            verdict = "is undecided on \"" + budget.text() + "\": its 90 % interval reaches "
                    + budget.unit().format(farthest) + ", past the limit, and its 95 % interval does not lie wholly "
                    + "past it" + undecidedPlan(metric);
        }
        return new GateCheck(budget, compared.treatment(), compared.treatmentLabel(), compared.level(),
                broken ? GateCheck.Verdict.BROKEN : kept ? GateCheck.Verdict.KEPT : GateCheck.Verdict.UNDECIDED,
                delta, lower, upper,
                compared.treatment() + " at " + compared.level() + ": " + measured + " " + verdict + "." + caveats(compared));
    }

    /** What the cell's own verdict says would decide it ("; about 4 more rounds"), when it says. */
    private static String undecidedPlan(MetricComparison metric) {
        CellVerdict verdict = metric.cellVerdict();
        return verdict == null || verdict.moreRounds() == null ? "" : "; the cell's own verdict needs about "
                + verdict.moreRounds() + " more rounds";
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
