package io.meshbench.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Levels that carry a workload: plan properties, counter expectations per treatment, {@code <workload>@<load>}. */
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
        return new ScenarioLoader().load(file);
    }

    @Test
    void twoWorkloadsAtOneLoadAreTwoLevelsWithTheirOwnPropertiesAndExpectations() throws Exception {
        Scenario scenario = load("""
                levels:
                  - {name: a-query, users: 5, targetTps: 50, planProperties: {path: /a/query}}
                  - {name: a-insert, users: 5, targetTps: 50, planProperties: {path: /a/insert}, expect: {agent: {rows: unchanged, rejected: grows}}}
                probe: {requests: 0, counters: "/stats/${path}"}
                """);
        assertThat(scenario.levels()).extracting(Level::name).containsExactly("a-query", "a-insert");
        assertThat(scenario.levels().get(1).planProperties()).containsEntry("path", "/a/insert");
        assertThat(scenario.levels().get(1).expect().get("agent"))
                .containsEntry("rows", CounterChange.UNCHANGED).containsEntry("rejected", CounterChange.GROWS);
    }

    @Test
    void anExpectationForAnUnknownTreatmentOrWithoutCountersIsRejectedNamingTheField() {
        assertThatThrownBy(() -> load("""
                levels:
                  - {name: a, users: 5, targetTps: 50, expect: {sermant: {rows: grows}}}
                """)).hasMessageContaining("levels[0].expect.sermant").hasMessageContaining("[agent, baseline]")
                .hasMessageContaining("levels[0].expect needs counters to read");
    }

    @Test
    void aCounterChangeOtherThanGrowsOrUnchangedIsRejected() {
        assertThatThrownBy(() -> load("""
                levels:
                  - {name: a, users: 5, targetTps: 50, expect: {agent: {rows: shrinks}}}
                probe: {counters: /stats}
                """)).hasMessageContaining("'shrinks' is not a counter change: write grows or unchanged");
    }

    @Test
    void aWorkloadAtANewLoadKeepsItsPropertiesAndExpectations() throws Exception {
        Scenario scenario = load("""
                levels:
                  - {name: a-insert-50u-1000tps, users: 50, targetTps: 1000, planProperties: {path: /a/insert}, expect: {agent: {rows: unchanged}}}
                probe: {counters: /stats}
                """);
        Scenario small = new ScenarioOverrides("", "", "", "a-insert@10u-100tps,a-insert-50u-1000tps").applyTo(scenario);
        assertThat(small.levels()).extracting(Level::name).containsExactly("a-insert-10u-100tps", "a-insert-50u-1000tps");
        Level level = small.levels().get(0);
        assertThat(level.users()).isEqualTo(10);
        assertThat(level.targetTps()).isEqualTo(100);
        assertThat(level.planProperties()).containsEntry("path", "/a/insert");
        assertThat(level.expect().get("agent")).containsEntry("rows", CounterChange.UNCHANGED);
        assertThatThrownBy(() -> new ScenarioOverrides("", "", "", "b-insert@10u-100tps").applyTo(scenario))
                .hasMessageStartingWith("--levels: 'b-insert@10u-100tps': 'b-insert' is not a level");
        assertThatThrownBy(() -> new ScenarioOverrides("", "", "", "a-insert@fast").applyTo(scenario))
                .hasMessageContaining("write the load after '@' as <users>u-<tps>tps");
    }

    @Test
    void counterChangesHoldOrNot() {
        assertThat(CounterChange.GROWS.holds(100, 101)).isTrue();
        assertThat(CounterChange.GROWS.holds(100, 100)).isFalse();
        assertThat(CounterChange.UNCHANGED.holds(7, 7)).isTrue();
        assertThat(CounterChange.UNCHANGED.holds(7, 8)).isFalse();
    }
}
