package io.meshbench.results.trend;

import io.meshbench.results.ResultsException;
import io.meshbench.results.report.HtmlReport;
import io.meshbench.results.report.TemplateLibrary;
import io.meshbench.results.format.OutputFolder;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A trend written out: markdown (the {@code trend} template: a table, one row per benchmark) or an HTML page (that
 * table rendered as report.html renders report.md, with the chart, {@link TrendChart}, inline).
 */
public final class TrendOutput {

    private TrendOutput() {
    }

    public static String markdown(BenchmarkTrend trend, TemplateLibrary templates) {
        return templates.render("trend", trend.model());
    }

    public static String html(BenchmarkTrend trend, TemplateLibrary templates) {
        String title = "MeshBench trend: " + trend.metric() + " of " + trend.treatmentLabel() + " at " + trend.level();
        String table = HtmlReport.fragment(markdown(trend, templates));
        return HtmlReport.document(title, "", table + "<figure>\n" + TrendChart.svg(trend) + "</figure>\n");
    }

    /** Refuses an {@code --out} that is neither .md nor .html before anything is read. */
    public static void requireKnownKind(Path out) {
        if (out != null && !isHtml(out) && !out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md")) {
            throw new ResultsException("--out " + out + ": write a .md (the table) or an .html file (the table and its "
                    + "chart).");
        }
    }

    /** Writes {@code out} (.md or .html) through the one writer: whole or not at all, never over a link or a FIFO. */
    public static void write(BenchmarkTrend trend, TemplateLibrary templates, Path out) {
        requireKnownKind(out);
        String content = isHtml(out) ? html(trend, templates) : markdown(trend, templates);
        OutputFolder.around("--out", out).writeString(out.toAbsolutePath(), content);
    }

    private static boolean isHtml(Path out) {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".html") || name.endsWith(".htm");
    }
}
