package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import io.meshbench.results.jtl.JtlOpener;
import io.meshbench.results.jtl.JtlReader;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An analysis opens its JTL once (issue 26 §4): the file's kind, the head and tail that guess the run's bounds, the
 * rows, a repeated pass and the search for the extreme rows all read through one channel. Counted with a
 * {@link JtlOpener} that counts.
 */
class OpensOncePerAnalysisTest {

    private static final long T0 = 1_700_000_000_000L;
    private static final String HEADER = "timeStamp,elapsed,label,success,bytes,sentBytes\n";

    @TempDir
    Path dir;

    private final AtomicInteger opens = new AtomicInteger();
    private final JtlOpener counting = file -> {
        opens.incrementAndGet();
        return FileChannel.open(file);
    };

    private RunStatistics analyze(Path file, AnalysisOptions options, int chunks) {
        return new RunAnalyzer(options, new JtlReader(options.csvReader(), options.lenient(), chunks, 1, counting))
                .analyze(file);
    }

    /** 20 s at 100 samples a second, in completion order; {@code slowEarly}: one 4 s sample from +0.5 s, mid-file. */
    private Path run(String name, boolean slowEarly) throws IOException {
        StringBuilder rows = new StringBuilder(HEADER);
        for (int i = 0; i < 2000; i++) {
            rows.append(T0 + 1000 + i * 10L).append(",7,get,true,100,50\n");
            if (slowEarly && i == 1000) {
                rows.append(T0 + 500).append(",4000,get,true,100,50\n");
            }
        }
        Path file = dir.resolve(name);
        Files.writeString(file, rows);
        return file;
    }

    @Test
    void inOrderFileIsOpenedOnce() throws IOException {
        RunStatistics stats = analyze(run("in-order.jtl", false),
                AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(5)), 1);
        assertThat(stats.total().samples()).isEqualTo(1500);
        assertThat(opens).hasValue(1);
    }

    @Test
    void inParallelChunksTheFileIsOpenedOnce() throws IOException {
        RunStatistics stats = analyze(run("chunks.jtl", false),
                AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(5)), 4);
        assertThat(stats.total().samples()).isEqualTo(1500);
        assertThat(opens).hasValue(1);
    }

    /** The guessed bounds miss the slow early sample: the exact window needs a second read, not a second open. */
    @Test
    void aSlowEarlySampleMidFileStillOpensOnce() throws IOException {
        RunStatistics stats = analyze(run("slow-early.jtl", true),
                AnalysisOptions.defaults().withWarmup(Duration.ofSeconds(5)), 1);
        assertThat(stats.window().runStartMs()).isEqualTo(T0 + 500);
        assertThat(stats.total().samples()).isEqualTo(1550); // window from +5.5 s: the rows from +5.5 s on
        assertThat(opens).hasValue(1);
    }

    /** Rows longer than the head and tail the guess reads: the bounds are read in a pass of their own. */
    @Test
    void noWholeRowInHeadOrTailStillOpensOnce() throws IOException {
        String label = "x".repeat(200_000);
        Path file = dir.resolve("long-rows.jtl");
        Files.writeString(file, HEADER + T0 + ",5," + label + ",true,1,1\n" + (T0 + 1000) + ",5," + label + ",true,1,1\n");
        RunStatistics stats = analyze(file, AnalysisOptions.defaults(), 1);
        assertThat(stats.total().samples()).isEqualTo(2);
        assertThat(opens).hasValue(1);
    }

    /** A file spanning more than a week is refused, naming its extreme rows: found through the same channel. */
    @Test
    void theSpanCheckReadsThroughTheSameOpen() throws IOException {
        Path file = dir.resolve("span.jtl");
        Files.writeString(file, HEADER + T0 + ",5,a,true,1,1\n" + (T0 + Duration.ofDays(8).toMillis()) + ",5,a,true,1,1\n");
        assertThatThrownBy(() -> analyze(file, AnalysisOptions.defaults(), 1)).isInstanceOf(ResultsException.class)
                .hasMessageContaining("line 2 starts").hasMessageContaining("line 3 ends");
        assertThat(opens).hasValue(1);
    }
}
