package io.meshbench.results.comparison;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Judges every cell of a comparison against a set of margins ({@link Margins}): each figure's own margin, and CPU as %
 * of one core against the per-request margin at the baseline's throughput ({@link Margins#cpuCoreMargin}).
 */
public final class MarginVerdicts {

    private MarginVerdicts() {
    }

    public static List<TreatmentComparison> apply(List<TreatmentComparison> comparisons, Margins margins) {
        return comparisons.stream().map(comparison -> apply(comparison, margins)).toList();
    }

    public static TreatmentComparison apply(TreatmentComparison c, Margins margins) {
        Map<String, Map<String, MetricComparison>> labels = new LinkedHashMap<>();
        c.labels().forEach((label, figures) -> labels.put(label, judge(figures, margins)));
        return new TreatmentComparison(c.treatment(), c.treatmentLabel(), c.level(), c.users(), c.targetTps(),
                c.baselineRounds(), c.treatedRounds(), judge(c.metrics(), margins), labels, c.loadLimited(),
                c.machineSaturated(), c.unsteady(), c.atRest(), c.pooled(), c.flags(), c.machineBusy());
    }

    /**
     * Every comparison's figures judged against {@code margins}, then, with {@code fdr}, Benjamini–Hochberg control
     * across all of them ({@link Findings}).
     */
    public static Judged apply(List<TreatmentComparison> comparisons, Margins margins, boolean fdr) {
        List<TreatmentComparison> judged = apply(comparisons, margins);
        List<CellVerdict> verdicts = new java.util.ArrayList<>();
        judged.forEach(c -> c.metrics().values().stream().map(MetricComparison::cellVerdict)
                .filter(java.util.Objects::nonNull).forEach(verdicts::add));
        Findings findings = Findings.of(verdicts, fdr);
        if (fdr) {
            java.util.Iterator<CellVerdict> controlled = findings.verdicts().iterator();
            judged = judged.stream().map(c -> {
                Map<String, MetricComparison> metrics = new LinkedHashMap<>();
                c.metrics().forEach((key, metric) -> metrics.put(key, metric.cellVerdict() == null ? metric
                        : metric.withVerdict(controlled.next())));
                return new TreatmentComparison(c.treatment(), c.treatmentLabel(), c.level(), c.users(), c.targetTps(),
                        c.baselineRounds(), c.treatedRounds(), metrics, c.labels(), c.loadLimited(),
                        c.machineSaturated(), c.unsteady(), c.atRest(), c.pooled(), c.flags(), c.machineBusy());
            }).toList();
        }
        return new Judged(judged, new Summary(findings.line(), findings.counts(), findings.findings(),
                findings.tested(), findings.cells(), fdr, margins.overridesText()));
    }

    /** Comparisons judged, and what their verdicts add up to. */
    public record Judged(List<TreatmentComparison> comparisons, Summary summary) {
    }

    /**
     * report.json {@code verdicts}: the line "N findings among M cells ...", the count of each verdict, whether
     * false-discovery control was in force, and the margins set over the defaults (empty: the defaults).
     */
    public record Summary(String line, String counts, long findings, int tested, int cells, boolean fdr,
                          String margins) {
    }

    /** Every figure of one comparison (or one label) judged again; CPU per core against the rate of its throughput. */
    static Map<String, MetricComparison> judge(Map<String, MetricComparison> metrics, Margins margins) {
        MetricComparison throughput = metrics.get(Metric.THROUGHPUT.key());
        Double rate = throughput == null ? null : throughput.baseline();
        Map<String, MetricComparison> judged = new LinkedHashMap<>();
        metrics.forEach((key, metric) -> judged.put(key, judge(metric, key.equals(Metric.CPU.key())
                ? margins.cpuCoreMargin(rate).orElse(null) : margins.of(key).orElse(null))));
        return judged;
    }

    /** One cell judged again against {@code margin} (null: none); a cell without a delta stays as it is. */
    public static MetricComparison judge(MetricComparison metric, Margin margin) {
        if (metric.delta() == null) {
            return metric;
        }
        DeltaStyle style = DeltaStyle.valueOf(metric.style());
        return metric.withVerdict(CellVerdict.of(metric.metric(), style, metric.baseline(), metric.roundDeltas(),
                margin));
    }
}
