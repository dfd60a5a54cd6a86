package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.BenchmarkFolderLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every text a user supplies (scenario, description, labels, treatment names and notes, level names, JTL labels,
 * failures and notes of run.json, the reproduce command, environment and agents) filled with hostile strings, the
 * report written through the real code, and report.html parsed as a browser would (jsoup): no script element, no
 * {@code on*} attribute, no {@code javascript:} URL; report.md holds no raw tag either, and the SVG plots no markup.
 */
class HostileTextReportTest {

    private static final String SCRIPT = "<script>alert(1)</script>";
    private static final String IMG = "<img src=x onerror=alert(2)>";
    private static final String LINK = "[click](javascript:alert(3))";
    private static final String IMAGE = "![p](javascript:alert(4))";
    private static final String ANCHOR = "<a href=\"javascript:alert(5)\" onclick=\"alert(6)\">x</a>";
    private static final String ALL = SCRIPT + " " + IMG + " " + LINK + " " + IMAGE + " " + ANCHOR
            + " <svg onload=alert(7)> <iframe src=javascript:alert(8)> `code` <b>bold</b>";
    /** Folder names cannot hold a slash. */
    private static final String NO_SLASH = "<img src=x onerror=alert(9)> [l](javascript:alert(10)) <svg onload=alert(11)>";

    @TempDir
    Path dir;

    @Test
    void noUserTextBecomesMarkupInAnyReportFile() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        String level = "20u " + NO_SLASH;
        String treated = "mesh " + NO_SLASH;
        Path baseline = fixture.run("baseline", json(ALL), level, 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path mesh = fixture.run(treated, json(ALL), level, 1, 10, 50, 3, 120, 14.0, true, 50.0);
        for (Path run : List.of(baseline, mesh)) {
            Path jtl = run.resolve("result.jtl");
            Files.writeString(jtl, Files.readString(jtl).replace(",a,", "," + csv(ALL) + ","));
            fixture.evidence(run, "\"notes\":[\"" + json(ALL) + "\"]");
            machineBusy(run);
        }
        fixture.failedRun(treated, json(ALL), level, 2, json(ALL));
        fixture.meta("{\"scenario\":\"" + json(ALL) + "\",\"description\":\"" + json(ALL) + "\","
                + "\"tables\":[\"plugin\",\"component\",\"memory\",\"summary\",\"labels\"],"
                + "\"treatments\":[{\"name\":\"baseline\",\"label\":\"" + json(ALL) + "\",\"note\":\"" + json(ALL)
                + "\"},{\"name\":\"" + json(treated) + "\",\"label\":\"" + json(ALL) + "\",\"note\":\"" + json(ALL)
                + "\"}],\"levels\":[{\"name\":\"" + json(level) + "\",\"users\":20,\"targetTps\":50}],"
                + "\"environment\":{\"jdk\":\"" + json(ALL) + "\",\"" + json(SCRIPT) + "\":\"x\"},"
                + "\"agents\":[{\"treatment\":\"" + json(treated) + "\",\"name\":\"" + json(ALL) + "\",\"version\":\""
                + json(ALL) + "\",\"sha256\":\"" + json(ALL) + "\"}],"
                + "\"command\":\"" + json(ALL) + "\"}");

        BenchmarkReport.write(dir, TemplateLibrary.standard());

        String html = Files.readString(BenchmarkFolderLayout.reportHtml(dir));
        assertNoActiveMarkup(Jsoup.parse(html), "report.html");
        assertThat(Jsoup.parse(html).text()).as("the hostile text is shown, as text").contains(SCRIPT);
        assertThat(Jsoup.parse(html).select("img[src^=plots/]")).as("the report's own figures stay").isNotEmpty();
        String markdown = Files.readString(BenchmarkFolderLayout.reportMd(dir));
        assertThat(markdown).as("report.md holds the notes").contains("saturated");
        assertThat(rawMarkup(markdown)).as("report.md, as a markdown parser reads it: raw HTML or links").isEmpty();
        try (Stream<Path> svgs = Files.list(dir.resolve("plots"))) {
            for (Path svg : svgs.filter(file -> file.toString().endsWith(".svg")).toList()) {
                assertNoActiveMarkup(Jsoup.parse(Files.readString(svg), "", Parser.xmlParser()), svg.toString());
            }
        }
    }

    private static void assertNoActiveMarkup(Document document, String what) {
        assertThat(document.select("script")).as(what + ": script elements").isEmpty();
        assertThat(document.select("iframe")).as(what + ": iframe elements").isEmpty();
        for (Element element : document.getAllElements()) {
            for (Attribute attribute : element.attributes()) {
                assertThat(attribute.getKey().toLowerCase(Locale.ROOT)).as(what + ": " + element.tagName() + " attribute")
                        .doesNotStartWith("on");
                assertThat(attribute.getValue().strip().toLowerCase(Locale.ROOT)).as(what + ": " + element.tagName()
                        + " " + attribute.getKey()).doesNotStartWith("javascript:");
            }
        }
    }

    /**
     * What a markdown renderer would make live in {@code markdown}: every raw HTML node (inline or block) and every link
     * or image whose target is not one of the report's own files (plots/...). Text in code spans is literal.
     */
    private static List<String> rawMarkup(String markdown) {
        List<String> found = new java.util.ArrayList<>();
        org.commonmark.parser.Parser.builder()
                .extensions(List.of(org.commonmark.ext.gfm.tables.TablesExtension.create())).build()
                .parse(markdown).accept(new org.commonmark.node.AbstractVisitor() {
                    @Override
                    public void visit(org.commonmark.node.HtmlInline html) {
                        found.add(html.getLiteral());
                    }

                    @Override
                    public void visit(org.commonmark.node.HtmlBlock html) {
                        found.add(html.getLiteral());
                    }

                    @Override
                    public void visit(org.commonmark.node.Link link) {
                        found.add("link " + link.getDestination());
                        visitChildren(link);
                    }

                    @Override
                    public void visit(org.commonmark.node.Image image) {
                        if (!image.getDestination().startsWith("plots/")) {
                            found.add("image " + image.getDestination());
                        }
                        visitChildren(image);
                    }
                });
        return found;
    }

    private static String json(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String csv(String text) {
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }

    /** The machine 95 % busy every second: the saturation notes, which carry the treatment labels, are written. */
    private static void machineBusy(Path run) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int second = 0; second <= 10; second++) {
            lines.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"machine\",\"cpuCorePct\":190.0,"
                    + "\"cpuMachinePct\":95.0}%n", BenchmarkFixture.T0 + second * 1000L));
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, java.nio.file.StandardOpenOption.APPEND);
    }
}
