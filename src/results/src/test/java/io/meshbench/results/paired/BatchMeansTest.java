package io.meshbench.results.paired;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The interval on synthetic differences with a known offset and known, autocorrelated noise. */
class BatchMeansTest {

    private static final double OFFSET = 3.0;

    /** AR(1) noise x_t = phi x_(t-1) + e_t, e_t ~ N(0, sd), started from its stationary distribution. */
    static double[] ar1(Random random, int n, double phi, double sd, double offset) {
        double[] series = new double[n];
        double x = random.nextGaussian() * sd / Math.sqrt(1 - phi * phi);
        for (int i = 0; i < n; i++) {
            x = phi * x + random.nextGaussian() * sd;
            series[i] = offset + x;
        }
        return series;
    }

    /** The within-deployment interval of differences given as the treated side beside a baseline of zeros. */
    static PairedInterval interval(double[]... rounds) {
        List<PairedSeconds> paired = new java.util.ArrayList<>();
        for (double[] round : rounds) {
            paired.add(PairedSeconds.ofValues(new double[round.length], round));
        }
        return BatchMeans.withinDeployments(paired).interval();
    }

    @Test
    void coversTheOffsetAboutNinetyFivePercentOfTheTimeUnderStrongAutocorrelation() {
        Random random = new Random(42);
        int runs = 400;
        int covered = 0;
        for (int i = 0; i < runs; i++) {
            PairedInterval interval = interval((ar1(random, 600, 0.8, 1.0, OFFSET)));
            if (interval.lower() <= OFFSET && OFFSET <= interval.upper()) {
                covered++;
            }
        }
        // nominal 95 %; batch means with ~14 batches under phi = 0.8 lands about there; a naive interval would not
        assertThat(covered / (double) runs).isBetween(0.90, 0.99);
    }

    @Test
    void aNaiveIntervalThatIgnoresAutocorrelationWouldCoverFarLessOften() {
        Random random = new Random(7);
        int runs = 400;
        int naiveCovered = 0;
        for (int i = 0; i < runs; i++) {
            double[] series = ar1(random, 600, 0.8, 1.0, OFFSET);
            double mean = java.util.Arrays.stream(series).average().orElseThrow();
            double variance = java.util.Arrays.stream(series).map(v -> (v - mean) * (v - mean)).sum() / (series.length - 1);
            double half = 1.96 * Math.sqrt(variance / series.length);
            if (Math.abs(mean - OFFSET) <= half) {
                naiveCovered++;
            }
        }
        // the reason for batching: treating 600 correlated seconds as independent covers ~ 55 %
        assertThat(naiveCovered / (double) runs).isLessThan(0.7);
    }

    @Test
    void coversTheOffsetWithIndependentNoiseToo() {
        Random random = new Random(3);
        int covered = 0;
        for (int i = 0; i < 400; i++) {
            PairedInterval interval = interval((ar1(random, 300, 0.0, 2.0, OFFSET)));
            covered += interval.lower() <= OFFSET && OFFSET <= interval.upper() ? 1 : 0;
        }
        assertThat(covered / 400.0).isBetween(0.91, 0.99);
    }

    @Test
    void widthShrinksAsOneOverTheSquareRootOfTheSeconds() {
        Random random = new Random(11);
        double shortWidth = 0;
        double longWidth = 0;
        for (int i = 0; i < 200; i++) {
            shortWidth += interval((ar1(random, 600, 0.8, 1.0, OFFSET))).halfWidth();
            longWidth += interval((ar1(random, 2400, 0.8, 1.0, OFFSET))).halfWidth();
        }
        // four times the seconds: half the width (the t quantile falls a little too, with more batches)
        assertThat(longWidth / shortWidth).isBetween(0.42, 0.55);
    }

    @Test
    void widthFollowsTheNoiseLongRunStandardDeviation() {
        // AR(1) with phi 0.8 and innovation sd 1 has long-run sd 1 / (1 - 0.8) = 5, so the half-width is about
        // 1.96 * 5 / sqrt(600) = 0.40 (a t quantile over ~14 batches makes it ~0.43)
        Random random = new Random(5);
        double width = 0;
        for (int i = 0; i < 200; i++) {
            width += interval((ar1(random, 600, 0.8, 1.0, OFFSET))).halfWidth();
        }
        assertThat(width / 200).isBetween(0.32, 0.52);
    }

    @Test
    void batchesGrowWithTheSeriesMemoryAndNeverSpanTwoSegments() {
        Random random = new Random(1);
        assertThat(BatchMeans.batchLength(ar1(random, 400, 0.0, 1.0, 0))).isEqualTo(20); // sqrt(400)
        assertThat(BatchMeans.batchLength(ar1(random, 400, 0.95, 1.0, 0))).isGreaterThan(20);
        PairedInterval twoRounds = interval(new double[100], new double[100]);
        assertThat(twoRounds.batches()).isEqualTo(20); // 10 batches of 10 s per round
        assertThat(twoRounds.seconds()).isEqualTo(200);
    }

    @Test
    void tooFewSecondsGiveNoInterval() {
        PairedInterval interval = interval(new double[]{1, 2, 3});
        assertThat(interval.available()).isFalse();
        assertThat(interval.withinNoise()).isNull();
        assertThat(interval.noInterval()).isEqualTo("too few seconds: 3 paired seconds make 3 batches, an interval needs 8");
        assertThat(interval.mean()).isEqualTo(2.0);
    }
}
