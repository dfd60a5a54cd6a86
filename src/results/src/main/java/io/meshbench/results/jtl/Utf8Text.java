package io.meshbench.results.jtl;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A JTL field's bytes as text, refused when they are not UTF-8 (never replaced in silence). Cheap on the fast path:
 * the strict decoder runs only when the ordinary decoding put a replacement character in, and labels are decoded
 * once per distinct label ({@link LabelCache}).
 */
final class Utf8Text {

    private Utf8Text() {
    }

    static String decode(byte[] bytes, int offset, int length) {
        String text = new String(bytes, offset, length, StandardCharsets.UTF_8);
        if (text.indexOf('\uFFFD') >= 0) {
            ByteBuffer in = ByteBuffer.wrap(bytes, offset, length);
            CoderResult result = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in, CharBuffer.allocate(length), true);
            if (result.isError()) {
                throw new NotUtf8Exception(bytes[in.position()] & 0xff);
            }
        }
        return text;
    }

    /** Bytes that are not UTF-8; the parser names the file and line. */
    static final class NotUtf8Exception extends RuntimeException {
        final int badByte;

        NotUtf8Exception(int badByte) {
            super(null, null, false, false);
            this.badByte = badByte;
        }
    }
}
