package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every text page.md and page.html take from page-plan.json or a report.json (page name, commands, machine,
 * scenario names and reasons, labels, levels, failures, probe answers, environment, agents, flags) filled with hostile
 * strings, the page written through the real code, and page.html parsed as a browser would (jsoup): no script
 * element, no {@code on*} attribute, no {@code javascript:} URL, no element in the charts but the chart's own; page.md
 * holds no raw tag either. The same check as HostileTextReportTest's for report.html.
 */
class PageHostileTextTest {

    private static final String ALL = "<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3))"
            + " ![p](javascript:alert(4)) <a href=\"javascript:alert(5)\" onclick=\"alert(6)\">x</a> <svg onload=alert(7)>"
            + " </text></svg><script>alert(8)</script> `code` | pipe \n newline <b>bold</b>";

    @TempDir
    Path dir;

    @Test
    void noUserTextBecomesMarkupInPageMdOrPageHtml() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        Path folder = PageCommandTest.copy(PageCommandTest.FIXTURE, dir.resolve("page"));
        ObjectNode plan = (ObjectNode) mapper.readTree(folder.resolve("page-plan.json").toFile());
        plan.put("page", ALL).put("command", ALL);
        plan.putObject("machine").put(ALL, ALL);
        for (var scenario : plan.withArray("scenarios")) {
            ObjectNode node = (ObjectNode) scenario;
            if (!node.has("folder")) {
                node.put("folder", node.path("scenario").asText());
            }
            node.put("scenario", node.path("scenario").asText() + " " + ALL).put("reason", ALL).put("section", ALL);
            node.putArray("levels").add(ALL);
        }
        mapper.writeValue(folder.resolve("page-plan.json").toFile(), plan);
        for (var scenario : plan.withArray("scenarios")) { // each report stays its plan's scenario at its levels
            Path file = folder.resolve(scenario.path("folder").asText()).resolve("report.json");
            if (Files.isRegularFile(file)) {
                ObjectNode report = (ObjectNode) mapper.readTree(file.toFile());
                report.put("scenario", scenario.path("scenario").asText());
                report.withArray("comparisons").forEach(c -> ((ObjectNode) c).put("level", ALL));
                report.withArray("runEvidence").forEach(run -> ((ObjectNode) run).put("level", ALL));
                mapper.writeValue(file.toFile(), report);
            }
        }
        for (String scenario : new String[] {"router", "tag-transmission", "xds-flowcontrol"}) {
            Path file = folder.resolve(scenario).resolve("report.json");
            ObjectNode report = (ObjectNode) mapper.readTree(file.toFile());
            report.put("command", ALL);
            ((ObjectNode) report.path("environment")).put("jdk", ALL).put(ALL, "x");
            for (var agent : report.withArray("agents")) {
                ((ObjectNode) agent).put("name", ALL).put("version", ALL).put("sha256", ALL).put("treatment", ALL);
            }
            report.putObject("baseline").put("name", "baseline").put("label", ALL);
            for (var comparison : report.withArray("comparisons")) {
                ObjectNode c = (ObjectNode) comparison;
                c.put("treatmentLabel", ALL).put("level", ALL);
                ((ArrayNode) c.withArray("flags")).add("⚠ shared machine: " + ALL);
                ((ObjectNode) c.path("metrics").path("cpuCorePct")).put("cell", ALL);
            }
            for (var run : report.withArray("runEvidence")) {
                ((ObjectNode) run).put("treatmentLabel", ALL).put("probeSplit", ALL);
                if ("failed".equals(run.path("status").asText())) {
                    ((ObjectNode) run).put("failure", ALL).put("level", ALL);
                }
            }
            mapper.writeValue(file.toFile(), report);
        }

        SermantPage.Outcome page = SermantPage.write(folder);

        Document html = Jsoup.parse(Files.readString(folder.resolve("page.html")));
        assertThat(html.select("script")).isEmpty();
        assertThat(html.select("img, iframe, a[href^=javascript]")).isEmpty();
        for (Element element : html.getAllElements()) {
            for (Attribute attribute : element.attributes()) {
                assertThat(attribute.getKey().toLowerCase(Locale.ROOT)).as(element.tagName()).doesNotStartWith("on");
                assertThat(attribute.getValue().toLowerCase(Locale.ROOT)).as(element.tagName())
                        .doesNotContain("javascript:");
            }
        }
        // the charts hold only what PageChart draws (the scenarios' names changed, so fewer fall in a known section)
        assertThat(html.select("svg")).hasSizeGreaterThanOrEqualTo(5);
        for (Element svg : html.select("svg")) {
            svg.getAllElements().forEach(element -> assertThat(element.tagName())
                    .isIn("svg", "title", "text", "rect", "path"));
        }
        assertThat(html.text()).contains("<script>alert(1)</script>"); // shown as text, so a reader sees what it was
        String md = page.markdown();
        // as a markdown parser reads page.md: no raw HTML, no link (commands are code spans, shown literally)
        assertThat(rawMarkup(md)).isEmpty();
        assertThat(md).contains("\\<script\\>alert(1)\\</script\\>").doesNotContain("&lt;"); // escaped the markdown way
        // a pipe or a line break in a cell does not split the row: every table row has its header's cells
        for (String line : md.lines().filter(l -> l.startsWith("| ")).toList()) {
            assertThat(line).endsWith("|");
        }
    }

    /** What a markdown renderer would make live: raw HTML nodes and links (as HostileTextReportTest reads report.md). */
    private static java.util.List<String> rawMarkup(String markdown) {
        java.util.List<String> found = new java.util.ArrayList<>();
        org.commonmark.parser.Parser.builder()
                .extensions(java.util.List.of(org.commonmark.ext.gfm.tables.TablesExtension.create())).build()
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
                        found.add("image " + image.getDestination());
                        visitChildren(image);
                    }
                });
        return found;
    }
}
