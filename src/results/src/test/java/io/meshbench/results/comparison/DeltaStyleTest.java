package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DeltaStyleTest {

    @Test
    void writesFiguresAsSermantsTablesDo() {
        assertThat(DeltaStyle.PERCENT_POINTS.value(13.8)).isEqualTo("13.8%");
        assertThat(DeltaStyle.MEGABYTES.value(92.74)).isEqualTo("92.7M");
        assertThat(DeltaStyle.MILLISECONDS.value(34)).isEqualTo("34ms");
        assertThat(DeltaStyle.MILLISECONDS.value(34.56)).isEqualTo("34.6ms");
        assertThat(DeltaStyle.RATE.value(992.83)).isEqualTo("992.8");
        assertThat(DeltaStyle.COUNT.value(48)).isEqualTo("48");
        assertThat(DeltaStyle.SECONDS.value(12)).isEqualTo("12s");
        assertThat(DeltaStyle.PERCENT_POINTS.value(-0.04)).isEqualTo("0.0%"); // no "-0.0%"
    }

    @Test
    void deltasArePointsMegabytesOrRelative() {
        assertThat(DeltaStyle.PERCENT_POINTS.delta(13.8, 16.9)).isCloseTo(3.1, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(DeltaStyle.MEGABYTES.delta(92.7, 122.5)).isCloseTo(29.8, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(DeltaStyle.MILLISECONDS.delta(34, 35)).isCloseTo(2.94, org.assertj.core.data.Offset.offset(0.01));
        assertThat(DeltaStyle.RATE.delta(992.8, 986.4)).isCloseTo(-0.64, org.assertj.core.data.Offset.offset(0.01));
        assertThat(DeltaStyle.RATE.delta(0, 5)).isNull(); // relative to nothing: unknown, not infinite
    }

    @Test
    void aCellIsBaselineTreatedAndDelta() {
        MetricComparison latency = MetricComparator.compare("p90", DeltaStyle.MILLISECONDS, Map.of(1, 34.0), Map.of(1, 35.0));
        assertThat(latency.cell()).isEqualTo("34ms / 35ms / 2.9%, undecided: 2+ more rounds");
        MetricComparison throughput = MetricComparator.compare("throughput", DeltaStyle.RATE,
                Map.of(1, 992.8), Map.of(1, 986.4));
        assertThat(throughput.cell()).isEqualTo("992.8 / 986.4 / -0.6%, undecided: 2+ more rounds");
    }

    @Test
    void threeRoundsGiveTheMeanDeltaAndItsPairedTInterval() {
        MetricComparison cpu = MetricComparator.compare("cpu", DeltaStyle.PERCENT_POINTS,
                Map.of(1, 10.0, 2, 11.0, 3, 12.0), Map.of(1, 13.0, 2, 12.0, 3, 16.0));
        assertThat(cpu.roundDeltas()).containsExactly(3.0, 1.0, 4.0);
        // mean 8/3, s = √(7/3), half-width t(0.975, 2) · s / √3 = 4.3027 · 1.5275 / 1.7321 = 3.795
        assertThat(cpu.delta()).isCloseTo(8.0 / 3, offset(1e-12));
        assertThat(cpu.interval().halfWidth()).isCloseTo(4.302652729911275 * Math.sqrt(7.0 / 3) / Math.sqrt(3),
                offset(1e-9));
        assertThat(cpu.interval().lower()).isCloseTo(8.0 / 3 - cpu.interval().halfWidth(), offset(1e-12));
        assertThat(cpu.interval().degreesOfFreedom()).isEqualTo(2);
        assertThat(cpu.verdict()).isEqualTo(MetricComparison.Verdict.WITHIN_NOISE);
        assertThat(cpu.withinNoise()).isTrue();
        // the sides are the means over the paired rounds, so they subtract to the delta (medians gave 11 / 13 / 2.7)
        assertThat(cpu.baseline()).isEqualTo(11.0);
        assertThat(cpu.treated()).isCloseTo(41.0 / 3, offset(1e-12));
        assertThat(cpu.treated() - cpu.baseline()).isCloseTo(cpu.delta(), offset(1e-12));
        assertThat(cpu.deltaMin()).isEqualTo(1.0);
        assertThat(cpu.deltaMax()).isEqualTo(4.0);
        // every round +1..+4 points, min..max [1..4] excludes zero (the old rule called this a finding), but three
        // rounds this scattered cannot tell +2.7 from 0
        assertThat(cpu.cell()).isEqualTo("11.0% / 13.7% / 2.7% ±3.8% (95% t, 3 rounds), undecided: about 1 more round could show a cost or a saving; no margin for cpu, so it cannot be called within one (set one with --margins cpu=...)");
    }

    @Test
    void anIntervalThatExcludesZeroIsAFindingEvenWhenARoundCrossesZero() {
        List<Double> deltas = List.of(-0.5, 2.5, 2.0, 1.5, 3.0, 2.5, 1.0, 2.5, 3.5, 2.0);
        Map<Integer, Double> baseline = new java.util.HashMap<>();
        Map<Integer, Double> treated = new java.util.HashMap<>();
        for (int round = 1; round <= deltas.size(); round++) {
            baseline.put(round, 10.0);
            treated.put(round, 10.0 + deltas.get(round - 1));
        }
        MetricComparison cpu = MetricComparator.compare("cpu", DeltaStyle.PERCENT_POINTS, baseline, treated);
        // min..max [-0.5..3.5] contains zero (the old rule said "within noise"); the mean's interval does not
        assertThat(cpu.verdict()).isEqualTo(MetricComparison.Verdict.FINDING);
        assertThat(cpu.withinNoise()).isFalse();
        assertThat(cpu.interval().lower()).isGreaterThan(0);
        assertThat(cpu.cell()).isEqualTo("10.0% / 12.0% / 2.0% ±0.8% (95% t, 10 rounds), costs more");
    }

    @Test
    void twoRoundsShowTheirSpreadAndNoVerdict() {
        MetricComparison cpu = MetricComparator.compare("cpu", DeltaStyle.PERCENT_POINTS,
                Map.of(1, 10.0, 2, 11.0), Map.of(1, 13.0, 2, 12.0));
        assertThat(cpu.verdict()).isEqualTo(MetricComparison.Verdict.NONE);
        assertThat(cpu.withinNoise()).isNull();
        assertThat(cpu.interval()).isNull();
        assertThat(cpu.cell()).isEqualTo("10.5% / 12.5% / 2.0% [1.0%..3.0%] (2 rounds), undecided: about 3 more rounds; no margin for cpu, so it cannot be called within one (set one with --margins cpu=...)");
    }

    @Test
    void unpairedRoundsFallBackToTheDeltaOfMedians() {
        MetricComparison heap = MetricComparator.compare("heap", DeltaStyle.MEGABYTES, Map.of(1, 100.0), Map.of(2, 110.0));
        assertThat(heap.pairedRounds()).isZero();
        assertThat(heap.cell()).isEqualTo("100.0M / 110.0M / 10.0M, undecided: no paired delta");
    }
    /** The release table's "36.6 / 37 / 0.4" (threads, a mean over the window): one precision per cell. */
    @Test
    void aCellWritesItsFiguresAtOnePrecision() {
        assertThat(MetricComparator.compare("threads", DeltaStyle.COUNT, Map.of(1, 36.6), Map.of(1, 37.0)).cell())
                .isEqualTo("36.6 / 37.0 / 0.4, undecided: 2+ more rounds");
        assertThat(MetricComparator.compare("gcCount", DeltaStyle.COUNT, Map.of(1, 1.0), Map.of(1, 2.0)).cell())
                .isEqualTo("1 / 2 / 1, undecided: 2+ more rounds");
        // medians of two rounds: 15.5 ms against 16 ms; the relative delta is a percentage either way
        assertThat(MetricComparator.compare("p90", DeltaStyle.MILLISECONDS, Map.of(1, 15.0, 2, 16.0),
                Map.of(1, 16.0, 2, 16.0)).cell()).isEqualTo("15.5ms / 16.0ms / 3.2% [0.0%..6.7%] (2 rounds), undecided: not within 100 more rounds at this spread");
        assertThat(MetricComparator.compare("timeToMaxTps", DeltaStyle.SECONDS, Map.of(1, 1.0, 2, 2.0),
                Map.of(1, 1.0, 2, 1.0)).cell()).isEqualTo("1.5s / 1.0s / -0.5s [-1.0s..0.0s] (2 rounds), undecided: about 1 more round");
        assertThat(MetricComparator.compare("p90", DeltaStyle.MILLISECONDS, Map.of(1, 34.0), Map.of(1, 35.0)).cell())
                .isEqualTo("34ms / 35ms / 2.9%, undecided: 2+ more rounds");
    }

    /**
     * Time to max TPS in whole seconds, the same in every round: the spread is 0, and before it had no margin, so the
     * cell said "not within 100 more rounds"; its interval is now floored at 1 s and its margin is ±2 s.
     */
    @Test
    void aWholeSecondFigureWithNoSpreadIsDecidedAgainstItsMargin() {
        assertThat(MetricComparator.compare("timeToMaxTps", DeltaStyle.SECONDS, Map.of(1, 3.0, 2, 3.0, 3, 3.0),
                Map.of(1, 3.0, 2, 3.0, 3, 3.0)).cell()).isEqualTo("3s / 3s / 0s ±1s (95% t, 3 rounds), within ±2 s");
    }

    /** A figure without a margin (GC time) says why it has no verdict, rather than asking for rounds. */
    @Test
    void aFigureWithoutAMarginSaysWhyItCannotBeWithin() {
        assertThat(MetricComparator.compare("gcTime", DeltaStyle.MILLISECONDS_SPENT, Map.of(1, 5.0, 2, 5.0, 3, 5.0),
                Map.of(1, 5.0, 2, 5.0, 3, 5.0)).cell()).isEqualTo("5.0ms / 5.0ms / 0.0ms ±0.0ms (95% t, 3 rounds), "
                + "undecided: no cost or saving shows within 100 more rounds at this spread; no margin for gcTime, so "
                + "it cannot be called within one (set one with --margins gcTime=...)");
    }

    /**
     * A relative cell's sides are geometric means over the paired rounds: their ratio is the mean log ratio, so
     * 100 · (treated / baseline − 1) is the delta before its lognormal correction (medians gave 40 / 40 / +3.3 %).
     */
    @Test
    void aRelativeCellsSidesAreGeometricMeansWhoseRatioIsTheDelta() {
        MetricComparison p90 = MetricComparator.compare("p90", DeltaStyle.MILLISECONDS,
                Map.of(1, 40.0, 2, 40.0, 3, 50.0), Map.of(1, 40.0, 2, 40.0, 3, 55.0));
        assertThat(p90.baseline()).isCloseTo(Math.cbrt(40.0 * 40 * 50), offset(1e-9));
        assertThat(p90.treated()).isCloseTo(Math.cbrt(40.0 * 40 * 55), offset(1e-9));
        double logRatio = Math.log(1.1) / 3;
        assertThat(100 * (p90.treated() / p90.baseline() - 1)).isCloseTo(100 * Math.expm1(logRatio), offset(1e-9));
        assertThat(p90.delta()).isLessThan(100 * Math.expm1(logRatio)).isGreaterThan(0);
    }
}
