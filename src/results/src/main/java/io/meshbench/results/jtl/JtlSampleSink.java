package io.meshbench.results.jtl;

/**
 * Receives the samples of a JTL file one by one, as primitives, so that reading millions of rows allocates
 * nothing per row.
 */
@FunctionalInterface
public interface JtlSampleSink {

    /**
     * @param startMs   epoch milliseconds when the sample started
     * @param elapsedMs the sample's elapsed time in milliseconds
     * @param label     the sampler's label (the same String instance for every row of one label)
     * @param success   whether JMeter counted the sample as a success
     * @param receivedBytes bytes received, 0 when the column is absent
     * @param sentBytes bytes sent, 0 when the column is absent
     */
    void accept(long startMs, long elapsedMs, String label, boolean success, long receivedBytes, long sentBytes);

    /**
     * A Transaction Controller's sample (its response message starts "Number of samples in transaction"). JMeter's
     * statistics count it under its own label but not in the total, whose samples it would count twice; a sink that
     * keeps a total overrides this. By default it is a sample like any other.
     */
    default void acceptTransaction(long startMs, long elapsedMs, String label, boolean success, long receivedBytes,
                                   long sentBytes) {
        accept(startMs, elapsedMs, label, success, receivedBytes, sentBytes);
    }

    /**
     * A Transaction Controller's row that ran no sampler ("Number of samples in transaction : 0"): JMeter's
     * statistics count it nowhere, and so do sinks by default; one may note that it was there.
     */
    default void acceptEmptyTransaction(long startMs, long elapsedMs, String label) {
    }
}
