package io.meshbench.harness.benchmark.page;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.duet.RunMode;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A page entry's keepLevels and fewestWorkloads name the scenario's own: another name is one line naming the field. */
class PageEntryNamesTest {

    private static final Path FILE = Path.of("../../scenarios/tag-transmission.yaml").toAbsolutePath().normalize();
    private static final Path PAGE = Path.of("pages/p.yaml");
    private static final Scenario TAGS = new ScenarioLoader(Reports.tableNames()).load(FILE);

    private static PageEntry entry(List<String> fewestWorkloads, List<String> keepLevels) {
        return new PageEntry("tag-transmission", FILE, "tags", null, null, null, fewestWorkloads, RunMode.SEQUENTIAL,
                keepLevels);
    }

    @Test
    void aKeptLevelTheScenarioLacksIsOneLineNamingTheFieldAndTheLevels() {
        assertThatCode(() -> entry(List.of(), List.of("50u-max")).requireLevelsOf(TAGS, PAGE)).doesNotThrowAnyException();
        assertThatThrownBy(() -> entry(List.of(), List.of("50u-maxx")).requireLevelsOf(TAGS, PAGE))
                .isInstanceOf(ScenarioException.class)
                .hasMessage("pages/p.yaml: scenario tag-transmission, keepLevels: '50u-maxx' is not a level of "
                        + "tag-transmission.yaml: use some of [50u-1000tps, 100u-2000tps, 50u-max]");
    }

    @Test
    void aFewestWorkloadTheScenarioLacksIsOneLineNamingTheFieldAndTheWorkloads() {
        assertThatCode(() -> entry(List.of("grpc"), List.of()).requireWorkloadsOf(TAGS, PAGE))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> entry(List.of("okhttp3"), List.of()).requireWorkloadsOf(TAGS, PAGE))
                .isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("pages/p.yaml: scenario tag-transmission, fewestWorkloads: 'okhttp3' is not a "
                        + "workload of tag-transmission.yaml: use some of [jdkhttp, httpclient4,");
    }
}
