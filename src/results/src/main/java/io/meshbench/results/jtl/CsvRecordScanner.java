package io.meshbench.results.jtl;

import static io.meshbench.results.jtl.ByteWords.CARRIAGE_RETURNS;
import static io.meshbench.results.jtl.ByteWords.COMMAS;
import static io.meshbench.results.jtl.ByteWords.LINE_FEEDS;
import static io.meshbench.results.jtl.ByteWords.QUOTES;
import static io.meshbench.results.jtl.ByteWords.matches;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits the CSV dialect JMeter writes (RFC 4180: comma separated, fields holding a comma, quote or line break are
 * quoted, quotes doubled) into records, in a read buffer it refills: for each record it leaves where each field's
 * text starts and stops in {@link #buffer()}, and what was wrong with the record's quoting, without decoding
 * anything. Most records hold neither a quote nor a carriage return; those are split eight bytes at a time
 * ({@link #scanPlainRecord}), the others byte by byte ({@link #scanRecord}), which handles every case.
 */
final class CsvRecordScanner {

    private static final int INITIAL_BUFFER = 1 << 20;
    /** The longest record, in bytes: the strict reader's limit of a CSV line (a longer one is not a JTL row). */
    static final long LONGEST_RECORD = io.meshbench.results.format.ReadLimits.CSV.longestLine();
    /** {@link #scanPlainRecord}: the record needs the byte-by-byte scan. */
    private static final int NOT_PLAIN = -2;

    private final InputStream in;
    private byte[] buffer = new byte[INITIAL_BUFFER];
    private int position;
    private int limit;
    private boolean endOfInput;

    private final FieldBounds fields = new FieldBounds();
    private int lineBreaksInRecord;
    private boolean terminated;
    private boolean unterminatedQuote;
    private boolean textAfterClosingQuote;

    CsvRecordScanner(InputStream in) {
        this.in = in;
    }

    /** Finds the next record's fields; false at the end of the input. */
    boolean nextRecord() throws IOException {
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

    /** The buffer the field positions point into (valid until the next record). */
    byte[] buffer() {
        return buffer;
    }

    /** The current record's fields. */
    FieldBounds fields() {
        return fields;
    }

    /** Line breaks in the record, its own terminator included. */
    int lineBreaks() {
        return lineBreaksInRecord;
    }

    /** Whether the record ended with a line break (not with the end of the input). */
    boolean terminated() {
        return terminated;
    }

    boolean unterminatedQuote() {
        return unterminatedQuote;
    }

    boolean textAfterClosingQuote() {
        return textAfterClosingQuote;
    }

    /** Whether every byte of the input was read. */
    boolean atEnd() {
        return position >= limit;
    }

    /** Keeps the unread bytes, grows the buffer when one record fills it, and reads more. */
    private void fill() throws IOException {
        int unread = limit - position;
        if (position == 0 && limit == buffer.length) {
            if (buffer.length >= LONGEST_RECORD) {
                throw new RecordTooLongException(); // before the buffer grows past the limit
            }
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
                    fields.add(start, end, true);
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
            fields.add(start, stop, quoted);
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
        fields.clear();
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
            long bytes = ByteWords.word(b, word);
            long commas = matches(bytes, COMMAS);
            if (ByteWords.hasQuoteOrBelow(bytes)) { // quotes, line feeds and carriage returns are looked for only then
                long lineFeeds = matches(bytes, LINE_FEEDS);
                long special = matches(bytes, QUOTES) | matches(bytes, CARRIAGE_RETURNS);
                if (lineFeeds != 0) {
                    long beforeLineFeed = (lineFeeds & -lineFeeds) - 1;
                    if ((special & beforeLineFeed) != 0) {
                        return NOT_PLAIN;
                    }
                    fieldFrom = fields.addEndingAt(word, commas & beforeLineFeed, fieldFrom);
                    int lineFeed = word + ByteWords.firstIndex(lineFeeds);
                    fields.add(fieldFrom, lineFeed, false);
                    terminated = true;
                    lineBreaksInRecord = 1;
                    return lineFeed + 1;
                }
                if (special != 0) {
                    return NOT_PLAIN;
                }
            }
            if (commas != 0) {
                fieldFrom = fields.addEndingAt(word, commas, fieldFrom);
            }
        }
        return NOT_PLAIN; // the record runs past the last whole word: the byte scan reads it (and more input)
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

    /** A record longer than {@link #LONGEST_RECORD}; the parser names its line. */
    static final class RecordTooLongException extends RuntimeException {
        RecordTooLongException() {
            super(null, null, false, false);
        }
    }
}
