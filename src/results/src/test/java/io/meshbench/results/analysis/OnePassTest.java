package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.jtl.JtlReader;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One pass feeds every sink (issue 26 §4), even when the run's bounds guessed from the file's head and tail prove
 * wrong: the pass's log (RowLog) rebuilds the window, the series, the halves and the fault's error series on the
 * exact bounds, to the same statistics as the second read it replaces; the bytes read through the file's one channel
 * show the rows were read once.
 */
class OnePassTest {

    private static final long T0 = 1_700_000_000_000L;

    @TempDir
    Path dir;

    /**
     * 60 s at 2,000 samples a second (4 labels, every 7th sample fails, one Transaction Controller row a second, an
     * empty controller now and then); mid-file, a slow sample that started before every other one and one that ends
     * after every other one: both bounds lie away from the file's ends.
     */
    private Path run() throws IOException {
        StringBuilder rows = new StringBuilder("timeStamp,elapsed,label,responseCode,responseMessage,success,bytes,sentBytes\n");
        for (int i = 0; i < 120_000; i++) {
            long start = T0 + 2_000 + i / 2;
            rows.append(start).append(',').append(3 + i % 11).append(",get-").append(i % 4).append(",200,OK,")
                    .append(i % 7 != 0).append(",100,50\n");
            if (i % 2000 == 0) {
                rows.append(start).append(",20,tx,200,Number of samples in transaction : 2,true,200,100\n");
            }
            if (i % 20000 == 0) {
                rows.append(start).append(",0,empty-tx,200,Number of samples in transaction : 0,true,0,0\n");
            }
            if (i == 60_000) {
                rows.append(T0 + 1_234).append(",9000,slow-start,200,OK,false,100,50\n");
                rows.append(T0 + 40_000).append(",35777,slow-end,200,OK,true,100,50\n");
            }
        }
        Path file = dir.resolve("result.jtl");
        Files.writeString(file, rows);
        return file;
    }

    private static RunStatistics analyze(Path file, AnalysisOptions options, long logBudget, AtomicLong bytesRead,
                                         Long faultAtMs) {
        JtlReader reader = new JtlReader(options.csvReader(), options.lenient(), 3, 1,
                path -> new CountingChannel(FileChannel.open(path), bytesRead));
        return new RunAnalyzer(options, reader, logBudget).analyze(file, faultAtMs);
    }

    @Test
    void aWrongGuessIsCorrectedFromTheLogToWhatASecondReadGives() throws IOException {
        Path file = run();
        long size = Files.size(file);
        AnalysisOptions options = AnalysisOptions.defaults().withWarmup(Duration.ofMillis(7_500))
                .withCooldown(Duration.ofMillis(4_321)).withTargetTps(2000.0);
        Long fault = T0 + 30_000;
        AtomicLong onePass = new AtomicLong();
        AtomicLong twoPasses = new AtomicLong();

        RunStatistics corrected = analyze(file, options, RowLog.DEFAULT_BUDGET, onePass, fault);
        RunStatistics reread = analyze(file, options, 0, twoPasses, fault); // no log: the second read it replaces

        assertThat(corrected).usingRecursiveComparison().ignoringFields("totalLatencies").isEqualTo(reread);
        assertThat(corrected.totalLatencies().percentiles(50, 90, 99.9))
                .containsExactly(reread.totalLatencies().percentiles(50, 90, 99.9));
        assertThat(corrected.window().runStartMs()).isEqualTo(T0 + 1_234);
        assertThat(corrected.window().runEndMs()).isEqualTo(T0 + 75_777);
        assertThat(corrected.recovery().recovery().samplesBefore()).isPositive();
        assertThat(onePass.get()).isLessThan(size + size / 2); // the rows once, plus head, tail and probes
        assertThat(twoPasses.get()).isGreaterThan(2 * size);
    }

    @Test
    void withoutTrimmingOnlyTheTimeBaseMovesAndIsRebuilt() throws IOException {
        Path file = run();
        AnalysisOptions options = AnalysisOptions.defaults();
        AtomicLong onePass = new AtomicLong();

        RunStatistics corrected = analyze(file, options, RowLog.DEFAULT_BUDGET, onePass, null);
        RunStatistics reread = analyze(file, options, 0, new AtomicLong(), null);

        assertThat(corrected).usingRecursiveComparison().ignoringFields("totalLatencies").isEqualTo(reread);
        assertThat(onePass.get()).isLessThan(Files.size(file) * 3 / 2);
    }

    /** JMeter's percentiles take the window's last 20,000 rows in file order, which the log does not keep. */
    @Test
    void jmeterPercentilesStillReadAgainOnAWrongGuess() throws IOException {
        Path file = run();
        AnalysisOptions options = AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(5))
                .withPercentiles(PercentileDefinition.JMETER);
        AtomicLong read = new AtomicLong();
        analyze(file, options, RowLog.DEFAULT_BUDGET, read, null);
        assertThat(read.get()).isGreaterThan(2 * Files.size(file));
    }
}
