package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * CPU per request ({@link Metric#CPU_MS_PER_REQUEST}) on the recorded quickstart run (real samples.jsonl and JTL):
 * it is the ratio of the window's two totals, CPU time over requests, recomputed here from the raw files without the
 * engine, and the page derives the same figure from an older report.json's CPU and throughput.
 */
class CpuPerRequestTest {

    private static final Path RUNS = Path.of("src/test/resources/recorded-quickstart/input/runs");

    @Test
    void isTheWindowsCpuTimeOverItsRequests() throws IOException {
        for (String treatment : List.of("baseline", "javaagent")) {
            Path folder = RUNS.resolve(treatment).resolve("20u-100tps/1");
            RunResult run = RunFolder.load(folder, AnalysisOptions.defaults(), Optional.empty());

            double cpuMs = cpuMillis(folder.resolve("samples.jsonl"), run.statistics().window().startMs(),
                    run.statistics().window().endMs());
            double ratioOfTotals = cpuMs / run.statistics().total().samples();

            // the samples tick once a second and the window holds 20 of them over 20.1 s of requests: the CPU's
            // and the requests' spans differ by at most one tick, here 0.4 % of the figure
            assertThat(Metric.CPU_MS_PER_REQUEST.of(run)).as(treatment).isCloseTo(ratioOfTotals, within(0.01 * ratioOfTotals));
            assertThat(Metric.CPU_MS_PER_REQUEST.of(run)).isEqualTo(Metric.perRequest(Metric.CPU.of(run),
                    Metric.THROUGHPUT.of(run)));
        }
    }

    @Test
    void atRestHasNoCpuPerRequest() {
        assertThat(Metric.named("cpuMsPerRequest")).contains(Metric.CPU_MS_PER_REQUEST);
        assertThat(Metric.CPU_MS_PER_REQUEST.style().value(0.124)).isEqualTo("0.124ms");
        assertThat(Metric.perRequest(3.1 * 4, 1000)).isCloseTo(0.124, within(1e-12));
    }

    /** CPU ms of the consumer in (from, to]: each sample's % of one core times the time since the one before. */
    private static double cpuMillis(Path samples, long from, long to) throws IOException {
        ObjectMapper json = new ObjectMapper();
        double millis = 0;
        Long previous = null;
        for (String line : Files.readAllLines(samples)) {
            JsonNode sample = json.readTree(line);
            if (!"consumer".equals(sample.path("process").asText()) || !sample.path("cpuCorePct").isNumber()) {
                continue;
            }
            long ts = sample.path("ts").asLong();
            if (previous != null && ts >= from && ts <= to) {
                millis += sample.path("cpuCorePct").asDouble() / 100 * (ts - previous);
            }
            previous = ts;
        }
        return millis;
    }
}
