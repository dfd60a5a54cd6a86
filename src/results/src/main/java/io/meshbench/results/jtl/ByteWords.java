package io.meshbench.results.jtl;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Exact bit arithmetic on eight bytes of a buffer read as one little-endian long (the first byte lowest), so that
 * the scanner handles a word where a byte loop would take eight steps.
 */
final class ByteWords {

    static final long COMMAS = 0x2C2C2C2C2C2C2C2CL;
    static final long LINE_FEEDS = 0x0A0A0A0A0A0A0A0AL;
    static final long QUOTES = 0x2222222222222222L;
    static final long CARRIAGE_RETURNS = 0x0D0D0D0D0D0D0D0DL;
    private static final long LOW_SEVEN_BITS = 0x7F7F7F7F7F7F7F7FL;
    private static final VarHandle LITTLE_ENDIAN_LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private ByteWords() {
    }

    /** The eight bytes at {@code index} (which must leave eight bytes in the array). */
    static long word(byte[] bytes, int index) {
        return (long) LITTLE_ENDIAN_LONG.get(bytes, index);
    }

    /**
     * The high bit of each byte of {@code word} that equals the byte repeated in {@code pattern}, and no other bit.
     * Exact (the shorter "has zero byte" formula also flags a byte above a match that differs from it by one).
     */
    static long matches(long word, long pattern) {
        long zeroWhereEqual = word ^ pattern;
        return ~(((zeroWhereEqual & LOW_SEVEN_BITS) + LOW_SEVEN_BITS) | zeroWhereEqual | LOW_SEVEN_BITS);
    }

    /**
     * The index (0-7) of the first byte flagged in a non-zero {@link #matches} result. The lowest flag, moved to
     * bit 8i, times a constant whose byte 7-j is j puts i in the top byte: a multiplication where
     * Long.numberOfTrailingZeros is a call under the client compiler.
     */
    static int firstIndex(long matches) {
        return (int) ((((matches & -matches) >>> 7) * 0x0001020304050607L) >>> 56);
    }

    /**
     * Whether a byte of {@code word} is at most '"' (0x22): a control character (line feed, carriage return, tab...),
     * a space, '!' or a quote, the bytes a record's scan must look at more closely. Exact as a yes or no: a byte's
     * subtraction borrows from the next only when it is itself below 0x23, so the lowest such byte is always flagged
     * and no flag appears without one. Digits, letters and the comma (0x2C) are above it.
     */
    static boolean hasQuoteOrBelow(long word) {
        return ((word - 0x2323232323232323L) & ~word & 0x8080808080808080L) != 0;
    }

    /**
     * The value of eight ASCII digits, the first the most significant, or -1 when a byte is not a digit. Subtracting
     * '0' borrows from a byte only below a byte under '0', which then shows a high nibble; a digit byte is then 0-9,
     * which adding 6 keeps under 16. Then digit pairs, quads and the halves are combined in place.
     */
    static long eightDigits(long word) {
        long digits = word - 0x3030303030303030L;
        if (((digits | (digits + 0x0606060606060606L)) & 0xF0F0F0F0F0F0F0F0L) != 0) {
            return -1;
        }
        digits = (digits * 10 + (digits >>> 8)) & 0x00FF00FF00FF00FFL;
        digits = (digits * 100 + (digits >>> 16)) & 0x0000FFFF0000FFFFL;
        return (digits * 10000 + (digits >>> 32)) & 0xFFFFFFFFL;
    }

    /** How many bytes a {@link #matches} result flags: the flags, moved to bit 0 of their bytes, summed in the top byte. */
    static int count(long matches) {
        return (int) (((matches >>> 7) * 0x0101010101010101L) >>> 56);
    }
}
