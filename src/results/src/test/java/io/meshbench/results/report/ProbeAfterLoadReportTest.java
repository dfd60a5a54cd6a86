package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run.json's {@code probeAfterLoad} (the probe asked again after the load) reaches report.json's Runs evidence as one
 * line, so that a treatment that did its job only before the load (OkHttp 2's tags on each thread's first request)
 * is visible there and on the Sermant page, not only inside a failure's sentence.
 */
class ProbeAfterLoadReportTest {

    @TempDir
    Path dir;

    @Test
    void theProbeAfterTheLoadIsInReportJsonsRunEvidence() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "l", 1, 10, 50, 0, 100, 10.0, false, 50.0);
        Path treated = fixture.run("tags", "Tags", "l", 1, 10, 50, 2, 100, 12.0, false, 50.0);
        fixture.evidence(baseline, "\"probe\":{\"no tag\":5}");
        fixture.evidence(treated, "\"probe\":{\"tags crossed\":5},\"probeAfterLoad\":{\"no tag\":4,\"tags crossed\":1}");
        fixture.meta("{\"scenario\":\"tag-transmission\"}");

        BenchmarkReport.write(dir, TemplateLibrary.standard());

        JsonNode evidence = new ObjectMapper().readTree(dir.resolve("report.json").toFile()).path("runEvidence");
        assertThat(evidence.get(0).path("probeAfterLoad").isNull()).isTrue();
        assertThat(evidence.get(1).path("probeSplit").asText()).isEqualTo("tags crossed 5");
        assertThat(evidence.get(1).path("probeAfterLoad").asText()).isEqualTo("no tag 4 · tags crossed 1");
    }
}
