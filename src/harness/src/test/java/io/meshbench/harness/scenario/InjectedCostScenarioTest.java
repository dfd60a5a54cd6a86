package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A treatment's {@code injected:} map, the known cost a calibration treatment declares for the report. */
class InjectedCostScenarioTest {

    private static final String BASE = """
            name: calibrate
            plan: plan.jmx
            target: consumer
            topology:
              services:
                - {name: consumer, treated: true}
            levels:
              - {users: 20, targetTps: 50}
            warmup: 10s
            duration: 10s
            treatments:
              - {name: baseline, kind: baseline%s}
              - {name: calibration, kind: javaagent, agent: agent.jar, injected: %s}
            """;

    @TempDir
    Path dir;

    @BeforeEach
    void files() throws IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
    }

    private Scenario load(String baselineExtra, String injected) throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, String.format(BASE, baselineExtra, injected));
        return new ScenarioLoader(Reports.tableNames()).load(file);
    }

    @Test
    void readsTheInjectedFigures() throws IOException {
        Scenario scenario = load("", "{delayMs: 4, cpuMicros: 4000, heapMb: 32, classes: 500}");

        assertThat(scenario.treatment("calibration").orElseThrow().injected())
                .containsExactly(java.util.Map.entry("delayMs", 4.0), java.util.Map.entry("cpuMicros", 4000.0),
                        java.util.Map.entry("heapMb", 32.0), java.util.Map.entry("classes", 500.0));
        assertThat(scenario.baseline().injected()).isEmpty();
    }

    @Test
    void anUnknownFigureOrANegativeAmountIsRefusedWithItsLine() throws IOException {
        assertThatThrownBy(() -> load("", "{delayMs: 4, cpuMs: 4}"))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("line 13")
                .hasMessageContaining("treatments[1].injected.cpuMs: not a figure the calibration agent injects; use "
                        + "[classes, cpuMicros, delayMs, heapMb]");
        assertThatThrownBy(() -> load("", "{heapMb: -1}"))
                .hasMessageContaining("treatments[1].injected.heapMb: give the amount injected, a number >= 0");
    }

    @Test
    void onlyAJavaagentTreatmentInjects() throws IOException {
        assertThatThrownBy(() -> load(", injected: {delayMs: 1}", "{delayMs: 4}"))
                .hasMessageContaining("treatments[0].injected: only a javaagent treatment (the calibration agent) "
                        + "injects a known cost");
    }
}
