package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.comparison.RoundsInterval;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Release against release: a benchmark folder with the baseline, a Sermant treatment and its copy on an older release
 * (meta.json {@code releaseOf}, as {@code run --sermant-compare-home} writes it), 3 rounds each with known figures.
 */
class ReleaseTableTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Heap per round (MB) of the newer and the older release: paired by round, the deltas are 10, 14, 6. */
    private static final double[] NEW_HEAP = {110, 115, 111};
    private static final double[] OLD_HEAP = {100, 101, 105};

    @TempDir
    Path dir;

    private void benchmark() throws Exception {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        for (int round = 1; round <= 3; round++) {
            fixture.run("baseline", "Baseline", "10u", round, 6, 20, 0, 90, 5, false, null);
            fixture.run("sermant-router", "Sermant router (2.2.0)", "10u", round, 6, 20, 5, NEW_HEAP[round - 1], 7,
                    false, null);
            fixture.run("sermant-router@2.1.0", "Sermant router (2.1.0)", "10u", round, 6, 20, 2, OLD_HEAP[round - 1],
                    6, false, null);
        }
        fixture.meta("""
                {"scenario":"router","baseline":"baseline","treatments":[
                  {"name":"baseline","label":"Baseline","kind":"baseline"},
                  {"name":"sermant-router","label":"Sermant router (2.2.0)","kind":"sermant","plugins":["service-router"]},
                  {"name":"sermant-router@2.1.0","label":"Sermant router (2.1.0)","kind":"sermant",
                   "plugins":["service-router"],"releaseOf":"sermant-router"}],
                 "tables":["plugin","summary"],
                 "agents":[{"treatment":"sermant-router","name":"sermant-agent","version":"2.2.0","sha256":"aa"},
                           {"treatment":"sermant-router@2.1.0","name":"sermant-agent","version":"2.1.0","sha256":"bb"}]}
                """);
    }

    @Test
    void theNewerReleaseIsComparedWithTheOlderRoundByRoundWithTheBaselinesIntervalMethod() throws Exception {
        benchmark();

        BenchmarkReport.write(dir, TemplateLibrary.standard());

        JsonNode report = JSON.readTree(dir.resolve("report.json").toFile());
        JsonNode release = report.path("releaseComparisons");
        assertThat(release).hasSize(1);
        JsonNode pair = release.get(0);
        assertThat(pair.path("treatment").asText()).isEqualTo("sermant-router");
        assertThat(pair.path("other").asText()).isEqualTo("sermant-router@2.1.0");
        assertThat(pair.path("version").asText()).isEqualTo("2.2.0");
        assertThat(pair.path("otherVersion").asText()).isEqualTo("2.1.0");
        JsonNode heap = pair.path("comparison").path("metrics").path("heap");
        // paired by round: 110-100, 115-101, 111-105; the older release's figures stand where the baseline's do
        assertThat(JSON.convertValue(heap.path("roundDeltas"), double[].class))
                .containsExactly(new double[] {10, 14, 6}, offset(0.01));
        // the sides are the means over the paired rounds (they were the medians, 101 and 111), so they subtract
        assertThat(heap.path("baseline").asDouble()).isCloseTo(102, offset(0.01));
        assertThat(heap.path("treated").asDouble()).isCloseTo(112, offset(0.01));
        assertThat(heap.path("delta").asDouble()).isCloseTo(10, offset(0.01));
        double halfWidth = RoundsInterval.t975(2) * 4 / Math.sqrt(3); // s of 10, 14, 6 is 4
        assertThat(heap.path("interval").path("halfWidth").asDouble()).isCloseTo(halfWidth, offset(0.01));
        assertThat(heap.path("verdict").asText()).isEqualTo("FINDING");
        JsonNode latency = pair.path("comparison").path("metrics").path("meanLatency");
        // 17 ms against 14 ms every round (12 ms + each release's extra), a latency delta in % of the older release
        assertThat(latency.path("delta").asDouble()).isCloseTo(100.0 * 3 / 14, offset(0.001));
        // both still compared with the baseline, as before
        assertThat(report.path("comparisons")).extracting(c -> c.path("treatment").asText())
                .containsExactly("sermant-router", "sermant-router@2.1.0");
        assertThat(JSON.convertValue(report.path("tables"), List.class)).containsExactly("plugin", "release", "summary");
    }

    @Test
    void theReleaseTableShowsEveryFigureOlderNewerAndDeltaPerLevel() throws Exception {
        benchmark();

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown).contains("## Sermant router (2.2.0) vs Sermant router (2.1.0)");
        String table = markdown.substring(markdown.indexOf("## Sermant router (2.2.0) vs Sermant router (2.1.0)"));
        JsonNode metrics = JSON.readTree(dir.resolve("report.json").toFile())
                .path("releaseComparisons").get(0).path("comparison").path("metrics");
        assertThat(table).contains("| figure | 10u |");
        assertThat(table).contains("| heap (`heap`) | " + metrics.path("heap").path("cell").asText() + " |");
        assertThat(metrics.path("heap").path("cell").asText()).startsWith("102.0M / 112.0M / 10.0M ±");
        assertThat(table).contains("| average latency (`meanLatency`) | "
                + metrics.path("meanLatency").path("cell").asText() + " |");
        assertThat(table).contains("| P99 (`p99`) |").contains("| metaspace (`metaspace`) |");
        // CPU under the unit every other table gives it, and one precision per cell
        assertThat(table).contains("| CPU (% of one core) (`cpuCorePct`) | "
                        + metrics.path("cpuCorePct").path("cell").asText())
                .contains("| threads (JVM) (`threads`) | 48 / 48 / 0").doesNotContain("| cpuCorePct |");
        assertThat(Files.readString(dir.resolve("report.html"))).contains("Sermant router (2.2.0) vs Sermant router (2.1.0)");
    }

    @Test
    void withoutACopyOnAnotherReleaseThereIsNoReleaseTable() throws Exception {
        benchmark();
        Files.writeString(dir.resolve("meta.json"), Files.readString(dir.resolve("meta.json"))
                .replace(",\"releaseOf\":\"sermant-router\"", ""));

        String markdown = BenchmarkReport.write(dir, TemplateLibrary.standard()).markdown();

        assertThat(JSON.readTree(dir.resolve("report.json").toFile()).path("releaseComparisons")).isEmpty();
        assertThat(markdown).doesNotContain(" vs Sermant router");
    }
}
