package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import io.meshbench.results.format.PublishedFigures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Sermant's published figures beside the page's: the CPU conversion to ms per request, "consistent", "higher" and
 * "lower" against the published point, and a summary row per published table, on the committed reference page.
 */
class PublishedBesideTest {

    private static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");

    @Test
    void thePublishedCpuIsConvertedToMillisecondsPerRequest() {
        // +3.1 % of a 4-vCPU pod at 1000 TPS: 0.031 * 4 cores / 1000 requests a second = 0.124 ms per request
        assertThat(PublishedBeside.perRequest(3.1, 4, 1000)).isCloseTo(0.124, within(1e-12));
        // removal: +0.5 % of the same pod, 0.02 ms
        assertThat(PublishedBeside.perRequest(0.5, 4, 1000)).isCloseTo(0.02, within(1e-12));
    }

    @Test
    void ourIntervalAgainstThePublishedPoint() {
        OurFigure interval = OurFigure.point(0.3, "one round", " ms", 3);
        OurFigure withInterval = new OurFigure(0.3, 0.2, 0.4, false, null, "+0.300 ms [+0.200..+0.400]");
        OurFigure oneDeploymentPair = new OurFigure(0.3, 0.2, 0.4, true, null, "+0.300 ms [+0.200..+0.400]");

        assertThat(withInterval.against(0.25)).isEqualTo("consistent");
        assertThat(withInterval.against(0.124)).isEqualTo("higher");
        assertThat(withInterval.against(0.5)).isEqualTo("lower");
        // an interval of one deployment pair is too narrow to say "higher", but a point inside it is inside the wider one
        assertThat(oneDeploymentPair.against(0.25)).isEqualTo("consistent");
        assertThat(oneDeploymentPair.against(0.124))
                .isEqualTo("no verdict (the interval holds one deployment pair only)");
        assertThat(interval.against(0.124)).isEqualTo("no interval (one round)");
    }

    /**
     * A delta of one round judged against an A/A page's spread s of ν cells: delta ± t(ν/2) · s, as its verdict is
     * judged (8 cells, 4 degrees of freedom: t = 2.776), and the cell names the spread; without one, no interval.
     */
    @Test
    void aOneRoundDeltaTakesTheIntervalItsVerdictHasAgainstTheAaPage() throws Exception {
        com.fasterxml.jackson.databind.JsonNode metrics = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                "{\"metaspace\": {\"delta\": 11.6, \"roundDeltas\": [11.6]}}");
        io.meshbench.results.comparison.AaSpread aa = new io.meshbench.results.comparison.AaSpread(0.4, 8, false);

        OurFigure judged = OurFigure.delta(metrics, List.of("metaspace"), " MB", 1, aa);

        assertThat(judged.lower()).isCloseTo(11.6 - 2.7764451 * 0.4, within(1e-6));
        assertThat(judged.upper()).isCloseTo(11.6 + 2.7764451 * 0.4, within(1e-6));
        assertThat(judged.text()).isEqualTo("+11.6 MB [+10.5..+12.7] (A/A spread of 8 cells)");
        assertThat(judged.against(16)).isEqualTo("lower");
        assertThat(judged.against(12)).isEqualTo("consistent");
        OurFigure alone = OurFigure.delta(metrics, List.of("metaspace"), " MB", 1, null);
        assertThat(alone.against(16)).isEqualTo("no interval (one round)");
        // a relative spread is not one of this absolute figure's: no interval rather than a wrong one
        OurFigure otherScale = OurFigure.delta(metrics, List.of("metaspace"), " MB", 1,
                new io.meshbench.results.comparison.AaSpread(0.4, 8, true));
        assertThat(otherScale.lower()).isNull();
    }

    @Test
    void aTableSaysReproducedDiffersOrNotComparableAndWhy() {
        PublishedBeside.Cell consistent = new PublishedBeside.Cell("50 users", "CPU per request", "+3.1 % of pod",
                "+0.124 ms", "+0.119 ms [-0.428..+0.665]", "consistent");
        PublishedBeside.Cell higher = new PublishedBeside.Cell("100 users", "heap", "+33.1 MB", "+33.1 MB",
                "+60.0 MB [+50.0..+70.0]", "higher");
        PublishedBeside.Cell open = new PublishedBeside.Cell("50 users", "heap", "+29.8 MB", "+29.8 MB", "+19.6 MB",
                "no interval (one round)");

        assertThat(table(List.of(consistent, open)).status())
                .isEqualTo("reproduced (1 compared figure consistent; 1 compared figure of ours without an interval "
                        + "that decides (one round))");
        assertThat(table(List.of(consistent, higher)).status())
                .isEqualTo("differs (heap, 100 users: ours higher; 1 compared figure consistent)");
        assertThat(table(List.of(higher, open)).status()).as("what else the table holds stays said")
                .isEqualTo("differs (heap, 100 users: ours higher; 1 compared figure of ours without an interval that "
                        + "decides (one round))");
        assertThat(table(List.of(open)).status())
                .isEqualTo("not comparable (1 compared figure of ours without an interval that decides (one round))");
        assertThat(new PublishedBeside.Table("t", "T", "s", "x", "another application", List.of()).status())
                .isEqualTo("not comparable (another application)");
    }

    @Test
    void theReferencePageSetsEveryPublishedTableBesideItsOwn() {
        String md = SermantPage.render(REFERENCE).markdown();

        // the summary: one row per published table, 17, before the plan
        String summary = md.substring(md.indexOf("## Beside Sermant's published page"), md.indexOf("## Plan"));
        assertThat(summary.lines().filter(line -> line.startsWith("| ") && !line.startsWith("| published table")))
                .hasSize(17);
        assertThat(summary).contains("| Tag router | Sermant 1.1.0 · 4 vCPUs / 8 GiB · 1000 TPS, 2000 TPS | router | "
                + "reproduced (3 compared figures consistent;")
                .contains("| MQ consume prohibition | Sermant 1.3.0 · 4 vCPUs / 8 GiB · at rest (consumer polling) | "
                        + "mq-consume-prohibition | not comparable (15 compared figures of ours without an interval "
                        + "that decides (one round)) |")
                .contains("Sermant's published figures carry no interval");
        // the router's published CPU, converted, beside the duet's CPU per request of the published rule's row
        assertThat(md).contains("| Sermant service-router, rule routing to one specified provider, 50 users ↔ Sermant, "
                + "service-router, rule to one provider, 50u-30pct-cap (changes the path the traffic takes) | CPU per "
                + "request | 13.8 / 16.9 / +3.1 % of pod | +0.124 ms (+3.1 × 4 × 10 / 1000) | +0.843 ms "
                + "\\[-1.973..+3.659\\] (A/A spread of 4 cells) | consistent |");
        // judged against the A/A page, a one-round delta has the interval its verdict has: the router's metaspace
        // holds Sermant's published +9.8 MB, tag transmission's (+11.6 MB over 8 A/A cells) lies below its +16 MB
        assertThat(md).contains("| metaspace | 56.8 / 66.6 / +9.8 MB | +9.8 MB | +13.1 MB \\[+9.2..+17.0\\] (A/A "
                + "spread of 4 cells) | consistent |")
                .contains("httpclient3-50u-115tps | metaspace | +16 MB | +16.0 MB | +11.6 MB \\[+10.5..+12.6\\] (A/A "
                        + "spread of 8 cells) | lower |")
                .contains("This page is judged against an A/A page: a delta of one or two rounds");
        // removal's A/A page has 2 cells of a figure, fewer than a spread needs: its duet pair keeps its own interval
        assertThat(md).doesNotContain("-0.110 ms \\[-2.149..+1.930\\] (A/A");
        // removal: +0.5 % is +0.020 ms
        assertThat(md).contains("| +0.020 ms (+0.5 × 4 × 10 / 1000) | -0.110 ms \\[-2.149..+1.930\\] | consistent |");
        // start-up at 4 CPUs needs a larger machine
        assertThat(md).contains("| no Sermant, 4 vCPU | JVM start-up (process start to ready) | 2.894 s | 2.89 s | — "
                + "| not run here (4 CPUs need a larger machine than this 2-core one) |");
    }

    /**
     * MQ consume prohibition, as published a row per client: each published client's row beside that client's own JVM
     * at rest (a recorded report relabelled to the per-client levels), never beside the all-clients proof run.
     */
    @Test
    void eachPublishedMqClientRowStandsBesideThatClientsOwnJvmAtRest() {
        ScenarioReport report = ScenarioReport.read(Path.of("src/test/resources/page-mq/mq-consume-prohibition/report.json"));
        PublishedBeside.Table mq = PublishedBeside.of(PublishedFigures.bundled(), Map.of("mq-consume-prohibition", report),
                PublishedBeside.NoEffectSpread.NONE)
                .stream().filter(t -> t.id().equals("mq-consume-prohibition")).findFirst().orElseThrow();

        assertThat(mq.whole()).isNull();
        assertThat(mq.cells()).hasSize(15); // 3 clients x total memory, heap, off-heap, classes, threads
        assertThat(mq.cells()).extracting(PublishedBeside.Cell::row).allSatisfy(row -> assertThat(row)
                .doesNotContain("switch-on"));
        PublishedBeside.Cell kafkaHeap = cell(mq, "Kafka(2.7.0) ↔", "heap");
        assertThat(kafkaHeap.row()).isEqualTo("Sermant mq-consume-prohibition, switch off, at rest (consumer polling), "
                + "Kafka(2.7.0) ↔ Sermant, mq-consume-prohibition (switch off), kafka-at-rest");
        assertThat(kafkaHeap.comparable()).isEqualTo("+1.6 MB");
        assertThat(kafkaHeap.ours()).isEqualTo("+1.8 MB");
        assertThat(cell(mq, "RocketMQ-push(5.0.0) ↔", "heap").ours()).isEqualTo("+2.1 MB");
        assertThat(cell(mq, "RocketMQ-pull(5.0.0) ↔", "heap").comparable()).isEqualTo("+2.4 MB");
        assertThat(cell(mq, "RocketMQ-pull(5.0.0) ↔", "heap").ours()).isEqualTo("+3.0 MB");
        assertThat(cell(mq, "RocketMQ-pull(5.0.0) ↔", "threads").comparable()).isEqualTo("+4");
        assertThat(mq.status()).startsWith("not comparable (15 compared figures of ours without an interval");

        PageDocument page = new PageDocument();
        PublishedBeside.section(page, "mq-consume-prohibition", List.of(mq));
        assertThat(page.markdown()).as("the experiment's explanation beside the figures").contains("kafka-at-rest | heap |")
                .contains("Why heap and threads differ (docs/mq.md, \"Where Sermant's heap and threads "
                + "go\"): our heap is the mean heap in use over the window, garbage included,")
                .contains("Published: Sermant 1.3.0's plugin; ours: 2.2.0.");
    }

    private static PublishedBeside.Cell cell(PublishedBeside.Table table, String row, String figure) {
        return table.cells().stream().filter(c -> c.row().contains(row) && c.figure().equals(figure)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + figure + " cell for " + row + " in " + table.cells()));
    }

    /** Issue 36: the published MySQL and openGauss rows, which no cell here can show, are said in the summary row. */
    @Test
    void theDatabaseRowSaysWhatStandsInForMySqlAndWhenOpenGaussRuns() {
        String md = SermantPage.render(REFERENCE).markdown();

        String row = md.lines().filter(line -> line.startsWith("| Database write prohibition |")).findFirst().orElseThrow();
        // all three servers that start here ran: only openGauss (given by URL) is not
        String notRun = row.substring(row.indexOf("not run here: "), row.indexOf("; published unthrottled"));
        assertThat(notRun).isEqualTo("not run here: no opengauss-query level on this page; no opengauss-insert level "
                + "on this page");
        assertThat(row).endsWith("; MySQL: MariaDB stands in (Sermant intercepts MySQL only through the MariaDB JDBC driver, "
                        + "the client here); no current MySQL server comes from a registry this machine reaches, only "
                        + "MySQL 5.5.9 of 2011 (Maven Central, mysql:mysql-connector-mxj-db-files), not run here; "
                        + "openGauss: only against a server given with -Dopengauss.url "
                        + "(docs/database-write-prohibition.md)) |");
        assertThat(md.lines().filter(line -> line.startsWith("| Tag router |")).findFirst().orElseThrow())
                .doesNotContain("MySQL");
    }

    private static PublishedBeside.Table table(List<PublishedBeside.Cell> cells) {
        return new PublishedBeside.Table("t", "T", "s", "x", null, cells);
    }
}
