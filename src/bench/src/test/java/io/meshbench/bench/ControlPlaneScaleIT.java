package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scenarios/control-plane-scale.yaml for real, made small: the shipped control plane and fleet, 20 and then 50
 * simulated sidecars (each count a run on a fresh control plane), a 2 s idle and a 3 s steady window; every client
 * served, the fleet's counters in run.json, the control plane sampled in each window, and the table with a row per
 * count saying whose control plane it measured.
 */
class ControlPlaneScaleIT {

    @TempDir
    Path results;

    @Test
    void twentyAndFiftyClientsAreServedAndTabledWithTheControlPlanesCpuAndMemoryPerWindow() throws Exception {
        String shipped = Harness.scenarioText("control-plane-scale.yaml");
        String small = shipped
                .replace("{name: 200-clients, planProperties: {clients: \"200\"}}", "{name: 20-clients, planProperties: {clients: \"20\"}}")
                .replace("{name: 400-clients, planProperties: {clients: \"400\"}}", "{name: 50-clients, planProperties: {clients: \"50\"}}")
                .replaceAll("  - \\{name: (800|1600)-clients.*\n", "")
                .replace("idleSeconds: \"10\"", "idleSeconds: \"2\"")
                .replace("steadySeconds: \"30\"", "steadySeconds: \"3\"")
                .replace("rolloutTimeout: \"600\"", "rolloutTimeout: \"60\"")
                // the rules file stays the shipped one: ${scenarioDir} would point at this copy's folder
                .replace("${scenarioDir}/rules/", Harness.path("meshbench.repo.root").resolve("scenarios/rules") + "/");
        assertThat(small).as("the small copy of%n%s", shipped).contains("20-clients", "50-clients", "idleSeconds: \"2\"")
                .doesNotContain("{name: 200-clients", "{name: 1600-clients", "steadySeconds: \"30\"");
        Path scenario = results.resolve("control-plane-scale.yaml");
        Files.writeString(scenario, small);
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "", "", "", "", List.of());

        String output = Harness.awaitSuccess(harness, console, 10); // another benchmark may hold the machine first
        assertThat(output).contains("2 run(s)", "Run 1/2: ok", "Run 2/2: ok");

        Path benchmark = Harness.benchmarkFolder(results, "control-plane-scale");
        String runJson = Files.readString(benchmark.resolve("runs/baseline/50-clients-rollout/1/run.json"));
        assertThat(runJson).contains("\"served.after\" : 50", "\"clients.after\" : 50", "\"open.after\" : 50",
                "\"failed.after\" : 0", "\"measuredProcess\" : \"xds-control-plane\"");
        assertThat(Files.readString(benchmark.resolve("runs/baseline/50-clients-rollout/1/samples.jsonl")))
                .contains("\"process\":\"xds-control-plane\"", "\"process\":\"xds-fleet\"");
        assertThat(Files.readString(benchmark.resolve("runs/baseline/50-clients-rollout/1/result.jtl")))
                .contains(",idle,200,", ",rollout,200,", ",steady,200,");
        String report = Files.readString(benchmark.resolve("report.md"));
        // clients, served, time to serve, median, rollout CPU mean / max, CPU time, steady CPU, RSS, heap, per client, run
        String number = "[0-9][0-9,.]*";
        String row = "\\| %d \\| %d \\| " + number + " \\| " + number + " \\| " + number + " / " + number + " \\| "
                + number + " \\| " + number + " \\| " + number + " / " + number + " / " + number + " \\| " + number
                + " / " + number + " / " + number + " \\| -?" + number + " / -?" + number + " \\| ok \\|";
        assertThat(report).contains("## Control-plane scale")
                .containsPattern(row.formatted(20, 20))
                .containsPattern(row.formatted(50, 50))
                .contains("Largest count served here: 50 clients.", "not Open\nService Mesh's `osm-controller`");
    }
}
