package io.meshbench.results.jtl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.benchmark.JtlGenerator;
import io.meshbench.results.jtl.JtlReader.CsvReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading in chunks must give exactly what one pass gives, whatever the split. */
class ParallelJtlReaderTest {

    @TempDir
    Path dir;

    /** Collects rows as text, to compare passes. */
    static final class Rows implements JtlSampleSink {
        final List<String> rows = new ArrayList<>();

        @Override
        public void accept(long start, long elapsed, String label, boolean success, long received, long sent) {
            rows.add(start + "," + elapsed + "," + label + "," + success + "," + received + "," + sent);
        }
    }

    private static List<String> inChunks(Path file, int chunks, boolean lenient) {
        JtlReader.Result<Rows> result = new JtlReader(CsvReader.FAST, lenient, chunks, 1).read(file, Rows::new);
        return result.sinks().stream().flatMap(sink -> sink.rows.stream()).toList();
    }

    private static List<String> inOnePass(Path file) {
        Rows rows = new Rows();
        new JtlReader(CsvReader.FAST, false).read(file, rows);
        return rows.rows;
    }

    @Test
    void chunksGiveTheSameSamplesAsOnePass() throws IOException {
        Path jtl = dir.resolve("generated.jtl");
        new JtlGenerator(30_000, 1000, 3).write(jtl);
        JtlReader.Result<Rows> result = new JtlReader(CsvReader.FAST, false, 4, 1).read(jtl, Rows::new);
        assertThat(result.sinks()).hasSize(4);
        assertThat(result.summary().rows()).isEqualTo(30_000);
        assertThat(inChunks(jtl, 4, false)).isEqualTo(inOnePass(jtl));
    }

    @Test
    void aSplitInsideAQuotedLineBreakFallsBackToOnePass() throws IOException {
        // one huge multi-line quoted field in the middle, where the split lands
        StringBuilder content = new StringBuilder("timeStamp,elapsed,label,failureMessage\n");
        for (int i = 0; i < 100; i++) {
            content.append(1_732_262_401_000L + i).append(",5,a,\n");
        }
        content.append("1732262402000,7,b,\"").append("line\n".repeat(2000)).append("\"\n");
        for (int i = 0; i < 100; i++) {
            content.append(1_732_262_403_000L + i).append(",5,c,\n");
        }
        Path jtl = dir.resolve("quoted.jtl");
        Files.writeString(jtl, content);
        List<String> rows = inChunks(jtl, 2, false);
        assertThat(rows).hasSize(201).contains("1732262402000,7,b,true,0,0").isEqualTo(inOnePass(jtl));
    }

    @Test
    void aMalformedRowInALaterChunkNamesItsLineInTheFile() throws IOException {
        StringBuilder content = new StringBuilder("timeStamp,elapsed,label\n");
        for (int i = 0; i < 1000; i++) {
            content.append(i == 900 ? "oops" : String.valueOf(1_732_262_401_000L + i)).append(",5,a\n");
        }
        Path jtl = dir.resolve("bad.jtl");
        Files.writeString(jtl, content);
        assertThatThrownBy(() -> inChunks(jtl, 4, false)).isInstanceOf(JtlFormatException.class)
                .hasMessageStartingWith(jtl + ":902: malformed row: timeStamp 'oops'");
        JtlReader.Result<Rows> lenient = new JtlReader(CsvReader.FAST, true, 4, 1).read(jtl, Rows::new);
        assertThat(lenient.summary().skippedRows()).isEqualTo(1);
        assertThat(lenient.summary().warnings()).containsExactly(jtl
                + ": skipped 1 malformed row(s) (--lenient), the first at line 902.");
    }

    @Test
    void aTruncatedLastLineInTheLastChunkIsWarnedWithItsLine() throws IOException {
        StringBuilder content = new StringBuilder("timeStamp,elapsed,label\n");
        for (int i = 0; i < 1000; i++) {
            content.append(1_732_262_401_000L + i).append(",5,a\n");
        }
        content.append("1732262405000,");
        Path jtl = dir.resolve("cut.jtl");
        Files.writeString(jtl, content);
        JtlReader.Result<Rows> result = new JtlReader(CsvReader.FAST, false, 3, 1).read(jtl, Rows::new);
        assertThat(result.summary().rows()).isEqualTo(1000);
        assertThat(result.summary().warnings()).singleElement().asString()
                .startsWith(jtl + ":1002: the last line is incomplete");
    }
}
