package io.meshbench.results.trend;

import io.meshbench.results.ResultsException;
import io.meshbench.results.report.HtmlReport;
import io.meshbench.results.report.TemplateLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

    /** Writes {@code out} (.md or .html) beside first and then moves it in, so a failure leaves an older file whole. */
    public static void write(BenchmarkTrend trend, TemplateLibrary templates, Path out) {
        requireKnownKind(out);
        String content = isHtml(out) ? html(trend, templates) : markdown(trend, templates);
        Path partial = out.resolveSibling(out.getFileName() + ".partial");
        try {
            Files.writeString(partial, content);
            Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new ResultsException("--out " + out + ": cannot be written (" + e.getMessage() + ").");
        }
    }

    private static boolean isHtml(Path out) {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".html") || name.endsWith(".htm");
    }
}
