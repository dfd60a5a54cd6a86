package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's own words keep to what it shows: the header names the sections whose tables follow Sermant's page and
 * how the others differ, the legend describes only the kinds of cells present, a level has one spelling, and the
 * planner's give-ups are a table.
 */
class PageWordsTest {

    private static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");

    @TempDir
    Path dir;

    @Test
    void theHeaderSaysWhichSectionsFollowThePublishedPageAndHowTheOthersDiffer() {
        String md = SermantPage.render(REFERENCE).markdown();

        assertThat(md).doesNotContain("Sections, order and columns follow")
                .contains("Sections and their order follow Sermant's published benchmark page. Their columns and "
                        + "setup follow it in: Outlier instance removal (service-removal); Tag transmission over "
                        + "message queues. They differ in: Tag router (service-router) (the published rule, every "
                        + "request to one specified provider, is the rule row and changes the path the traffic takes")
                .contains("Tag transmission (time to max TPS and max TPS from a short unthrottled level, as "
                        + "published")
                .contains("Message queue consume prohibition (a row per client in a JVM of its own, as published;")
                .contains("Start-up acceleration by the pre-filter (at 1 and 2 CPUs only: 4 need a larger machine than "
                        + "this 2-core one)")
                .as("xDS and start-up have the published columns now").doesNotContain("JVM start-up only",
                        "not the published mean latency and P99");
    }

    @Test
    void theLegendDescribesOnlyTheCellsPresent() throws IOException {
        String reference = legend(SermantPage.render(REFERENCE).markdown());
        String threeRounds = legend(SermantPage.render(PageCommandTest.copy(PageCommandTest.FIXTURE,
                dir.resolve("page"))).markdown());

        // the reference page: one round everywhere but start-up's two starts, duets for router and removal, no A/A
        // mark, no shared machine
        assertThat(reference).contains("from one round, one run a side: the delta has no interval")
                .contains("from 2 rounds: the means over the paired rounds").contains("[min..max]")
                .contains("a duet's CPU, CPU per request and P90 cells")
                .doesNotContain("3 or more rounds").doesNotContain("within A/A noise")
                .doesNotContain("shared machine").contains("**queueing**");
        // the fixture: 3 rounds (and a one-round start-up), the A/A mark and a shared machine; no duet
        assertThat(threeRounds).contains("from 3 or more rounds").contains("within A/A noise")
                .contains("**shared machine**").doesNotContain("duet");
    }

    /** One capacity figure per run, measured by that run: its probes' TPS, per side for a duet pair. */
    @Test
    void theCapacityQuotedIsTheOneThisRunMeasured() throws IOException {
        String md = SermantPage.render(REFERENCE).markdown();

        assertThat(md).contains("## Capacity measured by this run")
                .contains("| router | 73.8 TPS a side at 50 users, 2 deployments at once (a duet pair), at a run's "
                        + "age 10..34 s (its levels' window), not settled (rising) | 410.6 TPS a side after 120 s | "
                        + "50u-30pct-cap: 22 TPS (30 %) |")
                .contains("| removal | 62.0 TPS a side at 50 users");
        assertThat(SermantPage.render(PageCommandTest.copy(PageCommandTest.FIXTURE, dir.resolve("page"))).markdown())
                .as("no probe, no table").doesNotContain("Capacity measured");
    }

    @Test
    void aLevelHasOneSpellingAndTheGiveUpsAreATable() {
        String md = SermantPage.render(REFERENCE).markdown();

        assertThat(PageText.levels("levels [50u-30%cap, 100u-60%cap] -> [30%cap], --levels=50u-30%cap"))
                .isEqualTo("levels [50u-30pct-cap, 100u-60pct-cap] -> [30pct-cap], --levels=50u-30pct-cap");
        assertThat(md).doesNotContain("%cap").contains("50u-30pct-cap");
        assertThat(md).contains("Given up to fit the budget, in the planner's order:\n\n| # | scenario | given up |")
                .contains("| 8 | all | windows shortened 100% of the way to 40s |")
                .contains("| 13 | router | levels \\[50u-30pct-cap, 100u-60pct-cap\\] -\\> \\[50u-30pct-cap\\] |")
                .contains("| 31 | startup | rounds 3 -\\> 2 |");
    }

    private static String legend(String md) {
        int from = md.indexOf("How to read a cell:");
        return md.substring(from, md.indexOf('\n', from));
    }
}
