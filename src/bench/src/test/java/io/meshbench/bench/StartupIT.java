package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scenarios/startup.yaml for real, made small: two starts of the provider per treatment (no agent, the OpenTelemetry
 * agent) pinned to one CPU, no load, nothing sampled; the start-up table with both starts per treatment.
 */
class StartupIT {

    @TempDir
    Path results;

    @Test
    void eachTreatmentStartsTwiceOnOneCpuAndTheTableShowsMedianAndRange() throws Exception {
        Path scenario = results.resolve("startup.yaml");
        Files.writeString(scenario, Harness.scenarioText("startup.yaml"));
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "1cpu", "", "", "2");

        String output = Harness.awaitSuccess(harness, console, 10);
        assertThat(output).contains("left out", "4 run(s) = 2 treatment(s) x 1 level(s) x 2 round(s)", "Run 4/4: ok");

        Path benchmark = Harness.benchmarkFolder(results, "startup");
        String runJson = Files.readString(benchmark.resolve("runs/javaagent/1cpu/2/run.json"));
        assertThat(runJson).contains("\"taskset\", \"-c\", \"0\"", "\"atRest\" : true");
        assertThat(benchmark.resolve("runs/javaagent/1cpu/2/samples.jsonl")).doesNotExist();
        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("## Start-up per treatment (provider)")
                .containsPattern("\\| No agent \\| [0-9.]+ \\[[0-9.]+\\.\\.[0-9.]+\\] \\| [0-9.]+ \\[[0-9.]+\\.\\.[0-9.]+\\] "
                        + "\\| [0-9.]+ \\[[0-9.]+\\.\\.[0-9.]+\\] \\| 2 \\|")
                .containsPattern("\\| OpenTelemetry[^|]* \\| [0-9.]+ \\[[0-9.]+\\.\\.[0-9.]+\\] \\|[^\\n]*\\| 2 \\|")
                .contains("(plots/startup-jvm.png)");
    }
}
