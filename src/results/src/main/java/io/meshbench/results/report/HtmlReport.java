package io.meshbench.results.report;

import java.util.List;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * report.html: report.md rendered to HTML, every figure as its SVG instead of its PNG, so that the page scales
 * without blur; one self-contained page besides the plots/ folder it links to.
 */
public final class HtmlReport {

    private static final String STYLE = "body{font-family:sans-serif;max-width:1200px;margin:2em auto;padding:0 1em}"
            + "table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:.25em .5em;"
            + "text-align:right}th:first-child,td:first-child{text-align:left}img{max-width:100%}"
            + "code{background:#f4f4f4}";

    private HtmlReport() {
    }

    static String render(String markdown, List<ReportModel.Plot> plots, String title) {
        String withSvg = markdown;
        for (ReportModel.Plot plot : plots) {
            withSvg = withSvg.replace("](" + plot.path() + ")", "](" + plot.svg() + ")");
        }
        return page(title, body(withSvg));
    }

    /**
     * Markdown as HTML: raw HTML in it is shown as text and unsafe link targets (javascript: ...) dropped: every
     * user text is escaped by the templates already, this holds even for a user template that forgets to.
     */
    public static String body(String markdown) {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        Parser parser = Parser.builder().extensions(extensions).build();
        return HtmlRenderer.builder().extensions(extensions).escapeHtml(true).sanitizeUrls(true).build()
                .render(parser.parse(markdown));
    }

    /** A self-contained page: the title (escaped), the report's style, {@code bodyHtml} as it is. */
    public static String page(String title, String bodyHtml) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + escape(title)
                + "</title>\n<style>" + STYLE + "</style>\n</head>\n<body>\n" + bodyHtml + "</body>\n</html>\n";
    }

    /** Text for HTML or SVG content and attribute values. */
    public static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
