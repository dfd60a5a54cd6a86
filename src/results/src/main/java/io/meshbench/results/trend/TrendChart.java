package io.meshbench.results.trend;

import io.meshbench.results.report.HtmlReport;
import java.util.List;
import java.util.Locale;

/**
 * The trend as an inline SVG line chart: one point per benchmark, evenly spaced in the trend's order, joined by a
 * line, each with an error bar from its spread's low to its high end (none for one round), the zero line dashed.
 * Plain SVG (no script, no external asset); every text escaped as report.html escapes it ({@link HtmlReport#escape}).
 */
final class TrendChart {

    static final int WIDTH = 760;
    static final int HEIGHT = 400;
    /** The plot area: x from LEFT to WIDTH - RIGHT, y from TOP (highest value) to BOTTOM (lowest). */
    static final int LEFT = 90;
    static final int RIGHT = 30;
    static final int TOP = 40;
    static final int BOTTOM = 300;
    /** Blank space inside the plot area, at each side of the first and last point, and above and below the values. */
    static final int INSET = 30;
    static final double PAD = 0.05;

    private TrendChart() {
    }

    /** The value range the y axis spans: every point, every spread and zero, with 5 % of room above and below. */
    record Scale(double min, double max) {

        static Scale of(List<TrendPoint> points) {
            double low = 0;
            double high = 0;
            for (TrendPoint p : points) {
                low = Math.min(low, p.low() != null ? Math.min(p.low(), p.delta()) : p.delta());
                high = Math.max(high, p.high() != null ? Math.max(p.high(), p.delta()) : p.delta());
            }
            if (high == low) {
                high = low + 1;
            }
            double pad = (high - low) * PAD;
            return new Scale(low - pad, high + pad);
        }

        double y(double value) {
            return BOTTOM - (value - min) / (max - min) * (BOTTOM - TOP);
        }
    }

    /** The x of the {@code index}-th of {@code count} points. */
    static double x(int index, int count) {
        if (count == 1) {
            return (LEFT + WIDTH - RIGHT) / 2.0;
        }
        return LEFT + INSET + index * (WIDTH - RIGHT - LEFT - 2.0 * INSET) / (count - 1);
    }

    static String svg(BenchmarkTrend trend) {
        List<TrendPoint> points = trend.points();
        Scale scale = Scale.of(points);
        String title = trend.metric() + " delta of " + trend.treatmentLabel() + " at " + trend.level() + " ("
                + trend.scenario() + ")";
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"")
                .append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" aria-label=\"").append(esc(title)).append("\" font-family=\"sans-serif\" "
                        + "font-size=\"12\">\n");
        svg.append("<title>").append(esc(title)).append("</title>\n");
        svg.append(line("axis", LEFT, TOP, LEFT, BOTTOM, "#444", null));
        svg.append(line("axis", LEFT, BOTTOM, WIDTH - RIGHT, BOTTOM, "#444", null));
        for (int i = 0; i <= 4; i++) {
            double value = scale.min() + i * (scale.max() - scale.min()) / 4;
            double y = scale.y(value);
            svg.append(line("grid", LEFT, y, WIDTH - RIGHT, y, "#e4e4e4", null));
            svg.append(text(LEFT - 6, y + 4, "end", format("%.3g", value), null));
        }
        svg.append(line("zero", LEFT, scale.y(0), WIDTH - RIGHT, scale.y(0), "#888", "4 3"));
        svg.append(text(16, (TOP + BOTTOM) / 2.0, "middle", "Δ " + trend.metric() + (trend.unit().isEmpty() ? ""
                : " (" + trend.unit() + ")"), "rotate(-90 16 " + num((TOP + BOTTOM) / 2.0) + ")"));
        StringBuilder polyline = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            polyline.append(i == 0 ? "" : " ").append(num(x(i, points.size()))).append(',')
                    .append(num(scale.y(points.get(i).delta())));
        }
        svg.append("<polyline class=\"trend\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\" points=\"")
                .append(polyline).append("\"/>\n");
        for (int i = 0; i < points.size(); i++) {
            TrendPoint p = points.get(i);
            double x = x(i, points.size());
            if (p.low() != null && p.high() != null) {
                svg.append(line("bar", x, scale.y(p.low()), x, scale.y(p.high()), "#1f77b4", null));
                svg.append(line("cap", x - 5, scale.y(p.low()), x + 5, scale.y(p.low()), "#1f77b4", null));
                svg.append(line("cap", x - 5, scale.y(p.high()), x + 5, scale.y(p.high()), "#1f77b4", null));
            }
            svg.append("<circle class=\"point\" cx=\"").append(num(x)).append("\" cy=\"").append(num(scale.y(p.delta())))
                    .append("\" r=\"4\" fill=\"#1f77b4\"><title>").append(esc(p.x() + ": " + p.deltaText()
                            + (p.low() == null ? "" : " [" + p.lowText() + " .. " + p.highText() + "] " + p.spread())
                            + ", " + p.verdict())).append("</title></circle>\n");
            svg.append(text(x, BOTTOM + 16, "end", p.x(), "rotate(-35 " + num(x) + " " + (BOTTOM + 16) + ")"));
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static String line(String cls, double x1, double y1, double x2, double y2, String stroke, String dash) {
        return "<line class=\"" + cls + "\" x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\""
                + num(y2) + "\" stroke=\"" + stroke + "\"" + (dash == null ? "" : " stroke-dasharray=\"" + dash + "\"")
                + "/>\n";
    }

    private static String text(double x, double y, String anchor, String content, String transform) {
        return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" text-anchor=\"" + anchor + "\""
                + (transform == null ? "" : " transform=\"" + transform + "\"") + ">" + esc(content) + "</text>\n";
    }

    /** A coordinate, to a tenth of a pixel. */
    static String num(double value) {
        return format("%.1f", value);
    }

    private static String format(String pattern, double value) {
        return String.format(Locale.ROOT, pattern, value);
    }

    private static String esc(String text) {
        return HtmlReport.escape(text);
    }
}
