package io.meshbench.harness.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The targets file of {@code run --targets}: read against the scenario, every mistake named before anything runs. */
class TargetsFileTest {

    private static final Scenario QUICKSTART = new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/quickstart.yaml").toAbsolutePath());
    private static final Scenario ROUTER = new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/router.yaml").toAbsolutePath());

    private static final String BASELINE = """
              baseline:
                services:
                  consumer: http://127.0.0.1:18088
                  provider-1: http://10.0.0.7:18081/
                  data: http://data.meshbench-baseline.svc
            """;
    private static final String AGENT = """
              javaagent:
                services:
                  consumer: http://127.0.0.1:28088
            """;

    @TempDir
    Path dir;

    Targets load(String yaml, Scenario scenario) throws IOException {
        Path file = dir.resolve("targets.yaml");
        Files.writeString(file, yaml);
        return new TargetsFile().load(file, scenario);
    }

    void rejects(String yaml, String... says) {
        assertThatThrownBy(() -> load(yaml, QUICKSTART)).isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("--targets " + dir.resolve("targets.yaml") + ": ")
                .hasMessageContainingAll(says);
    }

    @Test
    void readsEveryTreatmentsServicesWithTheDefaultsOfSpringBootsEndpoints() throws IOException {
        Targets targets = load("treatments:\n" + BASELINE + AGENT, QUICKSTART);

        assertThat(targets.healthPath()).isEqualTo("/health");
        assertThat(targets.metricsPath()).isEqualTo("/actuator/prometheus");
        assertThat(targets.infoPath()).isEqualTo("/actuator/info");
        assertThat(targets.readinessTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(targets.treatments().get("baseline").services()).containsExactly(
                java.util.Map.entry("consumer", URI.create("http://127.0.0.1:18088")),
                java.util.Map.entry("provider-1", URI.create("http://10.0.0.7:18081")),
                java.util.Map.entry("data", URI.create("http://data.meshbench-baseline.svc:80")));
        assertThat(targets.treatments().get("javaagent").services()).containsOnlyKeys("consumer");
        assertThat(targets.treatments().get("javaagent").zookeeper()).isNull();
    }

    @Test
    void pathsAndTimeoutCanBeGiven() throws IOException {
        Targets targets = load("health: /actuator/health\nmetrics: /metrics\ninfo: /about\nreadinessTimeout: 5s\n"
                + "treatments:\n" + BASELINE + AGENT, QUICKSTART);

        assertThat(targets.healthPath()).isEqualTo("/actuator/health");
        assertThat(targets.metricsPath()).isEqualTo("/metrics");
        assertThat(targets.infoPath()).isEqualTo("/about");
        assertThat(targets.readinessTimeout()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void everyTreatmentOfTheScenarioNeedsItsDeployment() {
        rejects("treatments:\n" + BASELINE, "no entry for treatment 'javaagent'", "treatments.javaagent.services");
    }

    @Test
    void aTreatmentTheScenarioDoesNotHaveIsNamed() {
        rejects("treatments:\n" + BASELINE + AGENT + "  sermant:\n    services: {consumer: http://127.0.0.1:1}\n",
                "treatments.sermant", "no treatment 'sermant'", "[baseline, javaagent]");
    }

    @Test
    void aProcessTheTopologyDoesNotHaveIsNamed() {
        rejects("treatments:\n" + BASELINE + AGENT + "      provider: http://127.0.0.1:18081\n",
                "treatments.javaagent.services.provider", "no process 'provider'", "provider-1, provider-2, provider-3");
    }

    @Test
    void theLoadedAndMeasuredProcessMustBeNamed() {
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      provider-1: http://127.0.0.1:1\n",
                "treatments.javaagent.services has no 'consumer'");
    }

    @Test
    void badUrlsAreNamedWithTheirKey() {
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      consumer: 127.0.0.1:28088\n",
                "treatments.javaagent.services.consumer", "'127.0.0.1:28088' is not a URL", "write http://host:port");
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      consumer: consumer:18088\n",
                "treatments.javaagent.services.consumer", "not an http://host[:port] URL");
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      consumer: https://consumer:8443\n",
                "treatments.javaagent.services.consumer", "https://consumer:8443", "port-forward");
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      consumer: http://consumer:18088/chain\n",
                "treatments.javaagent.services.consumer", "has a path", "base URL only");
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      consumer: http://con sumer\n",
                "treatments.javaagent.services.consumer", "is not a URL");
        rejects("treatments:\n" + BASELINE + "  javaagent:\n    services:\n      consumer:\n",
                "treatments.javaagent.services.consumer");
    }

    @Test
    void unknownKeysAreNamedWithTheKnownOnes() {
        rejects("metrix: /x\ntreatments:\n" + BASELINE + AGENT, "unknown key metrix", "metrics");
        rejects("treatments:\n" + BASELINE + AGENT + "    zookeper: 127.0.0.1:2181\n",
                "unknown key treatments.javaagent.zookeper", "treatments.javaagent.zookeeper");
    }

    @Test
    void aPathMustStartWithASlashAndATimeoutMustBeADuration() {
        rejects("metrics: actuator/prometheus\ntreatments:\n" + BASELINE + AGENT, "metrics: 'actuator/prometheus'");
        rejects("readinessTimeout: soon\ntreatments:\n" + BASELINE + AGENT, "readinessTimeout");
    }

    @Test
    void aScenarioPublishingRulesNeedsTheZooKeeperItsAgentsRead() throws IOException {
        Path file = dir.resolve("targets.yaml");
        StringBuilder yaml = new StringBuilder("treatments:\n");
        ROUTER.treatments().forEach(t -> yaml.append("  ").append(t.name()).append(":\n    services:\n")
                .append("      consumer: http://127.0.0.1:18088\n"));
        Files.writeString(file, yaml.toString());

        assertThatThrownBy(() -> new TargetsFile().load(file, ROUTER)).isInstanceOf(ScenarioException.class)
                .hasMessageContainingAll("has no 'zookeeper: host:port'", "publishes rules", "port-forward svc/zookeeper");

        Files.writeString(file, yaml.toString().replace("    services:\n", "    zookeeper: 127.0.0.1:2181\n    services:\n"));
        assertThat(new TargetsFile().load(file, ROUTER).treatments().values())
                .allSatisfy(t -> assertThat(t.zookeeper()).isEqualTo("127.0.0.1:2181"));

        Files.writeString(file, yaml.toString().replace("    services:\n", "    zookeeper: zk\n    services:\n"));
        assertThatThrownBy(() -> new TargetsFile().load(file, ROUTER)).hasMessageContaining("'zk' is not host:port");
    }

    @Test
    void aMissingOrBrokenFileIsNamed() throws IOException {
        assertThatThrownBy(() -> new TargetsFile().load(dir.resolve("nowhere.yaml"), QUICKSTART))
                .isInstanceOf(ScenarioException.class).hasMessageContainingAll("--targets", "nowhere.yaml", "does not exist");
        rejects("treatments: [a\n", "line 1: not valid YAML");
        rejects("- a list\n", "must be a map with 'treatments:'");
        rejects("health: /health\n", "has no 'treatments:' map", "[baseline, javaagent]");
    }
}
