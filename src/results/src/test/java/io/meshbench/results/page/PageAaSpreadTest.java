package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.cli.PageCommand;
import io.meshbench.results.format.PagePlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The committed reference page (one round per scenario) judged against an A/A page ({@code --aa-from}): its
 * one-round cells get a verdict from the A/A page's no-effect spread of the same figure at the same level, the page
 * says what that rests on, page-plan.json keeps the choice so the folder gives the same page again, and an A/A page
 * that is not one, or ran a scenario another way, is refused or passed by, saying so. The A/A page here is the
 * reference page's own copy with every per-round delta shrunk to a twentieth and {@code "aa": true}: a stand-in with
 * known spreads, not a measurement.
 */
class PageAaSpreadTest {

    static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private int page(Path folder, String... options) {
        CommandLine commandLine = new CommandLine(new PageCommand().spec());
        commandLine.setOut(new PrintWriter(new StringWriter()));
        commandLine.setErr(new PrintWriter(err));
        String[] args = new String[options.length + 1];
        args[0] = folder.toString();
        System.arraycopy(options, 0, args, 1, options.length);
        return commandLine.execute(args);
    }

    /** A copy of the reference page as it was run, before it was judged against an A/A page (no aaFrom). */
    private Path unjudgedReference() throws IOException {
        Path page = PageCommandTest.copy(REFERENCE, dir.resolve("page"));
        ObjectNode plan = (ObjectNode) JSON.readTree(page.resolve(PagePlan.FILE).toFile());
        plan.remove(PagePlan.AA_FROM);
        JSON.writerWithDefaultPrettyPrinter().writeValue(page.resolve(PagePlan.FILE).toFile(), plan);
        SermantPage.write(page);
        return page;
    }

    /** A stand-in A/A page: the reference's copy, "aa": true, every per-round delta divided by {@code shrink}. */
    private Path aaPage(String name, double shrink) throws IOException {
        Path aa = PageCommandTest.copy(REFERENCE, dir.resolve(name));
        ObjectNode plan = (ObjectNode) JSON.readTree(aa.resolve(PagePlan.FILE).toFile());
        plan.put("aa", true);
        JSON.writerWithDefaultPrettyPrinter().writeValue(aa.resolve(PagePlan.FILE).toFile(), plan);
        try (Stream<Path> files = Files.walk(aa)) {
            for (Path report : files.filter(f -> f.getFileName().toString().equals("report.json")).toList()) {
                JsonNode root = JSON.readTree(report.toFile());
                for (JsonNode comparison : root.path("comparisons")) {
                    comparison.path("metrics").forEach(metric -> {
                        if (metric.path("roundDeltas").isArray()) {
                            ArrayNode deltas = (ArrayNode) metric.path("roundDeltas");
                            for (int i = 0; i < deltas.size(); i++) {
                                deltas.set(i, deltas.get(i).asDouble() / shrink);
                            }
                        }
                    });
                }
                JSON.writeValue(report.toFile(), root);
            }
        }
        return aa;
    }

    @Test
    void oneRoundCellsAreJudgedAgainstTheAaPageAndThePageRegeneratesWithoutTheOption() throws IOException {
        Path page = unjudgedReference();
        Path aa = aaPage("aa", 20);
        String before = Files.readString(page.resolve(SermantPage.PAGE_MD));
        assertThat(before).doesNotContain("A/A spread of");

        assertThat(page(page, "--aa-from", aa.toString())).as(err.toString()).isZero();

        String md = Files.readString(page.resolve(SermantPage.PAGE_MD));
        // the router's metaspace, +10.7 MB against the baseline, in one round: 4 pooled A/A cells of a twentieth of
        // the reference's deltas make it a finding
        assertThat(md).contains("43.5M / 54.2M / 10.7M, costs more (A/A spread of 4 cells)")
                .contains("Cells of one or two rounds are judged against the A/A page ../aa (aaFrom in page-plan.json)")
                .contains("Cells marked \"A/A spread of N cells\" have fewer rounds than an interval of their own needs "
                        + "and are judged against the A/A page `../aa`")
                .contains("This assumes the treated side varies as the baseline does");
        // tag transmission pools its stacks at each level: 7 cells (the eight less OkHttp 2, whose run failed its check)
        String tags = md.substring(md.indexOf("### tag-transmission"), md.indexOf("### ", md.indexOf("### tag-transmission") + 5));
        assertThat(tags).contains("(A/A spread of 7 cells)").doesNotContain("(A/A spread of 4 cells)");
        // removal has one treatment and its A/A twin: 2 cells, fewer than the 4 a spread is used from
        String removal = md.substring(md.indexOf("### removal"), md.indexOf("## ", md.indexOf("### removal") + 5));
        assertThat(removal).doesNotContain("A/A spread of");
        assertThat(JSON.readTree(page.resolve(PagePlan.FILE).toFile()).path("aaFrom").asText()).isEqualTo("../aa");

        // the folder gives the same page again without the option
        String html = Files.readString(page.resolve(SermantPage.PAGE_HTML));
        SermantPage.Outcome again = SermantPage.write(page);
        assertThat(again.markdown()).isEqualTo(md);
        assertThat(again.html()).isEqualTo(html);
    }

    @Test
    void aFolderThatIsNoAaPageIsRefusedNamingItAndNothingIsWritten() throws IOException {
        Path page = unjudgedReference();
        Path notAa = PageCommandTest.copy(REFERENCE, dir.resolve("not-aa"));
        String plan = Files.readString(page.resolve(PagePlan.FILE));
        String md = Files.readString(page.resolve(SermantPage.PAGE_MD));

        assertThat(page(page, "--aa-from", notAa.toString())).isEqualTo(2);

        assertThat(err.toString()).contains(notAa.resolve(PagePlan.FILE).toString())
                .contains("not an A/A page (it has no \"aa\": true)").contains("-Dpage.aa=true");
        assertThat(Files.readString(page.resolve(PagePlan.FILE))).isEqualTo(plan);
        assertThat(Files.readString(page.resolve(SermantPage.PAGE_MD))).isEqualTo(md);
        assertThatThrownBy(() -> AaSpreads.read(dir.resolve("nowhere"), "nowhere")).isInstanceOf(ResultsException.class)
                .hasMessageContaining("no page-plan.json");
    }

    @Test
    void aScenarioTheAaPageRanAnotherWayIsNotJudgedAgainstIt() throws IOException {
        Path page = unjudgedReference();
        Path aa = aaPage("aa", 20);
        ObjectNode plan = (ObjectNode) JSON.readTree(aa.resolve(PagePlan.FILE).toFile());
        for (JsonNode scenario : plan.path("scenarios")) {
            if (scenario.path("scenario").asText().equals("tag-transmission")) {
                ((ObjectNode) scenario).put("warmupSeconds", 90.0);
            }
        }
        JSON.writerWithDefaultPrettyPrinter().writeValue(aa.resolve(PagePlan.FILE).toFile(), plan);

        assertThat(page(page, "--aa-from", aa.toString())).as(err.toString()).isZero();

        String md = Files.readString(page.resolve(SermantPage.PAGE_MD));
        String tags = md.substring(md.indexOf("### tag-transmission"), md.indexOf("### ", md.indexOf("### tag-transmission") + 5));
        assertThat(tags).doesNotContain("(A/A spread of").contains("Not judged against the A/A page `../aa`: it did not "
                + "run this scenario with the same mode, warm-up and window.");
        assertThat(md).contains("(A/A spread of 4 cells)"); // the router's still are
    }

    @Test
    void aCellsLevelIsThePlansLevelItEndsWith() {
        PagePlan.Scenario tags = new PagePlan.Scenario("tag-transmission", null, null, null, null,
                List.of("50u-115tps", "50u-max"), null, null, 10.0, 24.0, 1, "done", null, null, null);
        assertThat(AaSpreads.levelOf(tags, "jdkhttp-50u-115tps")).isEqualTo("50u-115tps");
        assertThat(AaSpreads.levelOf(tags, "okhttp2-50u-max")).isEqualTo("50u-max");
        assertThat(AaSpreads.levelOf(tags, "elsewhere")).isEqualTo("elsewhere");
        PagePlan.Scenario router = new PagePlan.Scenario("router", null, null, null, null, List.of("50u-30%cap"), null,
                null, 10.0, 24.0, 1, "done", null, null, "duet");
        assertThat(AaSpreads.levelOf(router, "50u-30pct-cap")).isEqualTo("50u-30pct-cap");
    }
}
