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
}
