package io.meshbench.results.jtl;


/**
 * Decodes the fields of the scanner's current record straight from its buffer: numbers without creating Strings,
 * labels through a cache, so a row costs no allocation.
 */
final class RecordFields {

    private final CsvRecordScanner record;
    private final FieldBounds bounds;
    private final LabelCache labels = new LabelCache();

    RecordFields(CsvRecordScanner record) {
        this.record = record;
        this.bounds = record.fields();
    }

    /** A non-negative whole number, or -1 when the field is not one. */
    long number(int field) {
        int p = bounds.start(field);
        int stop = bounds.stop(field);
        if (p == stop || stop - p > 18) {
            return -1;
        }
        byte[] b = record.buffer();
        long value = 0;
        for (; stop - p >= Long.BYTES; p += Long.BYTES) { // a timestamp's first eight digits at once
            long eight = ByteWords.eightDigits(ByteWords.word(b, p));
            if (eight < 0) {
                return -1;
            }
            value = value * 100_000_000 + eight;
        }
        for (; p < stop; p++) {
            int digit = b[p] - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value;
    }

    /** A number of an optional column: 0 when the column is absent or the field is not a number. */
    long optionalNumber(int field) {
        return field == JtlHeader.ABSENT ? 0 : Math.max(0, number(field));
    }

    TransactionKind transactionKind(int responseMessage) {
        return responseMessage == JtlHeader.ABSENT ? TransactionKind.SAMPLE
                : TransactionKind.of(record.buffer(), bounds.start(responseMessage), bounds.stop(responseMessage));
    }

    /** JMeter's success column: "true" in any case; true when the column is absent. */
    boolean success(int field) {
        if (field == JtlHeader.ABSENT) {
            return true;
        }
        byte[] b = record.buffer();
        int p = bounds.start(field);
        return bounds.stop(field) - p == 4 && (b[p] | 0x20) == 't' && (b[p + 1] | 0x20) == 'r'
                && (b[p + 2] | 0x20) == 'u' && (b[p + 3] | 0x20) == 'e';
    }

    /** The label, the same String for the same unquoted bytes; "" when the column is absent. */
    String label(int field) {
        if (field == JtlHeader.ABSENT) {
            return "";
        }
        if (bounds.quoted(field)) {
            return text(field);
        }
        return labels.get(record.buffer(), bounds.start(field), bounds.stop(field));
    }

    /** The field's text, its doubled quotes undone. */
    String text(int field) {
        int start = bounds.start(field);
        String raw = Utf8Text.decode(record.buffer(), start, bounds.stop(field) - start);
        return bounds.quoted(field) ? raw.replace("\"\"", "\"") : raw;
    }
}
