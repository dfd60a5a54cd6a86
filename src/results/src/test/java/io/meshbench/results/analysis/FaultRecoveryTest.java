package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.meshbench.results.report.BenchmarkFixture;
import io.meshbench.results.report.BenchmarkReport;
import io.meshbench.results.report.TemplateLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A synthetic run with a known answer: 60 s at 10 samples a second, 10 s warm-up, a fault at second 30; in the
 * failing seconds every other sample fails. Before the fault the window holds 200 samples (seconds 10..29), after it
 * 300 (seconds 30..59).
 */
class FaultRecoveryTest {

    static final long T0 = 1_732_262_400_000L;
    static final long FAULT = T0 + 30_000;

    @TempDir
    Path dir;

    private Path jtl(Path folder, IntPredicate failingSecond) throws IOException {
        StringBuilder rows = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        for (int s = 0; s < 60; s++) {
            for (int i = 0; i < 10; i++) {
                boolean fails = failingSecond.test(s) && i % 2 == 0;
                rows.append(T0 + s * 1000L + i * 100L).append(",5,chain,").append(fails ? "500,false" : "200,true")
                        .append(",100,50\n");
            }
        }
        Files.createDirectories(folder);
        Path file = folder.resolve("result.jtl");
        Files.writeString(file, rows);
        return file;
    }

    @Test
    void errorsRiseForEightSecondsAfterTheFaultThenFallBack() throws IOException {
        FaultRecovery recovery = FaultRecovery.of(jtl(dir, s -> s >= 30 && s < 38), Duration.ofSeconds(10), FAULT);

        assertThat(recovery.samplesBefore()).isEqualTo(200);
        assertThat(recovery.samplesAfter()).isEqualTo(300);
        assertThat(recovery.errorPctBefore()).isEqualTo(0.0);
        assertThat(recovery.errorPctAfter()).isCloseTo(40 * 100.0 / 300, within(1e-9));
        assertThat(recovery.errorsRose()).isTrue();
        assertThat(recovery.recoverySeconds()).isEqualTo(8L);
    }

    @Test
    void errorsThatNeverFallBackHaveNoRecoveryTime() throws IOException {
        FaultRecovery recovery = FaultRecovery.of(jtl(dir, s -> s >= 30), Duration.ofSeconds(10), FAULT);

        assertThat(recovery.errorPctAfter()).isEqualTo(50.0);
        assertThat(recovery.errorsRose()).isTrue();
        assertThat(recovery.recoverySeconds()).isNull();
    }

    @Test
    void errorsBeforeTheFaultSetTheLevelErrorsFallBackTo() throws IOException {
        // every other sample fails in seconds 20..29 (25 % of the window before the fault: 50 of 200), and in 30..32;
        // from second 33 on 0 %, under the 26 % errors fall back to
        FaultRecovery recovery = FaultRecovery.of(jtl(dir, s -> s >= 20 && s < 30 || s >= 30 && s < 33),
                Duration.ofSeconds(10), FAULT);

        assertThat(recovery.errorPctBefore()).isEqualTo(25.0);
        assertThat(recovery.errorsRose()).isTrue();
        assertThat(recovery.recoverySeconds()).isEqualTo(3L);
    }

    @Test
    void aFaultWithoutEffectSaysErrorsDidNotRise() throws IOException {
        FaultRecovery recovery = FaultRecovery.of(jtl(dir, s -> false), Duration.ofSeconds(10), FAULT);

        assertThat(recovery.errorsRose()).isFalse();
        assertThat(recovery.recoverySeconds()).isZero();
    }

    /** The report's removal-efficacy table reads the fault's instant from run.json and shows the figures per run. */
    @Test
    void theRemovalEfficacyTableShowsBeforeAfterAndTheTimeToFallBack() throws IOException {
        BenchmarkFixture fixture = new BenchmarkFixture(dir);
        Path baseline = fixture.run("baseline", "Baseline", "20u-200tps", 1, 60, 10, 0, 100, 10, false, null);
        Path removal = fixture.run("sermant-removal", "Sermant removal | rule", "20u-200tps", 1, 60, 10, 0, 100, 10, false, null);
        jtl(baseline, s -> s >= 30);
        jtl(removal, s -> s >= 30 && s < 38);
        String fault = "\"" + Instant.ofEpochMilli(FAULT) + " (30s into the measured window) provider-2 mode=slow: POST -> 200\"";
        for (Path run : new Path[] {baseline, removal}) {
            Files.writeString(run.resolve("run.json"), Files.readString(run.resolve("run.json")).replace("\"warmupSeconds\":0", "\"warmupSeconds\":10"));
            fixture.evidence(run, "\"faults\":[" + fault + "]");
        }
        fixture.meta("""
                {"scenario":"removal-efficacy","baseline":"baseline","tables":["removal-efficacy"],
                 "treatments":[{"name":"baseline","label":"Baseline"},{"name":"sermant-removal","label":"Sermant removal | rule"}]}
                """);

        String markdown = BenchmarkReport.build(dir, TemplateLibrary.standard()).markdown();

        assertThat(markdown)
                .contains("| errors before the fault | errors after the fault | errors fell back after |")
                .contains("| Baseline | 20u-200tps | 1 | 0.00% | 50.00% | not within the window |")
                .contains("| Sermant removal \\| rule | 20u-200tps | 1 | 0.00% | 13.33% | 8 s |")
                .contains("changes");
    }
}
