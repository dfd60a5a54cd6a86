package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The three-way verdict ({@link CellVerdict}) against its promises, seeded, over 3, 5 and 10 rounds, Gaussian and
 * Student-t (3 df) run noise and per-deployment offsets of 0, 1 and 3 × the run's own noise (the model of
 * {@link NoiseVerdictSimulation}: each side of round r is 100 + c_r + o + e, c_r shared by the round, σ_w = 1):
 * <ul>
 * <li>no effect: "costs more" or "costs less" in at most 5 % of cells (+ 3 binomial standard errors);</li>
 * <li>a true effect of 1.5 × the margin (and of the margin itself, where TOST holds its 5 % exactly): "within ±m" in
 * at most 5 % (+ 3 SE);</li>
 * <li>the 95 % interval covers the true delta in at least 93 %;</li>
 * <li>relative deltas: with 20 % multiplicative noise on each side and no effect, the mean printed delta is within
 * ±0.5 % of zero (the plain mean of per-round ratios, kept here as the old rule, is about +4 %).</li>
 * </ul>
 * The margin is 2 σ_d (σ_d the per-round delta's true spread), so that no-effect cells are often "within" at 5 rounds.
 */
class CellVerdictSimulationTest {

    private static final long SEED = Long.getLong("simulation.seed", 20261128L);
    private static final int TRIALS = VerdictTally.TRIALS;
    private static final double ALLOWED = VerdictTally.ALLOWED;

    /** The verdict's rates at a true effect of {@code effectInMargins} × the margin. */
    static VerdictTally.Rates simulate(long seed, int rounds, NoiseVerdictSimulation.Noise noise, double offset,
                          double effectInMargins) {
        Random random = new Random(seed);
        double sigmaD = Math.sqrt(2 * (1 + offset * offset));
        Margin margin = new Margin(2 * sigmaD, "MB", "simulation");
        double effect = effectInMargins * margin.value();
        VerdictTally tally = new VerdictTally(effect);
        for (int trial = 0; trial < TRIALS; trial++) {
            List<Double> deltas = new ArrayList<>();
            for (int round = 0; round < rounds; round++) {
                double common = 2 * random.nextGaussian();
                double base = 100 + common + offset * random.nextGaussian() + NoiseVerdictSimulation.runNoise(random, noise);
                double treated = 100 + common + effect + offset * random.nextGaussian()
                        + NoiseVerdictSimulation.runNoise(random, noise);
                deltas.add(treated - base);
            }
            CellVerdict verdict = CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, deltas, margin);
            tally.add(verdict);
        }
        return tally.rates();
    }

    @Test
    void errorRatesHoldForGaussianAndHeavyTailedNoiseWithDeploymentOffsets() {
        long seed = SEED;
        StringBuilder table = new StringBuilder("CellVerdictSimulationTest: seed " + SEED + ", " + TRIALS
                + " cells per row\n| rounds | noise | offset | no effect: costs more/less | no effect: within ±m | "
                + "decided | effect m: within | effect 1.5 m: within | coverage (0 / 1.5 m) |\n");
        for (int rounds : new int[] {3, 5, 10}) {
            for (NoiseVerdictSimulation.Noise noise : NoiseVerdictSimulation.Noise.values()) {
                for (double offset : new double[] {0, 1, 3}) {
                    VerdictTally.Rates none = simulate(seed++, rounds, noise, offset, 0);
                    VerdictTally.Rates atMargin = simulate(seed++, rounds, noise, offset, 1.0);
                    VerdictTally.Rates beyond = simulate(seed++, rounds, noise, offset, 1.5);
                    String row = String.format(Locale.ROOT, "| %d | %s | %.0f | %.1f %% | %.1f %% | %.1f %% | %.1f %% | "
                            + "%.1f %% | %.1f / %.1f %% |", rounds, noise, offset, 100 * none.falseFinding(),
                            100 * none.falseWithin(), 100 * none.decided(), 100 * atMargin.falseWithin(),
                            100 * beyond.falseWithin(), 100 * none.coverage(), 100 * beyond.coverage());
                    table.append(row).append('\n');
                    VerdictTally.assertRatesHold(row, none, atMargin, beyond);
                }
            }
        }
        System.out.println(table);
    }

    /** 20 % multiplicative noise on each side (lognormal, σ = 0.2), no effect, 3 rounds. */
    @Test
    void relativeDeltasFromLogRatiosAreUnbiasedUnderMultiplicativeNoise() {
        Random random = new Random(SEED);
        int trials = 20_000;
        double printed = 0;
        double plain = 0;
        int covered = 0;
        for (int trial = 0; trial < trials; trial++) {
            List<Double> deltas = new ArrayList<>();
            for (int round = 0; round < 3; round++) {
                double base = 20 * Math.exp(0.2 * random.nextGaussian());
                double treated = 20 * Math.exp(0.2 * random.nextGaussian());
                deltas.add(DeltaStyle.MILLISECONDS.delta(base, treated));
            }
            DeltaEstimate estimate = CellVerdict.estimate("meanLatency", DeltaStyle.MILLISECONDS, 20.0, deltas);
            printed += estimate.delta();
            plain += RoundsInterval.mean(deltas);
            double[] interval = estimate.interval(0.95);
            covered += interval[0] <= 0 && 0 <= interval[1] ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "relative deltas, 20 %% multiplicative noise, 3 rounds, no effect, %d "
                + "benchmarks: mean printed delta %+.2f %% (plain mean of ratios %+.2f %%), coverage %.1f %%%n", trials,
                printed / trials, plain / trials, 100.0 * covered / trials);
        assertThat(printed / trials).isBetween(-0.5, 0.5);
        assertThat(plain / trials).as("the old rule's bias, which this test must be able to see").isGreaterThan(3.0);
        assertThat(covered / (double) trials).isGreaterThanOrEqualTo(0.93);
    }

    /** Every round on the same whole millisecond: the interval is as wide as the resolution, not zero. */
    @Test
    void wholeMillisecondPercentilesGiveAnIntervalNoNarrowerThanTheirResolution() {
        CellVerdict verdict = CellVerdict.of("p90", DeltaStyle.MILLISECONDS, 20.0, List.of(4.0, 4.0, 4.0),
                new Margin(5, "%", "test"));
        // 1 ms of 20 ms is 5 %: without the floor this interval would be [4 %..4 %], a finding
        assertThat(verdict.upper95() - verdict.lower95()).isGreaterThanOrEqualTo(9.5);
        assertThat(verdict.decision()).isEqualTo(CellVerdict.Decision.UNDECIDED);
        CellVerdict absolute = CellVerdict.of("p90", DeltaStyle.MILLISECONDS_SPENT, 20.0, List.of(0.0, 0.0, 0.0),
                new Margin(2, "ms", "test"));
        assertThat(absolute.lower95()).isEqualTo(-1.0);
        assertThat(absolute.upper95()).isEqualTo(1.0);
        assertThat(absolute.text()).isEqualTo("within ±2 ms");
    }

    @Test
    void anUndecidedCellSaysHowManyMoreRoundsWouldDecideIt() {
        // mean 1, spread 1 over 3 rounds, margin 3: the 90 % interval ±1.69 reaches 2.69, inside ±3 → within at once
        assertThat(CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(0.0, 1.0, 2.0),
                new Margin(3, "MB", "t")).text()).isEqualTo("within ±3 MB");
        // margin 2: 1 + t(0.95, n-1)/√n ≤ 2 from n = 5 (2.13/2.24 = 0.95); clear of zero from n = 7 (2.45/2.65 = 0.93)
        CellVerdict undecided = CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(0.0, 1.0, 2.0),
                new Margin(2, "MB", "t"));
        assertThat(undecided.decision()).isEqualTo(CellVerdict.Decision.UNDECIDED);
        assertThat(undecided.moreRounds()).isEqualTo(2);
        assertThat(undecided.text()).isEqualTo("undecided: about 2 more rounds");
        assertThat(CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(4.0, 5.0, 6.0),
                new Margin(10, "MB", "t")).text()).isEqualTo("costs more, within ±10 MB");
    }

    @Test
    void falseDiscoveryControlWithdrawsFindingsThatChanceExplains() {
        List<CellVerdict> cells = new ArrayList<>();
        cells.add(CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(10.0, 10.1, 9.9, 10.0, 10.05),
                new Margin(1, "MB", "t")));
        // a finding at p just under 5 %, among 40 cells: Benjamini–Hochberg withdraws it
        cells.add(CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(1.0, 2.0, 2.4), null));
        for (int i = 0; i < 38; i++) {
            cells.add(CellVerdict.of("heap", DeltaStyle.MEGABYTES, 100.0, List.of(-1.0, 0.0, 1.0), null));
        }
        assertThat(cells.get(1).decision()).isEqualTo(CellVerdict.Decision.COSTS_MORE);
        Findings plain = Findings.of(cells, false);
        Findings controlled = Findings.of(cells, true);
        assertThat(plain.findings()).isEqualTo(2);
        assertThat(controlled.findings()).isEqualTo(1);
        assertThat(controlled.verdicts().get(0).decision()).isEqualTo(CellVerdict.Decision.COSTS_MORE);
        assertThat(plain.line()).startsWith("2 findings among 40 cells with an interval; about 2.0 expected by chance");
        assertThat(controlled.line()).contains("Benjamini–Hochberg false-discovery control at 5 % across these cells "
                + "is in force");
    }
}
