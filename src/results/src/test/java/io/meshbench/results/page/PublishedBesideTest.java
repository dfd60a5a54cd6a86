package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
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
                .isEqualTo("differs (heap, 100 users: ours higher)");
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
                + "reproduced (2 compared figures consistent;")
                .contains("| MQ consume prohibition | Sermant 1.3.0 · 4 vCPUs / 8 GiB · at rest (consumer polling) | "
                        + "mq-consume-prohibition | not comparable (ours is one JVM")
                .contains("Sermant's published figures carry no interval");
        // the router's published CPU, converted, beside the duet's CPU per request and its interval
        assertThat(md).contains("| Sermant service-router, rule routing to one specified provider, 50 users ↔ Sermant, "
                + "service-router, no rule, 50u-30pct-cap | CPU per request | 13.8 / 16.9 / +3.1 % of pod "
                + "| +0.124 ms (+3.1 × 4 × 10 / 1000) | +0.119 ms \\[-0.428..+0.665\\] | consistent |");
        // removal: +0.5 % is +0.020 ms
        assertThat(md).contains("| +0.020 ms (+0.5 × 4 × 10 / 1000) | +0.366 ms \\[-0.396..+1.127\\] | consistent |");
        // start-up at 4 CPUs needs a larger machine
        assertThat(md).contains("| no Sermant, 4 vCPU | JVM start-up (process start to ready) | 2.894 s | 2.89 s | — "
                + "| not run here (4 CPUs need a larger machine than this 2-core one) |");
    }

    /** Issue 36: the published MySQL and openGauss rows, which no cell here can show, are said in the summary row. */
    @Test
    void theDatabaseRowSaysWhatStandsInForMySqlAndWhenOpenGaussRuns() {
        String md = SermantPage.render(REFERENCE).markdown();

        String row = md.lines().filter(line -> line.startsWith("| Database write prohibition |")).findFirst().orElseThrow();
        assertThat(row).contains("not run here: no mongodb-query level on this page;")
                .endsWith("; MySQL: MariaDB stands in (Sermant intercepts MySQL only through the MariaDB JDBC driver, "
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
