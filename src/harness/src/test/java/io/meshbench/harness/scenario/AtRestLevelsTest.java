package io.meshbench.harness.scenario;

import static io.meshbench.harness.scenario.ScenarioOverrides.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.api.Reports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** At-rest levels: no load, run once whatever the workloads, a zero duration only when nothing else runs. */
class AtRestLevelsTest {

    @TempDir
    Path dir;

    private static final String HEAD = """
            name: idle
            plan: plan.jmx
            target: svc
            path: /
            topology: {services: [{name: svc, treated: true}]}
            warmup: 5s
            treatments:
              - {name: baseline, kind: baseline}
              - {name: agent, kind: javaagent, agent: agent.jar}
            """;

    private Path write(String rest) throws Exception {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("agent.jar"), "");
        Files.writeString(dir.resolve("on.yaml"), "enabled: true\n");
        Files.writeString(dir.resolve("off.yaml"), "enabled: false\n");
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, HEAD + rest);
        return file;
    }

    private Scenario load(String rest) throws Exception {
        return new ScenarioLoader(Reports.tableNames()).load(write(rest));
    }

    /** The scenario {@link #load} wrote last, with {@code overrides} applied. */
    private Scenario reload(ScenarioOverrides overrides) {
        return new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml"), overrides);
    }

    @Test
    void anAtRestLevelHasNoLoadAndKeepsTheScenariosWarmup() throws Exception {
        Scenario scenario = load("""
                duration: 30s
                warmupRequests: 1000
                levels:
                  - {atRest: true}
                  - {name: 5u-50tps, users: 5, targetTps: 50}
                """);
        Level atRest = scenario.load().levels().get(0);
        assertThat(atRest.name()).isEqualTo("at-rest");
        assertThat(atRest.atRest()).isTrue();
        assertThat(atRest.users()).isZero();
        assertThat(atRest.describeRate()).isEqualTo("no load (at rest)");
        assertThat(scenario.load().warmupAt(atRest)).as("no rate to count requests at").isEqualTo(Duration.ofSeconds(5));
        assertThat(scenario.load().warmupAt(scenario.load().levels().get(1))).isEqualTo(Duration.ofSeconds(20));
        assertThat(scenario.load().levels().get(1).atRest()).isFalse();
    }

    @Test
    void anAtRestLevelRunsOnceWhateverTheWorkloads() throws Exception {
        Scenario scenario = load("""
                duration: 30s
                workloads: [{name: a, path: /a}, {name: b, path: /b}]
                levels:
                  - {users: 5, targetTps: 50}
                  - {name: idle, atRest: true}
                """);
        assertThat(scenario.load().runLevels()).extracting(Level::name).containsExactly("idle", "a-5u-50tps", "b-5u-50tps");
    }

    @Test
    void onlyAnAllAtRestScenarioMayHaveAZeroDuration() throws Exception {
        assertThat(load("""
                duration: 0s
                levels: [{name: start-up, atRest: true}]
                """).load().duration()).isZero();
        assertThatThrownBy(() -> load("""
                duration: 0s
                levels: [{atRest: true}, {users: 5, targetTps: 50}]
                """)).isInstanceOf(ScenarioException.class).hasMessageContaining("duration")
                .hasMessageContaining("0s only when every level is at rest");
    }

    @Test
    void anAtRestLevelWithALoadIsRefusedNamingTheLevel() throws Exception {
        assertThatThrownBy(() -> load("""
                duration: 30s
                levels: [{atRest: true, users: 5, targetTps: 50}]
                """)).isInstanceOf(ScenarioException.class).hasMessageContaining("levels[0]")
                .hasMessageContaining("an at-rest level runs no load");
    }

    @Test
    void theLevelsOptionTakesAtRestAsANewLevel() throws Exception {
        Scenario scenario = load("""
                duration: 30s
                levels: [{users: 5, targetTps: 50}]
                """);
        Scenario overridden = reload(ScenarioOverrides.none().with(DURATION, "0s").with(LEVELS, "at-rest"));
        assertThat(overridden.load().levels()).singleElement().satisfies(level -> assertThat(level.atRest()).isTrue());
        assertThat(overridden.load().duration()).isZero();
        assertThatThrownBy(() -> reload(ScenarioOverrides.none().with(DURATION, "0s").with(LEVELS, "at-rest,5u-50tps")))
                .isInstanceOf(ScenarioException.class).hasMessageContaining("--duration");
        assertThatThrownBy(() -> reload(ScenarioOverrides.none().with(LEVELS, "at-rest,at-rest")))
                .isInstanceOf(ScenarioException.class).hasMessageContaining("--levels 'at-rest', its name: 'at-rest' is listed twice");
    }

    @Test
    void anAtRestLevelCarriesItsRuleChangesWithWhatEachTreatmentsCountersMustDo() throws Exception {
        Scenario scenario = load("""
                duration: 60s
                probe: {requests: 0, counters: /stats}
                rules:
                  on: {path: /app/key, file: on.yaml}
                  off: {path: /app/key, file: off.yaml}
                levels:
                  - name: on-off
                    atRest: true
                    ruleChanges:
                      - {at: 20s, rules: [on], expect: {agent: {kafka: unchanged}, baseline: {kafka: grows}}}
                      - {at: 40s, rules: [off], expect: {agent: {kafka: grows}}}
                """);
        Level level = scenario.load().levels().get(0);
        assertThat(level.ruleChanges()).hasSize(2);
        RuleChange first = level.ruleChanges().get(0);
        assertThat(first.at()).isEqualTo(Duration.ofSeconds(20));
        assertThat(first.rules()).containsExactly("on");
        assertThat(first.expect().get("agent")).containsEntry("kafka", CounterChange.UNCHANGED);
        assertThat(first.expect().get("baseline")).containsEntry("kafka", CounterChange.GROWS);
        assertThat(level.ruleChanges().get(1).expect()).doesNotContainKey("baseline");
    }

    @Test
    void ruleChangesOutOfOrderOutsideTheWindowOrOnALoadLevelAreRefusedNamingEach() throws Exception {
        assertThatThrownBy(() -> load("""
                duration: 60s
                rules: {on: {path: /app/key, file: on.yaml}}
                levels:
                  - {users: 5, targetTps: 50, ruleChanges: [{at: 10s, rules: [on]}]}
                  - name: late
                    atRest: true
                    ruleChanges: [{at: 30s, rules: [on]}, {at: 20s, rules: [nope], expect: {agent: {kafka: grows}}}, {at: 70s}]
                """)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("levels[0].ruleChanges[0]: only an at-rest level changes rules")
                .hasMessageContaining("levels[1].ruleChanges[1].at: 20s comes after 30s")
                .hasMessageContaining("levels[1].ruleChanges[1].rules: 'nope' is not defined")
                .hasMessageContaining("levels[1].ruleChanges[1].expect needs counters to read")
                .hasMessageContaining("levels[1].ruleChanges[2].at: 1m10s is not inside the sampled window");
    }

    @Test
    void aLevelWithItsOwnWindowKeepsItWhereTheOthersTakeTheScenariosOrTheOption() throws Exception {
        Scenario scenario = load("""
                duration: 30s
                rules: {on: {path: /app/key, file: on.yaml}}
                levels:
                  - {atRest: true}
                  - {name: long, atRest: true, duration: 4m, ruleChanges: [{at: 200s, rules: [on]}]}
                  - {name: 5u-50tps, users: 5, targetTps: 50}
                """);
        assertThat(scenario.load().levels()).extracting(scenario.load()::durationAt)
                .containsExactly(Duration.ofSeconds(30), Duration.ofMinutes(4), Duration.ofSeconds(30));

        Scenario shortened = reload(ScenarioOverrides.none().with(DURATION, "10s"));
        assertThat(shortened.load().levels()).extracting(shortened.load()::durationAt)
                .containsExactly(Duration.ofSeconds(10), Duration.ofMinutes(4), Duration.ofSeconds(10));
        assertThat(io.meshbench.harness.benchmark.BenchmarkPlan.of(shortened).runs())
                .extracting(run -> run.duration().toSeconds()).containsExactly(10L, 10L, 240L, 240L, 10L, 10L);
    }

    @Test
    void aRuleChangeMustFitItsLevelsWindowAndAnOptionThatCutsItIsRefused() throws Exception {
        assertThatThrownBy(() -> load("""
                duration: 5m
                rules: {on: {path: /app/key, file: on.yaml}}
                levels:
                  - {name: short, atRest: true, duration: 60s, ruleChanges: [{at: 90s, rules: [on]}]}
                  - {name: 5u-50tps, users: 5, targetTps: 50, duration: 0s}
                  - {name: days, atRest: true, duration: 25h}
                """)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("levels[0].ruleChanges[0].at: 1m30s is not inside the sampled window of 1m00s: "
                        + "give the level a longer duration")
                .hasMessageContaining("levels[1].duration: 0s is not a measured window")
                .hasMessageContaining("levels[2].duration: 25h00m00s is longer than a day");

        Scenario scenario = load("""
                duration: 60s
                rules: {on: {path: /app/key, file: on.yaml}}
                levels:
                  - {name: on, atRest: true, ruleChanges: [{at: 20s, rules: [on]}]}
                """);
        assertThatThrownBy(() -> reload(ScenarioOverrides.none().with(DURATION, "25s")))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("levels[0].ruleChanges[0].at: its phase (until the next change or the window's end) "
                        + "is shorter than 10s")
                .hasMessageEndingWith("(with --duration 25s given on the command line)");
        assertThat(reload(ScenarioOverrides.none().with(DURATION, "30s")).load().durationAt(scenario.load().levels().get(0)))
                .isEqualTo(Duration.ofSeconds(30));
    }
}
