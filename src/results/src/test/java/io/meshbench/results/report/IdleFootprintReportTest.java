package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.results.footprint.IdleFootprint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IdleFootprintReportTest {

    @TempDir
    Path dir;

    /** ZooKeeper beside the consumer, inside the window only. */
    private static void zookeeper(Path run, int seconds, double rssMb) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int s = 0; s <= seconds; s++) {
            lines.append(String.format(Locale.ROOT, "{\"ts\":%d,\"process\":\"zookeeper\",\"pid\":9,\"cpuCorePct\":0.4,"
                    + "\"rssBytes\":%d}%n", BenchmarkFixture.T0 + s * 1000L, (long) (rssMb * 1048576)));
        }
        Files.writeString(run.resolve("samples.jsonl"), lines, StandardOpenOption.APPEND);
    }

    @Test
    void everyProcessAtRestIsTabledPerTreatmentWithTheMedianOfItsRounds() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        zookeeper(fixture.atRestRun("baseline", "Baseline", 1, 10, 50, 40, 9000), 10, 80);
        zookeeper(fixture.atRestRun("agent", "Agent", 1, 10, 70, 55, 12000), 10, 81);
        zookeeper(fixture.atRestRun("agent", "Agent", 2, 10, 60, 55, 12000), 10, 82);
        zookeeper(fixture.atRestRun("agent", "Agent", 3, 10, 90, 55, 12000), 10, 83);
        fixture.meta("""
                {"scenario":"idle","baseline":"baseline","tables":["idle"],
                 "treatments":[{"name":"baseline","label":"Baseline"},{"name":"agent","label":"Agent"}]}
                """);

        BenchmarkReport.Outcome outcome = BenchmarkReport.write(dir, TemplateLibrary.standard());

        List<IdleFootprint> idle = outcome.model().idle();
        assertThat(idle).extracting(r -> r.label() + "/" + r.process())
                .containsExactly("Baseline/consumer", "Baseline/zookeeper", "Agent/consumer", "Agent/zookeeper");
        IdleFootprint agent = idle.get(2);
        assertThat(agent.rounds()).isEqualTo(3);
        assertThat(agent.heapBytes()).isCloseTo(70.0 * 1048576, offset(1.0)); // median of 70, 60, 90
        assertThat(agent.cpuPct()).isCloseTo(1.0, offset(1e-9)); // the minute before the window (90 %) not counted
        assertThat(idle.get(3).heapBytes()).isNull();
        assertThat(outcome.markdown())
                .contains("| treatment | level | process | CPU (% of one core) | RSS | heap | non-heap except code cache | rounds |")
                .contains("| Baseline | at-rest | consumer | 1.00% | 300.0M | 50.0M | 60.0M | 1 |")
                .contains("| Agent | at-rest | consumer | 1.00% | 300.0M | 70.0M | 60.0M | 3 |")
                .contains("| Agent | at-rest | zookeeper | 0.40% | 82.0M | — | — | 3 |");
    }

    @Test
    void theImagesSizesStandBesideTheIdleFootprintOrWhyTheyWereNotMeasured() throws IOException {
        for (String images : List.of("meshbench/data:0.1.0 282.2 MB in 3 layers (162.5 + 79.0 + 40.7 MB)",
                "not measured: podman is not installed (podman cannot be started)")) {
            Path folder = Files.createDirectories(dir.resolve(Integer.toString(images.length())));
            BenchmarkFixture fixture = new BenchmarkFixture(folder);
            fixture.atRestRun("baseline", "Baseline", 1, 10, 50, 40, 9000);
            fixture.meta("""
                    {"scenario":"idle","baseline":"baseline","tables":["idle"],
                     "treatments":[{"name":"baseline","label":"Baseline"}],
                     "environment":{"jdk":"17","images":"%s"}}
                    """.formatted(images));

            String markdown = BenchmarkReport.write(folder, TemplateLibrary.standard()).markdown();

            assertThat(markdown).contains("Images built from docker/ (size and layers, base first, as `podman image "
                    + "inspect` and `podman history` give them): " + images + ".");
            assertThat(markdown).as("and on the environment line").contains("images " + images);
        }
    }
}
