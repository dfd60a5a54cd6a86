package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.RoundsInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One table of the page: a row per comparison (treatment against the baseline at one level), a cell per column as
 * "baseline / Sermant / delta" with the delta's interval and noise marks as report.json writes them, and the row's
 * honesty markers; plus, per charted column, the bars the HTML chart draws.
 *
 * @param columns the columns after "level" and "treatment"
 * @param rows    in report.json's order
 */
record PageTable(List<PageColumn> columns, List<Row> rows, List<String> summaries) {

    /** A table without verdict summaries (the MQ jobs table). */
    PageTable(List<PageColumn> columns, List<Row> rows) {
        this(columns, rows, List.of());
    }

    /**
     * One comparison's row; {@code bars}: one per column, null where the column is not charted or has no figure;
     * {@code verdicts}: one per column, null where the cell has none (empty for a table without verdicts).
     */
    record Row(String level, String treatment, List<String> cells, List<String> markers, List<Bar> bars,
               List<CellVerdict> verdicts) {

        /** A row without verdicts (the MQ jobs table). */
        Row(String level, String treatment, List<String> cells, List<String> markers, List<Bar> bars) {
            this(level, treatment, cells, markers, bars, List.of());
        }
    }

    /**
     * A charted figure: the baseline and the treated value in the figure's unit, and the treated value's range by
     * the delta's 95 % interval (3+ rounds) or its rounds' spread (2), null without either.
     */
    record Bar(double baseline, double treated, Double low, Double high, String unit) {
    }

    static PageTable of(List<JsonNode> comparisons, List<PageColumn> columns, PageVerdicts verdicts) {
        return of(comparisons, columns, DuetCells.NONE, verdicts);
    }

    /**
     * As {@link #of(List, List, PageVerdicts)}, with the CPU and latency cells (and bars) a duet measured taken from
     * {@code duet}. Each cell ends with its verdict ({@link PageVerdicts}), and each row gets a summary of them.
     */
    static PageTable of(List<JsonNode> comparisons, List<PageColumn> columns, DuetCells duet, PageVerdicts verdicts) {
        return of(comparisons, columns, duet, verdicts, TableScope.ALL);
    }

    /**
     * As {@link #of(List, List, DuetCells, PageVerdicts)}, with the cells {@code scope} leaves blank (no figure, no
     * verdict) and its markers beside the rows.
     */
    static PageTable of(List<JsonNode> comparisons, List<PageColumn> columns, DuetCells duet, PageVerdicts verdicts,
                        TableScope scope) {
        List<Row> rows = new ArrayList<>();
        List<String> summaries = new ArrayList<>();
        for (JsonNode comparison : comparisons) {
            List<String> cells = new ArrayList<>();
            List<Bar> bars = new ArrayList<>();
            List<CellVerdict> cellVerdicts = new ArrayList<>();
            RowSummary summary = new RowSummary();
            for (PageColumn column : columns) {
                if (!scope.shown(column, comparison)) {
                    cells.add("");
                    cellVerdicts.add(null);
                    bars.add(null);
                    continue;
                }
                JsonNode metrics = comparison.path("metrics");
                String paired = duet.cell(comparison, column);
                String text;
                CellVerdict verdict;
                String delta;
                if (paired != null) {
                    JsonNode figure = duet.figureOf(comparison, column);
                    text = paired;
                    verdict = verdicts.duet(comparison, column, figure);
                    delta = DuetCells.deltaText(figure, column, verdict);
                } else if (column.metrics().size() == 1) {
                    JsonNode metric = metrics.path(column.metrics().get(0));
                    text = cell(metrics, column);
                    DeltaStyle style = style(ScenarioReport.text(metric, "style"));
                    verdict = ScenarioReport.number(metric, "delta") == null ? null : verdicts.sequential(comparison,
                            column, roundDeltas(metric), ScenarioReport.number(metric, "baseline"), style);
                    delta = verdict == null ? null : deltaText(style, ScenarioReport.number(metric, "delta"), verdict);
                } else {
                    Sum sum = Sum.of(metrics, column.metrics());
                    text = summedCell(sum);
                    verdict = sum == null ? null : verdicts.sequential(comparison, column, sum.roundDeltas(),
                            sum.baseline(), DeltaStyle.MEGABYTES);
                    delta = verdict == null ? null : deltaText(DeltaStyle.MEGABYTES, sum.delta(), verdict);
                }
                cells.add(verdict == null || text.equals("—") ? text : text + ", " + verdict.text());
                summary.add(column, verdict, delta);
                cellVerdicts.add(verdict);
                Bar pairedBar = column.chart() ? duet.bar(comparison, column) : null;
                bars.add(!column.chart() ? null : pairedBar != null ? pairedBar : bar(metrics, column.metrics()));
            }
            List<String> markers = new ArrayList<>(scope.markers(comparison));
            markers.addAll(markers(comparison, summary.findings()));
            rows.add(new Row(ScenarioReport.text(comparison, "level"), label(comparison), List.copyOf(cells),
                    List.copyOf(markers), java.util.Collections.unmodifiableList(bars),
                    java.util.Collections.unmodifiableList(cellVerdicts)));
            summaries.add(PageText.cell(label(comparison) + ", " + ScenarioReport.text(comparison, "level") + ": "
                    + summary.text()));
        }
        return new PageTable(columns, List.copyOf(rows), List.copyOf(summaries));
    }

    /** The delta and its 95 % interval, "+12.2 MB [+10.1..+14.3]", for a row's summary; the delta alone without one. */
    private static String deltaText(DeltaStyle style, Double delta, CellVerdict verdict) {
        if (style == null || delta == null) {
            return null;
        }
        String text = signed(style.delta(delta));
        return verdict.lower95() == null ? text
                : text + " [" + signed(style.delta(verdict.lower95())) + ".." + signed(style.delta(verdict.upper95())) + "]";
    }

    private static String signed(String value) {
        return value.startsWith("-") ? value : "+" + value;
    }

    /** The per-round deltas of a report.json metric (its delta alone when the report lists none). */
    private static List<Double> roundDeltas(JsonNode metric) {
        List<Double> deltas = new ArrayList<>();
        metric.path("roundDeltas").forEach(node -> deltas.add(node.asDouble()));
        if (deltas.isEmpty() && !metric.has("roundDeltas") && metric.path("pairedRounds").asInt(0) == 1) {
            deltas.add(metric.path("delta").asDouble());
        }
        return deltas;
    }

    /**
     * One row's verdicts in words: "costs more in CPU (+0.16 ms [0.11..0.21]); within the margin in heap ±10 MB;
     * undecided: metaspace +12.2M, P95 +10.9% (2+ more rounds)", the undecided grouped by what would decide them.
     */
    private static final class RowSummary {
        private final List<String> more = new ArrayList<>();
        private final List<String> less = new ArrayList<>();
        private final List<String> within = new ArrayList<>();
        private final java.util.Map<String, List<String>> undecided = new java.util.LinkedHashMap<>();
        private final java.util.Set<String> findings = new java.util.HashSet<>();

        void add(PageColumn column, CellVerdict verdict, String delta) {
            if (verdict == null) {
                return;
            }
            String name = column.title().replaceAll(" \\(.*\\)$", "");
            String figure = name + (delta == null ? "" : " (" + delta + ")");
            switch (verdict.decision()) {
                case COSTS_MORE -> more.add(figure + (verdict.withinMargin() ? ", within " + verdict.margin().text() : ""));
                case COSTS_LESS -> less.add(figure + (verdict.withinMargin() ? ", within " + verdict.margin().text() : ""));
                case WITHIN_MARGIN -> within.add(name + " " + verdict.margin().text());
                case UNDECIDED -> undecided.computeIfAbsent(verdict.text().replaceFirst("^undecided: ", ""),
                        why -> new ArrayList<>()).add(delta == null ? name : name + " " + delta);
            }
            if (verdict.decision().finding()) {
                findings.addAll(column.metrics());
            }
        }

        java.util.Set<String> findings() {
            return findings;
        }

        String text() {
            List<String> parts = new ArrayList<>();
            if (!more.isEmpty()) {
                parts.add("costs more in " + String.join(", ", more));
            }
            if (!less.isEmpty()) {
                parts.add("costs less in " + String.join(", ", less));
            }
            if (!within.isEmpty()) {
                parts.add("within the margin in " + String.join(", ", within));
            }
            if (!undecided.isEmpty()) {
                List<String> groups = new ArrayList<>();
                undecided.forEach((why, figures) -> groups.add(String.join(", ", figures) + " (" + why + ")"));
                parts.add("undecided: " + String.join("; ", groups));
            }
            return parts.isEmpty() ? "no delta" : String.join("; ", parts);
        }
    }

    static String label(JsonNode comparison) {
        String label = ScenarioReport.text(comparison, "treatmentLabel");
        return label == null ? ScenarioReport.text(comparison, "treatment") : label;
    }

    /** A one-metric column's cell; CPU per request derived from CPU and throughput in a report.json without it. */
    private static String cell(JsonNode metrics, PageColumn column) {
        JsonNode metric = metrics.path(column.metrics().get(0));
        if (column == PageColumn.CPU_PER_REQUEST && metric.isMissingNode()) {
            return CpuPerRequestCell.derived(metrics);
        }
        return cell(metric);
    }

    /**
     * The engine's own cell text without its verdict words: baseline / treated / delta and its interval or spread.
     * The page judges the cell itself ({@link PageVerdicts}); the A/A mark is in the row's markers.
     */
    private static String cell(JsonNode metric) {
        String baselineText = ScenarioReport.text(metric, "baselineText");
        String treatedText = ScenarioReport.text(metric, "treatedText");
        String deltaText = ScenarioReport.text(metric, "deltaText");
        if (metric.has("cellVerdict") && baselineText != null && treatedText != null && deltaText != null) {
            return baselineText + " / " + treatedText + " / " + deltaText.replace(AA_MARK, "");
        }
        String cell = ScenarioReport.text(metric, "cell");
        if (cell != null && !cell.isBlank()) { // a report.json written before the verdicts: its old words taken out
            return cell.replace(AA_MARK, "").replace(" within noise", "").replace(" rounds, no verdict)", " rounds)");
        }
        // a report.json without the texts (hand-made, or cut down): the figures written as the engine writes them
        Double baseline = ScenarioReport.number(metric, "baseline");
        Double treated = ScenarioReport.number(metric, "treated");
        Double delta = ScenarioReport.number(metric, "delta");
        String styleName = ScenarioReport.text(metric, "style");
        DeltaStyle style = style(styleName);
        if (style == null || (baseline == null && treated == null)) {
            return "—";
        }
        return (baseline == null ? "—" : style.value(baseline)) + " / " + (treated == null ? "—" : style.value(treated))
                + " / " + (delta == null ? "—" : style.delta(delta));
    }

    /**
     * A sum of megabyte figures (Sermant's total memory = heap + off-heap): the sum of the medians, and the delta as
     * the mean of the summed per-round deltas with its interval computed again from them, written as the engine
     * writes a cell.
     */
    private static final String AA_MARK = " (within A/A noise)";

    private static String summedCell(Sum sum) {
        if (sum == null) {
            return "—";
        }
        DeltaStyle style = DeltaStyle.MEGABYTES;
        String delta = style.delta(sum.delta());
        RoundsInterval interval = RoundsInterval.of(sum.roundDeltas());
        if (interval != null) {
            delta += " ±" + style.delta(interval.halfWidth())
                    + String.format(Locale.ROOT, " (95%% t, %d rounds)", interval.rounds());
        } else if (sum.roundDeltas().size() == 2) {
            delta += " [" + style.delta(min(sum.roundDeltas())) + ".." + style.delta(max(sum.roundDeltas()))
                    + "] (2 rounds)";
        }
        return style.value(sum.baseline()) + " / " + style.value(sum.treated()) + " / " + delta;
    }

    /** Figures added up over several metrics; the per-round deltas only when every metric has as many. */
    private record Sum(double baseline, double treated, double delta, List<Double> roundDeltas) {

        static Sum of(JsonNode metrics, List<String> keys) {
            double baseline = 0;
            double treated = 0;
            double delta = 0;
            List<Double> rounds = null;
            for (String key : keys) {
                JsonNode metric = metrics.path(key);
                Double b = ScenarioReport.number(metric, "baseline");
                Double t = ScenarioReport.number(metric, "treated");
                Double d = ScenarioReport.number(metric, "delta");
                if (b == null || t == null || d == null) {
                    return null;
                }
                baseline += b;
                treated += t;
                delta += d;
                List<Double> these = new ArrayList<>();
                metric.path("roundDeltas").forEach(node -> these.add(node.asDouble()));
                if (rounds == null) {
                    rounds = these;
                } else if (rounds.size() == these.size()) {
                    for (int i = 0; i < rounds.size(); i++) {
                        rounds.set(i, rounds.get(i) + these.get(i));
                    }
                } else {
                    rounds = List.of();
                }
            }
            return new Sum(baseline, treated, delta, rounds == null ? List.of() : List.copyOf(rounds));
        }
    }

    private static Bar bar(JsonNode metrics, List<String> keys) {
        if (keys.size() > 1) {
            Sum sum = Sum.of(metrics, keys);
            if (sum == null) {
                return null;
            }
            double[] range = range(sum.roundDeltas());
            return new Bar(sum.baseline(), sum.treated(), range == null ? null : sum.baseline() + range[0],
                    range == null ? null : sum.baseline() + range[1], "MB");
        }
        JsonNode metric = metrics.path(keys.get(0));
        Double baseline = ScenarioReport.number(metric, "baseline");
        Double treated = ScenarioReport.number(metric, "treated");
        if (baseline == null || treated == null) {
            return null;
        }
        Double low = ScenarioReport.number(metric.path("interval"), "lower");
        Double high = ScenarioReport.number(metric.path("interval"), "upper");
        if (low == null || high == null) {
            low = ScenarioReport.number(metric, "deltaMin");
            high = ScenarioReport.number(metric, "deltaMax");
        }
        DeltaStyle style = style(ScenarioReport.text(metric, "style"));
        if (style == null) {
            return null;
        }
        if (low != null && high != null && style.relative()) {
            low = baseline * (1 + low / 100);
            high = baseline * (1 + high / 100);
        } else if (low != null && high != null) {
            low = baseline + low;
            high = baseline + high;
        }
        return new Bar(baseline, treated, low, high, unit(style));
    }

    /** The per-round deltas' 95 % interval (3+ rounds) or spread (2), null with fewer. */
    private static double[] range(List<Double> deltas) {
        RoundsInterval interval = RoundsInterval.of(deltas);
        if (interval != null) {
            return new double[] {interval.lower(), interval.upper()};
        }
        return deltas.size() == 2 ? new double[] {min(deltas), max(deltas)} : null;
    }

    /** The style report.json names, null when it names none this version knows. */
    private static DeltaStyle style(String name) {
        for (DeltaStyle style : DeltaStyle.values()) {
            if (style.name().equals(name)) {
                return style;
            }
        }
        return null;
    }

    private static String unit(DeltaStyle style) {
        return switch (style) {
            case PERCENT_POINTS -> "%";
            case MEGABYTES -> "MB";
            case MILLISECONDS, MILLISECONDS_SPENT, MILLISECONDS_PER_REQUEST -> "ms";
            case RATE -> "/s";
            case SECONDS, SECONDS_PRECISE -> "s";
            case COUNT -> "";
        };
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    /**
     * The comparison's honesty markers, from report.json: saturated, load-limited, latency/CPU trending, queueing
     * (the machine busy enough that a CPU cost shows inflated in latency), shared machine, and the deltas within the
     * A/A noise.
     */
    static List<String> markers(JsonNode comparison, java.util.Set<String> findings) {
        List<String> markers = new ArrayList<>();
        if (comparison.path("machineSaturated").asBoolean(false)) {
            markers.add("saturated");
        }
        if (comparison.path("loadLimited").asBoolean(false)) {
            markers.add("load-limited");
        }
        if (comparison.path("unsteady").asBoolean(false)) {
            markers.add("latency/CPU trending");
        }
        if (comparison.path("machineBusy").path("queueing").asBoolean(false)) {
            markers.add("queueing");
        }
        boolean shared = false;
        for (JsonNode flag : comparison.path("flags")) {
            shared |= flag.asText().startsWith("⚠ shared machine");
        }
        if (shared) {
            markers.add("shared machine");
        }
        List<String> withinAa = new ArrayList<>();
        comparison.path("metrics").properties().forEach(entry -> {
            // never on a finding: a cell whose 95 % interval excludes zero is not "within noise" of any kind
            if (entry.getValue().path("aaNoise").path("within").asBoolean(false) && !findings.contains(entry.getKey())) {
                withinAa.add(entry.getKey());
            }
        });
        if (!withinAa.isEmpty()) {
            markers.add("within A/A noise: " + String.join(", ", withinAa));
        }
        return List.copyOf(markers);
    }
}
