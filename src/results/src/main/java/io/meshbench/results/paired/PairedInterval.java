package io.meshbench.results.paired;

/**
 * The mean of paired differences with its 95 % confidence interval (mean ± halfWidth).
 *
 * @param mean         mean of the differences over the batched seconds
 * @param halfWidth    half the interval's width; NaN when there were fewer than {@link BatchMeans#MIN_BATCHES} batches
 * @param batches      batches the interval rests on
 * @param batchSeconds the longest batch, in seconds (samples)
 * @param seconds      seconds (paired samples) in those batches
 */
public record PairedInterval(double mean, double halfWidth, int batches, int batchSeconds, long seconds) {

    public boolean available() {
        return !Double.isNaN(halfWidth);
    }

    public double lower() {
        return mean - halfWidth;
    }

    public double upper() {
        return mean + halfWidth;
    }

    /** Whether the interval holds zero: the difference cannot be told from none. */
    public boolean containsZero() {
        return available() && lower() <= 0 && upper() >= 0;
    }
}
