package io.meshbench.results.jtl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A byte-level reader for the CSV dialect JMeter writes (RFC 4180: comma separated, fields holding a comma, quote or
 * line break are quoted, quotes doubled). It parses only the columns the engine uses, straight from the read buffer:
 * numbers without creating Strings, labels through a cache, so a row costs no allocation. Measured about 5x faster
 * than Commons CSV on JMeter's default columns (docs/results-engine.md); {@link CommonsCsvJtlParser} reads the same
 * files and the tests check that both agree. One instance reads one input: a whole file or a chunk of it.
 *
 * <p>{@link CsvRecordScanner} splits the records, {@link RecordFields} decodes the fields; this class reads the
 * header and hands each row, or what is wrong with it, to the {@link RowHandler}.
 */
final class FastJtlParser {

    private final Path file;
    private final boolean atEndOfFile;
    private final RowHandler rows;
    private final CsvRecordScanner record;
    private final FieldBounds bounds;
    private final RecordFields fields;
    private boolean splitLastRecord;
    /** Physical line (1-based) where the current record starts. */
    private long line = 1;

    /**
     * @param atEndOfFile whether the input ends where the file ends; when it does not (a chunk of a file read in
     *                    parallel), a last row without line break means the chunk boundary split a record, which
     *                    {@link #splitLastRecord()} reports, instead of a truncated last line
     */
    FastJtlParser(Path file, InputStream in, RowHandler rows, boolean atEndOfFile) {
        this.file = file;
        this.rows = rows;
        this.atEndOfFile = atEndOfFile;
        this.record = new CsvRecordScanner(in);
        this.bounds = record.fields();
        this.fields = new RecordFields(record);
    }

    /** Reads the first record as the header. */
    JtlHeader readHeader() throws IOException {
        if (!nextRecord()) {
            throw JtlReader.emptyFile(file);
        }
        List<String> names = new ArrayList<>(bounds.count());
        try {
            for (int i = 0; i < bounds.count(); i++) {
                names.add(fields.text(i));
            }
        } catch (Utf8Text.NotUtf8Exception e) {
            throw notUtf8(line, e);
        }
        line += record.lineBreaks();
        return JtlHeader.of(file, names);
    }

    /** Reads every row up to the end of the input. */
    void readRows(JtlHeader header) throws IOException {
        bounds.keep(header.usedColumns());
        try {
            while (readRow(header)) {
                // one call a row: the JIT compiles readRow after a few hundred rows, where a loop holding its body
                // runs interpreted until the loop itself is compiled, tens of thousands of rows into each chunk
            }
        } catch (Utf8Text.NotUtf8Exception e) { // here, not in readRow: the row's path stays as it was
            throw notUtf8(line - record.lineBreaks(), e);
        } catch (CsvRecordScanner.RecordTooLongException e) {
            throw tooLong();
        }
    }

    /** Reads the next record; false when reading stops (the end of the input, a split or truncated last row). */
    private boolean readRow(JtlHeader header) throws IOException {
        if (!record.nextRecord()) {
            return false;
        }
        long recordLine = line;
        line += record.lineBreaks();
        if (bounds.count() == 1 && bounds.start(0) == bounds.stop(0) && !bounds.quoted(0)) {
            return true; // blank line
        }
        if (!atEndOfFile && !record.terminated() && record.atEnd()) {
            splitLastRecord = true;
            return false;
        }
        return handle(header, recordLine);
    }

    /** The scanner's next record; one longer than its limit is refused with its line, before it is buffered whole. */
    private boolean nextRecord() throws IOException {
        try {
            return record.nextRecord();
        } catch (CsvRecordScanner.RecordTooLongException e) {
            throw tooLong();
        }
    }

    /** The record starting at {@link #line} is longer than the limit. */
    private JtlFormatException tooLong() {
        return new JtlFormatException(file, line, "a line longer than " + CsvRecordScanner.LONGEST_RECORD
                + " bytes, the most a JTL line may hold (docs/formats.md); it is not a JTL row. Fix or delete that "
                + "line.");
    }

    private JtlFormatException notUtf8(long at, Utf8Text.NotUtf8Exception e) {
        return new JtlFormatException(file, at, "not UTF-8 (the byte 0x" + String.format("%02X", e.badByte)
                + ", which UTF-8 does not allow there); MeshBench reads its files as UTF-8: convert it (e.g. iconv -f "
                + "latin1 -t utf-8) and give that file.");
    }

    /** Whether the input ended inside a record (only for a chunk: see the constructor). */
    boolean splitLastRecord() {
        return splitLastRecord;
    }

    /** @return false when reading must stop (a truncated last line) */
    private boolean handle(JtlHeader header, long recordLine) {
        String problem = null;
        if (record.unterminatedQuote()) {
            problem = "a quoted field is never closed";
        } else if (record.textAfterClosingQuote()) {
            problem = "text follows a closing quote";
        } else if (bounds.count() != header.columnCount()) {
            problem = "expected " + header.columnCount() + " fields as in the header, found " + bounds.count();
        }
        long start = 0;
        long elapsed = 0;
        if (problem == null) {
            start = fields.number(header.timeStamp());
            if (start < 0) {
                problem = "timeStamp '" + JtlFormatException.excerpt(fields.text(header.timeStamp())) + "' is not epoch milliseconds"
                        + " (save results with jmeter.save.saveservice.timestamp_format=ms)";
            } else {
                elapsed = fields.number(header.elapsed());
                if (elapsed < 0) {
                    problem = SampleTimes.badElapsed(fields.text(header.elapsed()));
                } else {
                    problem = SampleTimes.problem(start, elapsed);
                }
            }
        }
        if (problem != null) {
            return rows.malformed(recordLine, problem, !record.terminated() && record.lineBreaks() == 0);
        }
        rows.sample(recordLine, start, elapsed, fields.label(header.label()), fields.success(header.success()),
                fields.optionalNumber(header.bytes()), fields.optionalNumber(header.sentBytes()),
                fields.transactionKind(header.responseMessage()));
        return true;
    }
}
