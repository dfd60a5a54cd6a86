package io.meshbench.results.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report.json written before {@code cpuMsPerRequest} existed (page-recorded: the recorded quickstart run's report
 * of then) gets its CPU-per-request cell from the same run's CPU and throughput, and that cell is exactly the one the
 * engine now writes for the same runs (recorded-quickstart/report.json, reported again by RecordedQuickstartTest).
 */
class PageCpuPerRequestTest {

    @TempDir
    Path dir;

    @Test
    void theDerivedCellIsTheEnginesCellForTheSameRun() throws IOException {
        Path folder = PageCommandTest.copy(Path.of("src/test/resources/page-recorded"), dir.resolve("page"));
        JsonNode older = new ObjectMapper().readTree(folder.resolve("quickstart/report.json").toFile());
        assertThat(older.path("comparisons").get(0).path("metrics").has("cpuMsPerRequest")).isFalse();
        String engine = new ObjectMapper().readTree(Path.of("src/test/resources/recorded-quickstart/report.json")
                .toFile()).path("comparisons").get(0).path("metrics").path("cpuMsPerRequest").path("cell").asText();

        String md = SermantPage.render(folder).markdown();

        assertThat(engine).isEqualTo("1.769ms / 2.253ms / 0.484ms");
        assertThat(md).contains("| 17.5% / 22.4% / 4.9% | " + engine + " |");
    }

    @Test
    void severalRoundsOrAMissingFigureGiveNoDerivedCell() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode oneRound = json.readTree("{\"cpuCorePct\": {\"baseline\": 12.4, \"treated\": 13.0, \"pairedRounds\": 1,"
                + " \"roundDeltas\": [0.6]}, \"throughput\": {\"baseline\": 1000, \"treated\": 1000, \"pairedRounds\": 1,"
                + " \"roundDeltas\": [0.0]}}");
        JsonNode threeRounds = json.readTree(oneRound.toString().replace("\"pairedRounds\":1", "\"pairedRounds\":3"));
        JsonNode noThroughput = json.readTree("{\"cpuCorePct\": {\"baseline\": 12.4, \"treated\": 13.0, "
                + "\"pairedRounds\": 1}}");

        // 10 * 12.4 / 1000 = 0.124 ms; 10 * 13.0 / 1000 = 0.130 ms
        assertThat(CpuPerRequestCell.derived(oneRound)).isEqualTo("0.124ms / 0.130ms / 0.006ms");
        assertThat(CpuPerRequestCell.derived(threeRounds)).isEqualTo("—");
        assertThat(CpuPerRequestCell.derived(noThroughput)).isEqualTo("—");
    }
}
