package io.meshbench.results.jtl;

import io.meshbench.testkit.TestSeed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.benchmark.JtlGenerator;
import io.meshbench.results.jtl.JtlReader.CsvReader;
import java.io.ByteArrayOutputStream;
import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class JtlReaderTest {

    private static final String HEADER = "timeStamp,elapsed,label,responseCode,success,bytes,sentBytes\n";

    @TempDir
    Path dir;

    record Row(long start, long elapsed, String label, boolean success, long received, long sent) {
    }

    private Path file(String content) throws IOException {
        Path file = dir.resolve("result.jtl");
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }

    private static List<Row> read(Path file, CsvReader csvReader, boolean lenient) {
        List<Row> rows = new ArrayList<>();
        new JtlReader(csvReader, lenient).read(file, (s, e, l, ok, r, t) -> rows.add(new Row(s, e, l, ok, r, t)));
        return rows;
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void readsColumnsByNameInAnyOrderWithQuotedFields(CsvReader csvReader) throws IOException {
        Path jtl = file("""
                label,success,elapsed,responseMessage,timeStamp,bytes
                "GET /a, with comma",true,12,OK,1732262401000,100
                "say \"\"hi\"\"",false,7,"two
                lines",1732262401005,50
                GET /b,TRUE,3,,1732262401010,0
                """);
        assertThat(read(jtl, csvReader, false)).containsExactly(
                new Row(1732262401000L, 12, "GET /a, with comma", true, 100, 0),
                new Row(1732262401005L, 7, "say \"hi\"", false, 50, 0),
                new Row(1732262401010L, 3, "GET /b", true, 0, 0));
    }

    @Test
    void bothReadersAgreeOnJMetersDefaultFormat() throws IOException {
        Path jtl = dir.resolve("generated.jtl");
        new JtlGenerator(20_000, 1000, 7).write(jtl);
        List<Row> fast = read(jtl, CsvReader.FAST, false);
        assertThat(fast).hasSize(20_000).isEqualTo(read(jtl, CsvReader.COMMONS, false));
        assertThat(fast).filteredOn(row -> !row.success()).isNotEmpty();
    }

    @Test
    void readsRecordsLargerThanTheReadBuffer() throws IOException {
        String huge = "x".repeat(3 << 20);
        Path jtl = file("timeStamp,elapsed,label,responseMessage\n1732262401000,5,a,\"" + huge + "\"\n1732262401001,6,a," + huge + "\n");
        assertThat(read(jtl, CsvReader.FAST, false)).extracting(Row::elapsed).containsExactly(5L, 6L);
    }

    /**
     * The fast parser splits rows without quotes or carriage returns eight bytes at a time and the others byte by
     * byte: rows mixing both, with fields of every length (so separators fall at every position of a word), must read
     * as Commons CSV reads them. Bytes one above a separator ('-' after ',', '\u000b' after '\n') must not count as one.
     */
    @Test
    void rowsSplitAWordAtATimeReadAsCommonsCsvReadsThem() throws IOException {
        Random random = new Random(TestSeed.of("JtlReaderTest.rowsSplitAWord", 11));
        String[] texts = {"", "-", "-1", "a-b", "--", "x", "GET /a", "\u000b", "#", "+", "\"q, \"\"uoted\"\"\"",
                "\"two\r\nlines\"", "\"a\nb\"", "查询", "y".repeat(23)};
        StringBuilder content = new StringBuilder("timeStamp,elapsed,label,responseMessage,success,bytes,threadName\n");
        List<Row> expected = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            long start = 1732262401000L + random.nextInt(100_000);
            int elapsed = random.nextInt(10_000);
            String label = texts[random.nextInt(texts.length)];
            boolean success = random.nextBoolean();
            int bytes = random.nextInt(1 << random.nextInt(20));
            content.append(start).append(',').append(elapsed).append(',').append(label).append(',')
                    .append(texts[random.nextInt(texts.length)]).append(',').append(success).append(',').append(bytes)
                    .append(',').append(texts[random.nextInt(texts.length)]).append(random.nextInt(8) == 0 ? "\r\n" : "\n");
            String unquoted = label.startsWith("\"") ? label.substring(1, label.length() - 1).replace("\"\"", "\"") : label;
            expected.add(new Row(start, elapsed, unquoted, success, bytes, 0));
        }
        Path jtl = file(content.toString());
        assertThat(read(jtl, CsvReader.FAST, false)).isEqualTo(expected).isEqualTo(read(jtl, CsvReader.COMMONS, false));
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void aRowWithTooFewFieldsIsNamedWithoutQuotesOrCarriageReturns(CsvReader csvReader) throws IOException {
        Path jtl = file("timeStamp,elapsed,label,success\n1732262401000,5,-a,true\n1732262401001,6,-b\n1732262401002,7,c,true\n");
        assertThatThrownBy(() -> read(jtl, csvReader, false)).isInstanceOf(JtlFormatException.class)
                .hasMessageContaining(jtl + ":3: malformed row: expected 4 fields as in the header, found 3");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void acceptsWindowsLineBreaks(CsvReader csvReader) throws IOException {
        Path jtl = file("timeStamp,elapsed,label\r\n1732262401000,5,a\r\n1732262401001,6,b\r\n");
        assertThat(read(jtl, csvReader, false)).extracting(Row::label).containsExactly("a", "b");
    }

    @Test
    void missingFile() {
        Path missing = dir.resolve("nope.jtl");
        assertThatThrownBy(() -> read(missing, CsvReader.FAST, false)).isInstanceOf(JtlFormatException.class)
                .hasMessage(missing + ": no such file. Give the path of a JMeter CSV results file (.jtl).");
    }

    @Test
    void emptyFile() throws IOException {
        Path jtl = file("");
        assertThatThrownBy(() -> read(jtl, CsvReader.FAST, false)).isInstanceOf(JtlFormatException.class)
                .hasMessageStartingWith(jtl + ": is empty").hasMessageContaining("jmeter.log");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void headerWithoutSamples(CsvReader csvReader) throws IOException {
        Path jtl = file(HEADER);
        assertThatThrownBy(() -> read(jtl, csvReader, false)).hasMessageContaining("has a header but no samples");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void noHeader(CsvReader csvReader) throws IOException {
        Path jtl = file("1732262401000,5,a,200,true,1,1\n");
        assertThatThrownBy(() -> read(jtl, csvReader, false)).isInstanceOf(JtlFormatException.class)
                .hasMessageStartingWith(jtl + ":1: no header line")
                .hasMessageContaining("print_field_names=true");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void headerWithoutElapsed(CsvReader csvReader) throws IOException {
        Path jtl = file("timeStamp,label,success\n1732262401000,a,true\n");
        assertThatThrownBy(() -> read(jtl, csvReader, false)).isInstanceOf(JtlFormatException.class)
                .hasMessageStartingWith(jtl + ":1: the header has no 'elapsed' column");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void headerWithoutTimeStamp(CsvReader csvReader) throws IOException {
        Path jtl = file("elapsed,label\n5,a\n");
        assertThatThrownBy(() -> read(jtl, csvReader, false))
                .hasMessageStartingWith(jtl + ":1: the header has no 'timeStamp' column");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void malformedRowNamesItsLine(CsvReader csvReader) throws IOException {
        Path jtl = file(HEADER + "1732262401000,5,a,200,true,1,1\n\"multi\nline\",5,a,200,true,1,1\n1732262401002,5,a,200\n1732262401003,5,a,200,true,1,1\n");
        assertThatThrownBy(() -> read(jtl, csvReader, false)).isInstanceOf(JtlFormatException.class)
                .hasMessage(jtl + ":3: malformed row: timeStamp 'multi\\nline' is not epoch milliseconds (save results "
                        + "with jmeter.save.saveservice.timestamp_format=ms). Fix or delete that line, or pass --lenient "
                        + "to skip malformed rows and count them.");
        Path second = file(HEADER + "1732262401000,5,a,200,true,1,1\n1732262401002,5,a,200\n1732262401003,5,a,200,true,1,1\n");
        assertThatThrownBy(() -> read(second, csvReader, false))
                .hasMessageStartingWith(second + ":3: malformed row: expected 7 fields as in the header, found 4.");
    }

    /**
     * The fast parser keeps the bounds of the columns up to the last one it reads (sentBytes here) and only counts
     * the fields after them: a row with one field too many or too few there, in a short or a long tail, plain or
     * quoted, is still malformed, at its line, for both parsers.
     */
    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void fieldsPastTheColumnsReadAreCounted(CsvReader csvReader) throws IOException {
        String header = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
                + "failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n";
        String row = "1732262401000,5,GET /a,200,OK,Thread Group 1-1,text,true,,1601,180,50,50,http://127.0.0.1:8080/a,7,0,";
        String[] tails = {"0", "0,1", "", "0,,,,,,,,,", "\"0,1\"", "\"0\n1\",2", "0\r", "x".repeat(40), "x".repeat(40) + ","};
        boolean[] malformed = {false, true, false, true, false, true, false, false, true};
        StringBuilder content = new StringBuilder(header);
        List<Long> good = new ArrayList<>();
        long malformedRows = 0;
        int firstMalformedLine = 0;
        int line = 2;
        for (int i = 0; i < tails.length; i++) {
            long start = 1732262401000L + i;
            content.append(row.replace("1732262401000", Long.toString(start))).append(tails[i]).append('\n');
            if (malformed[i]) {
                malformedRows++;
                firstMalformedLine = firstMalformedLine == 0 ? line : firstMalformedLine;
            } else {
                good.add(start);
            }
            line += tails[i].contains("\n") ? 2 : 1;
        }
        Path jtl = file(content.toString());
        List<Row> rows = new ArrayList<>();
        JtlReadSummary summary = new JtlReader(csvReader, true).read(jtl, (s, e, l, ok, r, t) -> rows.add(
                new Row(s, e, l, ok, r, t)));
        assertThat(rows).extracting(Row::start).containsExactlyElementsOf(good);
        assertThat(summary.skippedRows()).isEqualTo(malformedRows);
        assertThat(summary.warnings()).containsExactly(jtl + ": skipped 4 malformed row(s) (--lenient), the first at line "
                + firstMalformedLine + ".");
        assertThatThrownBy(() -> read(jtl, csvReader, false))
                .hasMessageStartingWith(jtl + ":3: malformed row: expected 17 fields as in the header, found 18.");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void lenientSkipsAndCountsMalformedRows(CsvReader csvReader) throws IOException {
        Path jtl = file(HEADER + "1732262401000,5,a,200,true,1,1\nbad,5,a,200,true,1,1\n1732262401002,5,a,200\n1732262401003,x,a,200,true,1,1\n"
                + "1732262401004,6,a,200,true,1,1\n");
        List<Row> rows = new ArrayList<>();
        JtlReadSummary summary = new JtlReader(csvReader, true).read(jtl, (s, e, l, ok, r, t) -> rows.add(
                new Row(s, e, l, ok, r, t)));
        assertThat(rows).extracting(Row::start).containsExactly(1732262401000L, 1732262401004L);
        assertThat(summary.rows()).isEqualTo(2);
        assertThat(summary.skippedRows()).isEqualTo(3);
        assertThat(summary.warnings()).containsExactly(jtl + ": skipped 3 malformed row(s) (--lenient), the first at line 3.");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void truncatedLastLineIsToleratedWithAWarning(CsvReader csvReader) throws IOException {
        Path jtl = file(HEADER + "1732262401000,5,a,200,true,1,1\n1732262401001,6,a,200,true,1,1\n1732262401002,7,a,2");
        List<Long> starts = new ArrayList<>();
        JtlReadSummary summary = new JtlReader(csvReader, false).read(jtl, (s, e, l, ok, r, t) -> starts.add(s));
        assertThat(starts).containsExactly(1732262401000L, 1732262401001L);
        assertThat(summary.warnings()).singleElement().asString()
                .startsWith(jtl + ":4: the last line is incomplete").contains("stopped mid-write");
    }

    @Test
    void truncatedInsideAQuotedField() throws IOException {
        Path jtl = file("timeStamp,elapsed,label\n1732262401000,5,a\n1732262401001,6,\"unfinished");
        List<Long> starts = new ArrayList<>();
        JtlReadSummary summary = new JtlReader(CsvReader.FAST, false).read(jtl, (s, e, l, ok, r, t) -> starts.add(s));
        assertThat(starts).containsExactly(1732262401000L);
        assertThat(summary.warnings()).singleElement().asString().contains("a quoted field is never closed");
    }

    /** JMeter's jmeter.save.saveservice.default_delimiter may be a tab or ';'; editors may add a UTF-8 BOM. */
    @ParameterizedTest
    @CsvSource({"FAST, ','", "FAST, '\t'", "FAST, ';'", "COMMONS, ','", "COMMONS, '\t'", "COMMONS, ';'"})
    void readsJMetersDelimitersAfterAByteOrderMark(CsvReader csvReader, String d) throws IOException {
        String content = String.join(d, "timeStamp", "elapsed", "label", "responseMessage", "success", "bytes") + "\n"
                + String.join(d, "1732262401000", "12", "\"GET /a" + d + " quoted\"", "OK", "true", "100") + "\n"
                + String.join(d, "1732262401005", "7", "b", "\"Not" + d + " found\"", "false", "50") + "\n";
        Path jtl = dir.resolve("delimited.jtl");
        Files.write(jtl, concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, content.getBytes(StandardCharsets.UTF_8)));

        assertThat(read(jtl, csvReader, false)).containsExactly(
                new Row(1732262401000L, 12, "GET /a" + d + " quoted", true, 100, 0),
                new Row(1732262401005L, 7, "b", false, 50, 0));
    }

    /**
     * Bytes from 0x80 up are text, not binary: labels in Chinese (UTF-8, three bytes a character, here a third of
     * the file) are read; labels accented in a legacy code page (ISO-8859-1, which JMeter may write on such a
     * system) are refused as not UTF-8, by both readers, instead of shown garbled (issue 35).
     */
    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void readsLabelsThatAreNotAscii(CsvReader csvReader) throws IOException {
        StringBuilder chinese = new StringBuilder("timeStamp,elapsed,label,responseMessage,threadName,success\n");
        for (int i = 0; i < 100; i++) {
            chinese.append(1732262401000L + i).append(",5,查询订单服务,成功,线程组 1-1,true\n");
        }
        Path utf8 = file(chinese.toString());
        assertThat(read(utf8, csvReader, false)).hasSize(100)
                .allSatisfy(row -> assertThat(row.label()).isEqualTo("查询订单服务"));

        Path latin1 = dir.resolve("latin1.jtl");
        Files.write(latin1, "timeStamp,elapsed,label,success\n1732262401000,5,Été à Zürich,true\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> read(latin1, csvReader, false)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(latin1.toString()).hasMessageContaining("not UTF-8")
                .hasMessageContaining("0xC9").hasMessageContaining("2").hasMessageContaining("iconv");
    }

    /** A line longer than the limit is refused with its line number before it is buffered whole, by both readers. */
    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void anOverlongLineIsRefusedWithItsLine(CsvReader csvReader) throws IOException {
        Path jtl = dir.resolve("long.jtl");
        try (java.io.OutputStream out = Files.newOutputStream(jtl)) {
            out.write((HEADER + "1732262401000,5,a,200,true,1,1\n1732262401000,5,").getBytes(StandardCharsets.UTF_8));
            byte[] block = "x".repeat(1 << 16).getBytes(StandardCharsets.UTF_8);
            for (long written = 0; written < 2 * io.meshbench.results.format.ReadLimits.CSV.longestLine(); written += block.length) {
                out.write(block);
            }
            out.write(",200,true,1,1\n".getBytes(StandardCharsets.UTF_8));
        }
        assertThatThrownBy(() -> read(jtl, csvReader, false)).isInstanceOf(ResultsException.class)
                .hasMessageStartingWith(jtl.toString()).hasMessageContaining("3")
                .hasMessageContaining("longer than " + io.meshbench.results.format.ReadLimits.CSV.longestLine());
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void aNegativeElapsedIsNamedAsSuch(CsvReader csvReader) throws IOException {
        Path jtl = file(HEADER + "1732262401000,5,a,200,true,1,1\n1732262401000,-5,a,200,true,1,1\n");
        assertThatThrownBy(() -> read(jtl, csvReader, false)).hasMessageStartingWith(jtl + ":3: malformed row: "
                + "elapsed '-5' is negative: a sample lasts 0 ms or more. Fix or delete that line");
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void aByteOrderMarkAndAHeaderWithoutSamples(CsvReader csvReader) throws IOException {
        Path jtl = dir.resolve("bom-header.jtl");
        Files.write(jtl, concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                "timeStamp,elapsed\n".getBytes(StandardCharsets.US_ASCII)));
        assertThatThrownBy(() -> read(jtl, csvReader, false)).hasMessage(jtl + ": has a header but no samples: "
                + "the run produced no results; check its jmeter.log.");
    }

    static Stream<Arguments> filesThatAreNotCsvJtls() throws IOException {
        String jtl = HEADER + "1732262401000,5,a,200,true,1,1\n";
        ByteArrayOutputStream gzip = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gzip)) {
            out.write(jtl.getBytes(StandardCharsets.UTF_8));
        }
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(zip)) {
            out.putNextEntry(new ZipEntry("result.jtl"));
            out.write(jtl.getBytes(StandardCharsets.UTF_8));
        }
        byte[] binary = new byte[4096];
        new Random(TestSeed.of("JtlReaderTest.binary", 7)).nextBytes(binary);
        String xml = "\uFEFF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testResults version=\"1.2\">\n"
                + "<httpSample t=\"5\" ts=\"1732262401000\" lb=\"a\" s=\"true\"/>\n</testResults>\n";
        return Stream.of(
                Arguments.of("result.jtl.gz", gzip.toByteArray(), "is gzip-compressed: unpack it first (gunzip -k result.jtl.gz)"),
                Arguments.of("result.zip", zip.toByteArray(), "is a zip archive: unpack it first (unzip result.zip)"),
                Arguments.of("xml.jtl", xml.getBytes(StandardCharsets.UTF_8), "is an XML JTL: MeshBench reads CSV JTLs. "
                        + "Save results as CSV (jmeter.save.saveservice.output_format=csv"),
                Arguments.of("binary.jtl", binary, "holds binary data, not a JMeter CSV results file"),
                Arguments.of("utf16.jtl", concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, jtl.getBytes(StandardCharsets.UTF_16LE)),
                        "is UTF-16 text: MeshBench reads UTF-8 (and ASCII) JTLs. Convert it (iconv -f UTF-16 -t UTF-8 utf16.jtl"),
                Arguments.of("bom-only.jtl", new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '\n'},
                        "holds no text: JMeter wrote neither a header nor a sample"),
                Arguments.of("utf16be.jtl", jtl.getBytes(StandardCharsets.UTF_16BE), "is UTF-16 text"),
                Arguments.of("one-line.jtl", "x".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII),
                        "has no line break in its first 64 KB"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("filesThatAreNotCsvJtls")
    void saysWhatAFileIsWhenItIsNotACsvJtlWithoutEchoingIt(String name, byte[] content, String says) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, content);
        for (CsvReader csvReader : CsvReader.values()) {
            assertThatThrownBy(() -> read(file, csvReader, true)).isInstanceOf(JtlFormatException.class)
                    .hasMessageStartingWith(file + ": " + says)
                    .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(file.toString().length() + 200)
                            .doesNotContain("xxxxxxxxxx", "testResults", "\n").matches("\\p{Print}+"));
        }
    }

    @ParameterizedTest
    @EnumSource(CsvReader.class)
    void anOverlyLongHeaderOrRowIsCutInTheMessage(CsvReader csvReader) throws IOException {
        String longName = "column".repeat(5_000);
        Path header = file("label," + longName + ",elapsed\n1732262401000,5,a\n");
        assertThatThrownBy(() -> read(header, csvReader, false))
                .hasMessageStartingWith(header + ":1: the header has no 'timeStamp' column (found: label,column")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(header.toString().length() + 400));

        Path row = dir.resolve("long-row.jtl");
        Files.writeString(row, "timeStamp,elapsed,label\n1732262401000,5,a\n" + "9".repeat(1 << 20) + ",5,a\n");
        assertThatThrownBy(() -> read(row, csvReader, false))
                .hasMessageStartingWith(row + ":3: malformed row: timeStamp '9999")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(row.toString().length() + 300));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
