package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real quickstart benchmark (2026-11-26, 2 cores: baseline against the OpenTelemetry agent, one round of 20 s at
 * 100 TPS), kept as its run folders' result.jtl, samples.jsonl and run.json, with the report.json the engine wrote for
 * it then. Reporting it again must give the same report.json, figure for figure: a restructuring that changes a
 * number, a flag or a key fails here. A change meant to alter the report updates recorded-quickstart/report.json in the
 * same commit, and its message says why.
 */
class RecordedQuickstartTest {

    private static final Path RECORDED = Path.of("src/test/resources/recorded-quickstart");

    @TempDir
    Path dir;

    @Test
    void reportingTheRecordedBenchmarkAgainGivesTheSameReportJson() throws IOException {
        Path benchmark = copy(RECORDED.resolve("input"), dir.resolve("20261126-084922"));

        BenchmarkReport.write(benchmark, TemplateLibrary.standard());

        ObjectMapper json = new ObjectMapper();
        JsonNode written = json.readTree(Files.readString(benchmark.resolve("report.json"))
                .replace(benchmark.toString(), "<folder>"));
        JsonNode recorded = json.readTree(RECORDED.resolve("report.json").toFile());
        assertThat(written).isEqualTo(recorded);
        // and the figures a reader checks first, so a failure above says where to look
        assertThat(written.at("/comparisons/0/metrics/p90/cell").asText()).startsWith("13ms / 15ms / 15.4%");
        assertThat(written.at("/comparisons/0/metrics/cpuCorePct/cell").asText()).startsWith("17.5% / 22.4% / 4.9%");
    }

    private static Path copy(Path from, Path to) throws IOException {
        return io.meshbench.testkit.TestFolders.copy(from, to);
    }
}
