package io.meshbench.results.jtl;

import java.nio.charset.StandardCharsets;

/**
 * Whether a row is a Transaction Controller's sample, recognised as JMeter's report generator recognises it
 * (org.apache.jmeter.report.core.Sample#isController, #isEmptyController): by the start of its response message.
 */
enum TransactionKind {
    SAMPLE, TRANSACTION, EMPTY_TRANSACTION;

    static final String PREFIX = "Number of samples in transaction";
    static final String EMPTY_PREFIX = "Number of samples in transaction : 0";
    private static final byte[] PREFIX_BYTES = PREFIX.getBytes(StandardCharsets.US_ASCII);
    private static final byte[] EMPTY_PREFIX_BYTES = EMPTY_PREFIX.getBytes(StandardCharsets.US_ASCII);

    static TransactionKind of(String responseMessage) {
        if (responseMessage == null || !responseMessage.startsWith(PREFIX)) {
            return SAMPLE;
        }
        return responseMessage.startsWith(EMPTY_PREFIX) ? EMPTY_TRANSACTION : TRANSACTION;
    }

    /** The same, on the bytes of a field, without making a String (the common case fails at the first byte). */
    static TransactionKind of(byte[] bytes, int start, int stop) {
        if (!startsWith(bytes, start, stop, PREFIX_BYTES)) {
            return SAMPLE;
        }
        return startsWith(bytes, start, stop, EMPTY_PREFIX_BYTES) ? EMPTY_TRANSACTION : TRANSACTION;
    }

    private static boolean startsWith(byte[] bytes, int start, int stop, byte[] prefix) {
        if (stop - start < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[start + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
