package io.meshbench.results.jtl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ByteWordsTest {

    /** Every set of flagged bytes a {@link ByteWords#matches} result can hold: 2^8 of them. */
    @Test
    void firstIndexAndCountAgreeWithTheBitCountingMethodsForEveryFlagSet() {
        for (int set = 1; set < 256; set++) {
            long flags = 0;
            for (int i = 0; i < 8; i++) {
                if ((set & 1 << i) != 0) {
                    flags |= 0x80L << (8 * i);
                }
            }
            assertThat(ByteWords.firstIndex(flags)).as("flags %x", flags).isEqualTo(Long.numberOfTrailingZeros(flags) >>> 3);
            assertThat(ByteWords.count(flags)).as("flags %x", flags).isEqualTo(Long.bitCount(flags));
        }
        assertThat(ByteWords.count(0)).isZero();
    }

    /** '-' is one above ',' and '+' one below: neither is flagged. */
    @Test
    void matchesFlagsExactlyTheEqualBytes() {
        long word = ByteWords.word(",a,-\n,+,".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0);
        assertThat(ByteWords.matches(word, ByteWords.COMMAS)).isEqualTo(0x8000_8000_0080_0080L);
        assertThat(ByteWords.firstIndex(ByteWords.matches(word, ByteWords.LINE_FEEDS))).isEqualTo(4);
    }

    @Test
    void eightDigitsReadsEveryDigitStringAndRefusesAnyOtherByteAtAnyPosition() {
        java.util.Random random = new java.util.Random(io.meshbench.testkit.TestSeed.of("ByteWordsTest.eightDigits", 5));
        for (int i = 0; i < 100_000; i++) {
            String digits = String.format("%08d", random.nextInt(100_000_000));
            assertThat(ByteWords.eightDigits(wordOf(digits))).isEqualTo(Long.parseLong(digits));
        }
        assertThat(ByteWords.eightDigits(wordOf("99999999"))).isEqualTo(99_999_999L);
        for (int position = 0; position < 8; position++) {
            for (int b = 0; b < 256; b++) {
                if (b >= '0' && b <= '9') {
                    continue;
                }
                byte[] bytes = "12345678".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                bytes[position] = (byte) b;
                assertThat(ByteWords.eightDigits(ByteWords.word(bytes, 0))).as("byte %d at %d", b, position).isEqualTo(-1);
            }
        }
    }

    @Test
    void hasQuoteOrBelowFindsAByteUpTo0x22AtAnyPositionAndNothingElse() {
        for (int position = 0; position < 8; position++) {
            for (int b = 0; b < 256; b++) {
                for (int others : new int[] {'#', ',', '0', 0x7f, 0x80, 0xff}) {
                    byte[] bytes = new byte[8];
                    java.util.Arrays.fill(bytes, (byte) others);
                    bytes[position] = (byte) b;
                    assertThat(ByteWords.hasQuoteOrBelow(ByteWords.word(bytes, 0))).as("byte %d at %d among %d", b, position, others)
                            .isEqualTo(b <= '"');
                }
            }
        }
    }

    private static long wordOf(String eightAscii) {
        return ByteWords.word(eightAscii.getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0);
    }
}
