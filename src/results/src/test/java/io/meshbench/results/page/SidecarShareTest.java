package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.meshbench.results.comparison.Margins;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36: an Envoy row's treated side is client + sidecar, so the page takes the pod apart: the sidecar's own CPU
 * (% of one core, ms per request) and RSS beside the pod's sum, from the runs' recorded parts (report.json's
 * runEvidence[].parts), with a verdict over rounds, "one round: no interval" with one; and why a CPU increase
 * published relative to the baseline application (+326 %) cannot appear at this client's CPU per request.
 */
class SidecarShareTest {

    private static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");
    /** The reference run of 2026-11-26, frozen: the throughput and client figures the three-round cases are built on. */
    private static final Path EARLIER_REFERENCE = Path.of("src/test/resources/page-reference-2026-11-26");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** The committed reference page's xds-discovery runs (one round): each part, its sum, and the ratio. */
    @Test
    void theReferencePagesEnvoyRowsShowTheSidecarsOwnShareBesideThePods() throws IOException {
        Path folder = CommittedPagesTest.copyReference(dir);

        String md = SermantPage.render(folder).markdown();
        String discovery = md.substring(md.indexOf("### xds-discovery"), md.indexOf("### xds-routing"));

        // client 22.0 % + Envoy 4.5 % of a core = 26.5 %, the main table's treated figure; per request the client's
        // 1.946 ms + Envoy's 0.397 ms = the main table's 2.343 ms; the baseline client's 1.869 ms, so Envoy alone is
        // 21.3 % of it; the pod against the baseline (26.5 - 21.1) / 21.1 = +25.9 % (unrounded figures)
        assertThat(discovery).contains("| okhttp2-50u-115tps | Envoy sidecar | 22.0% + 4.5% = 26.5%; per request "
                + "1.946ms + 0.397ms = 2.343ms | 4.5%, one round: "
                + "no interval | 0.397ms, one round: no interval | 329.8M + 68.0M = 397.7M | 68.0M, one round: no "
                + "interval | 21.3 % | +25.9 % |");
        assertThat(discovery).contains("| at-rest | Envoy sidecar | 0.3% + 0.3% = 0.6% | 0.3%, one round: no interval "
                + "| — | 297.6M + 67.5M = 365.2M | 67.5M, one round: no interval | — | — |");
        // +326 % would need a client spending 0.397 / 3.26 = 0.122 ms per request, 15 times less than this one
        assertThat(discovery).contains("the sidecar spent 0.397 ms of CPU per request and the baseline client 1.869 ms,"
                + " so the sidecar alone adds 21.3 % of the baseline's CPU; the pod measured +25.9 %, the client JVM's own CPU "
                + "having moved by +1.0 points of a core (22.0 % against the baseline's 21.1 %)",
                "+326 % needs a client spending 0.122 ms per request (0.397 / 3.26), 15 times less than this one",
                "Envoy alone is 23 % and then 29 % of the baseline's CPU");
        // the Sermant rows measured no sidecar: no row of theirs
        assertThat(discovery.substring(discovery.indexOf("The sidecar's own share"))).doesNotContain(
                "| Sermant with xDS (discovery) | 2");
        String routing = md.substring(md.indexOf("### xds-routing"), md.indexOf("### xds-flowcontrol"));
        assertThat(routing).contains("| okhttp2-50u-115tps | Envoy sidecar | 24.3% + 4.3% = 28.6%; per request "
                + "2.165ms + 0.382ms = 2.547ms | 4.3%, one round: "
                + "no interval |");
        // routing's published Envoy CPU is points of the pod, compared per request: no +326 % there
        assertThat(routing).contains("At okhttp2-50u-115tps the sidecar spent 0.382 ms of CPU per request")
                .doesNotContain("+326 %");
    }

    /** Three rounds give each sidecar figure its 95 % interval and verdict; the page's own margins decide "within". */
    @Test
    void threeRoundsJudgeEachSidecarFigure() throws IOException {
        ScenarioReport report = threeRounds(new double[] {3.42, 3.1, 3.7}, new double[] {66.8, 66.5, 67.1});
        List<SidecarShare.Row> rows = SidecarShare.rows(report);
        SidecarShare.Row loaded = rows.stream().filter(SidecarShare.Row::loaded).findFirst().orElseThrow();
        assertThat(loaded.rounds()).hasSize(3);

        PageDocument page = new PageDocument();
        SidecarShare.write(page, report, PageVerdicts.collecting(Margins.DEFAULT));
        String md = page.markdown();

        // mean 3.407, sd 0.300, t(2) 4.303: ±0.745, so [2.66..4.15], clear of zero; the margin 0.05 ms x 112.0/s
        // = 0.56 pp lies inside it, so not "within"
        assertThat(md).contains("| 3.4% ±0.7% (95% t, 3 rounds), costs more |");
        assertThat(md).contains("| 66.8M ±0.7M (95% t, 3 rounds), costs more |");
        // the same per request: 10 * cpu / 112.863 each round
        assertThat(md).contains("| 0.302ms ±0.066ms (95% t, 3 rounds), costs more |");
    }

    /** A sidecar far below the margins is called within them over three rounds. */
    @Test
    void aSidecarBelowTheMarginsIsWithinThem() throws IOException {
        // 0.26 pp of a core at 112.9 req/s is 0.023 ms per request, inside the default ±0.05 ms; RSS ±10 MB
        ScenarioReport report = threeRounds(new double[] {0.20, 0.30, 0.28}, new double[] {2.0, 2.1, 1.9});
        PageDocument page = new PageDocument();
        SidecarShare.write(page, report, PageVerdicts.collecting(Margins.DEFAULT));

        assertThat(page.markdown()).contains("| 0.3% ±0.1% (95% t, 3 rounds), costs more, within ±0.56 pp |",
                "| 0.023ms ±0.012ms (95% t, 3 rounds), costs more, within ±0.05 ms |",
                "| 2.0M ±0.2M (95% t, 3 rounds), costs more, within ±10 MB |");
    }

    /** A report whose runs measured no sidecar gets no table (the other scenarios' sections are unchanged). */
    @Test
    void noSidecarNoTable() throws IOException {
        ScenarioReport report = ScenarioReport.read(PageCommandTest.copy(REFERENCE, dir.resolve("router"))
                .resolve("router/report.json"));
        assertThat(SidecarShare.rows(report)).isEmpty();
        PageDocument page = new PageDocument();
        SidecarShare.write(page, report, PageVerdicts.collecting(Margins.DEFAULT));
        assertThat(page.markdown()).isEmpty();
    }

    /**
     * The earlier reference's xds-discovery report with its Envoy run at the loaded level recorded three times, Envoy's
     * CPU and RSS per round as given (the client's and the throughput as recorded).
     */
    private ScenarioReport threeRounds(double[] sidecarCpu, double[] sidecarRss) throws IOException {
        Path folder = PageCommandTest.copy(EARLIER_REFERENCE.resolve("xds-discovery"), dir.resolve("three"));
        Path file = folder.resolve("report.json");
        ObjectNode root = (ObjectNode) JSON.readTree(file.toFile());
        String level = "okhttp2-50u-115tps";
        for (String list : List.of("runEvidence", "runs")) {
            ArrayNode runs = (ArrayNode) root.path(list);
            JsonNode recorded = null;
            for (JsonNode run : runs) {
                if ("envoy".equals(run.path("treatment").asText()) && level.equals(run.path("level").asText())) {
                    recorded = run;
                }
            }
            for (int round = 1; round <= 3; round++) {
                ObjectNode copy = recorded.deepCopy();
                copy.put("round", round);
                if (list.equals("runEvidence")) {
                    ObjectNode sidecar = (ObjectNode) copy.path("parts").get(1);
                    sidecar.put("cpuCorePct", sidecarCpu[round - 1]);
                    sidecar.put("rssMb", sidecarRss[round - 1]);
                }
                if (round == 1) {
                    runs.set(indexOf(runs, recorded), copy);
                } else {
                    runs.add(copy);
                }
            }
        }
        JSON.writeValue(file.toFile(), root);
        return ScenarioReport.read(file);
    }

    private static int indexOf(ArrayNode runs, JsonNode run) {
        for (int i = 0; i < runs.size(); i++) {
            if (runs.get(i) == run) {
                return i;
            }
        }
        throw new AssertionError("no such run");
    }
}
