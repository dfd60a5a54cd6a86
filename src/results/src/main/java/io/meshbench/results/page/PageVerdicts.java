package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.AaSpread;
import io.meshbench.results.comparison.AlphaSpending;
import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.DeltaEstimate;
import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.Findings;
import io.meshbench.results.comparison.Margin;
import io.meshbench.results.comparison.Margins;
import io.meshbench.results.comparison.SequentialVerdict;
import io.meshbench.results.format.PagePlan;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The three-way verdict of every delta cell of the page ({@link CellVerdict}), judged from report.json's figures
 * (per-round deltas, or a duet's interval over rounds) against the page's margins, so a report.json written before
 * the verdicts existed gets them too. With false-discovery control ({@code --fdr}) the page is judged twice: once
 * to find the Benjamini–Hochberg cut-off across all its cells, then with it.
 */
final class PageVerdicts {

    private final Margins margins;
    private final Double cutoff;
    private final List<CellVerdict> judged;
    /** Each scenario's verdicts of sequential cells, in page order: what the page run's adaptive rounds choose by. */
    private final Map<String, List<CellVerdict>> byScenario;
    /** The A/A page cells of one or two rounds are judged against ({@link AaSpreads#NONE}: none). */
    private final AaSpreads spreads;
    /** Non-null while reading an A/A page: every cell's per-round deltas go to it. */
    private final AaSpreads.Recorder recorder;
    /** The scenarios with a cell judged against the A/A page's spread. */
    private final java.util.Set<String> judgedAgainstAa;
    /** The scenario being judged, null outside one. */
    private final PagePlan.Scenario planned;
    /** Its looks (page-plan.json): its cells judged at the last look's boundary; null: the fixed design. */
    private final List<Integer> looks;

    private PageVerdicts(Margins margins, Double cutoff, AaSpreads spreads, AaSpreads.Recorder recorder) {
        this(margins, cutoff, new ArrayList<>(), new LinkedHashMap<>(), spreads, recorder,
                new java.util.LinkedHashSet<>(), null, null);
    }

    private PageVerdicts(Margins margins, Double cutoff, List<CellVerdict> judged,
                         Map<String, List<CellVerdict>> byScenario, AaSpreads spreads, AaSpreads.Recorder recorder,
                         java.util.Set<String> judgedAgainstAa, PagePlan.Scenario planned, List<Integer> looks) {
        this.margins = margins;
        this.cutoff = cutoff;
        this.judged = judged;
        this.byScenario = byScenario;
        this.spreads = spreads;
        this.recorder = recorder;
        this.judgedAgainstAa = judgedAgainstAa;
        this.planned = planned;
        this.looks = looks;
    }

    /** The page's group-sequential design: the boundary in force where a scenario has looks. */
    static final AlphaSpending DESIGN = AlphaSpending.PAGE;

    /** These verdicts while judging {@code planned}'s cells: at its looks' boundary when it has looks. */
    PageVerdicts of(PagePlan.Scenario planned) {
        return new PageVerdicts(margins, cutoff, judged, byScenario, spreads, recorder, judgedAgainstAa, planned,
                planned.looks() == null || planned.looks().isEmpty() ? null : List.copyOf(planned.looks()));
    }

    /** Whether a cell of {@code scenario} was judged against the A/A page's spread. */
    boolean judgedAgainstAa(String scenario) {
        return judgedAgainstAa.contains(scenario);
    }

    /** The A/A page cells of one or two rounds are judged against. */
    AaSpreads spreads() {
        return spreads;
    }

    /** Per scenario, the verdicts of its cells over rounds (a duet's over 3 rounds or more too), as judged. */
    Map<String, List<CellVerdict>> byScenario() {
        return java.util.Collections.unmodifiableMap(byScenario);
    }

    /** The first pass: every cell at 5 %, collecting the p-values. */
    static PageVerdicts collecting(Margins margins) {
        return collecting(margins, AaSpreads.NONE);
    }

    /** The first pass, cells of one or two rounds judged against {@code spreads}. */
    static PageVerdicts collecting(Margins margins, AaSpreads spreads) {
        return new PageVerdicts(margins, null, spreads, null);
    }

    /** The pass that renders: the findings {@code first} collected, controlled when {@code fdr}. */
    static PageVerdicts rendering(Margins margins, PageVerdicts first, boolean fdr) {
        return new PageVerdicts(margins, fdr ? first.cutoff() : null, first.spreads, null);
    }

    /** A pass over an A/A page that hands every cell's per-round deltas to {@code recorder}. */
    static PageVerdicts recording(AaSpreads.Recorder recorder) {
        return new PageVerdicts(Margins.parse(null, "the defaults"), null, AaSpreads.NONE, recorder);
    }

    /** The largest p-value Benjamini–Hochberg keeps as a finding across the judged cells (-1: none). */
    private double cutoff() {
        Findings controlled = Findings.of(judged, true);
        double largest = -1;
        for (CellVerdict verdict : controlled.verdicts()) {
            if (verdict.decision().finding()) {
                largest = Math.max(largest, verdict.pValue());
            }
        }
        return largest;
    }

    /**
     * Of the first pass: "N findings among M cells; about ... expected by chance", which control is in force, and the
     * count of each verdict, as the rendering pass will show them.
     */
    String line(boolean controlled) {
        Findings findings = Findings.of(judged, controlled);
        return findings.line() + " (" + findings.counts() + ")";
    }

    /** The verdict of a sequential cell (one metric, or several summed), null when it has no delta. */
    CellVerdict sequential(JsonNode comparison, PageColumn column, List<Double> roundDeltas, Double baseline,
                           DeltaStyle style) {
        if (style == null || roundDeltas == null) {
            return null;
        }
        String key = column.metrics().size() == 1 ? column.metrics().get(0) : "totalMemory";
        Margin margin = margin(comparison, column);
        if (roundDeltas.isEmpty()) {
            return record(CellVerdict.undecided(margin, "rounds do not pair up; rerun with paired rounds"));
        }
        String level = ScenarioReport.text(comparison, "level");
        if (recorder != null) {
            recorder.add(planned, level, key, style.relative(), roundDeltas);
        }
        DeltaEstimate estimate = CellVerdict.estimate(key, style, baseline, roundDeltas);
        CellVerdict verdict = looks == null ? fixedDesign(estimate, margin, key, level, style.relative())
                : SequentialVerdict.judge(estimate, margin, key, looks, DESIGN);
        if (planned != null) {
            byScenario.computeIfAbsent(planned.scenario(), name -> new ArrayList<>()).add(verdict);
        }
        return record(verdict);
    }

    /**
     * The verdict of a part of a treated side measured on its own, a sidecar, whose per-round figures are its whole
     * delta (the baseline has none), against the column's margin. Not counted among the page's cells: the sum it is
     * part of is judged there already.
     */
    CellVerdict part(JsonNode comparison, PageColumn column, List<Double> perRound, DeltaStyle style) {
        return CellVerdict.of(column.metrics().get(0), style, null, perRound, margin(comparison, column));
    }

    /**
     * The verdict of a duet cell: over 3 rounds or more its interval decides (at the last look's boundary where the
     * page run added rounds); within one deployment pair it leaves out the difference between deployments, so it
     * decides nothing.
     */
    CellVerdict duet(JsonNode comparison, PageColumn column, JsonNode figure) {
        Double lower = ScenarioReport.number(figure, "lower");
        Double halfWidth = ScenarioReport.number(figure, "halfWidth");
        Double delta = ScenarioReport.number(figure, "delta");
        JsonNode df = figure.path("degreesOfFreedom");
        // the duet's P90 delta is in ms, its margin in % of the baseline; CPU and CPU per request are absolute
        Margin margin = column == PageColumn.P90 ? relativeOf(margins.of(column.metrics().get(0)).orElse(null),
                ScenarioReport.number(figure, "baseline")) : margin(comparison, column);
        if (lower == null || halfWidth == null || delta == null) {
            return record(CellVerdict.undecided(margin, "too few paired seconds for an interval"));
        }
        String key = column.metrics().get(0);
        if (!"rounds".equals(ScenarioReport.text(figure, "intervalOver")) || !df.isNumber()) {
            // one deployment pair: its delta is one round's, judged against the A/A page's pairs where there is one
            String level = ScenarioReport.text(comparison, "level");
            AaSpread aa = spreads.of(planned, level, DUET + key, false);
            if (aa == null) {
                return record(CellVerdict.undecided(margin, "3+ duet rounds (one deployment pair's interval leaves "
                        + "out how pairs differ)"));
            }
            judgedAgainstAa.add(planned.scenario());
            return record(CellVerdict.judgeAgainst(DeltaEstimate.of(List.of(delta), false, null), aa, margin, key));
        }
        DeltaEstimate estimate = DeltaEstimate.ofInterval(delta, halfWidth, df.asInt(), null);
        // where the page run added duet rounds, the cell is judged at its last look's boundary, as a sequential one
        CellVerdict verdict = looks == null ? CellVerdict.judge(estimate, margin, key)
                : SequentialVerdict.judge(estimate, margin, key, looks, DESIGN);
        if (planned != null) {
            byScenario.computeIfAbsent(planned.scenario(), name -> new ArrayList<>()).add(verdict);
        }
        return record(verdict);
    }

    /** A duet figure's key among the A/A page's spreads: one deployment pair's delta, apart from sequential ones. */
    static final String DUET = "duet ";

    /**
     * The fixed design's verdict: by the cell's own rounds from three, else against the A/A page's spread of its
     * figure where there is one, else undecided.
     */
    private CellVerdict fixedDesign(DeltaEstimate estimate, Margin margin, String key, String level, boolean relative) {
        AaSpread aa = estimate == null || estimate.rounds() >= io.meshbench.results.comparison.RoundsInterval.MIN_ROUNDS
                ? null : spreads.of(planned, level, key, relative);
        if (aa == null) {
            return CellVerdict.judge(estimate, margin, key);
        }
        judgedAgainstAa.add(planned.scenario());
        return CellVerdict.judgeAgainst(estimate, aa, margin, key);
    }

    /**
     * The verdict of an MQ seconds-per-job cell from its per-round relative deltas (% of each round's baseline)
     * against the MQ margin ({@link Margins#MQ_SECONDS_PER_JOB}, ±5 % by default).
     */
    CellVerdict mqSecondsPerJob(List<Double> relativeRoundDeltas) {
        Margin margin = margins.of(Margins.MQ_SECONDS_PER_JOB).orElse(null);
        if (relativeRoundDeltas.isEmpty()) {
            return record(CellVerdict.undecided(margin, "rounds do not pair up; rerun with paired rounds"));
        }
        return record(CellVerdict.of(Margins.MQ_SECONDS_PER_JOB, DeltaStyle.RATE, null, relativeRoundDeltas, margin));
    }

    /** A % margin as an absolute one at this baseline (the duet's P90 delta is in ms). */
    private static Margin relativeOf(Margin margin, Double baseline) {
        if (margin == null || baseline == null || !(baseline > 0)) {
            return null;
        }
        return new Margin(margin.value() * baseline / 100, "ms", margin.text() + " of " + String.format(Locale.ROOT,
                "%.2f ms", baseline));
    }

    private Margin margin(JsonNode comparison, PageColumn column) {
        if (column.metrics().size() > 1) { // a sum's budget is the sum of its parts' budgets
            double sum = 0;
            for (String key : column.metrics()) {
                Margin part = margins.of(key).orElse(null);
                if (part == null) {
                    return null;
                }
                sum += part.value();
            }
            return new Margin(sum, "MB", "the sum of its parts' margins");
        }
        String key = column.metrics().get(0);
        if (key.equals("cpuCorePct")) {
            return margins.cpuCoreMargin(ScenarioReport.number(comparison.path("metrics").path("throughput"),
                    "baseline")).orElse(null);
        }
        return margins.of(key).orElse(null);
    }

    private CellVerdict record(CellVerdict verdict) {
        CellVerdict shown = cutoff != null && verdict.decision().finding() && verdict.pValue() > cutoff
                ? verdict.withoutFinding() : verdict;
        judged.add(shown);
        return shown;
    }
}
