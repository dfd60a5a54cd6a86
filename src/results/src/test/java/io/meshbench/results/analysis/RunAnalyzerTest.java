package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunAnalyzerTest {

    private static final long T0 = 1_732_262_400_000L;

    @TempDir
    Path dir;

    private Path jtl(String rows) throws IOException {
        Path file = dir.resolve("result.jtl");
        Files.writeString(file, "timeStamp,elapsed,label,success,bytes,sentBytes\n" + rows);
        return file;
    }

    /** {@code seconds} seconds of load, {@code tpsAt(second)} samples in each, 10 ms each, label a or b. */
    private Path steadyRun(int seconds, LongUnaryOperator tpsAt) throws IOException {
        StringBuilder rows = new StringBuilder();
        for (int s = 0; s < seconds; s++) {
            long tps = tpsAt.applyAsLong(s);
            for (int i = 0; i < tps; i++) {
                long start = T0 + s * 1000L + i * (980 / tps);
                rows.append(start).append(",10,").append(i % 2 == 0 ? "a" : "b").append(",true,1024,512\n");
            }
        }
        return jtl(rows.toString());
    }

    @Test
    void summaryFiguresFollowJMetersDefinitions() throws IOException {
        Path file = jtl(T0 + ",100,a,true,2048,1024\n"
                + (T0 + 500) + ",300,b,false,1024,0\n"
                + (T0 + 1000) + ",1000,a,true,0,1024\n"
                + (T0 + 1500) + ",500,a,true,1024,0\n");
        RunStatistics stats = new RunAnalyzer(AnalysisOptions.defaults()).analyze(file);
        LabelStatistics total = stats.total();
        assertThat(total.samples()).isEqualTo(4);
        assertThat(total.errors()).isEqualTo(1);
        assertThat(total.errorPct()).isEqualTo(25.0);
        assertThat(total.mean()).isEqualTo(475.0);
        assertThat(total.min()).isEqualTo(100);
        assertThat(total.max()).isEqualTo(1000);
        assertThat(total.median()).isEqualTo(300); // rank 2 of 100, 300, 500, 1000
        assertThat(total.p90()).isEqualTo(1000);
        // JMeter: samples / (last end - first start) = 4 / 2.0 s
        assertThat(total.throughput()).isEqualTo(2.0);
        assertThat(total.receivedKBPerSec()).isEqualTo(2.0); // 4096 bytes / 1024 / 2 s
        assertThat(total.sentKBPerSec()).isEqualTo(1.0);
        LabelStatistics a = stats.labels().get("a");
        assertThat(a.samples()).isEqualTo(3);
        assertThat(a.throughput()).isCloseTo(3 / 2.0, offset(1e-9));
        assertThat(stats.labels()).containsOnlyKeys("a", "b");
        assertThat(stats.labels().get("b").throughput()).isCloseTo(1 / 0.3, offset(1e-9));
    }

    @Test
    void tpsSeriesMaxAverageAndTimeToMax() throws IOException {
        // ramp 100, 200, 300, then 400 per second for 7 s
        Path file = steadyRun(10, s -> Math.min(400, 100 * (s + 1)));
        TpsStatistics tps = new RunAnalyzer(AnalysisOptions.defaults().withTargetTps(400.0)).analyze(file).tps();
        assertThat(tps.series()).startsWith(100L, 200L, 300L, 400L);
        assertThat(tps.maxTps()).isEqualTo(400);
        assertThat(tps.timeToMaxTpsSeconds()).isEqualTo(4);
        assertThat(tps.avgTps()).isEqualTo((100 + 200 + 300 + 400 * 6) / 9.0); // complete seconds 0..8
        assertThat(tps.achievedPct()).isCloseTo(100.0 * 3000 / 9 / 400, offset(1e-9));
        assertThat(tps.loadLimited()).isTrue();
    }

    @Test
    void warmupIsTrimmedFromEveryFigure() throws IOException {
        Path file = steadyRun(10, s -> Math.min(400, 100 * (s + 1)));
        RunStatistics stats = new RunAnalyzer(AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(3))
                .withTargetTps(400.0)).analyze(file);
        assertThat(stats.total().samples()).isEqualTo(400 * 7);
        assertThat(stats.window().startMs()).isEqualTo(T0 + 3000);
        assertThat(stats.tps().avgTps()).isEqualTo(400.0);
        assertThat(stats.tps().loadLimited()).isFalse();
        assertThat(stats.tps().series()).hasSize(10).startsWith(100L); // the series keeps the warm-up
    }

    @Test
    void cooldownIsTrimmedFromTheEnd() throws IOException {
        Path file = steadyRun(10, s -> 100);
        RunStatistics stats = new RunAnalyzer(AnalysisOptions.defaults().withCooldown(Duration.ofSeconds(2)))
                .analyze(file);
        // the last sample ends at T0 + 9s + 99*9ms + 10ms; samples ending after that minus 2 s are left out
        long windowEnd = T0 + 9000 + 99 * 9 + 10 - 2000;
        assertThat(stats.window().endMs()).isEqualTo(windowEnd);
        assertThat(stats.total().lastEndMs()).isLessThanOrEqualTo(windowEnd);
        assertThat(stats.total().samples()).isEqualTo(800); // seconds 0-7: second 7 ends at +7.901 s, within
    }

    @Test
    void steadinessFlagsADriftBeyondNoise() throws IOException {
        RunStatistics steady = new RunAnalyzer(AnalysisOptions.defaults()).analyze(steadyRun(20, s -> 300 + s % 3));
        assertThat(steady.tps().steadiness().drifting()).isFalse();
        RunStatistics falling = new RunAnalyzer(AnalysisOptions.defaults()).analyze(steadyRun(20, s -> 400 - 10 * s));
        assertThat(falling.tps().steadiness().drifting()).isTrue();
        assertThat(falling.tps().steadiness().changePct()).isNegative();
    }

    @Test
    void chunkedReadingGivesTheSameStatisticsAsOnePass() throws IOException {
        Path file = dir.resolve("generated.jtl");
        new io.meshbench.results.benchmark.JtlGenerator(30_000, 1000, 5).write(file);
        AnalysisOptions options = AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(3))
                .withCooldown(Duration.ofSeconds(2)).withTargetTps(1000.0);
        RunStatistics onePass = new RunAnalyzer(options,
                new io.meshbench.results.jtl.JtlReader(options.csvReader(), false, 1, 1)).analyze(file);
        RunStatistics chunked = new RunAnalyzer(options,
                new io.meshbench.results.jtl.JtlReader(options.csvReader(), false, 4, 1)).analyze(file);
        assertThat(chunked).usingRecursiveComparison().ignoringFields("totalLatencies").isEqualTo(onePass);
        assertThat(chunked.totalLatencies().percentiles(50, 90, 99)).containsExactly(onePass.totalLatencies().percentiles(50, 90, 99));
        assertThat(onePass.total().samples()).isBetween(24_950L, 25_150L); // 3 s and 2 s of 30 s at 1000/s, give or take the last latencies
    }

    @Test
    void aWarmupLongerThanTheRunIsExplained() throws IOException {
        Path file = steadyRun(3, s -> 10);
        assertThatThrownBy(() -> new RunAnalyzer(AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(60)))
                .analyze(file)).isInstanceOf(ResultsException.class)
                .hasMessageContaining("leave no sample to measure").hasMessageMatching(".*the run lasted 2\\.\\d+ s\\..*");
    }

    /** A run shorter than a second and a warm-up in milliseconds are told to the millisecond, not as "0 s". */
    @Test
    void aShortRunAndWarmupAreToldToTheMillisecond() throws IOException {
        Path file = Files.writeString(dir.resolve("short.jtl"),
                "timeStamp,elapsed,label,success\n1732262400000,5,a,true\n1732262400990,5,a,true\n");
        assertThatThrownBy(() -> new RunAnalyzer(AnalysisOptions.defaults().withWarmup(Duration.ofMillis(500))
                .withCooldown(Duration.ofMillis(600))).analyze(file))
                .hasMessage(file + ": the warm-up (0.5 s) and cool-down (0.6 s) leave no sample to measure: the run "
                        + "lasted 0.995 s. Use a shorter --warmup/--cooldown.");
    }
}
