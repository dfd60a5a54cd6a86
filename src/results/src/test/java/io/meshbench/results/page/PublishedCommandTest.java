package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PublishedCommandTest {

    @Test
    void aPageRunsScenarioCommandRunsInAnyClone() {
        String recorded = "java -jar meshbench.jar run /work/main/scenarios/router.yaml"
                + " --benchmark-dir=/work/main/results/sermant-page/20261126-164352/router --duration=24s"
                + " --jmeter-home=src/bench/target/jmeter-home --results-dir=/work/main/results"
                + " --sermant-home=/tmp/sermant-src/v2.2.0/sermant-agent-2.2.0";

        assertThat(PublishedCommand.of(recorded)).isEqualTo("scripts/meshbench run scenarios/router.yaml"
                + " --duration=24s --jmeter-home=src/bench/target/jmeter-home"
                + " --sermant-home=<sermant-agent folder>");
    }

    @Test
    void mavenHomesAndTheOlderReleaseBecomePlaceholders() {
        String recorded = "./mvnw -o -B verify -Psermant-page -Dsermant.home=/opt/new/sermant-agent"
                + " -Dsermant.compare.home=/opt/old/sermant-agent -Dbudget=2h";

        assertThat(PublishedCommand.of(recorded)).isEqualTo("./mvnw -o -B verify -Psermant-page"
                + " -Dsermant.home=<sermant-agent folder> -Dsermant.compare.home=<older sermant-agent folder>"
                + " -Dbudget=2h");
    }

    @Test
    void spaceSeparatedOptionsAreRewrittenToo() {
        assertThat(PublishedCommand.of("meshbench run /home/ci/mb/scenarios/x.yaml --sermant-home /opt/s"
                + " --benchmark-dir /home/ci/out --sermant-compare-home /opt/old"))
                .isEqualTo("meshbench run scenarios/x.yaml --sermant-home <sermant-agent folder>"
                        + " --sermant-compare-home <older sermant-agent folder>");
    }

    @Test
    void aPlaceholderAlreadyTypedAndPathsOutsideTheRepositoryStay() {
        String typed = "meshbench run-page sermant-page.yaml --sermant-home=<Sermant 2.2.0> --targets=/etc/mb/t.yaml";

        assertThat(PublishedCommand.of(typed)).isEqualTo(typed);
        assertThat(PublishedCommand.of(null)).isNull();
    }

    @Test
    void aScenarioFolderOfThePageIsNamedByItsName() {
        String reason = "1 run(s) failed; see their run.json under /work/main/results/sermant-page/20261126/tag-transmission";

        assertThat(PublishedCommand.withinPage(reason, "tag-transmission"))
                .isEqualTo("1 run(s) failed; see their run.json under tag-transmission");
        assertThat(PublishedCommand.withinPage("see /x/tag-transmission-2/run.json", "tag-transmission"))
                .as("another folder whose name only starts the same stays")
                .isEqualTo("see /x/tag-transmission-2/run.json");
        assertThat(PublishedCommand.withinPage("see /w/page/tag-transmission/round-1/run.json.", "tag-transmission"))
                .isEqualTo("see tag-transmission/round-1/run.json.");
        assertThat(PublishedCommand.withinPage(reason, null)).isEqualTo(reason);
    }

    @Test
    void aFailuresLogLinesNameTheRepositorysFilesFromItsRoot() {
        String failure = "Its log, /w/results/page/1/xds/runs/a/1/logs/c.log, ends with: Starting Client (PID 8 "
                + "(/w/src/services/xds/target/xds.jar started by root in /w/results/page/1/xds/runs/a/1)";

        assertThat(PublishedCommand.evidence(failure, "xds")).isEqualTo("Its log, xds/runs/a/1/logs/c.log, ends "
                + "with: Starting Client (PID 8 (src/services/xds/target/xds.jar started by root in xds/runs/a/1)");
    }
}
