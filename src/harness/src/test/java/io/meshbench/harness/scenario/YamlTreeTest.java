package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tree overrides patch reads each value as mapping the file's text did: YAML's boolean words and number spellings. */
class YamlTreeTest {

    @TempDir
    Path dir;

    @Test
    void wordsAndNumbersKeepTheirSpellingWhereTheFieldIsTextAndTheirValueWhereItIsNot() throws IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("on.yaml"), "enabled: true\n");
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, """
                name: s
                plan: plan.jmx
                target: svc
                planProperties: {version: 1.10, id: 007, big: 1e3, flag: on}
                topology: {services: [{name: svc, treated: yes}]}
                treatments: [{name: baseline, kind: baseline}]
                rules: {on: {path: /app/key, file: on.yaml}}
                levels:
                  - {users: 5, targetTps: 50}
                  - {name: quiet, atRest: on, ruleChanges: [{at: 20s, rules: [on]}]}
                warmup: 10s
                duration: 60s
                """);

        Scenario scenario = new ScenarioLoader(Reports.tableNames()).load(file,
                ScenarioOverrides.none().with(ScenarioOverrides.ROUNDS, "2"));

        assertThat(scenario.plan().properties()).containsEntry("version", "1.10").containsEntry("id", "007")
                .containsEntry("big", "1e3").containsEntry("flag", "on");
        assertThat(scenario.load().levels().get(1).atRest()).isTrue();
        assertThat(scenario.load().levels().get(1).ruleChanges().get(0).rules()).containsExactly("on");
        assertThat(scenario.topology().services().get(0).treated()).isTrue();
        assertThat(scenario.rules()).containsOnlyKeys("on");
    }
}
