package io.meshbench.results.jtl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JtlMergeTest {

    private static final String HEADER = "timeStamp,elapsed,label,responseCode,success,failureMessage,bytes,sentBytes\n";

    /** An epoch time the analysis takes as a test run's (2023). */
    private static final long T0 = 1_700_000_000_000L;

    @TempDir
    Path dir;

    private Path jtl(String name, String rows) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, HEADER + rows, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void rowsAreKeptAndOrderedOnTheControllersClock() throws IOException {
        Path one = jtl("one.jtl", "1000,5,chain,200,true,,10,1\n1010,6,chain,200,true,,10,1\n");
        // engine two's clock runs 500 ms ahead: its 1505 is the controller's 1005; its message spans two lines
        Path two = jtl("two.jtl", "1505,7,chain,500,false,\"line one\nline two\",10,1\n1520,4,chäin,200,true,,10,1\n");
        Path out = dir.resolve("merged.jtl");

        JtlMerge.Merged merged = JtlMerge.merge(List.of(new JtlMerge.Source(one, 0), new JtlMerge.Source(two, 500)), out);

        assertThat(merged.rowsPerSource()).containsExactly(2L, 2L);
        assertThat(merged.rows()).isEqualTo(4);
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(HEADER
                + "1000,5,chain,200,true,,10,1\n"
                + "1005,7,chain,500,false,\"line one\nline two\",10,1\n"
                + "1010,6,chain,200,true,,10,1\n"
                + "1020,4,chäin,200,true,,10,1\n");
    }

    @Test
    void theMergedFileIsAnalysedAsTheUnionOfTheEngines() throws IOException {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            a.append(T0 + i * 20).append(',').append(i % 7 + 1).append(",chain,200,true,,10,1\n");
            b.append(T0 + 10 + i * 20 + 3_000).append(',').append(i % 5 + 2).append(",chain,")
                    .append(i % 10 == 0 ? "500,false" : "200,true").append(",,10,1\n");
        }
        Path out = dir.resolve("merged.jtl");
        JtlMerge.merge(List.of(new JtlMerge.Source(jtl("a.jtl", a.toString()), 0),
                new JtlMerge.Source(jtl("b.jtl", b.toString()), 3_000)), out);

        RunStatistics merged = new RunAnalyzer(AnalysisOptions.defaults()).analyze(out);
        RunStatistics engineA = new RunAnalyzer(AnalysisOptions.defaults()).analyze(dir.resolve("a.jtl"));
        RunStatistics engineB = new RunAnalyzer(AnalysisOptions.defaults()).analyze(dir.resolve("b.jtl"));
        assertThat(merged.total().samples()).isEqualTo(engineA.total().samples() + engineB.total().samples()).isEqualTo(200);
        assertThat(merged.total().errors()).isEqualTo(10);
        // two engines of 50/s each, side by side once the 3 s skew is taken out: 100/s over the same 2 s
        assertThat(merged.window().endMs() - merged.window().startMs()).isLessThan(2_100);
    }

    @Test
    void aMissingOrEmptyEngineAddsNothing() throws IOException {
        Path one = jtl("one.jtl", "1000,5,chain,200,true,,10,1\n");
        Path empty = dir.resolve("empty.jtl");
        Files.writeString(empty, "");
        Path out = dir.resolve("merged.jtl");

        JtlMerge.Merged merged = JtlMerge.merge(List.of(new JtlMerge.Source(dir.resolve("absent.jtl"), 0),
                new JtlMerge.Source(empty, 0), new JtlMerge.Source(one, 0)), out);

        assertThat(merged.rowsPerSource()).containsExactly(0L, 0L, 1L);
    }

    @Test
    void enginesWithOtherColumnsAreRefusedNamingTheFile() throws IOException {
        Path one = jtl("one.jtl", "1000,5,chain,200,true,,10,1\n");
        Path other = dir.resolve("other.jtl");
        Files.writeString(other, "timeStamp,elapsed,label\n1000,5,chain\n");

        assertThatThrownBy(() -> JtlMerge.merge(List.of(new JtlMerge.Source(one, 0), new JtlMerge.Source(other, 0)),
                dir.resolve("merged.jtl")))
                .isInstanceOf(ResultsException.class)
                .hasMessageContaining("other.jtl:1: its columns differ from")
                .hasMessageContaining("same jmx/user.properties");
    }
}
