package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * A seeded Monte Carlo check of the sequential markers: the "within noise" verdict ({@link MetricComparator}, paired
 * Student-t interval over R rounds) and the "(within A/A noise)" mark ({@link NoiseFloor}), both driven through the
 * production classes on simulated benchmarks.
 *
 * <p>A simulated benchmark has R rounds; in round r every side (baseline, treated, A/A second baseline) is a fresh
 * deployment whose figure is
 * <pre>100 + c_r + o + e (+ effect on the treated side)</pre>
 * c_r a shift common to the round (the machine's state, shared by the sides run in that round; σ = 2), o the
 * deployment's own offset (σ_o = 0, 1 or 3 × σ_w), e the run's noise (σ_w = 1), Gaussian or Student-t with 3 degrees
 * of freedom scaled to the same variance (heavier tails). One round's delta then has σ_d = √2 · √(σ_o² + σ_w²).
 *
 * <p>Standard error: the plain standard error of the mean delta is σ_d / √R. A verdict from R rounds must also
 * estimate σ_d from those rounds, which costs a factor t(0.975, R − 1) / 1.96 (2.20 at R = 3, 1.42 at 5, 1.15 at 10):
 * the interval's half-width at the true σ_d is 1.96 × SE_R with
 * <pre>SE_R = t(0.975, R − 1) / 1.96 · σ_d / √R</pre>
 * "An effect of 3 standard errors" below means 3 SE_R; the table also shows what 3 plain standard errors give, and how
 * often the detectable effect at the true σ_d ({@link DetectableEffect}: δ_R · σ_d / √R) is found.
 *
 * <p>The A/A check has as many rounds as the treatment, or (rows "R (A/A R')") a different count: the first
 * min(R, R') rounds hold both, sharing their baseline.
 *
 * <p>Run {@code main} to print the table docs/results-engine.md shows.
 */
final class NoiseVerdictSimulation {

    static final long DEFAULT_SEED = 20261126L;
    static final int DEFAULT_TRIALS = 4000;
    static final int[] ROUNDS = {3, 5, 10};
    /** Treated and A/A round counts that differ (a round lost on one side): {treated, A/A}. */
    static final int[][] UNEQUAL_ROUNDS = {{3, 5}, {5, 3}, {10, 3}};
    static final double[] OFFSETS = {0, 1, 3};
    static final double COMMON_SIGMA = 2;
    static final double EFFECT_SE = 3;

    enum Noise { GAUSSIAN, STUDENT_T3 }

    /** One configuration's rates, each over {@code trials} simulated benchmarks. */
    record Row(int rounds, int aaRounds, Noise noise, double offset, long seed, int trials, double falseFindings,
               double coverageNoEffect, double coverageEffect, double foundAt3Se, double aaFalseFindings,
               double aaFoundAt3Se, double foundAtDetectable, double foundAt3PlainSe) {

        String line() {
            return String.format(Locale.ROOT,
                    "| %s | %s | %.0f | %.1f | %.1f / %.1f | %.1f | %.1f | %.1f | %.1f | %s | %d |",
                    rounds == aaRounds ? String.valueOf(rounds) : rounds + " (A/A " + aaRounds + ")",
                    noise == Noise.GAUSSIAN ? "Gaussian" : "Student-t, 3 df", offset, 100 * falseFindings,
                    100 * coverageNoEffect, 100 * coverageEffect, 100 * foundAt3Se, 100 * aaFalseFindings,
                    100 * aaFoundAt3Se, 100 * foundAtDetectable, Double.isNaN(foundAt3PlainSe) ? "—"
                            : String.format(Locale.ROOT, "%.1f", 100 * foundAt3PlainSe), seed);
        }
    }

    static final String HEADER = """
            | rounds | run noise | deployment offset (× σ_w) | no effect: finding % | 95 % interval covers % (no effect / 3 SE) | 3 SE: finding % | A/A, no effect: unmarked % | A/A, 3 SE: unmarked % | detectable effect: finding % | 3 plain SE: finding % | seed |
            |---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|""";

    private NoiseVerdictSimulation() {
    }

    /** Prints the table with the column of 3 plain standard errors too (the test leaves it out to stay fast). */
    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : DEFAULT_SEED;
        int trials = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_TRIALS;
        System.out.println(table(run(seed, trials, true), seed, trials));
    }

    static String table(List<Row> rows, long seed, int trials) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "seed %d, %d simulated benchmarks per row and effect%n%n", seed, trials)).append(HEADER).append('\n');
        rows.forEach(row -> text.append(row.line()).append('\n'));
        return text.toString();
    }

    /** Every configuration; the seed of each row is derived from {@code seed} and printed with it. */
    static List<Row> run(long seed, int trials, boolean plainStandardErrors) {
        List<Row> rows = new ArrayList<>();
        int index = 0;
        List<int[]> roundCounts = new ArrayList<>();
        for (int rounds : ROUNDS) {
            roundCounts.add(new int[] {rounds, rounds});
        }
        roundCounts.addAll(List.of(UNEQUAL_ROUNDS));
        for (int[] counts : roundCounts) {
            for (Noise noise : Noise.values()) {
                for (double offset : OFFSETS) {
                    rows.add(row(counts[0], counts[1], noise, offset, seed + 1000L * index++, trials,
                            plainStandardErrors));
                }
            }
        }
        return rows;
    }

    static Row row(int rounds, int aaRounds, Noise noise, double offset, long seed, int trials,
                   boolean plainStandardErrors) {
        double sigmaDelta = Math.sqrt(2) * Math.sqrt(offset * offset + 1);
        double plainSe = sigmaDelta / Math.sqrt(rounds);
        double se = RoundsInterval.t975(rounds - 1) / 1.959963984540054 * plainSe;
        Random random = new Random(seed);
        Counts none = simulate(random, rounds, aaRounds, noise, offset, 0, trials);
        Counts effect = simulate(random, rounds, aaRounds, noise, offset, EFFECT_SE * se, trials);
        // the detectable effect at the true σ_d: δ_R · σ_d / √R (DetectableEffect reports it with the rounds' s)
        Counts detectable = simulate(random, rounds, aaRounds, noise, offset,
                DetectableEffect.factor(rounds - 1) * plainSe, trials);
        double plain = plainStandardErrors
                ? simulate(random, rounds, aaRounds, noise, offset, EFFECT_SE * plainSe, trials).findings
                / (double) trials
                : Double.NaN;
        return new Row(rounds, aaRounds, noise, offset, seed, trials, none.findings / (double) trials,
                none.covered / (double) trials, effect.covered / (double) trials, effect.findings / (double) trials,
                none.aaUnmarked / (double) trials, effect.aaUnmarked / (double) trials,
                detectable.findings / (double) trials, plain);
    }

    private static final class Counts {
        int findings;
        int covered;
        int aaUnmarked;
    }

    private static Counts simulate(Random random, int rounds, int aaRounds, Noise noise, double offset, double effect,
                                   int trials) {
        Counts counts = new Counts();
        for (int trial = 0; trial < trials; trial++) {
            Map<Integer, Double> baseline = new LinkedHashMap<>();
            Map<Integer, Double> treated = new LinkedHashMap<>();
            List<Double> aaDeltas = new ArrayList<>();
            for (int round = 1; round <= Math.max(rounds, aaRounds); round++) {
                double common = COMMON_SIGMA * random.nextGaussian();
                double base = 100 + common + offset * random.nextGaussian() + runNoise(random, noise);
                if (round <= rounds) {
                    baseline.put(round, base);
                    treated.put(round, 100 + common + effect + offset * random.nextGaussian() + runNoise(random, noise));
                }
                if (round <= aaRounds) {
                    double aa = 100 + common + offset * random.nextGaussian() + runNoise(random, noise);
                    aaDeltas.add(DeltaStyle.PERCENT_POINTS.delta(base, aa));
                }
            }
            MetricComparison verdict = MetricComparator.compare("cpu", DeltaStyle.PERCENT_POINTS, baseline, treated);
            if (verdict.verdict() == MetricComparison.Verdict.FINDING) {
                counts.findings++;
            }
            if (verdict.interval().lower() <= effect && effect <= verdict.interval().upper()) {
                counts.covered++;
            }
            // the A/A mark as NoiseFloor.apply decides it (BenchmarkReportTest checks apply's wiring end to end)
            if (!NoiseFloor.floor(verdict.delta(), verdict.roundDeltas(), aaDeltas).within()) {
                counts.aaUnmarked++;
            }
        }
        return counts;
    }

    /** One run's noise with unit variance: Gaussian, or Student-t with 3 degrees of freedom (variance 3) / √3. */
    static double runNoise(Random random, Noise noise) {
        double z = random.nextGaussian();
        if (noise == Noise.GAUSSIAN) {
            return z;
        }
        double chiSquare = 0;
        for (int i = 0; i < 3; i++) {
            double g = random.nextGaussian();
            chiSquare += g * g;
        }
        return z / Math.sqrt(chiSquare / 3) / Math.sqrt(3);
    }
}
