package io.meshbench.results.jtl;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * What a results file is, judged from its first bytes before any parsing: a CSV JTL (with the delimiter its header
 * uses: JMeter's {@code jmeter.save.saveservice.default_delimiter} may be a tab or ';'), or something MeshBench does
 * not read (gzip, zip, an XML JTL, UTF-16 text, binary data, a "line" too long to be a header), which gets a message saying what it is
 * and what to do, never the raw bytes.
 */
record JtlFileKind(char delimiter) {

    /** Bytes examined; a JTL header is far shorter. */
    static final int PROBE_BYTES = 64 * 1024;
    private static final char[] DELIMITERS = {',', '\t', ';', '|'};

    /** Judged from the first bytes of an open channel (positional read: the channel's position is left alone). */
    static JtlFileKind of(Path file, FileChannel channel) {
        try {
            long size = channel.size();
            ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(size, PROBE_BYTES));
            while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) > 0) {
                // keep reading
            }
            return of(file, Arrays.copyOf(buffer.array(), buffer.position()), size);
        } catch (IOException e) {
            throw new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
        }
    }

    /** Judged from the start of a stream, which is left where it was (mark and reset). */
    static JtlFileKind of(Path file, BufferedInputStream in) {
        try {
            in.mark(PROBE_BYTES + 1);
            byte[] head = in.readNBytes(PROBE_BYTES + 1);
            in.reset();
            boolean whole = head.length <= PROBE_BYTES;
            return of(file, whole ? head : Arrays.copyOf(head, PROBE_BYTES), whole ? head.length : Long.MAX_VALUE);
        } catch (IOException e) {
            throw new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
        }
    }

    /** @param size the file's size (Long.MAX_VALUE: more than {@code head} holds) */
    private static JtlFileKind of(Path file, byte[] head, long size) {
        if (head.length >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
            throw new JtlFormatException(file, "is gzip-compressed: unpack it first (gunzip -k " + file.getFileName()
                    + ") and give the .jtl inside.");
        }
        if (head.length >= 4 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
            throw new JtlFormatException(file, "is a zip archive: unpack it first (unzip " + file.getFileName()
                    + ") and give the .jtl inside.");
        }
        int text = startOfText(head);
        if (text == head.length && size == head.length) { // a byte order mark or blank lines: no header
            throw new JtlFormatException(file, "holds no text: JMeter wrote neither a header nor a sample. "
                    + "Check the run's jmeter.log; rerun the test.");
        }
        if (text < head.length && head[text] == '<') {
            throw new JtlFormatException(file, "is an XML JTL: MeshBench reads CSV JTLs. Save results as CSV "
                    + "(jmeter.save.saveservice.output_format=csv, JMeter's default) and run the test again.");
        }
        if (isUtf16(head)) {
            throw new JtlFormatException(file, "is UTF-16 text: MeshBench reads UTF-8 (and ASCII) JTLs. Convert it "
                    + "(iconv -f UTF-16 -t UTF-8 " + file.getFileName() + " > result-utf8.jtl) and give that file.");
        }
        if (looksBinary(head)) {
            throw new JtlFormatException(file, "holds binary data, not a JMeter CSV results file (.jtl).");
        }
        int lineEnd = indexOfLineBreak(head);
        if (lineEnd < 0 && size > head.length) {
            throw new JtlFormatException(file, "has no line break in its first " + PROBE_BYTES / 1024
                    + " KB: not a JMeter CSV results file, whose first line is a short header.");
        }
        return new JtlFileKind(delimiterOf(head, text, lineEnd < 0 ? head.length : lineEnd));
    }

    boolean commaSeparated() {
        return delimiter == ',';
    }

    /** Skips a UTF-8 byte order mark and leading white space. */
    private static int startOfText(byte[] head) {
        int p = head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf ? 3 : 0;
        while (p < head.length && (head[p] == ' ' || head[p] == '\t' || head[p] == '\r' || head[p] == '\n')) {
            p++;
        }
        return p;
    }

    /**
     * A UTF-16 byte order mark, or a NUL in every second byte of the first ones (ASCII text written as UTF-16 without
     * one), as Windows tools may save a file.
     */
    private static boolean isUtf16(byte[] head) {
        if (head.length >= 2 && ((head[0] & 0xff) == 0xff && (head[1] & 0xff) == 0xfe
                || (head[0] & 0xff) == 0xfe && (head[1] & 0xff) == 0xff)) {
            return true;
        }
        int pairs = Math.min(head.length / 2, 16);
        int evenNuls = 0;
        int oddNuls = 0;
        for (int i = 0; i < pairs; i++) {
            evenNuls += head[2 * i] == 0 ? 1 : 0;
            oddNuls += head[2 * i + 1] == 0 ? 1 : 0;
        }
        return pairs >= 4 && (evenNuls == pairs && oddNuls == 0 || oddNuls == pairs && evenNuls == 0);
    }

    /**
     * A NUL byte, or more than one control character (C0 or DEL) in twenty: no CSV text looks like that. Bytes from
     * 0x80 up are text: labels in Chinese, or accented ones in UTF-8 or a legacy code page, are made of them.
     */
    private static boolean looksBinary(byte[] head) {
        int control = 0;
        for (byte b : head) {
            if (b == 0) {
                return true;
            }
            int unsigned = b & 0xff;
            if ((unsigned < 0x20 || unsigned == 0x7f) && b != '\t' && b != '\n' && b != '\r') {
                control++;
            }
        }
        return control * 20 > head.length;
    }

    private static int indexOfLineBreak(byte[] head) {
        for (int i = 0; i < head.length; i++) {
            if (head[i] == '\n' || head[i] == '\r') {
                return i;
            }
        }
        return -1;
    }

    /** The candidate that occurs most often in the header line (a comma when none does). */
    private static char delimiterOf(byte[] head, int from, int to) {
        char best = ',';
        int bestCount = 0;
        for (char candidate : DELIMITERS) {
            int count = 0;
            for (int i = from; i < to; i++) {
                if (head[i] == candidate) {
                    count++;
                }
            }
            if (count > bestCount) {
                best = candidate;
                bestCount = count;
            }
        }
        return best;
    }
}
