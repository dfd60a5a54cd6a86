package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
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
record PageTable(List<PageColumn> columns, List<Row> rows) {

    /** One comparison's row; {@code bars}: one per column, null where the column is not charted or has no figure. */
    record Row(String level, String treatment, List<String> cells, List<String> markers, List<Bar> bars) {
    }

    /**
     * A charted figure: the baseline and the treated value in the figure's unit, and the treated value's range by
     * the delta's 95 % interval (3+ rounds) or its rounds' spread (2), null without either.
     */
    record Bar(double baseline, double treated, Double low, Double high, String unit) {
    }

    static PageTable of(List<JsonNode> comparisons, List<PageColumn> columns) {
        return of(comparisons, columns, DuetCells.NONE);
    }

    /** As {@link #of(List, List)}, with the CPU and latency cells (and bars) a duet measured taken from {@code duet}. */
    static PageTable of(List<JsonNode> comparisons, List<PageColumn> columns, DuetCells duet) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode comparison : comparisons) {
            List<String> cells = new ArrayList<>();
            List<Bar> bars = new ArrayList<>();
            for (PageColumn column : columns) {
                JsonNode metrics = comparison.path("metrics");
                String paired = duet.cell(comparison, column);
                cells.add(paired != null ? paired : column.metrics().size() == 1
                        ? cell(metrics, column) : summedCell(metrics, column.metrics()));
                Bar pairedBar = column.chart() ? duet.bar(comparison, column) : null;
                bars.add(!column.chart() ? null : pairedBar != null ? pairedBar : bar(metrics, column.metrics()));
            }
            rows.add(new Row(ScenarioReport.text(comparison, "level"), label(comparison), List.copyOf(cells),
                    markers(comparison), java.util.Collections.unmodifiableList(bars)));
        }
        return new PageTable(columns, List.copyOf(rows));
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

    /** The engine's own cell text: baseline / treated / delta, its interval or spread, "within noise", the A/A mark. */
    private static String cell(JsonNode metric) {
        String cell = ScenarioReport.text(metric, "cell");
        if (cell != null && !cell.isBlank()) {
            return cell;
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
    private static String summedCell(JsonNode metrics, List<String> keys) {
        Sum sum = Sum.of(metrics, keys);
        if (sum == null) {
            return "—";
        }
        DeltaStyle style = DeltaStyle.MEGABYTES;
        String delta = style.delta(sum.delta());
        RoundsInterval interval = RoundsInterval.of(sum.roundDeltas());
        if (interval != null) {
            delta += " ±" + style.delta(interval.halfWidth())
                    + String.format(Locale.ROOT, " (95%% t, %d rounds)", interval.rounds())
                    + (interval.containsZero() ? " within noise" : "");
        } else if (sum.roundDeltas().size() == 2) {
            delta += " [" + style.delta(min(sum.roundDeltas())) + ".." + style.delta(max(sum.roundDeltas()))
                    + "] (2 rounds, no verdict)";
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
    static List<String> markers(JsonNode comparison) {
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
            if (entry.getValue().path("aaNoise").path("within").asBoolean(false)) {
                withinAa.add(entry.getKey());
            }
        });
        if (!withinAa.isEmpty()) {
            markers.add("within A/A noise: " + String.join(", ", withinAa));
        }
        return List.copyOf(markers);
    }
}
