package io.meshbench.results.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.PackedHistogram;

/**
 * The exact distribution of whole-millisecond latencies in small, bounded memory.
 *
 * <p>It starts as a plain array of the values themselves ({@value #SMALL_LIMIT} at most, allocated on the first
 * sample and grown by doubling), so a label with few samples costs a few hundred bytes: JTLs labelled by URL have
 * hundreds of thousands of such labels. Past that it is promoted, once, to a packed HdrHistogram with 3 significant
 * digits, whose buckets are one unit wide below {@value #EXACT_LIMIT_MS} ms and whose memory follows the number of
 * distinct values seen (16 KB at most); slower samples are counted exactly in a sorted map keyed by their value. A
 * busy histogram ({@value #DENSE_LIMIT} samples) becomes a plain array of a count per millisecond below
 * {@value #EXACT_LIMIT_MS} (HdrHistogram's own buckets there, 16 KB), which a row costs one increment to record into
 * (the total's, on every row). All forms are exact, so percentiles are the same before and after.
 * Percentiles are exact order statistics, by the nearest-rank definition: the p-th percentile of N samples
 * is the smallest recorded value v such that at least p% of the samples are &lt;= v, i.e. the value of rank
 * ceil(p/100 * N) in sorted order (rank 1 for p = 0). The rank is computed in decimal arithmetic, so 99.9 means
 * exactly 99.9.
 */
public final class LatencyHistogram {

    /** Below this, HdrHistogram with 3 significant digits resolves every millisecond. */
    static final long EXACT_LIMIT_MS = 2048;
    /** Values kept one by one before the promotion to a histogram: 64 ints, 272 bytes. */
    static final int SMALL_LIMIT = 64;
    /** Samples from which the packed histogram turns plain: few labels are this busy, and those record the most. */
    static final int DENSE_LIMIT = 8192;

    /** The values recorded so far (the first {@code count}), until the promotion; then null. */
    private int[] small;
    /** After the promotion: every value below EXACT_LIMIT_MS, until dense; then null. */
    private AbstractHistogram histogram;
    /** Once dense: the count of each value below EXACT_LIMIT_MS, at its index. */
    private long[] dense;
    /** After the promotion: value to its count (a one-element array, updated in place) for EXACT_LIMIT_MS and more. */
    private TreeMap<Long, long[]> beyondLimit;
    private long count;
    private long sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    public void record(long millis) {
        if (dense != null && millis >= 0 && millis < EXACT_LIMIT_MS) { // a busy histogram's usual row, in one call
            dense[(int) millis]++;
            tally(millis);
            return;
        }
        if (millis < 0) {
            throw new IllegalArgumentException("negative latency " + millis);
        }
        if (!promoted()) {
            if (count < SMALL_LIMIT && millis <= Integer.MAX_VALUE) {
                if (small == null) {
                    small = new int[4];
                } else if (count == small.length) {
                    small = Arrays.copyOf(small, small.length * 2);
                }
                small[(int) count] = (int) millis;
                tally(millis);
                return;
            }
            promote();
        }
        recordPromoted(millis, 1);
        tally(millis);
        if (count == DENSE_LIMIT) {
            densify();
        }
    }

    /** From the packed histogram to an array of counts, once: recording into it costs less. */
    private void densify() {
        if (dense == null) {
            dense = new long[(int) EXACT_LIMIT_MS];
            for (int value = 0; value < EXACT_LIMIT_MS; value++) {
                dense[value] = histogram.getCountAtValue(value);
            }
            histogram = null;
        }
    }

    /** After the promotion: how many times {@code value} (below EXACT_LIMIT_MS) was recorded. */
    private long countAt(int value) {
        return dense != null ? dense[value] : histogram.getCountAtValue(value);
    }

    private void tally(long millis) {
        count++;
        sum += millis;
        min = Math.min(min, millis);
        max = Math.max(max, millis);
    }

    /** From the array of values to the histogram and the map: once, when the array is full. */
    private void promote() {
        histogram = new PackedHistogram(EXACT_LIMIT_MS - 1, 3);
        beyondLimit = new TreeMap<>();
        for (int i = 0; i < count; i++) {
            recordPromoted(small[i], 1);
        }
        small = null;
    }

    private void recordPromoted(long millis, long times) {
        if (millis < EXACT_LIMIT_MS) {
            if (dense != null) {
                dense[(int) millis] += times;
            } else {
                histogram.recordValueWithCount(millis, times);
            }
        } else {
            beyondLimit.computeIfAbsent(millis, value -> new long[1])[0] += times;
        }
    }

    /** Whether the values are no longer held one by one (tests of the promotion). */
    boolean promoted() {
        return histogram != null || dense != null;
    }

    /** Whether the histogram is the plain, unpacked one (tests). */
    boolean dense() {
        return dense != null;
    }

    /** A histogram holding every value of {@code parts}: rounds pooled, so percentiles are over all their samples. */
    public static LatencyHistogram pooled(java.util.List<LatencyHistogram> parts) {
        LatencyHistogram pooled = new LatencyHistogram();
        parts.forEach(pooled::merge);
        return pooled;
    }

    /**
     * The distribution as one HdrHistogram (3 significant digits: exact below 2,048 ms, within 0.1 % above), for
     * HdrHistogram's log format, which any HdrHistogram tool reads and merges.
     */
    public Histogram toHdrHistogram() {
        Histogram all = new Histogram(3);
        if (!promoted()) {
            for (int i = 0; i < count; i++) {
                all.recordValue(small[i]);
            }
            return all;
        }
        if (dense != null) {
            for (int value = 0; value < EXACT_LIMIT_MS; value++) {
                if (dense[value] > 0) {
                    all.recordValueWithCount(value, dense[value]);
                }
            }
        } else {
            all.add(histogram);
        }
        beyondLimit.forEach((value, times) -> all.recordValueWithCount(value, times[0]));
        return all;
    }

    /** Adds every value another histogram recorded. */
    public void merge(LatencyHistogram other) {
        if (!other.promoted()) {
            for (int i = 0; i < other.count; i++) {
                record(other.small[i]);
            }
            return;
        }
        if (!promoted()) {
            promote();
        }
        if (histogram != null && other.histogram != null) {
            histogram.add(other.histogram);
        } else {
            for (int value = 0; value < EXACT_LIMIT_MS; value++) {
                long times = other.countAt(value);
                if (times > 0) {
                    recordPromoted(value, times);
                }
            }
        }
        other.beyondLimit.forEach((value, times) -> recordPromoted(value, times[0]));
        count += other.count;
        sum += other.sum;
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
        if (count >= DENSE_LIMIT) {
            densify();
        }
    }

    /** Roughly the bytes this histogram holds: what a label costs in memory. */
    long footprintBytes() {
        if (!promoted()) {
            return 56 + (small == null ? 0 : 16 + 4L * small.length);
        }
        long exact = dense != null ? 16 + 8L * dense.length : histogram.getEstimatedFootprintInBytes();
        return 56 + exact + beyondLimit.size() * 96L;
    }

    public long count() {
        return count;
    }

    public double mean() {
        return count == 0 ? Double.NaN : (double) sum / count;
    }

    public long min() {
        return count == 0 ? 0 : min;
    }

    public long max() {
        return count == 0 ? 0 : max;
    }

    /** The nearest-rank percentile (see the class comment); 0 when nothing was recorded. */
    public long percentile(double percent) {
        return percentiles(percent)[0];
    }

    /**
     * Several nearest-rank percentiles in one walk over the recorded values (from min to max, one millisecond at a
     * time, so the cost follows the latency range, not the histogram's size).
     */
    public long[] percentiles(double... percents) {
        long[] ranks = new long[percents.length];
        for (int i = 0; i < percents.length; i++) {
            if (percents[i] < 0 || percents[i] > 100) {
                throw new IllegalArgumentException("percentile " + percents[i] + " is not within 0..100");
            }
            ranks[i] = count == 0 ? 0 : rank(percents[i], count);
        }
        long[] values = new long[percents.length];
        if (count == 0) {
            return values;
        }
        if (!promoted()) {
            int[] sorted = Arrays.copyOf(small, (int) count);
            Arrays.sort(sorted);
            for (int i = 0; i < ranks.length; i++) {
                values[i] = sorted[(int) ranks[i] - 1];
            }
            return values;
        }
        long seen = 0;
        int found = 0;
        long lastExact = Math.min(max, EXACT_LIMIT_MS - 1);
        for (long value = min; value <= lastExact && found < ranks.length; value++) {
            long times = countAt((int) value);
            if (times == 0) {
                continue;
            }
            seen += times;
            found += assign(ranks, values, seen, value);
        }
        for (Map.Entry<Long, long[]> entry : beyondLimit.entrySet()) {
            if (found == ranks.length) {
                break;
            }
            seen += entry.getValue()[0];
            found += assign(ranks, values, seen, entry.getKey());
        }
        return values;
    }

    /** Gives {@code value} to every rank reached by {@code seen} not yet given one; returns how many. */
    private static int assign(long[] ranks, long[] values, long seen, long value) {
        int assigned = 0;
        for (int i = 0; i < ranks.length; i++) {
            if (ranks[i] > 0 && ranks[i] <= seen) {
                values[i] = value;
                ranks[i] = 0; // done
                assigned++;
            }
        }
        return assigned;
    }

    /** ceil(percent / 100 * count), at least 1, in exact decimal arithmetic. */
    static long rank(double percent, long count) {
        long rank = BigDecimal.valueOf(percent).multiply(BigDecimal.valueOf(count))
                .divide(BigDecimal.valueOf(100), 0, RoundingMode.CEILING).longValueExact();
        return Math.max(1, rank);
    }
}
