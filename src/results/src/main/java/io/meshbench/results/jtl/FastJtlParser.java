package io.meshbench.results.jtl;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A byte-level reader for the CSV dialect JMeter writes (RFC 4180: comma separated, fields holding a comma, quote or
 * line break are quoted, quotes doubled). It parses only the columns the engine uses, straight from the read buffer:
 * numbers without creating Strings, labels through a cache, so a row costs no allocation. Measured about 5x faster
 * than Commons CSV on JMeter's default columns (docs/results-engine.md); {@link CommonsCsvJtlParser} reads the same
 * files and the tests check that both agree. One instance reads one input: a whole file or a chunk of it.
 *
 * <p>Most rows hold neither a quote nor a carriage return; those are split eight bytes at a time
 * ({@link #scanPlainRecord}), the others byte by byte ({@link #scanRecord}), which handles every case.
 */
final class FastJtlParser {

    private static final int INITIAL_BUFFER = 1 << 20;
    /** {@link #scanPlainRecord}: the record needs the byte-by-byte scan. */
    private static final int NOT_PLAIN = -2;
    private static final VarHandle LITTLE_ENDIAN_LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long COMMAS = 0x2C2C2C2C2C2C2C2CL;
    private static final long LINE_FEEDS = 0x0A0A0A0A0A0A0A0AL;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long CARRIAGE_RETURNS = 0x0D0D0D0D0D0D0D0DL;
    private static final long LOW_SEVEN_BITS = 0x7F7F7F7F7F7F7F7FL;

    private final Path file;
    private final InputStream in;
    private final boolean atEndOfFile;
    private final RowHandler rows;
    private boolean splitLastRecord;

    private byte[] buffer = new byte[INITIAL_BUFFER];
    private int position;
    private int limit;
    private boolean endOfInput;

    /** Physical line (1-based) where the current record starts. */
    private long line = 1;
    private int[] fieldStart = new int[32];
    private int[] fieldEnd = new int[32];
    private boolean[] fieldQuoted = new boolean[32];
    private int fieldCount;
    private int lineBreaksInRecord;
    private boolean terminated;
    private boolean unterminatedQuote;
    private boolean textAfterClosingQuote;

    private final LabelCache labels = new LabelCache();

    /**
     * @param atEndOfFile whether the input ends where the file ends; when it does not (a chunk of a file read in
     *                    parallel), a last row without line break means the chunk boundary split a record, which
     *                    {@link #splitLastRecord()} reports, instead of a truncated last line
     */
    FastJtlParser(Path file, InputStream in, RowHandler rows, boolean atEndOfFile) {
        this.file = file;
        this.in = in;
        this.rows = rows;
        this.atEndOfFile = atEndOfFile;
    }

    /** Reads the first record as the header. */
    JtlHeader readHeader() throws IOException {
        if (!nextRecord()) {
            throw JtlReader.emptyFile(file);
        }
        List<String> names = new ArrayList<>(fieldCount);
        for (int i = 0; i < fieldCount; i++) {
            names.add(text(i));
        }
        line += lineBreaksInRecord;
        return JtlHeader.of(file, names);
    }

    /** Reads every row up to the end of the input. */
    void readRows(JtlHeader header) throws IOException {
        while (nextRecord()) {
            long recordLine = line;
            line += lineBreaksInRecord;
            if (fieldCount == 1 && fieldStart[0] == fieldEnd[0] && !fieldQuoted[0]) {
                continue; // blank line
            }
            if (!atEndOfFile && !terminated && position >= limit) {
                splitLastRecord = true;
                return;
            }
            if (!handle(header, recordLine)) {
                return;
            }
        }
    }

    /** Whether the input ended inside a record (only for a chunk: see the constructor). */
    boolean splitLastRecord() {
        return splitLastRecord;
    }

    /** @return false when reading must stop (a truncated last line) */
    private boolean handle(JtlHeader header, long recordLine) {
        String problem = null;
        if (unterminatedQuote) {
            problem = "a quoted field is never closed";
        } else if (textAfterClosingQuote) {
            problem = "text follows a closing quote";
        } else if (fieldCount != header.columnCount()) {
            problem = "expected " + header.columnCount() + " fields as in the header, found " + fieldCount;
        }
        long start = 0;
        long elapsed = 0;
        if (problem == null) {
            start = number(header.timeStamp());
            if (start < 0) {
                problem = "timeStamp '" + JtlFormatException.excerpt(text(header.timeStamp())) + "' is not epoch milliseconds"
                        + " (save results with jmeter.save.saveservice.timestamp_format=ms)";
            } else {
                elapsed = number(header.elapsed());
                if (elapsed < 0) {
                    problem = SampleTimes.badElapsed(text(header.elapsed()));
                } else {
                    problem = SampleTimes.problem(start, elapsed);
                }
            }
        }
        if (problem != null) {
            return rows.malformed(recordLine, problem, !terminated && lineBreaksInRecord == 0);
        }
        rows.sample(recordLine, start, elapsed, label(header.label()), success(header.success()),
                optionalNumber(header.bytes()), optionalNumber(header.sentBytes()), transactionKind(header));
        return true;
    }

    private boolean nextRecord() throws IOException {
        while (true) {
            if (position >= limit && endOfInput) {
                return false;
            }
            if (position < limit) {
                int next = scanPlainRecord(position);
                if (next == NOT_PLAIN) {
                    next = scanRecord(position);
                }
                if (next >= 0) {
                    position = next;
                    return true;
                }
            }
            fill();
        }
    }

    /** Keeps the unread bytes, grows the buffer when one record fills it, and reads more. */
    private void fill() throws IOException {
        int unread = limit - position;
        if (position == 0 && limit == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        } else if (position > 0) {
            System.arraycopy(buffer, position, buffer, 0, unread);
            position = 0;
            limit = unread;
        }
        int read = in.read(buffer, limit, buffer.length - limit);
        if (read < 0) {
            endOfInput = true;
        } else {
            limit += read;
        }
    }

    /** Finds the fields of the record starting at {@code p}; returns the index after it, or -1 to read more. */
    private int scanRecord(int p) {
        final byte[] b = buffer;
        final int end = limit;
        startRecord();
        while (true) {
            int start = p;
            int stop;
            boolean quoted = false;
            if (p < end && b[p] == '"') {
                quoted = true;
                start = p + 1;
                int close = closingQuote(start);
                if (close < 0) {
                    return -1;
                }
                if (close >= end) {
                    unterminatedQuote = true;
                    addField(start, end, true);
                    return end;
                }
                stop = close;
                p = close + 1;
                if (p < end && b[p] != ',' && b[p] != '\n' && b[p] != '\r') {
                    textAfterClosingQuote = true;
                }
            } else {
                stop = p;
            }
            p = delimiter(b, p, end);
            if (!quoted) {
                stop = p;
            }
            if (p >= end && !endOfInput) {
                return -1;
            }
            addField(start, stop, quoted);
            if (p >= end) {
                return p; // last record, no line break at the end of the file
            }
            byte c = b[p];
            if (c == ',') {
                p++;
                continue;
            }
            if (c == '\r') {
                if (p + 1 >= end && !endOfInput) {
                    return -1;
                }
                p++;
                if (p < end && b[p] == '\n') {
                    p++;
                }
            } else {
                p++;
            }
            terminated = true;
            lineBreaksInRecord++;
            return p;
        }
    }

    /** Forgets the fields and findings of the record before: both scans start a record here. */
    private void startRecord() {
        fieldCount = 0;
        lineBreaksInRecord = 0;
        terminated = false;
        unterminatedQuote = false;
        textAfterClosingQuote = false;
    }

    /**
     * Finds the fields of a record that has neither a quote nor a carriage return and ends with a line feed inside
     * the buffer, eight bytes at a time; {@link #NOT_PLAIN} for any other record, which {@link #scanRecord} reads
     * from the start. Both leave the same fields.
     */
    private int scanPlainRecord(int p) {
        final byte[] b = buffer;
        final int lastWord = limit - Long.BYTES;
        startRecord();
        int fieldFrom = p;
        for (int word = p; word <= lastWord; word += Long.BYTES) {
            long bytes = (long) LITTLE_ENDIAN_LONG.get(b, word);
            long commas = matches(bytes, COMMAS);
            long lineFeeds = matches(bytes, LINE_FEEDS);
            long special = matches(bytes, QUOTES) | matches(bytes, CARRIAGE_RETURNS);
            if (lineFeeds != 0) {
                long beforeLineFeed = (lineFeeds & -lineFeeds) - 1;
                if ((special & beforeLineFeed) != 0) {
                    return NOT_PLAIN;
                }
                fieldFrom = addFields(word, commas & beforeLineFeed, fieldFrom);
                int lineFeed = word + (Long.numberOfTrailingZeros(lineFeeds) >>> 3);
                addField(fieldFrom, lineFeed, false);
                terminated = true;
                lineBreaksInRecord = 1;
                return lineFeed + 1;
            }
            if (special != 0) {
                return NOT_PLAIN;
            }
            fieldFrom = addFields(word, commas, fieldFrom);
        }
        return NOT_PLAIN; // the record runs past the last whole word: the byte scan reads it (and more input)
    }

    /** Adds a field ending at each comma flagged in {@code commas} (a {@link #matches} of the word at {@code word}). */
    private int addFields(int word, long commas, int fieldFrom) {
        while (commas != 0) {
            int comma = word + (Long.numberOfTrailingZeros(commas) >>> 3);
            addField(fieldFrom, comma, false);
            fieldFrom = comma + 1;
            commas &= commas - 1;
        }
        return fieldFrom;
    }

    /**
     * The high bit of each byte of {@code word} that equals the byte repeated in {@code pattern}, and no other bit.
     * Exact (the shorter "has zero byte" formula also flags a byte above a match that differs from it by one).
     */
    private static long matches(long word, long pattern) {
        long zeroWhereEqual = word ^ pattern;
        return ~(((zeroWhereEqual & LOW_SEVEN_BITS) + LOW_SEVEN_BITS) | zeroWhereEqual | LOW_SEVEN_BITS);
    }

    /**
     * The quote closing a field whose text starts at {@code p}, counting the line breaks inside; -1 to read more;
     * {@code limit} when the input ends first. Kept apart from {@link #scanRecord} so that the common path stays
     * small for the JIT.
     */
    private int closingQuote(int p) {
        final byte[] b = buffer;
        final int end = limit;
        while (p < end) {
            byte c = b[p];
            if (c == '"') {
                if (p + 1 >= end) {
                    return endOfInput ? p : -1;
                }
                if (b[p + 1] != '"') {
                    return p;
                }
                p += 2;
                continue;
            }
            if (c == '\n') {
                lineBreaksInRecord++;
            }
            p++;
        }
        return endOfInput ? end : -1;
    }

    /** The first ',', '\n' or '\r' at or after {@code p}, or {@code end}. */
    private static int delimiter(byte[] b, int p, int end) {
        while (p < end) {
            byte c = b[p];
            // ',' (44) is above '\n' and '\r': one comparison passes digits and letters, the bulk of a JTL
            if (c > ',' || (c != ',' && c != '\n' && c != '\r')) {
                p++;
                continue;
            }
            break;
        }
        return p;
    }

    private void addField(int start, int stop, boolean quoted) {
        if (fieldCount == fieldStart.length) {
            fieldStart = Arrays.copyOf(fieldStart, fieldCount * 2);
            fieldEnd = Arrays.copyOf(fieldEnd, fieldCount * 2);
            fieldQuoted = Arrays.copyOf(fieldQuoted, fieldCount * 2);
        }
        fieldStart[fieldCount] = start;
        fieldEnd[fieldCount] = stop;
        fieldQuoted[fieldCount] = quoted;
        fieldCount++;
    }

    /** A non-negative whole number, or -1 when the field is not one. */
    private long number(int field) {
        int p = fieldStart[field];
        int stop = fieldEnd[field];
        if (p == stop || stop - p > 18) {
            return -1;
        }
        long value = 0;
        for (; p < stop; p++) {
            int digit = buffer[p] - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value;
    }

    private long optionalNumber(int field) {
        return field == JtlHeader.ABSENT ? 0 : Math.max(0, number(field));
    }

    private TransactionKind transactionKind(JtlHeader header) {
        int field = header.responseMessage();
        return field == JtlHeader.ABSENT ? TransactionKind.SAMPLE
                : TransactionKind.of(buffer, fieldStart[field], fieldEnd[field]);
    }

    private boolean success(int field) {
        if (field == JtlHeader.ABSENT) {
            return true;
        }
        int p = fieldStart[field];
        return fieldEnd[field] - p == 4 && (buffer[p] | 0x20) == 't' && (buffer[p + 1] | 0x20) == 'r'
                && (buffer[p + 2] | 0x20) == 'u' && (buffer[p + 3] | 0x20) == 'e';
    }

    private String label(int field) {
        if (field == JtlHeader.ABSENT) {
            return "";
        }
        if (fieldQuoted[field]) {
            return text(field);
        }
        return labels.get(buffer, fieldStart[field], fieldEnd[field]);
    }

    private String text(int field) {
        String raw = new String(buffer, fieldStart[field], fieldEnd[field] - fieldStart[field], StandardCharsets.UTF_8);
        return fieldQuoted[field] ? raw.replace("\"\"", "\"") : raw;
    }

    /** Hands out one String per distinct label, found by its bytes, so that rows do not allocate Strings. */
    private static final class LabelCache {
        private byte[][] keys = new byte[64][];
        private String[] values = new String[64];
        private int size;

        String get(byte[] source, int start, int stop) {
            int length = stop - start;
            int hash = 1;
            for (int i = start; i < stop; i++) {
                hash = 31 * hash + source[i];
            }
            int mask = keys.length - 1;
            for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
                byte[] key = keys[slot];
                if (key == null) {
                    return insert(slot, Arrays.copyOfRange(source, start, stop));
                }
                if (key.length == length && Arrays.equals(key, 0, length, source, start, stop)) {
                    return values[slot];
                }
            }
        }

        private String insert(int slot, byte[] key) {
            String value = new String(key, StandardCharsets.UTF_8);
            keys[slot] = key;
            values[slot] = value;
            if (++size * 2 > keys.length) {
                rehash();
            }
            return value;
        }

        private void rehash() {
            byte[][] oldKeys = keys;
            String[] oldValues = values;
            keys = new byte[oldKeys.length * 2][];
            values = new String[oldKeys.length * 2];
            int mask = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null) {
                    int hash = 1;
                    for (byte b : oldKeys[i]) {
                        hash = 31 * hash + b;
                    }
                    int slot = hash & mask;
                    while (keys[slot] != null) {
                        slot = (slot + 1) & mask;
                    }
                    keys[slot] = oldKeys[i];
                    values[slot] = oldValues[i];
                }
            }
        }
    }
}
