package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tag transmission's rate figures come from its unthrottled level and its costs from the fixed-rate one, each cell
 * blank where it means nothing; the router's published rule (every request to one provider) is its rule row, said
 * beside it to change the path the traffic takes. On a copy of the reference page with such rows added to its
 * report.json files (recorded comparisons, renamed: the figures are the reference run's).
 */
class PageLevelsAndRuleRowsTest {

    private static final Path REFERENCE = Path.of("../../docs/results/sermant-2.2.0");
    /**
     * The reference run of 2026-11-26, frozen: run before the router had the published rule and tag transmission its
     * unthrottled level, so the cases below add them to it by hand; the committed reference has them for real.
     */
    private static final Path EARLIER_REFERENCE = Path.of("src/test/resources/page-reference-2026-11-26");

    @TempDir
    Path dir;

    @Test
    void tagTransmissionShowsRateFiguresOnlyUnthrottledAndCostsOnlyAtTheFixedRate() throws IOException {
        Path page = PageCommandTest.copy(EARLIER_REFERENCE, dir.resolve("page"));
        JsonEdit.edit(page.resolve("tag-transmission/report.json"), report -> {
            ArrayNode comparisons = (ArrayNode) report.path("comparisons");
            ObjectNode max = comparisons.get(0).deepCopy(); // jdkhttp at 115 TPS, as if run unthrottled
            max.put("level", "jdkhttp-50u-max").put("targetTps", 100000.0);
            ((ObjectNode) max.path("metrics").path("timeToMaxTps")).put("baseline", 4.0).put("treated", 6.0)
                    .put("delta", 2.0).put("baselineText", "4s").put("treatedText", "6s").put("deltaText", "2s")
                    .put("cell", "4s / 6s / 2s");
            comparisons.add(max);
        });
        JsonEdit.edit(page.resolve("page-plan.json"),
                plan -> ((ArrayNode) plan.path("scenarios").get(2).path("levels")).add("50u-max"));

        String md = SermantPage.render(page).markdown();

        String table = md.substring(md.indexOf("### tag-transmission"), md.indexOf("Memory under load",
                md.indexOf("### tag-transmission")));
        // the fixed-rate row: no time to max TPS, no max TPS (a fixed rate reaches its rate within a second)
        assertThat(table).contains("| jdkhttp-50u-115tps | Sermant, tag-transmission |  |  | 112.1 / 111.5 / -0.6%")
                .doesNotContain("1s / 1s / 0s");
        // the unthrottled row: time to max TPS and max TPS, then avg TPS; no CPU, heap or metaspace
        assertThat(table).contains("| jdkhttp-50u-max | Sermant, tag-transmission | 4s / 6s / 2s, undecided: 2+ more "
                + "rounds | 166.0 / 147.0 / -11.4%, undecided: 2+ more rounds | 112.1 / 111.5 / -0.6%, undecided: "
                + "2+ more rounds |  |  |  |  | —")
                .contains(TableScope.LOAD_SHAPED_NOTE);
        // beside the published figures: the rate figures against the unthrottled level, the costs the fixed rate's
        assertThat(md).contains("| Sermant tag-transmission, unthrottled (max TPS), Jdkhttp(jdk8) ↔ Sermant, "
                        + "tag-transmission, jdkhttp-50u-max | time to max TPS | 19 / 19 / 0 s | — | 4s / 6s / 2s | "
                        + "not comparable (both unthrottled")
                .contains("| Sermant tag-transmission, unthrottled (max TPS), Jdkhttp(jdk8) ↔ Sermant, "
                        + "tag-transmission, jdkhttp-50u-115tps | CPU per request |")
                .doesNotContain("jdkhttp-50u-max | CPU per request", "jdkhttp-50u-115tps | time to max TPS",
                        "jdkhttp-50u-115tps | max TPS");
        // a stack without an unthrottled level keeps its one level for both, its rate figures not comparable
        assertThat(md).contains("Grpc(1.52.1) ↔ Sermant, tag-transmission, grpc-50u-115tps | time to max TPS | "
                + "18 / 19 / +1 s | — | — | not comparable (published unthrottled; ours at a fixed 115 TPS");
    }

    @Test
    void theRoutersPublishedRuleIsItsRuleRowAndSaysItChangesThePath() throws IOException {
        Path page = PageCommandTest.copy(EARLIER_REFERENCE, dir.resolve("page"));
        JsonEdit.edit(page.resolve("router/report.json"), report -> {
            ((ArrayNode) report.path("treatments")).addObject().put("name", "sermant-router-concentrated")
                    .put("label", "Sermant, service-router, rule to one provider").put("changesTopology", true);
            ArrayNode comparisons = (ArrayNode) report.path("comparisons");
            ObjectNode concentrated = comparisons.get(1).deepCopy(); // the spreading rule's figures, renamed
            concentrated.put("treatment", "sermant-router-concentrated")
                    .put("treatmentLabel", "Sermant, service-router, rule to one provider");
            comparisons.add(concentrated);
        });

        String md = SermantPage.render(page).markdown();

        String beside = md.substring(md.indexOf("Beside Sermant's published figures: Tag router"));
        beside = beside.substring(0, beside.indexOf("## "));
        assertThat(beside).contains("| Sermant service-router, rule routing to one specified provider, 50 users ↔ "
                        + "Sermant, service-router, rule to one provider, 50u-30pct-cap (changes the path the traffic "
                        + "takes) | CPU per request | 13.8 / 16.9 / +3.1 % of pod")
                .as("the extra rows stand for no published row").doesNotContain("no rule, 50u", "spreading rule, 50u");
        String table = md.substring(md.indexOf("### router"), md.indexOf("Beside Sermant's published figures: Tag"));
        // its row in the plugin table and in the memory table
        assertThat(table.lines().filter(line -> line.startsWith("| 50u-30pct-cap | Sermant, service-router, rule to "
                + "one provider |"))).hasSize(2).allSatisfy(line -> assertThat(line)
                .endsWith("| ⚠ changes the path the traffic takes · ⚠ queueing |"));
        assertThat(table.lines().filter(line -> line.startsWith("| 50u-30pct-cap | Sermant, service-router, no rule |")))
                .allSatisfy(line -> assertThat(line).doesNotContain("changes the path"));
    }

    @Test
    void aRouterWithoutThePublishedRuleKeepsEveryTreatmentBesideIt() throws IOException {
        String md = SermantPage.render(PageCommandTest.copy(EARLIER_REFERENCE, dir.resolve("page"))).markdown();

        assertThat(md).contains("↔ Sermant, service-router, no rule, 50u-30pct-cap | CPU per request")
                .contains("↔ Sermant, service-router, spreading rule, 50u-30pct-cap | CPU per request");
    }

    /**
     * The committed reference ran both for real: the published rule is the router's rule row, beside the published one
     * and marked as changing the path, the other two rows stand for no published row; tag transmission's unthrottled
     * level carries the rate figures, its fixed-rate level the costs.
     */
    @Test
    void theReferenceRanThePublishedRuleAndTheUnthrottledLevel() {
        String md = SermantPage.render(REFERENCE).markdown();

        String router = md.substring(md.indexOf("### router"), md.indexOf("### removal"));
        assertThat(router.lines().filter(line -> line.startsWith("| 50u-30pct-cap | Sermant, service-router, rule to "
                + "one provider |"))).hasSize(2).allSatisfy(line -> assertThat(line)
                .contains("⚠ changes the path the traffic takes"));
        String beside = router.substring(router.indexOf("Beside Sermant's published figures: Tag router"));
        assertThat(beside).contains("↔ Sermant, service-router, rule to one provider, 50u-30pct-cap (changes the path "
                + "the traffic takes) | CPU per request").doesNotContain("no rule, 50u", "spreading rule, 50u");

        String tags = md.substring(md.indexOf("### tag-transmission"), md.indexOf("Memory under load",
                md.indexOf("### tag-transmission")));
        assertThat(tags).containsPattern("\\| jdkhttp-50u-max \\| Sermant, tag-transmission \\| \\d+s / \\d+s / ")
                .containsPattern("\\| jdkhttp-50u-115tps \\| Sermant, tag-transmission \\|  \\|  \\| ");
    }
}
