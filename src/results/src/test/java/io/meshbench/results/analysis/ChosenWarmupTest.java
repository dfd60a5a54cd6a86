package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.api.RunAnalysis;
import io.meshbench.results.jtl.JtlOpener;
import io.meshbench.results.jtl.JtlReader;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The capacity probe's analysis (issue 26 §4: each JTL read once per analysis): the warm-up is chosen from the whole
 * run's TPS (its settling point), and the window after it measured, from one open and one read of the file. The
 * pass trims the longest warm-up; its log widens the window to the one chosen. The figures are those of the two
 * analyses it replaces: one of the whole run for the TPS, one with the chosen warm-up for the window.
 */
class ChosenWarmupTest {

    private static final long T0 = 1_763_000_000_000L;
    private static final Duration LONGEST = Duration.ofSeconds(180);

    @TempDir
    Path dir;

    /**
     * A probe's climb: 16 windows of 15 s (the longest warm-up, 180 s, and 60 s more), a rate per window, every 50th
     * sample an error; {@code slowEarly}: one slow sample mid-file that started before every other one, so the
     * run's bounds guessed from the file's head are wrong too.
     */
    private Path probe(String name, boolean slowEarly) throws IOException {
        long[] rates = {60, 100, 150, 190, 215, 228, 234, 234, 234, 234, 234, 234, 234, 234, 234, 234};
        StringBuilder jtl = new StringBuilder("timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n");
        int row = 0;
        for (int second = 0; second < rates.length * 15; second++) {
            long rate = rates[second / 15];
            for (int i = 0; i < rate; i++) {
                jtl.append(T0 + second * 1000L + (long) (i * 1000.0 / rate)).append(',').append(2 + row % 9)
                        .append(",a,200,").append(row++ % 50 != 0).append(",100,50\n");
            }
            if (slowEarly && second == 120) {
                jtl.append(T0 - 700).append(",4000,a,200,true,100,50\n");
            }
        }
        Path file = dir.resolve(name);
        Files.writeString(file, jtl);
        return file;
    }

    private static AnalysisOptions options(Duration warmup) {
        return AnalysisOptions.defaults().withLenient(true).withWarmup(warmup);
    }

    /** The reader of every analysis here: 3 chunks, the bytes read counted. */
    private static JtlReader reader(AtomicLong bytesRead) {
        return new JtlReader(options(LONGEST).csvReader(), true, 3, 1,
                path -> new CountingChannel(FileChannel.open(path), bytesRead));
    }

    /** The two analyses the probe made before: the whole run's TPS, then the window after {@code warmup}. */
    private static RunStatistics twoAnalyses(Path jtl, Duration warmup, List<List<Long>> wholeRunTps) {
        wholeRunTps.add(new RunAnalyzer(options(Duration.ZERO), reader(new AtomicLong())).analyze(jtl).tps().series());
        return new RunAnalyzer(options(warmup), reader(new AtomicLong())).analyze(jtl);
    }

    private static RunStatistics oneAnalysis(Path jtl, Duration warmup, List<List<Long>> seen, AtomicLong bytesRead) {
        return new RunAnalyzer(options(LONGEST), reader(bytesRead)).analyze(jtl, tps -> {
            seen.add(tps);
            return warmup;
        });
    }

    private void sameAsTwoAnalyses(Path jtl, Duration warmup, double maxReads) throws IOException {
        List<List<Long>> expectedTps = new ArrayList<>();
        RunStatistics expected = twoAnalyses(jtl, warmup, expectedTps);
        List<List<Long>> seen = new ArrayList<>();
        AtomicLong bytesRead = new AtomicLong();

        RunStatistics actual = oneAnalysis(jtl, warmup, seen, bytesRead);

        assertThat(seen).as("the choice sees the whole run's TPS once").containsExactlyElementsOf(expectedTps);
        assertThat(actual).as("warm-up " + warmup).usingRecursiveComparison().ignoringFields("totalLatencies")
                .isEqualTo(expected);
        assertThat(actual.totalLatencies().percentiles(50, 90, 99.9))
                .containsExactly(expected.totalLatencies().percentiles(50, 90, 99.9));
        assertThat(bytesRead.get()).as("bytes read for warm-up " + warmup).isLessThan((long) (maxReads * Files.size(jtl)));
    }

    @Test
    void aShorterWarmupIsTakenFromTheSameReadWithTheFiguresOfASecondAnalysis() throws IOException {
        Path jtl = probe("in-order.jtl", false);
        sameAsTwoAnalyses(jtl, Duration.ofSeconds(105), 1.5);
        sameAsTwoAnalyses(jtl, Duration.ofSeconds(30), 1.5);
        sameAsTwoAnalyses(jtl, LONGEST, 1.5); // not settled: the longest warm-up, the pass as it is
    }

    /** The guessed bounds were wrong too: the log corrects the time base, then widens the window, still one read. */
    @Test
    void aWrongGuessAndAShorterWarmupAreBothCorrectedFromTheLog() throws IOException {
        Path jtl = probe("slow-early.jtl", true);
        sameAsTwoAnalyses(jtl, Duration.ofSeconds(105), 1.5);
        sameAsTwoAnalyses(jtl, Duration.ZERO, 1.5);
    }

    /** A warm-up longer than the pass trimmed narrows the window: the log cannot, the file is read again. */
    @Test
    void aLongerWarmupThanThePassTrimmedIsReadAgain() throws IOException {
        Path jtl = probe("longer.jtl", false);
        sameAsTwoAnalyses(jtl, Duration.ofSeconds(200), 2.5);
    }

    /** What the capacity probe calls: its JTL opened once and read once for both the settling point and the window. */
    @Test
    void theProbesWindowOpensAndReadsItsJtlOnce() throws IOException {
        Path jtl = probe("result.jtl", true);
        AtomicInteger opens = new AtomicInteger();
        AtomicLong bytesRead = new AtomicLong();
        JtlOpener counting = path -> {
            opens.incrementAndGet();
            return new CountingChannel(FileChannel.open(path), bytesRead);
        };
        List<List<Long>> seen = new ArrayList<>();

        RunAnalysis.Window window = RunAnalysis.window(jtl, null, LONGEST, tps -> {
            seen.add(tps);
            return Duration.ofSeconds(105);
        }, counting);

        assertThat(opens).hasValue(1);
        assertThat(bytesRead.get()).isLessThan(Files.size(jtl) * 3 / 2);
        RunStatistics after = new RunAnalyzer(options(Duration.ofSeconds(105))).analyze(jtl);
        assertThat(window.tpsPerSecond()).isEqualTo(seen.get(0)).isEqualTo(after.tps().series());
        assertThat(window.avgTps()).isEqualTo(after.tps().avgTps());
        assertThat(window.tpsChangePct()).isEqualTo(after.tps().steadiness().changePct());
        assertThat(window.startMs()).isEqualTo(after.window().startMs()).isEqualTo(T0 - 700 + 105_000);
        assertThat(window.endMs()).isEqualTo(after.window().endMs());
        assertThat(window.errorPct()).isEqualTo(after.total().errorPct()).isPositive();
    }
}
