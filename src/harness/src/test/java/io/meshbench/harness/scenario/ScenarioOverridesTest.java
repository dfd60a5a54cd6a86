package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Command-line overrides are patches to the scenario file's tree, keyed by option, validated with the file once. */
class ScenarioOverridesTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

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
    void aPatchSetsRoundsInTheTreeAndTheLoadedScenarioHasThem() throws IOException {
        ObjectNode tree = (ObjectNode) YAML.readTree(ScenarioLoaderTest.VALID);

        OverriddenFields sources = ScenarioOverrides.none().with(ScenarioOverrides.ROUNDS, " 5 ").applyTo(tree, YAML);

        assertThat(tree.get("rounds").isInt()).isTrue();
        assertThat(tree.get("rounds").intValue()).isEqualTo(5);
        assertThat(tree.get("duration").asText()).as("what no option names stays as written").isEqualTo("2m");
        assertThat(sources.labelOf("rounds")).isEqualTo("--rounds  5 ");
        assertThat(sources.labelOf("duration")).isNull();
        assertThat(load(ScenarioOverrides.none().with(ScenarioOverrides.ROUNDS, "5")).load().rounds()).isEqualTo(5);
        assertThat(load(ScenarioOverrides.none()).load().rounds()).as("the file's").isEqualTo(2);
    }

    @Test
    void optionsAreKeyedByNameAndABlankValueIsNotGiven() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(ScenarioOverrides.DURATION, "90s");
        options.put(ScenarioOverrides.WARMUP, "");
        options.put(ScenarioOverrides.LEVELS, null);
        options.put(ScenarioOverrides.ROUNDS, "3");

        Scenario scenario = load(ScenarioOverrides.of(options));

        assertThat(scenario.load().duration()).hasSeconds(90);
        assertThat(scenario.load().warmup()).hasSeconds(60);
        assertThat(scenario.load().rounds()).isEqualTo(3);
        assertThat(scenario.load().levels()).hasSize(2);
        assertThat(ScenarioOverrides.of(Map.of(ScenarioOverrides.ROUNDS, " ")).isEmpty()).isTrue();
        assertThatThrownBy(() -> ScenarioOverrides.none().with("--round", "3"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--round is not an option");
    }

    @Test
    void aBadOverrideNamesItsOptionNotALineOfTheFile() {
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.ROUNDS, "1.5")))
                .isInstanceOf(ScenarioException.class)
                .hasMessage("--rounds: '1.5' is not a whole number of 1 or more");
        // the rule (1 or more) is the validator's, the one the file's rounds: 0 meets, named by the option
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.ROUNDS, "0")))
                .isInstanceOf(ScenarioException.class).hasMessage("--rounds 0 must be 1 or more");
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.WARMUP, "25h")))
                .hasMessage("--warmup 25h: 25h00m00s is longer than a day: give e.g. --warmup 60s");
        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.LOAD_MODEL, "bursty")))
                .hasMessage("--load-model: 'bursty' is not a load model: use closed or open");
    }

    @Test
    void theFilesOwnProblemsStillNameTheirLineAndSayWhichOptionsWereGiven() throws IOException {
        Files.writeString(file, ScenarioLoaderTest.VALID.replace("rounds: 2", "rounds: 0"));

        assertThatThrownBy(() -> load(ScenarioOverrides.none().with(ScenarioOverrides.DURATION, "90s")))
                .hasMessage(file + ": line 23: rounds must be 1 or more (with --duration 90s given on the command line)");
        assertThat(load(ScenarioOverrides.none().with(ScenarioOverrides.ROUNDS, "2")).load().rounds())
                .as("the option replaces the file's bad value before the one check").isEqualTo(2);
    }

    /** {@code engines} and {@code engineHosts}: in the file or as --engines / --engine-hosts, checked with the file. */
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
