package io.meshbench.results.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * The exact distribution of whole-millisecond latencies in small, bounded memory.
 *
 * <p>An HdrHistogram with 3 significant digits has buckets one unit wide below {@value #EXACT_LIMIT_MS} ms, so every
 * latency below that is kept exactly in 16 KB; slower samples are counted exactly in a sorted map keyed by their
 * value, whose size follows the number of distinct slow values, never the number of samples. So a JTL with hundreds
 * of labels still fits a small heap (a 5-digit HdrHistogram would take 2 MB per label).
 * Percentiles are therefore exact order statistics, by the nearest-rank definition: the p-th percentile of N samples
 * is the smallest recorded value v such that at least p% of the samples are &lt;= v, i.e. the value of rank
 * ceil(p/100 * N) in sorted order (rank 1 for p = 0). The rank is computed in decimal arithmetic, so 99.9 means
 * exactly 99.9.
 */
public final class LatencyHistogram {

    /** Below this, HdrHistogram with 3 significant digits resolves every millisecond. */
    static final long EXACT_LIMIT_MS = 2048;

    private final Histogram histogram = new Histogram(EXACT_LIMIT_MS - 1, 3);
    /** Value to its count (a one-element array, updated in place) for latencies of EXACT_LIMIT_MS and more. */
    private final TreeMap<Long, long[]> beyondLimit = new TreeMap<>();
    private long count;
    private long sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    public void record(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("negative latency " + millis);
        }
        if (millis < EXACT_LIMIT_MS) {
            histogram.recordValue(millis);
        } else {
            beyondLimit.computeIfAbsent(millis, value -> new long[1])[0]++;
        }
        count++;
        sum += millis;
        min = Math.min(min, millis);
        max = Math.max(max, millis);
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
        all.add(histogram);
        beyondLimit.forEach((value, times) -> all.recordValueWithCount(value, times[0]));
        return all;
    }

    /** Adds every value another histogram recorded. */
    public void merge(LatencyHistogram other) {
        histogram.add(other.histogram);
        other.beyondLimit.forEach((value, times) ->
                beyondLimit.computeIfAbsent(value, v -> new long[1])[0] += times[0]);
        count += other.count;
        sum += other.sum;
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    /** Roughly the bytes this histogram holds: what a label costs in memory. */
    long footprintBytes() {
        return histogram.getEstimatedFootprintInBytes() + beyondLimit.size() * 96L;
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
        long seen = 0;
        int found = 0;
        long lastExact = Math.min(max, EXACT_LIMIT_MS - 1);
        for (long value = min; value <= lastExact && found < ranks.length; value++) {
            long times = histogram.getCountAtValue(value);
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
