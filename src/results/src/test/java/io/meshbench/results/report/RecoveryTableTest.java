package io.meshbench.results.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The removal-efficacy table comes from the runs' analysis (issue 26 §4): the fault's time from run.json's structured
 * entry, the recovery from the analysis's one pass. Rendering reads no file: with the JTLs gone after the analysis,
 * the table still shows every figure.
 */
class RecoveryTableTest {

    static final long T0 = 1_732_262_400_000L;
    static final long FAULT = T0 + 30_000;

    @TempDir
    Path dir;

    /** 60 s at 10 samples a second; from second 30 to 37 every other sample fails. */
    private static void jtl(Path folder) throws IOException {
        StringBuilder rows = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        for (int s = 0; s < 60; s++) {
            for (int i = 0; i < 10; i++) {
                boolean fails = s >= 30 && s < 38 && i % 2 == 0;
                rows.append(T0 + s * 1000L + i * 100L).append(",5,chain,").append(fails ? "500,false" : "200,true")
                        .append(",100,50\n");
            }
        }
        Files.writeString(folder.resolve("result.jtl"), rows);
    }

    @Test
    void structuredFaultsFeedTheTableWithoutReadingTheJtlAgain() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path removal = fixture.run("sermant-removal", "Sermant removal", "20u-200tps", 1, 60, 10, 0, 100, 10, false, null);
        jtl(removal);
        Files.writeString(removal.resolve("run.json"), Files.readString(removal.resolve("run.json"))
                .replace("\"warmupSeconds\":0", "\"warmupSeconds\":10"));
        fixture.evidence(removal, "\"faults\":[{\"at\":\"" + Instant.ofEpochMilli(FAULT) + "\",\"plannedAt\":\"20s\","
                + "\"process\":\"provider-2\",\"mode\":\"slow\",\"outcome\":\"injected\",\"answer\":\"POST -> 200\"}]");
        fixture.meta("""
                {"scenario":"removal-efficacy","baseline":"sermant-removal","tables":["removal-efficacy"],
                 "treatments":[{"name":"sermant-removal","label":"Sermant removal"}]}
                """);
        ReportModel model = BenchmarkReport.build(dir, TemplateLibrary.standard()).model();

        Files.delete(removal.resolve("result.jtl"));
        String markdown = BenchmarkReport.render(model, TemplateLibrary.standard());

        assertThat(markdown).contains("| Sermant removal | 20u-200tps | 1 | 0.00% | 13.33% | 8 s |");
        assertThat(RecoveryTable.of(model)).singleElement().satisfies(row -> {
            assertThat(row.fault()).isEqualTo(Instant.ofEpochMilli(FAULT)
                    + " (20s into the measured window) provider-2 mode=slow: POST -> 200");
            assertThat(row.recovery().samplesBefore()).isEqualTo(200);
            assertThat(row.recovery().recoverySeconds()).isEqualTo(8L);
        });
    }
}
