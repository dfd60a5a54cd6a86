package io.meshbench.results.jtl;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.testkit.TestSeed;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RecordFieldsTest {

    /**
     * Numbers of every length, read from words (eight digits, then the last ones with the bytes before them taken
     * as '0's) and byte by byte, against Long.parseLong: one non-digit anywhere, or too many digits, is not a number.
     */
    @Test
    void numbersOfEveryLengthAndEveryNonDigitReadAsLongParseLongReadsThem() throws IOException {
        Random random = new Random(TestSeed.of("RecordFieldsTest.numbers", 13));
        String nonDigits = "-+ ./:aZ\u00e9x";
        StringBuilder csv = new StringBuilder();
        List<String> fields = new ArrayList<>();
        for (int row = 0; row < 20_000; row++) {
            StringBuilder field = new StringBuilder();
            int length = random.nextInt(21);
            for (int i = 0; i < length; i++) {
                field.append((char) ('0' + random.nextInt(10)));
            }
            if (length > 0 && random.nextInt(3) == 0) {
                field.setCharAt(random.nextInt(length), nonDigits.charAt(random.nextInt(nonDigits.length())));
            }
            // the field first (buffer offset 0: the byte loop) or after a prefix of any length (the word reads)
            String prefix = row < 100 ? "" : "p".repeat(random.nextInt(12)) + ",";
            csv.append(prefix).append(field).append(",z\n");
            fields.add(field.toString());
        }
        CsvRecordScanner scanner = new CsvRecordScanner(new ByteArrayInputStream(csv.toString().getBytes(StandardCharsets.UTF_8)));
        RecordFields decoder = new RecordFields(scanner);
        for (String field : fields) {
            assertThat(scanner.nextRecord()).isTrue();
            int index = scanner.fields().count() - 2;
            assertThat(decoder.number(index)).as("'%s'", field).isEqualTo(expected(field));
        }
    }

    private static long expected(String field) {
        if (field.isEmpty() || field.length() > 18 || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        return Long.parseLong(field);
    }
}
