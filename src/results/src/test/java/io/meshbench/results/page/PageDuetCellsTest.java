package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario run as duets (src/test/resources/page-duet: a small report.json with {@code duet.rows} and
 * {@code duet.aa}): its CPU and P90 cells are the duet's paired figures, "delta [low..high]" with the same figure's
 * A/A half-width beside it, and one line under the table says what the sides shared and where the A/A comes from.
 * The other columns, and a treatment the duet has no row for, keep the sequential cells; without duet rows the page
 * is the sequential one.
 */
class PageDuetCellsTest {

    static final Path FIXTURE = Path.of("src/test/resources/page-duet");

    @TempDir
    Path dir;

    @Test
    void theCpuAndLatencyCellsAreTheDuetsDeltasWithTheirIntervalAndTheAaHalfWidth() throws IOException {
        Path folder = PageCommandTest.copy(FIXTURE, dir.resolve("page"));

        String md = SermantPage.render(folder).markdown();

        assertThat(md).contains("| level | treatment | CPU (% of one core) | CPU per request (ms) | heap | metaspace | P90 | P95 "
                + "| throughput (/s) | markers |")
                // CPU of the measured process (consumer, not provider-1) and P90 from the duet, A/A beside them
                // CPU per request: the duet's ratio of totals, three decimals; the A/A has no such figure, so no A/A
                .contains("| 50u-60tps | Sermant router | 10.50% / 12.75% / +2.25 pp \\[+2.00..+2.50\\], A/A ±0.40 pp "
                        + "| 1.750 ms / 2.100 ms / +0.350 ms \\[+0.300..+0.400\\] | 100.0M / 110.0M / 10.0M | 40.0M / 50.0M / 10.0M "
                        + "| 9.25 ms / 10.75 ms / +1.50 ms \\[+1.40..+1.60\\], A/A ±0.20 ms "
                        + "| 11ms / 12ms / 9.1% | 60.0 / 60.0 / 0.0% | — |")
                // a treatment without a duet row keeps its sequential cells
                // (its CPU per request cannot be derived: the hand-made report names no number of rounds)
                .contains("| 50u-60tps | Sermant, no rule | 10.0% / 11.0% / 1.0% | — | 100.0M / 105.0M / 5.0M "
                        + "| 40.0M / 48.0M / 8.0M | 9ms / 9ms / 0.0% | 11ms / 11ms / 0.0% | 60.0 / 60.0 / 0.0% | — |")
                // the A/A's own row: its interval, nothing beside it
                .contains("| 50u-60tps | Baseline again (A/A) | 10.50% / 10.60% / +0.10 pp \\[-0.30..+0.50\\] | — "
                        + "| 100.0M / 101.0M / 1.0M | 40.0M / 40.0M / 0.0M | 9.25 ms / 9.30 ms / +0.05 ms \\[-0.15..+0.25\\] "
                        + "| 11ms / 11ms / 0.0% | 60.0 / 60.0 / 0.0% | — |");
        assertThat(md).contains("\nDuet: CPU (of consumer) and CPU per request (its CPU time over its requests in each "
                + "batch of seconds, a ratio of totals per side, and the batches' differences) and P90 (the mean of per-second P90s, not the window's) are "
                + "paired second by second, each treatment beside a baseline of its own at the same time (both sides "
                + "shared one JMeter, one sampler, the machine): baseline / treated / delta [95 % interval]; A/A ±h is "
                + "the same figure's half-width in the duet A/A, the baseline beside itself: the method's own noise. "
                + "In this duet, intervals within the one deployment pair only: they leave out the difference between "
                + "deployments (each round deploys both sides afresh), so they give no verdict; run 3 rounds or more "
                + "for one. The other cells compare each treatment's side with the first duet's baseline side.\n");
    }

    @Test
    void theChartDrawsTheDuetsFigureWithItsIntervalAsTheWhisker() {
        ScenarioReport report = ScenarioReport.read(FIXTURE.resolve("router/report.json"));

        PageTable table = PageTable.of(report.comparisons(), PageColumn.PLUGIN, DuetCells.of(report));

        // CPU: 10.50 % against 12.75 %, the delta's interval [+2.00..+2.50] around the baseline; P90 in ms
        assertThat(table.rows().get(0).bars().get(0)).isEqualTo(new PageTable.Bar(10.5, 12.75, 12.5, 13.0, "%"));
        assertThat(table.rows().get(0).bars().get(1)).isNull(); // CPU per request is not charted
        PageTable.Bar p90 = table.rows().get(0).bars().get(4);
        assertThat(p90.baseline()).isEqualTo(9.25);
        assertThat(p90.treated()).isEqualTo(10.75);
        assertThat(p90.low()).isCloseTo(10.65, within(1e-9));
        assertThat(p90.high()).isCloseTo(10.85, within(1e-9));
        assertThat(p90.unit()).isEqualTo("ms");
    }

    @Test
    void aReportWithoutDuetRowsKeepsEverySequentialCellAndNoNote() throws IOException {
        Path folder = PageCommandTest.copy(FIXTURE, dir.resolve("page"));
        Path report = folder.resolve("router/report.json");
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(report.toFile());
        root.remove("duet");
        json.writeValue(report.toFile(), root);

        String md = SermantPage.render(folder).markdown();

        assertThat(md).contains("| 50u-60tps | Sermant router | 10.0% / 12.0% / 2.0% | — | 100.0M / 110.0M / 10.0M "
                + "| 40.0M / 50.0M / 10.0M | 9ms / 10ms / 11.1% | 11ms / 12ms / 9.1% | 60.0 / 60.0 / 0.0% | — |")
                .doesNotContain("Duet:").doesNotContain("A/A ±");
        ScenarioReport read = ScenarioReport.read(report);
        assertThat(PageTable.of(read.comparisons(), PageColumn.PLUGIN, DuetCells.of(read)))
                .isEqualTo(PageTable.of(read.comparisons(), PageColumn.PLUGIN));
    }

    /** Issue 35: NUL and bidirectional overrides in a report.json reached page.md (and git then took it for binary). */
    @Test
    void controlCharactersInAReportJsonAreRefusedBeforeTheyReachThePage() throws IOException {
        Path folder = PageCommandTest.copy(FIXTURE, dir.resolve("hostile"));
        Path report = folder.resolve("router/report.json");
        String json = Files.readString(report);
        for (String hostile : new String[] {"\\u0000", "\\u202e", "\u202e", "\\u2067"}) {
            Files.writeString(report, json.replaceFirst("\"scenario\" ?: ?\"router\"",
                    "\"scenario\": \"router" + java.util.regex.Matcher.quoteReplacement(hostile) + "x\""));
            assertThatThrownBy(() -> ScenarioReport.read(report)).as(hostile)
                    .isInstanceOf(io.meshbench.results.ResultsException.class)
                    .hasMessageStartingWith(report + ": line ").hasMessageContaining("control character U+");
        }
    }
}
