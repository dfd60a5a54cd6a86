package io.meshbench.results.format;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The characters of a file as they are decoded, refused at the first one that is wrong: bytes that are not UTF-8
 * (never replaced in silence), a control character that would reach a rendered page (C0 but tab and line ends, the
 * bidirectional overrides U+202A..U+202E and isolates U+2066..U+2069), a line longer than its limit or a file longer
 * than its limit. The limits hold before a line is buffered whole, so a 150 MB line costs one buffer, not 150 MB.
 * A byte order mark at the start is skipped.
 */
final class GuardedReader extends Reader {

    private static final int BUFFER = 8192;

    private final Path file;
    private final InputStream in;
    private final ReadLimits limits;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteBuffer bytes = ByteBuffer.allocate(BUFFER).flip();
    private final CharBuffer chars = CharBuffer.allocate(BUFFER).flip();
    private long line = 1;
    private long column;
    private long total;
    private boolean start = true;
    private boolean ended;

    GuardedReader(Path file, InputStream in, ReadLimits limits) {
        this.file = file;
        this.in = in;
        this.limits = limits;
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (!chars.hasRemaining()) {
            if (ended) {
                return -1;
            }
            fill();
        }
        int n = Math.min(length, chars.remaining());
        chars.get(target, offset, n);
        return n;
    }

    /** Decodes the next bytes and checks each new character, so a problem is named at its own line. */
    private void fill() throws IOException {
        chars.compact();
        int from = chars.position();
        boolean endOfInput = false;
        if (!bytes.hasRemaining() || bytes.remaining() < 4) {
            bytes.compact();
            int read = in.read(bytes.array(), bytes.position(), bytes.remaining());
            if (read > 0) {
                bytes.position(bytes.position() + read);
            }
            bytes.flip();
            endOfInput = read < 0;
        }
        CoderResult result = decoder.decode(bytes, chars, endOfInput);
        if (result.isError()) {
            checkNew(from);
            throw notUtf8(bytes.get(bytes.position()) & 0xff);
        }
        if (endOfInput) {
            decoder.flush(chars);
            ended = true;
        }
        checkNew(from);
    }

    private void checkNew(int from) {
        int end = chars.position();
        chars.flip();
        for (int i = from; i < end; i++) {
            char c = chars.get(i);
            if (c == '\n') {
                line++;
                column = 0;
            } else {
                column++;
                if (column > limits.longestLine()) {
                    throw new ResultsException(file + ": line " + line + " is longer than " + limits.longestLine()
                            + " characters, the most a line of this file may hold (docs/formats.md); it is not a file "
                            + "MeshBench wrote, or it was damaged. Fix or delete that line.");
                }
                if (limits.controlsRefused() && forbidden(c)) {
                    throw new ResultsException(file + ": line " + line + " holds the control character "
                            + codePoint(c) + ", which would reach a rendered page; delete it (docs/formats.md).");
                }
            }
            if (++total > limits.longestFile()) {
                throw new ResultsException(file + ": longer than " + limits.longestFile() + " characters, the most "
                        + "a file of this kind may hold (docs/formats.md); it is not a file MeshBench wrote.");
            }
        }
        if (start && chars.remaining() > 0) {
            start = false;
            if (chars.get(chars.position()) == '\uFEFF') {
                chars.get(); // a byte order mark some editors write: not part of the content
                column -= line == 1 ? 1 : 0;
            }
        }
    }

    /** NUL and the other C0 controls but tab and line ends; the bidirectional overrides and isolates. */
    static boolean forbidden(char c) {
        return c < 0x20 ? c != '\t' && c != '\n' && c != '\r'
                : c >= 0x202A && (c <= 0x202E || c >= 0x2066 && c <= 0x2069);
    }

    static String codePoint(int c) {
        return String.format("U+%04X", c);
    }

    private ResultsException notUtf8(int badByte) {
        return new ResultsException(file + ": not UTF-8 (line " + line + " holds the byte 0x"
                + String.format("%02X", badByte) + ", which UTF-8 does not allow there); MeshBench reads its files as "
                + "UTF-8: save it as UTF-8 (e.g. iconv -f latin1 -t utf-8), or write it again.");
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
