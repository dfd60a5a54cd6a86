package io.meshbench.results.paired;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A seeded Monte Carlo check of the duet estimate ({@link PairedEstimator}, {@link BatchMeans}) against its promises,
 * on synthetic duets whose truth is known. Per second, both sides share a large, slowly varying interference; the
 * treated side adds the effect, its deployment pair's offset (one draw per round, N(0, (k x the within-round standard
 * error)^2): each round deploys both sides afresh) and AR(1) noise of innovation sd 1 and coefficient phi. The real
 * production classes make every estimate. {@link #main} prints the table docs/duet.md shows.
 */
final class DuetSimulation {

    /** One configuration: the measured window (s), rounds, the noise's phi, the deployment offset in within-round SEs. */
    record Config(int window, int rounds, double phi, double offsetSe) {
    }

    /**
     * What the runs gave.
     *
     * @param shown           share of runs with an interval
     * @param coverage        of the intervals shown, the share holding the quantity they estimate: the true effect
     *                        over rounds; the deployment pairs' own mean within deployments
     * @param coverageOfTruth of the intervals shown, the share holding the true effect
     * @param nullFindings    with no effect, the share marked as a finding (a verdict "not within noise")
     * @param nullExcludes    with no effect, the share of runs whose interval excludes zero
     * @param se              the estimate's standard deviation with no effect (the simulation's standard error unit)
     * @param effectFindings  with an effect of 3 se, the share marked as a finding
     * @param effectExcludes  with an effect of 3 se, the share whose interval excludes zero
     * @param bigEffectFindings over rounds, with an effect of 6 se, the share marked as a finding (NaN within
     *                          deployments)
     */
    record Outcome(Config config, int runs, double shown, double coverage, double coverageOfTruth, double nullFindings,
                   double nullExcludes, double se, double effectFindings, double effectExcludes,
                   double bigEffectFindings) {

        int degreesOfFreedom() {
            return config.rounds >= PairedEstimator.MIN_ROUNDS ? config.rounds - 1 : 0;
        }
    }

    static final int[] WINDOWS = {18, 58, 118};
    static final int[] ROUNDS = {1, 2, 3};
    static final double[] PHIS = {0.0, 0.5, 0.8};
    static final double[] OFFSETS = {0.0, 1.0, 3.0};

    private DuetSimulation() {
    }

    static List<Config> configs() {
        List<Config> configs = new ArrayList<>();
        for (int window : WINDOWS) {
            for (int rounds : ROUNDS) {
                for (double phi : PHIS) {
                    for (double offset : OFFSETS) {
                        configs.add(new Config(window, rounds, phi, offset));
                    }
                }
            }
        }
        return configs;
    }

    static Outcome run(Config config, int runs, Random random) {
        double withinSe = Math.sqrt(ar1MeanVariance(config.window, config.phi));
        double offsetSd = config.offsetSe * withinSe;
        int shown = 0;
        int covered = 0;
        int coveredTruth = 0;
        int nullFindings = 0;
        int nullExcludes = 0;
        double sum = 0;
        double squares = 0;
        for (int i = 0; i < runs; i++) {
            Draw draw = draw(config, 0, offsetSd, random);
            PairedInterval interval = draw.estimate.interval();
            sum += interval.mean();
            squares += interval.mean() * interval.mean();
            if (interval.available()) {
                shown++;
                double target = interval.scope() == PairedInterval.Scope.ROUNDS ? 0 : draw.meanOffset;
                covered += holds(interval, target) ? 1 : 0;
                coveredTruth += holds(interval, 0) ? 1 : 0;
            }
            nullFindings += Boolean.FALSE.equals(interval.withinNoise()) ? 1 : 0;
            nullExcludes += interval.excludesZero() ? 1 : 0;
        }
        double mean = sum / runs;
        double se = Math.sqrt(squares / runs - mean * mean);
        double effect = 3 * se;
        int effectFindings = 0;
        int effectExcludes = 0;
        for (int i = 0; i < runs; i++) {
            PairedInterval interval = draw(config, effect, offsetSd, random).estimate.interval();
            effectFindings += Boolean.FALSE.equals(interval.withinNoise()) ? 1 : 0;
            effectExcludes += interval.excludesZero() ? 1 : 0;
        }
        double bigEffectFindings = Double.NaN;
        if (config.rounds >= PairedEstimator.MIN_ROUNDS) {
            int found = 0;
            for (int i = 0; i < runs; i++) {
                found += Boolean.FALSE.equals(draw(config, 2 * effect, offsetSd, random).estimate.interval()
                        .withinNoise()) ? 1 : 0;
            }
            bigEffectFindings = found / (double) runs;
        }
        return new Outcome(config, runs, shown / (double) runs, shown == 0 ? Double.NaN : covered / (double) shown,
                shown == 0 ? Double.NaN : coveredTruth / (double) shown, nullFindings / (double) runs,
                nullExcludes / (double) runs, se, effectFindings / (double) runs, effectExcludes / (double) runs,
                bigEffectFindings);
    }

    private static boolean holds(PairedInterval interval, double value) {
        return interval.lower() <= value && value <= interval.upper();
    }

    private record Draw(PairedEstimate estimate, double meanOffset) {
    }

    private static Draw draw(Config config, double effect, double offsetSd, Random random) {
        List<PairedSeconds> rounds = new ArrayList<>();
        double offsets = 0;
        for (int r = 0; r < config.rounds; r++) {
            double offset = random.nextGaussian() * offsetSd;
            offsets += offset;
            double[] baseline = new double[config.window];
            double[] treated = new double[config.window];
            double shared = random.nextGaussian() * 8;
            double noise = random.nextGaussian() / Math.sqrt(1 - config.phi * config.phi);
            for (int s = 0; s < config.window; s++) {
                shared = 0.9 * shared + random.nextGaussian() * 3.5; // what the machine does to both sides
                noise = config.phi * noise + random.nextGaussian();
                baseline[s] = 25 + shared;
                treated[s] = 25 + shared + effect + offset + noise;
            }
            rounds.add(PairedSeconds.ofValues(baseline, treated));
        }
        return new Draw(PairedEstimator.estimate(rounds), offsets / config.rounds);
    }

    /** The variance of the mean of n seconds of stationary AR(1) noise with innovation variance 1. */
    static double ar1MeanVariance(int n, double phi) {
        double gamma0 = 1 / (1 - phi * phi);
        double sum = n;
        double rho = 1;
        for (int lag = 1; lag < n; lag++) {
            rho *= phi;
            sum += 2 * (n - lag) * rho;
        }
        return gamma0 * sum / ((double) n * n);
    }

    static String table(List<Outcome> outcomes, long seed) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Seed %d, %d runs per configuration and effect; simulation error of a "
                + "5 %% rate ±%.1f points (1 sd).%n%n", seed, outcomes.get(0).runs(),
                100 * Math.sqrt(0.05 * 0.95 / outcomes.get(0).runs())));
        out.append("| window | rounds | φ | offset (SE) | interval | shown | covers its target | covers the true effect "
                + "| no effect: finding (interval excludes 0) | 3 SE effect: finding (interval excludes 0) "
                + "| 6 SE effect: finding |\n");
        out.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Outcome o : outcomes) {
            Config c = o.config();
            boolean overRounds = c.rounds() >= PairedEstimator.MIN_ROUNDS;
            out.append(String.format(Locale.ROOT, "| %d s | %d | %.1f | %.0f | %s | %s | %s | %s | %s (%s) | %s (%s) | %s |%n",
                    c.window(), c.rounds(), c.phi(), c.offsetSe(),
                    overRounds ? "over rounds, " + o.degreesOfFreedom() + " df" : "within deployments",
                    pct(o.shown()), pct(o.coverage()), pct(o.coverageOfTruth()),
                    overRounds ? pct(o.nullFindings()) : "no verdict", pct(o.nullExcludes()),
                    overRounds ? pct(o.effectFindings()) : "no verdict", pct(o.effectExcludes()),
                    overRounds ? pct(o.bigEffectFindings()) : "no verdict"));
        }
        return out.toString();
    }

    private static String pct(double share) {
        return Double.isNaN(share) ? "—" : String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }

    static final long SEED = 20261126L;
    static final int RUNS = 2000;

    static List<Outcome> runAll(long seed, int runs) {
        Random random = new Random(seed);
        return configs().stream().map(config -> run(config, runs, random)).toList();
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : SEED;
        System.out.print(table(runAll(seed, RUNS), seed));
    }
}
