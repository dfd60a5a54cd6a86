package io.meshbench.results.jtl;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import io.meshbench.results.format.ReadLimits;
import io.meshbench.results.format.StrictReader;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a JTL file with Apache Commons CSV: the reference reader, selectable with {@code --csv-reader commons}.
 * Slower than {@link FastJtlParser} (see docs/results-engine.md), and the tests check that both agree.
 */
final class CommonsCsvJtlParser {

    private final Path file;
    private final InputStream in;
    private final RowHandler rows;
    private final char delimiter;
    private final Map<String, String> labels = new HashMap<>();

    CommonsCsvJtlParser(Path file, InputStream in, RowHandler rows, char delimiter) {
        this.file = file;
        this.in = in;
        this.rows = rows;
        this.delimiter = delimiter;
    }

    void parse() throws IOException {
        boolean endsWithLineBreak = endsWithLineBreak(file);
        Reader reader = StrictReader.guard(file, in, ReadLimits.CSV); // UTF-8 only, lines of a bounded length
        try (CSVParser parser = StrictReader.csv(file, reader,
                CSVFormat.RFC4180.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get())) {
            Iterator<CSVRecord> records = parser.iterator();
            if (!records.hasNext()) {
                throw JtlReader.emptyFile(file);
            }
            CSVRecord first = records.next();
            JtlHeader header = JtlHeader.of(file, first.toList());
            long line = parser.getCurrentLineNumber() + 1;
            while (true) {
                CSVRecord record;
                try {
                    if (!records.hasNext()) {
                        break;
                    }
                    record = records.next();
                } catch (UncheckedIOException e) {
                    rows.malformed(line, "a quoted field is never closed", !endsWithLineBreak);
                    break;
                }
                long recordLine = line;
                line = parser.getCurrentLineNumber() + 1;
                boolean last = !endsWithLineBreak && !records.hasNext();
                if (!handle(header, record, recordLine, last)) {
                    break;
                }
            }
        }
    }

    private boolean handle(JtlHeader header, CSVRecord record, long line, boolean lastWithoutLineBreak) {
        if (record.size() != header.columnCount()) {
            return rows.malformed(line, "expected " + header.columnCount() + " fields as in the header, found "
                    + record.size(), lastWithoutLineBreak);
        }
        long start = number(record.get(header.timeStamp()));
        if (start < 0) {
            return rows.malformed(line, "timeStamp '" + JtlFormatException.excerpt(record.get(header.timeStamp()))
                    + "' is not epoch milliseconds (save results with jmeter.save.saveservice.timestamp_format=ms)",
                    lastWithoutLineBreak);
        }
        long elapsed = number(record.get(header.elapsed()));
        if (elapsed < 0) {
            return rows.malformed(line, SampleTimes.badElapsed(record.get(header.elapsed())), lastWithoutLineBreak);
        }
        String implausible = SampleTimes.problem(start, elapsed);
        if (implausible != null) {
            return rows.malformed(line, implausible, lastWithoutLineBreak);
        }
        String label = header.label() == JtlHeader.ABSENT ? "" : labels.computeIfAbsent(record.get(header.label()), l -> l);
        boolean success = header.success() == JtlHeader.ABSENT || "true".equalsIgnoreCase(record.get(header.success()));
        TransactionKind kind = header.responseMessage() == JtlHeader.ABSENT ? TransactionKind.SAMPLE
                : TransactionKind.of(record.get(header.responseMessage()));
        rows.sample(line, start, elapsed, label, success, optional(record, header.bytes()), optional(record, header.sentBytes()),
                kind);
        return true;
    }

    private static long optional(CSVRecord record, int column) {
        return column == JtlHeader.ABSENT ? 0 : Math.max(0, number(record.get(column)));
    }

    private static long number(String text) {
        if (text.isEmpty() || text.length() > 18) {
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return -1;
            }
        }
        return Long.parseLong(text);
    }

    private static boolean endsWithLineBreak(Path file) throws IOException {
        try (var channel = Files.newByteChannel(file)) {
            long size = channel.size();
            if (size == 0) {
                return false;
            }
            channel.position(size - 1);
            var last = java.nio.ByteBuffer.allocate(1);
            channel.read(last);
            return last.get(0) == '\n' || last.get(0) == '\r';
        }
    }

}
