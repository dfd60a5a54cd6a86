package io.meshbench.harness.scenario;

import static io.meshbench.harness.scenario.ScenarioOverrides.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.api.Reports;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Workloads: every level once per workload, with the workload's plan properties and counter expectations. */
class WorkloadLevelsTest {

    @TempDir
    Path dir;

    private static final String HEAD = """
            name: workloads
            plan: plan.jmx
            target: svc
            path: /
            topology: {services: [{name: svc, treated: true}]}
            warmup: 1s
            duration: 2s
            treatments:
              - {name: baseline, kind: baseline}
              - {name: agent, kind: javaagent, agent: agent.jar}
            """;

    private Scenario load(String levelsAndProbe) throws Exception {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("agent.jar"), "");
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, HEAD + levelsAndProbe);
        return new ScenarioLoader(Reports.tableNames()).load(file);
    }

    /** The scenario {@link #load} wrote last, with {@code overrides} applied. */
    private Scenario reload(ScenarioOverrides overrides) {
        return new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml"), overrides);
    }

    @Test
    void everyLevelRunsOncePerWorkloadWithTheWorkloadsPropertiesAndExpectations() throws Exception {
        Scenario scenario = load("""
                workloads:
                  - {name: a-query, path: /a/query}
                  - {name: a-insert, planProperties: {path: /a/insert, method: POST}, expect: {agent: {rows: unchanged, rejected: grows}}}
                levels:
                  - {users: 5, targetTps: 50}
                  - {users: 10, targetTps: 100}
                probe: {requests: 0, counters: "/stats/${path}"}
                """);
        assertThat(scenario.load().levels()).extracting(Level::name).containsExactly("5u-50tps", "10u-100tps");
        assertThat(scenario.load().runLevels()).extracting(Level::name)
                .containsExactly("a-query-5u-50tps", "a-query-10u-100tps", "a-insert-5u-50tps", "a-insert-10u-100tps");
        Level insert = scenario.load().runLevels().get(3);
        assertThat(insert.users()).isEqualTo(10);
        assertThat(insert.planProperties()).containsEntry("path", "/a/insert").containsEntry("method", "POST");
        assertThat(insert.expect().get("agent"))
                .containsEntry("rows", CounterChange.UNCHANGED).containsEntry("rejected", CounterChange.GROWS);
        assertThat(scenario.load().runLevels().get(0).planProperties()).containsEntry("path", "/a/query");
        assertThat(scenario.load().runLevels().get(0).expect()).isEmpty();
    }

    @Test
    void anExpectationForAnUnknownTreatmentOrWithoutCountersIsRejectedNamingTheField() {
        assertThatThrownBy(() -> load("""
                workloads:
                  - {name: a, expect: {sermant: {rows: grows}}}
                levels:
                  - {users: 5, targetTps: 50}
                """)).hasMessageContaining("workloads[0].expect.sermant").hasMessageContaining("[agent, baseline]")
                .hasMessageContaining("workloads[0].expect needs counters to read");
    }

    @Test
    void aCounterChangeOtherThanGrowsOrUnchangedIsRejected() {
        assertThatThrownBy(() -> load("""
                workloads:
                  - {name: a, expect: {agent: {rows: shrinks}}}
                levels:
                  - {users: 5, targetTps: 50}
                probe: {counters: /stats}
                """)).hasMessageContaining("'shrinks' is not a counter change: write grows or unchanged");
    }

    @Test
    void workloadsAreSelectedByNameAndRunAtTheLevelsGiven() throws Exception {
        Scenario scenario = load("""
                workloads:
                  - {name: a-query, path: /a/query}
                  - {name: a-insert, path: /a/insert, expect: {agent: {rows: unchanged}}}
                levels:
                  - {name: 50u-1000tps, users: 50, targetTps: 1000}
                probe: {counters: /stats}
                """);
        Scenario small = reload(ScenarioOverrides.none().with(LEVELS, "10u-100tps").with(WORKLOADS, "a-insert"));
        assertThat(small.load().runLevels()).extracting(Level::name).containsExactly("a-insert-10u-100tps");
        assertThat(small.load().runLevels().get(0).expect().get("agent")).containsEntry("rows", CounterChange.UNCHANGED);
        assertThatThrownBy(() -> reload(ScenarioOverrides.none().with(WORKLOADS, "b-insert")))
                .hasMessageStartingWith("--workloads: 'b-insert' is not a workload of scenario workloads: use some of [a-query, a-insert]");
        assertThatThrownBy(() -> reload(ScenarioOverrides.none().with(WORKLOADS, "a-query,a-query")))
                .hasMessageContaining("--workloads 'a-query', its name: 'a-query' is listed twice");
        assertThatThrownBy(() -> reload(ScenarioOverrides.none().with(LEVELS, "50u-30%cap")))
                .hasMessageStartingWith("--levels 50u-30%cap: capacity-relative levels (capacityPct) cannot be used with workloads yet");
    }

    @Test
    void workloadsNeedNamesOfTheirOwn() {
        assertThatThrownBy(() -> load("""
                workloads:
                  - {name: a}
                  - {name: a}
                  - {name: "b c"}
                levels:
                  - {users: 5, targetTps: 50}
                """)).hasMessageContaining("workloads[1].name: 'a' is listed twice")
                .hasMessageContaining("workloads[2].name: 'b c' may hold only");
    }

    @Test
    void counterChangesHoldOrNot() {
        assertThat(CounterChange.GROWS.holds(100, 101)).isTrue();
        assertThat(CounterChange.GROWS.holds(100, 100)).isFalse();
        assertThat(CounterChange.UNCHANGED.holds(7, 7)).isTrue();
        assertThat(CounterChange.UNCHANGED.holds(7, 8)).isFalse();
    }

    @Test
    void anAtRestLevelRunsOnceUnlessTheWorkloadsStartTheirJvmsDifferently() throws Exception {
        String levels = """
                levels:
                  - {name: at-rest, atRest: true}
                  - {users: 5, targetTps: 50}
                """;
        Scenario shared = load("""
                workloads:
                  - {name: a, path: /a}
                  - {name: b, path: /b}
                """ + levels);
        assertThat(shared.load().runLevels()).extracting(Level::name)
                .containsExactly("at-rest", "a-5u-50tps", "b-5u-50tps");
        assertThat(shared.load().runLevels().get(0).treatedProperties()).isEmpty();

        Scenario ownJvms = load("""
                workloads:
                  - {name: kafka, properties: {mq.clients: kafka}}
                  - {name: pull, properties: {mq.clients: rocketmq-pull, feed: "${port:svc}"}}
                """ + levels);
        assertThat(ownJvms.load().runLevels()).extracting(Level::name)
                .containsExactly("kafka-at-rest", "kafka-5u-50tps", "pull-at-rest", "pull-5u-50tps");
        assertThat(ownJvms.load().runLevels().get(0).treatedProperties()).containsExactly(
                org.assertj.core.api.Assertions.entry("mq.clients", "kafka"));
        assertThat(ownJvms.load().runLevels().get(2).treatedProperties())
                .containsEntry("mq.clients", "rocketmq-pull").containsEntry("feed", "${port:svc}");
    }

    @Test
    void workloadsWithJvmsOfTheirOwnCannotShareADeployment() {
        assertThatThrownBy(() -> load("""
                workloads:
                  - {name: kafka, properties: {mq.clients: kafka}}
                levelsShareDeployment: true
                levels:
                  - {name: at-rest, atRest: true}
                """)).hasMessageContaining("levelsShareDeployment").hasMessageContaining("drop levelsShareDeployment");
    }

    @Test
    void aWorkloadNamingItsLevelsRunsThoseOnly() throws Exception {
        Scenario scenario = load("""
                workloads:
                  - {name: one, properties: {clients: one}, levels: [at-rest]}
                  - {name: all, properties: {clients: all}, levels: [switch]}
                levels:
                  - {name: at-rest, atRest: true}
                  - {name: switch, atRest: true}
                """);
        assertThat(scenario.load().runLevels()).extracting(Level::name).containsExactly("one-at-rest", "all-switch");
        assertThat(reload(ScenarioOverrides.none().with(LEVELS, "at-rest")).load().runLevels())
                .as("a workload whose levels were left out runs nothing").extracting(Level::name)
                .containsExactly("one-at-rest");
    }
}
