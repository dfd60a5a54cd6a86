package io.meshbench.results.analysis;

import io.meshbench.testkit.TestSeed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class LatencyHistogramTest {

    private static final double[] PERCENTILES = {0, 1, 7, 25, 50, 66.6, 90, 95, 99, 99.9, 99.99, 100};

    /** The definition, written the obvious way: sort, take the value of rank ceil(p/100 * n). */
    private static long nearestRank(long[] sorted, double percent) {
        long rank = (long) Math.ceil(new java.math.BigDecimal(Double.toString(percent))
                .multiply(java.math.BigDecimal.valueOf(sorted.length)).divide(java.math.BigDecimal.valueOf(100))
                .doubleValue());
        return sorted[(int) Math.max(1, rank) - 1];
    }

    @RepeatedTest(20)
    void percentilesAreExactOrderStatisticsOfRandomData() {
        SplittableRandom random = new SplittableRandom(TestSeed.of("LatencyHistogramTest.percentiles", TestSeed.fresh()));
        int n = 1 + random.nextInt(20_000);
        long[] values = new long[n];
        LatencyHistogram histogram = new LatencyHistogram();
        for (int i = 0; i < n; i++) {
            // mostly small latencies, a few beyond HdrHistogram's exact range, as timeouts would be
            values[i] = random.nextInt(50) == 0 ? LatencyHistogram.EXACT_LIMIT_MS + random.nextInt(1_000_000)
                    : (long) Math.exp(random.nextDouble() * 12);
            histogram.record(values[i]);
        }
        Arrays.sort(values);
        for (double p : PERCENTILES) {
            assertThat(histogram.percentile(p)).as("p%s of %d samples", p, n).isEqualTo(nearestRank(values, p));
        }
        assertThat(histogram.min()).isEqualTo(values[0]);
        assertThat(histogram.max()).isEqualTo(values[n - 1]);
        assertThat(histogram.mean()).isCloseTo(Arrays.stream(values).average().orElseThrow(),
                org.assertj.core.data.Offset.offset(1e-9));
    }

    @RepeatedTest(10)
    void agreesWithHdrHistogramsOwnPercentileForIntegerValuesInItsExactRange() {
        SplittableRandom random = new SplittableRandom(TestSeed.of("LatencyHistogramTest.agreesWithHdrHistogram",
                TestSeed.fresh()));
        int n = 1 + random.nextInt(10_000);
        LatencyHistogram ours = new LatencyHistogram();
        Histogram theirs = new Histogram(LatencyHistogram.EXACT_LIMIT_MS - 1, 3);
        for (int i = 0; i < n; i++) {
            long value = random.nextInt((int) LatencyHistogram.EXACT_LIMIT_MS);
            ours.record(value);
            theirs.recordValue(value);
        }
        for (double p : new double[] {50, 90, 95, 99, 99.9}) {
            assertThat(ours.percentile(p)).as("p%s of %d", p, n).isEqualTo(theirs.getValueAtPercentile(p));
        }
    }

    @Test
    void aLabelCostsKilobytesNotMegabytes() {
        LatencyHistogram histogram = new LatencyHistogram();
        for (int i = 0; i < 1_000_000; i++) {
            histogram.record(i % 3000); // a million samples, a thousand distinct slow values
        }
        assertThat(histogram.footprintBytes()).isLessThan(150_000);
        assertThat(histogram.percentile(99)).isEqualTo(2969); // rank 990,000: 333 full cycles of 0..2999, then 2969
    }

    @Test
    void rankUsesExactDecimalArithmetic() {
        // 0.07 * 100 is 7.000000000000001 in binary floating point: a naive ceil would give rank 8
        assertThat(LatencyHistogram.rank(7, 100)).isEqualTo(7);
        assertThat(LatencyHistogram.rank(99.9, 1000)).isEqualTo(999);
        assertThat(LatencyHistogram.rank(99.9, 1001)).isEqualTo(1000);
        assertThat(LatencyHistogram.rank(0, 5)).isEqualTo(1);
        assertThat(LatencyHistogram.rank(100, 5)).isEqualTo(5);
    }

    @Test
    void smallKnownDistribution() {
        LatencyHistogram histogram = new LatencyHistogram();
        for (long v : new long[] {15, 20, 35, 40, 50}) {
            histogram.record(v);
        }
        assertThat(histogram.percentile(30)).isEqualTo(20); // rank ceil(1.5) = 2
        assertThat(histogram.percentile(40)).isEqualTo(20); // rank 2
        assertThat(histogram.percentile(50)).isEqualTo(35); // rank ceil(2.5) = 3
        assertThat(histogram.percentile(100)).isEqualTo(50);
        assertThat(histogram.mean()).isEqualTo(32.0);
    }

    @Test
    void rejectsNegativeLatenciesAndPercentilesOutOfRange() {
        LatencyHistogram histogram = new LatencyHistogram();
        assertThatThrownBy(() -> histogram.record(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> histogram.percentile(100.1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(histogram.percentile(50)).isZero();
    }

    /**
     * Exact on both sides of the promotion from the array of values to the histogram, and through every kind of
     * merge (array into array, array into histogram, histogram into array), as chunks and rounds are merged.
     */
    @Test
    void percentilesStayExactAcrossThePromotionAndEveryMerge() {
        long seed = System.nanoTime();
        System.out.println("LatencyHistogramTest seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        int limit = LatencyHistogram.SMALL_LIMIT;
        int dense = LatencyHistogram.DENSE_LIMIT;
        for (int n : new int[] {1, 2, limit - 1, limit, limit + 1, 2 * limit + 3, dense - 1, dense, dense + 5,
                dense + 2 * limit}) {
            // dense + 2 * limit split at dense: a dense histogram takes a packed one
            for (int firstPart : new int[] {0, 1, n / 2, Math.min(limit, n), Math.max(0, n - limit), dense, n}) {
                if (firstPart > n) {
                    continue;
                }
                long[] values = new long[n];
                LatencyHistogram first = new LatencyHistogram();
                LatencyHistogram second = new LatencyHistogram();
                for (int i = 0; i < n; i++) {
                    values[i] = random.nextInt(10) == 0 ? LatencyHistogram.EXACT_LIMIT_MS + random.nextInt(5000)
                            : random.nextInt(300);
                    (i < firstPart ? first : second).record(values[i]);
                }
                first.merge(second);
                Arrays.sort(values);
                String what = n + " values, " + firstPart + " before the merge, seed " + seed;
                assertThat(first.promoted()).as(what).isEqualTo(n > limit);
                assertThat(first.dense()).as(what).isEqualTo(n >= dense);
                for (double p : PERCENTILES) {
                    assertThat(first.percentile(p)).as("p%s of %s", p, what).isEqualTo(nearestRank(values, p));
                }
                assertThat(first.count()).isEqualTo(n);
                assertThat(first.min()).isEqualTo(values[0]);
                assertThat(first.max()).isEqualTo(values[n - 1]);
                assertThat(first.toHdrHistogram().getTotalCount()).isEqualTo(n);
            }
        }
    }

    /** A URL-labelled JTL has 100,000s of labels with a few samples each: such a label must cost bytes, not 16 KB. */
    @Test
    void aLabelWithFewSamplesCostsAFewHundredBytes() {
        LatencyHistogram none = new LatencyHistogram();
        LatencyHistogram ten = new LatencyHistogram();
        for (int i = 0; i < 10; i++) {
            ten.record(5 + i * 300);
        }
        assertThat(none.footprintBytes()).isLessThan(100);
        assertThat(ten.footprintBytes()).isLessThan(200); // 56 + an array of 16 ints
        assertThat(ten.promoted()).isFalse();
    }
}
