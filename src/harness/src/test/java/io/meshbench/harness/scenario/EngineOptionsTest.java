package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code engines} and {@code engineHosts}: in the file or as --engines / --engine-hosts, checked with the file. */
class EngineOptionsTest {

    @TempDir
    Path dir;

    private Path file;

    @BeforeEach
    void files() throws IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.createDirectories(dir.resolve("rules"));
        Files.writeString(dir.resolve("rules/spread.yaml"), "- kind: routematcher.sermant.io/flow\n");
        file = dir.resolve("scenario.yaml");
        Files.writeString(file, ScenarioLoaderTest.VALID);
    }

    private Scenario load(ScenarioOverrides overrides) {
        return new ScenarioLoader(Reports.tableNames()).load(file, overrides);
    }

    @Test
    void oneEngineHereUnlessAsked() {
        assertThat(load(ScenarioOverrides.none()).plan().engines()).isEqualTo(EngineSpec.ONE);
        assertThat(EngineSpec.ONE.independent()).isFalse();
    }

    @Test
    void theOptionsSetEnginesAndTheirHosts() {
        EngineSpec engines = load(ScenarioOverrides.none().with(ScenarioOverrides.ENGINES, "2")
                .with(ScenarioOverrides.ENGINE_HOSTS, "ip netns exec lg-1, ip netns exec lg-2")).plan().engines();

        assertThat(engines.count()).isEqualTo(2);
        assertThat(engines.hostPrefix(1)).containsExactly("ip", "netns", "exec", "lg-1");
        assertThat(engines.hostPrefix(2)).containsExactly("ip", "netns", "exec", "lg-2");
        assertThat(engines.hostPrefix(3)).as("round robin").containsExactly("ip", "netns", "exec", "lg-1");
        assertThat(engines.hostName(2)).isEqualTo("ip netns exec lg-2");
        assertThat(new EngineSpec(2, List.of()).hostName(1)).isEqualTo("local");
    }

    @Test
    void theFileSetsThemToo() throws IOException {
        Files.writeString(file, ScenarioLoaderTest.VALID + "engines: 3\nengineHosts: [\"ssh lg-1\"]\n");

        EngineSpec engines = load(ScenarioOverrides.none()).plan().engines();

        assertThat(engines).isEqualTo(new EngineSpec(3, List.of("ssh lg-1")));
    }

    @Test
    void moreEnginesThanALevelsUsersIsRefusedNamingTheLevel() {
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.ENGINES, "500")))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("--engines")
                .hasMessageContaining("each engine needs one thread at least");
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.ENGINES, "0")))
                .isInstanceOf(ScenarioException.class).hasMessageContaining("give 1 or more");
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.ENGINES, "two")))
                .isInstanceOf(ScenarioException.class).hasMessageContaining("--engines: 'two' is not a whole number");
    }
}
