package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import io.meshbench.results.jtl.JtlFormatException;
import io.meshbench.results.jtl.JtlReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The measured window and the per-second time base hold for any row order and any row: JMeter writes a row when its
 * sample ends, so the earliest start can sit anywhere in the file, and one wrong timestamp must not stretch the run.
 */
class WindowAndTimeBaseTest {

    private static final long T0 = 1_732_262_400_000L;
    private static final String HEADER = "timeStamp,elapsed,label,success\n";

    @TempDir
    Path dir;

    @Test
    void theWarmupTrimIsExactWhenTheEarliestSampleIsWrittenInTheMiddleOfALargeFile() throws IOException {
        // 20,000 rows (about 260 KB each side of the slow row): the slow early sample sits far from both 128 KB ends
        StringBuilder rows = new StringBuilder(HEADER);
        long earliest = T0 - 5_000;
        for (int i = 0; i < 20_000; i++) {
            if (i == 10_000) {
                rows.append(earliest).append(",30000,slow,true\n"); // started first, ended late
            }
            rows.append(T0 + i * 10L).append(",5,fast,true\n");
        }
        Path jtl = write(rows);
        Duration warmup = Duration.ofSeconds(10);

        RunStatistics statistics = new RunAnalyzer(AnalysisOptions.defaults().withWarmup(warmup)).analyze(jtl);

        long windowStart = earliest + warmup.toMillis();
        long lastEnd = T0 + 19_999 * 10L + 5;
        long expected = 0;
        for (int i = 0; i < 20_000; i++) {
            long start = T0 + i * 10L;
            expected += start >= windowStart && start + 5 <= lastEnd ? 1 : 0;
        }
        assertThat(statistics.window().startMs()).isEqualTo(windowStart);
        assertThat(statistics.total().samples()).isEqualTo(expected).isEqualTo(19_500);
    }

    @Test
    void theCooldownTrimIsExactWhenTheLatestEndIsWrittenInTheMiddleOfALargeFile() throws IOException {
        StringBuilder rows = new StringBuilder(HEADER);
        long latestEnd = T0 + 400_000;
        for (int i = 0; i < 20_000; i++) {
            if (i == 10_000) {
                rows.append(T0 + 100_000).append(",300000,hung,true\n"); // ends 200 s after every other sample
            }
            rows.append(T0 + i * 10L).append(",5,fast,true\n");
        }
        Duration cooldown = Duration.ofSeconds(250);

        RunStatistics statistics = new RunAnalyzer(AnalysisOptions.defaults().withCooldown(cooldown)).analyze(write(rows));

        long windowEnd = latestEnd - cooldown.toMillis();
        long expected = 0;
        for (int i = 0; i < 20_000; i++) {
            expected += T0 + i * 10L + 5 <= windowEnd ? 1 : 0;
        }
        assertThat(statistics.window().endMs()).isEqualTo(windowEnd);
        assertThat(statistics.total().samples()).isEqualTo(expected).isEqualTo(15_000);
    }

    /** Rows longer than the 128 KB read from each end leave nothing to guess from; chunks must share one time base. */
    @Test
    void aFileWhoseHeadAndTailHoldNoWholeRowIsReadInChunksOnOneTimeBase() throws IOException {
        String huge = "x".repeat(150 * 1024);
        StringBuilder rows = new StringBuilder("timeStamp,elapsed,label,responseMessage\n");
        rows.append(T0).append(",5,a,").append(huge).append('\n');
        for (int i = 1; i <= 20_000; i++) {
            rows.append(T0 + i * 10L).append(",5,a,OK\n");
        }
        rows.append(T0 + 200_010).append(",5,a,").append(huge).append('\n');
        Path jtl = write(rows);

        RunStatistics inChunks = new RunAnalyzer(AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(50)),
                new JtlReader(JtlReader.CsvReader.FAST, false, 4, 1)).analyze(jtl);

        assertThat(inChunks.window().startMs()).isEqualTo(T0 + 50_000);
        assertThat(inChunks.total().samples()).isEqualTo(20_002 - 5_000);
        assertThat(inChunks.tps().series()).hasSize(201);
        assertThat(inChunks.tps().series().stream().mapToLong(Long::longValue).sum()).isEqualTo(20_002);
    }

    @Test
    void aRunShorterThanASecondHasNoCompleteSecondAndSoNoMaxTps() throws IOException {
        StringBuilder rows = new StringBuilder(HEADER);
        for (int i = 0; i < 88; i++) {
            rows.append(T0 + i * 4L).append(",40,a,true\n"); // 88 samples within 0.4 s
        }
        TpsStatistics tps = new RunAnalyzer(AnalysisOptions.defaults()).analyze(write(rows)).tps();

        assertThat(tps.maxTps()).isZero();
        assertThat(tps.avgTps()).isZero();
    }

    @Test
    void aWindowWithoutACompleteSecondHasNoAverageTpsRatherThanTheWarmupsAverage() throws IOException {
        StringBuilder rows = new StringBuilder(HEADER);
        for (int i = 0; i < 1_000; i++) {
            rows.append(T0 + i * 10L).append(",5,a,true\n"); // 100 a second for 10 s
        }
        TpsStatistics tps = new RunAnalyzer(AnalysisOptions.defaults().withWarmup(Duration.ofMillis(9_200)))
                .analyze(write(rows)).tps();

        assertThat(tps.maxTps()).isEqualTo(100);
        assertThat(tps.avgTps()).isZero();
    }

    @Test
    void onlyCompleteSecondsCountTowardsMaxTps() throws IOException {
        StringBuilder rows = new StringBuilder(HEADER);
        for (int i = 0; i < 100; i++) {
            rows.append(T0 + i * 10L).append(",5,a,true\n"); // 100 in the first second
        }
        for (int i = 0; i < 150; i++) {
            rows.append(T0 + 1_000 + i * 2L).append(",1,a,true\n"); // 150 in the first 0.3 s of the second
        }
        TpsStatistics tps = new RunAnalyzer(AnalysisOptions.defaults()).analyze(write(rows)).tps();

        assertThat(tps.maxTps()).isEqualTo(100);
    }

    @Test
    void implausibleTimesAreMalformedRowsWithTheirLineNotATimeBase() throws IOException {
        for (String row : new String[] {"0,5,a,true", "1000000000000,5,a,true", "9999999999999,5,a,true",
                (T0 + 10) + ",9000000000000,a,true",
                (T0 + 10) + ",-5,a,true", (T0 + 10) + ",9e12,a,true", (T0 + 10) + ",86400001,a,true"}) {
            StringBuilder rows = new StringBuilder(HEADER);
            for (int i = 0; i < 50; i++) {
                rows.append(i == 20 ? row : String.valueOf(T0 + i * 10L) + ",5,a,true").append('\n');
            }
            Path jtl = write(rows);

            assertThatThrownBy(() -> new RunAnalyzer(AnalysisOptions.defaults()).analyze(jtl))
                    .isInstanceOf(JtlFormatException.class).hasMessageStartingWith(jtl + ":22: malformed row: ");
            RunStatistics lenient = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true)).analyze(jtl);
            assertThat(lenient.skippedRows()).isEqualTo(1);
            assertThat(lenient.total().samples()).isEqualTo(49);
            assertThat(lenient.tps().series()).hasSizeLessThan(3);
        }
    }

    /** A row 30 days late is refused with its line (and the first row's), read with either parser, even leniently. */
    @ParameterizedTest
    @EnumSource(JtlReader.CsvReader.class)
    void rowsOfRunsDaysApartAreRefusedWithTheirLinesRatherThanSpreadOverAHugeSeries(JtlReader.CsvReader csvReader)
            throws IOException {
        Path jtl = write(new StringBuilder(HEADER).append(T0 + 10).append(",5,\"two\nlines\",true\n")
                .append(T0).append(",5,a,true\n")
                .append(T0 + Duration.ofDays(30).toMillis()).append(",5,a,true\n")
                .append(T0 + 20).append(",5,a,true\n"));

        for (boolean lenient : new boolean[] {false, true}) {
            assertThatThrownBy(() -> new RunAnalyzer(AnalysisOptions.defaults().withCsvReader(csvReader)
                    .withLenient(lenient)).analyze(jtl))
                    .isInstanceOf(ResultsException.class).hasMessageStartingWith(jtl + ": its samples span 30 days "
                            + "(line 4 starts at 2024-11-22T08:00:00Z, line 5 ends at 2024-12-22T08:00:00.005Z)");
        }
    }

    @Test
    void theLongestWarmupLeavesNoSampleInsteadOfOverflowing() throws IOException {
        Path jtl = write(new StringBuilder(HEADER).append(T0).append(",5,a,true\n").append(T0 + 10).append(",5,a,true\n"));

        for (Duration longest : new Duration[] {Duration.ofMillis(Long.MAX_VALUE), Duration.ofSeconds(Long.MAX_VALUE)}) {
            assertThatThrownBy(() -> new RunAnalyzer(AnalysisOptions.defaults().withWarmup(longest)).analyze(jtl))
                    .isInstanceOf(ResultsException.class).hasMessageContaining("leave no sample");
            assertThatThrownBy(() -> new RunAnalyzer(AnalysisOptions.defaults().withCooldown(longest)).analyze(jtl))
                    .isInstanceOf(ResultsException.class).hasMessageContaining("leave no sample");
        }
    }

    private Path write(CharSequence content) throws IOException {
        Path file = dir.resolve("run-" + System.nanoTime() + ".jtl");
        Files.writeString(file, content);
        return file;
    }
}
