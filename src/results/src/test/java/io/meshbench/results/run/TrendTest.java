package io.meshbench.results.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The steadiness test's promises, by seeded simulation: per-second means as an AR(1) series around 10 ms with unit
 * innovations (marginal standard deviation 1/√(1−φ²)), steady or with a stated drift.
 */
class TrendTest {

    private static final long SEED = 20261126L;
    private static final int RUNS = 2000;

    private static double[] ar1(Random random, int seconds, double phi, double linearDrift, double step) {
        double[] series = new double[seconds];
        double noise = random.nextGaussian() / Math.sqrt(1 - phi * phi);
        for (int i = 0; i < seconds; i++) {
            series[i] = 10 + noise + linearDrift * i / (seconds - 1) + (i >= seconds / 2 ? step : 0);
            noise = phi * noise + random.nextGaussian();
        }
        return series;
    }

    private static double flaggedShare(long seed, int seconds, double phi, double driftSds, double stepSds) {
        Random random = new Random(seed);
        double sd = 1 / Math.sqrt(1 - phi * phi);
        int flagged = 0;
        for (int run = 0; run < RUNS; run++) {
            Trend trend = Trend.ofSeconds(ar1(random, seconds, phi, driftSds * sd, stepSds * sd));
            if (trend.drifting()) {
                flagged++;
            }
        }
        double share = (double) flagged / RUNS;
        System.out.printf("TrendTest seed %d: %d s, phi %.1f, drift %.1f sd, step %.1f sd: flagged %.1f%%%n", seed,
                seconds, phi, driftSds, stepSds, 100 * share);
        return share;
    }

    @Test
    void aSteadyRunIsFlaggedAtAboutTheNominalRateAndNoMoreThanSevenPercentAtStrongMemory() {
        // α = 1 %: binomial error over 2000 runs is about 0.2 points
        assertThat(flaggedShare(SEED, 60, 0.0, 0, 0)).isLessThanOrEqualTo(0.02);
        assertThat(flaggedShare(SEED + 1, 60, 0.5, 0, 0)).isLessThanOrEqualTo(0.025);
        assertThat(flaggedShare(SEED + 2, 150, 0.8, 0, 0)).isLessThanOrEqualTo(0.03);
        // the shortest windows the scenarios use, with strong memory: batches of 5 s still correlate
        assertThat(flaggedShare(SEED + 3, 40, 0.8, 0, 0)).isLessThanOrEqualTo(0.08);
    }

    @Test
    void aStatedDriftEitherWayIsFound() {
        // a linear drift of three marginal standard deviations across 150 s (about 12 % of 10 ms at φ = 0.5)
        assertThat(flaggedShare(SEED + 4, 150, 0.5, 3, 0)).isGreaterThanOrEqualTo(0.90);
        assertThat(flaggedShare(SEED + 5, 150, 0.5, -3, 0)).isGreaterThanOrEqualTo(0.90);
        assertThat(flaggedShare(SEED + 6, 60, 0.0, 3, 0)).isGreaterThanOrEqualTo(0.90);
        // a slower second half (a neighbour starting): a step of two standard deviations, independent seconds
        assertThat(flaggedShare(SEED + 7, 150, 0.0, 0, 2)).isGreaterThanOrEqualTo(0.80);
    }

    @Test
    void aSignificantButImmaterialDriftIsNotFlagged() {
        double[] series = new double[80];
        for (int i = 0; i < series.length; i++) {
            series[i] = 10 + 0.1 * i / (series.length - 1); // 1 % across the window, noiseless: t is huge
        }
        Trend trend = Trend.ofSeconds(series);
        assertThat(Math.abs(trend.slopeT())).isGreaterThan(Trend.criticalT());
        assertThat(trend.drifting()).isFalse();
        assertThat(trend.changePct()).isCloseTo(0.9, org.assertj.core.data.Offset.offset(0.1));
    }

    @Test
    void aWindowShorterThanEightBatchesOfThreeSecondsIsNotTested() {
        assertThat(Trend.ofSeconds(new double[23])).isNull();
        assertThat(Trend.ofSeconds(new double[24])).isNotNull();
    }
}
