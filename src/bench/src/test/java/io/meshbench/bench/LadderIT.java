package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A two-step ladder for real (scenarios/ladder.yaml made small: one provider, the baseline only, 20 and 40 RPS offered
 * open-model on one deployment): each step's run, the ladder table with both steps, its plots as PNG and SVG, and
 * report.html.
 */
class LadderIT {

    @TempDir
    Path results;

    @Test
    void twoStepsRunOnOneDeploymentAndTheLadderTableAndPlotsAreWritten() throws Exception {
        String small = Harness.withOneProvider(Harness.scenarioText("ladder.yaml"))
                .replaceAll("(?s)  - name: javaagent\n.*?\nprobe:", "probe:");
        assertThat(small).doesNotContain("javaagent");
        Path scenario = results.resolve("ladder.yaml");
        Files.writeString(scenario, small);
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "20,40", "3s", "6s");

        String output = Harness.awaitSuccess(harness, console, 10);
        assertThat(output).contains("on 1 deployment(s)", "Run 2/2: ok");

        Path benchmark = Harness.benchmarkFolder(results, "ladder");
        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("## Baseline: RPS ladder")
                .containsPattern("\\| 20 \\| [0-9.]+ \\([0-9.]+%\\)[^|]* \\| [0-9]+ms \\| [0-9]+ms \\| [0-9]+ms \\| [0-9]+ms \\|")
                .containsPattern("\\| 40 \\| [0-9.]+ \\([0-9.]+%\\)")
                .contains("| consumer CPU (% of one core) |", "| jmeter CPU (% of one core) |", "| services CPU (% of one core) |");
        for (String plot : new String[] {"ladder-latency-p99", "ladder-achieved", "ladder-cpu", "tps-20rps"}) {
            assertThat(ImageIO.read(benchmark.resolve("plots/" + plot + ".png").toFile()).getWidth()).isEqualTo(900);
            assertThat(Files.readString(benchmark.resolve("plots/" + plot + ".svg"))).contains("<svg");
            assertThat(report).contains("(plots/" + plot + ".png)");
        }
        assertThat(Files.readString(benchmark.resolve("report.html"))).contains("<img src=\"plots/ladder-cpu.svg\"");
    }
}
