package io.meshbench.results.report;

import java.util.List;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * report.html: report.md rendered to HTML, every figure as its SVG instead of its PNG, so that the page scales
 * without blur; one self-contained page besides the plots/ folder it links to. The Sermant page (page.html) renders
 * its markdown and wraps its document with the same methods, so both escape user text alike.
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
        return document(title, "", fragment(withSvg));
    }

    /** Markdown to HTML, GitHub tables included. */
    public static String fragment(String markdown) {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        Parser parser = Parser.builder().extensions(extensions).build();
        // raw HTML in the markdown is shown as text and unsafe link targets (javascript: ...) dropped: every user text
        // is escaped by the templates already, this holds even for a user template that forgets to
        return HtmlRenderer.builder().extensions(extensions).escapeHtml(true).sanitizeUrls(true).build()
                .render(parser.parse(markdown));
    }

    /** The page around a body: the title escaped, the report's style plus {@code extraStyle}. */
    public static String document(String title, String extraStyle, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + escape(title)
                + "</title>\n<style>" + STYLE + extraStyle + "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n";
    }

    /** Text for an HTML or SVG element or a quoted attribute. */
    public static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
