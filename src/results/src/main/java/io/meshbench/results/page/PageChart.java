package io.meshbench.results.page;

import io.meshbench.results.report.HtmlReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The small chart under a table in page.html: one panel per charted column, per row a grey bar for the baseline and
 * a blue one for Sermant, with a whisker over the Sermant bar for the delta's 95 % interval (3+ rounds) or the
 * rounds' spread (2). Each row's label ("level · treatment") stands on a line of its own above its bars: a treatment's
 * name is as long as it needs to be, and beside the bars it ran into them (seen in Chromium, which
 * {@code PageHtmlInBrowserTest} now checks). Inline SVG, no script, every text escaped.
 */
final class PageChart {

    private static final int WIDTH = 640;
    /** Where the bars start: under their label, not beside it. */
    private static final int BARS_X = 4;
    private static final int PLOT = 540;
    private static final int BAR = 8;
    /** Between a row's two bars: their figures, one line each at their right, need 13 px at 11 px type. */
    private static final int BAR_GAP = 5;
    /** The label's line above a row's bars. */
    private static final int LABEL_LINE = 14;
    private static final int ROW = LABEL_LINE + 2 + BAR + BAR_GAP + BAR + 6;
    private static final int TITLE = 20;

    private PageChart() {
    }

    /** The chart of {@code table}, or "" when no charted column has a figure. */
    static String svg(PageTable table, String title) {
        List<String> panels = new ArrayList<>();
        int y = 0;
        StringBuilder body = new StringBuilder();
        for (int c = 0; c < table.columns().size(); c++) {
            PageColumn column = table.columns().get(c);
            if (!column.chart() || noBars(table, c)) {
                continue;
            }
            panels.add(column.title());
            double max = 0;
            for (PageTable.Row row : table.rows()) {
                PageTable.Bar bar = row.bars().get(c);
                if (bar != null) {
                    max = Math.max(max, Math.max(bar.baseline(), bar.treated()));
                    max = bar.high() == null ? max : Math.max(max, bar.high());
                }
            }
            body.append(text(4, y + 14, column.title(), "font-weight:bold"));
            y += TITLE;
            for (PageTable.Row row : table.rows()) {
                PageTable.Bar bar = row.bars().get(c);
                if (bar == null) {
                    continue;
                }
                body.append(text(4, y + 11, row.level() + " · " + row.treatment(), null));
                int bars = y + LABEL_LINE;
                body.append(rect(bars + 2, bar.baseline(), max, "#999"));
                body.append(rect(bars + 2 + BAR + BAR_GAP, bar.treated(), max, "#3572b0"));
                body.append(text(BARS_X + PLOT + 8, bars + 10, number(bar.baseline()) + bar.unit(), "fill:#666"));
                body.append(text(BARS_X + PLOT + 8, bars + 2 + BAR + BAR_GAP + 9, number(bar.treated()) + bar.unit(),
                        "fill:#3572b0"));
                if (bar.low() != null && bar.high() != null) {
                    double mid = bars + 2 + BAR + BAR_GAP + BAR / 2.0;
                    body.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\" "
                                    + "stroke=\"#000\" fill=\"none\"/>\n", x(bar.low(), max), mid, x(bar.high(), max),
                            x(bar.low(), max), mid - 4, mid + 4, x(bar.high(), max), mid - 4, mid + 4));
                }
                y += ROW;
            }
        }
        if (panels.isEmpty()) {
            return "";
        }
        return String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        + "viewBox=\"0 0 %d %d\" role=\"img\" style=\"font:11px sans-serif\">\n<title>%s</title>\n",
                WIDTH, y + 4, WIDTH, y + 4, HtmlReport.escape(title + ": baseline (grey) against Sermant (blue); "
                        + "whiskers: the delta's 95 % interval or its rounds' spread"))
                + body + "</svg>\n";
    }

    private static boolean noBars(PageTable table, int column) {
        return table.rows().stream().allMatch(row -> row.bars().get(column) == null);
    }

    private static double x(double value, double max) {
        double share = max <= 0 ? 0 : Math.max(0, Math.min(1, value / max));
        return BARS_X + share * PLOT;
    }

    private static String rect(double y, double value, double max, String fill) {
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n",
                BARS_X, y, x(value, max) - BARS_X, BAR, fill);
    }

    private static String text(double x, double y, String text, String style) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\"%s>%s</text>\n", x, y,
                style == null ? "" : " style=\"" + style + "\"", HtmlReport.escape(text));
    }

    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.1f", value);
        return text.equals("-0.0") ? "0.0" : text;
    }
}
