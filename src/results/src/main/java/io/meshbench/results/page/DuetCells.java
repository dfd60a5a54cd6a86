package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The page's CPU and latency cells from a duet benchmark (report.json {@code duet}, docs/duet.md): each treatment ran
 * beside a baseline of its own at the same time, and each figure is paired second by second with its 95 % interval.
 * A cell reads {@code baseline / treated / delta [low..high]}, and beside it {@code A/A ±h}: the half-width of the
 * same figure in the duet A/A (the baseline beside itself), the method's own noise. A report without duet rows
 * changes no cell.
 */
final class DuetCells {

    /** No duet: every cell is the sequential table's. */
    static final DuetCells NONE = new DuetCells(List.of(), List.of(), List.of(), false);

    /**
     * The published columns a duet measures, and the duet figure each shows: the measured process's CPU, and P90 as
     * the mean of per-second P90s (a duet pairs seconds, so it has no window P90; the note under the table says so).
     */
    private static final Map<PageColumn, String> FIGURES = Map.of(PageColumn.CPU, "cpu",
            PageColumn.CPU_PER_REQUEST, "cpuPerRequest", PageColumn.P90, "meanSecondP90Latency");

    private final List<JsonNode> rows;
    private final List<JsonNode> aa;
    private final List<String> shared;
    private final boolean checked;

    private DuetCells(List<JsonNode> rows, List<JsonNode> aa, List<String> shared, boolean checked) {
        this.rows = rows;
        this.aa = aa;
        this.shared = shared;
        this.checked = checked;
    }

    static DuetCells of(ScenarioReport report) {
        JsonNode duet = report.root().path("duet");
        List<JsonNode> rows = ScenarioReport.list(duet.path("rows"));
        if (rows.isEmpty()) {
            return NONE;
        }
        List<String> shared = new ArrayList<>();
        for (JsonNode item : ScenarioReport.list(duet.path("shared"))) {
            String text = item.asText();
            shared.add(text.contains(":") ? text.substring(0, text.indexOf(':')) : text); // "one JMeter: ..." -> "one JMeter"
        }
        return new DuetCells(rows, ScenarioReport.list(duet.path("aa")), List.copyOf(shared), report.checks() != null);
    }

    /** The duet's text for this comparison's cell in {@code column}, or null to keep the sequential one. */
    String cell(JsonNode comparison, PageColumn column) {
        JsonNode row = row(comparison);
        JsonNode figure = figure(row, column);
        if (figure == null) {
            return null;
        }
        boolean points = "pp".equals(ScenarioReport.text(figure, "unit"));
        int decimals = decimals(column);
        String unit = points ? " pp" : " ms";
        String text = value(figure, "baseline", points, decimals) + " / " + value(figure, "treated", points, decimals)
                + " / " + signed(figure.path("delta").asDouble(), decimals) + unit;
        Double lower = ScenarioReport.number(figure, "lower");
        Double upper = ScenarioReport.number(figure, "upper");
        text += lower == null || upper == null ? " (no interval)"
                : " [" + signed(lower, decimals) + ".." + signed(upper, decimals) + "]";
        Double aaHalfWidth = aa.contains(row) ? null : ScenarioReport.number(aaFigure(row, column), "halfWidth");
        return aaHalfWidth == null ? text
                : text + ", A/A ±" + String.format(Locale.ROOT, "%." + decimals + "f", aaHalfWidth) + unit;
    }

    /** The duet figure this comparison's {@code column} shows, null to keep the sequential cell. */
    JsonNode figureOf(JsonNode comparison, PageColumn column) {
        return figure(row(comparison), column);
    }

    /**
     * A duet figure's delta and 95 % interval, "+2.25 pp [+2.00..+2.50]", for a row's summary: the interval its
     * verdict was judged by where that is another (one pair judged against an A/A page's spread), else the pair's.
     */
    static String deltaText(JsonNode figure, PageColumn column, io.meshbench.results.comparison.CellVerdict verdict) {
        String unit = "pp".equals(ScenarioReport.text(figure, "unit")) ? " pp" : " ms";
        int decimals = decimals(column);
        boolean judgedApart = verdict != null && verdict.lower95() != null
                && !"rounds".equals(ScenarioReport.text(figure, "intervalOver"));
        Double lower = judgedApart ? verdict.lower95() : ScenarioReport.number(figure, "lower");
        Double upper = judgedApart ? verdict.upper95() : ScenarioReport.number(figure, "upper");
        return signed(figure.path("delta").asDouble(), decimals) + unit + (lower == null || upper == null ? ""
                : " [" + signed(lower, decimals) + ".." + signed(upper, decimals) + "]");
    }

    /** CPU per request is a tenth of a millisecond or so: three decimals, where latency and points keep two. */
    private static int decimals(PageColumn column) {
        return column == PageColumn.CPU_PER_REQUEST ? 3 : 2;
    }

    /** The duet's bar for this comparison in {@code column} (its interval as the whisker), or null to keep the other. */
    PageTable.Bar bar(JsonNode comparison, PageColumn column) {
        JsonNode figure = figure(row(comparison), column);
        if (figure == null) {
            return null;
        }
        double baseline = figure.path("baseline").asDouble();
        Double lower = ScenarioReport.number(figure, "lower");
        Double upper = ScenarioReport.number(figure, "upper");
        return new PageTable.Bar(baseline, figure.path("treated").asDouble(), lower == null ? null : baseline + lower,
                upper == null ? null : baseline + upper, "pp".equals(ScenarioReport.text(figure, "unit")) ? "%" : "ms");
    }

    /**
     * The one line under a table whose cells came from the duet: what the sides shared, what the figures are, where
     * the A/A half-width comes from and what the intervals hold; null when no column of the table is a duet's.
     */
    String note(List<PageColumn> columns) {
        if (rows.isEmpty()) {
            return null;
        }
        List<String> titles = new ArrayList<>();
        for (PageColumn column : columns) {
            if (column == PageColumn.CPU) {
                titles.add("CPU (of " + PageText.cell(measured(rows.get(0))) + ")");
            } else if (column == PageColumn.CPU_PER_REQUEST) {
                titles.add("CPU per request (its CPU time over its requests in each batch of seconds, a ratio of "
                        + "totals per side, and the batches' differences)");
            } else if (column == PageColumn.P90) {
                titles.add("P90 (the mean of per-second P90s, not the window's)");
            }
        }
        if (titles.isEmpty()) {
            return null;
        }
        List<String> sharedText = shared.stream().map(PageText::cell).toList();
        return "Duet: " + String.join(" and ", titles) + " are paired second by second, each treatment beside a "
                + "baseline of its own at the same time"
                + (sharedText.isEmpty() ? "" : " (both sides shared " + String.join(", ", sharedText) + ")")
                + ": baseline / treated / delta [95 % interval]; "
                + (aa.isEmpty() ? "no duet A/A ran, so no A/A half-width is shown"
                : "A/A ±h is the same figure's half-width in the duet A/A, the baseline beside itself: the "
                + "method's own noise")
                + ". " + intervals(rows.get(0)) + "Batch-means intervals within a deployment pair assume AR(1)-like "
                + "memory in the per-second differences (a slow component beyond it makes them too narrow); the "
                + "intervals over rounds do not depend on it. "
                + "The other cells compare each treatment's side with the first duet's baseline side"
                + (checked ? "; scripts/check-figures.py does not recompute the paired figures." : ".");
    }

    /** What the row's intervals hold, as the duet report says it, then a space; nothing when it does not say. */
    private static String intervals(JsonNode row) {
        String note = ScenarioReport.text(row, "intervalNote");
        return note == null ? "" : "In this duet, " + PageText.cell(note) + " ";
    }

    /** The duet row (treated or A/A) of this comparison's treatment and level, null when the duet has none. */
    private JsonNode row(JsonNode comparison) {
        String treatment = ScenarioReport.text(comparison, "treatment");
        String level = ScenarioReport.text(comparison, "level");
        for (List<JsonNode> list : List.of(rows, aa)) {
            for (JsonNode row : list) {
                if (treatment != null && treatment.equals(ScenarioReport.text(row, "treatment"))
                        && level != null && level.equals(ScenarioReport.text(row, "level"))) {
                    return row;
                }
            }
        }
        return null;
    }

    /** Every duet row of {@code report}, treatments' and A/A twins' alike (an A/A page's are all twins). */
    static List<JsonNode> allRows(ScenarioReport report) {
        List<JsonNode> all = new ArrayList<>(ScenarioReport.list(report.root().path("duet").path("rows")));
        all.addAll(ScenarioReport.list(report.root().path("duet").path("aa")));
        return all;
    }

    /** The duet A/A's cell of the same figure at the same level, null without one. */
    private JsonNode aaFigure(JsonNode row, PageColumn column) {
        String level = ScenarioReport.text(row, "level");
        for (JsonNode twin : aa) {
            if (level != null && level.equals(ScenarioReport.text(twin, "level"))) {
                JsonNode figure = figure(twin, column);
                if (figure != null) {
                    return figure;
                }
            }
        }
        return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
    }

    /** The row's cell for {@code column}'s figure (CPU: the measured process's), null when none. */
    static JsonNode figure(JsonNode row, PageColumn column) {
        String metric = FIGURES.get(column);
        if (row == null || metric == null) {
            return null;
        }
        String process = metric.equals("cpu") ? measured(row) : null;
        for (JsonNode cell : row.path("cells")) {
            if (metric.equals(ScenarioReport.text(cell, "metric"))
                    && (process == null || process.equals(ScenarioReport.text(cell, "process")))
                    && cell.path("baseline").isNumber() && cell.path("treated").isNumber()) {
                return cell;
            }
        }
        return null;
    }

    /** The measured process: the one whose latency the duet reports (mean latency's process). */
    private static String measured(JsonNode row) {
        for (JsonNode cell : row.path("cells")) {
            if ("meanLatency".equals(ScenarioReport.text(cell, "metric"))) {
                String process = ScenarioReport.text(cell, "process");
                return process == null ? "consumer" : process;
            }
        }
        return "consumer";
    }

    private static String value(JsonNode figure, String field, boolean points, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + (points ? "f%%" : "f ms"), figure.path(field).asDouble());
    }

    private static String signed(double value, int decimals) {
        return String.format(Locale.ROOT, "%+." + decimals + "f", value);
    }
}
