package io.meshbench.results.comparison;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Each look's nominal two-sided level in a group-sequential design: the level at which the look's own test may reject
 * so that, over all looks so far, the first rejection happens with exactly the probability the spending function
 * allows ({@link AlphaSpending}). The looks' statistics are correlated (look k's rounds include look k − 1's) and,
 * with a spread estimated from few rounds, Student-t rather than normal: each look's boundary is therefore found on
 * {@value #PATHS} seeded simulated sequences of no-effect rounds, as the value of the look's |t| statistic that exactly
 * the look's increment of α of the sequences exceed among those not yet rejected. The boundary is then given as the
 * two-sided Student-t level (R − 1 degrees of freedom) it corresponds to, which the look's interval uses.
 *
 * <p>A normal boundary carried by numerical integration (Armitage–McPherson–Rowe) with Student-t quantiles put in its
 * place let a no-effect cell cost more in 6.1 % of cells after 8 looks; computed for the t statistic itself, the rate
 * holds ({@code SequentialVerdictSimulationTest}). With the spread known ({@link Statistic#Z}) the same procedure
 * gives the published normal boundaries, which {@code SequentialBoundariesTest} checks.
 */
public final class SequentialBoundaries {

    static final int PATHS = 200_000;
    private static final long SEED = 20131015L;
    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

    /** Which statistic the looks test. */
    enum Statistic {
        /** The mean over its estimated standard error: what the verdicts use. */
        T,
        /** The mean over its known standard error: the textbook case, for checking against published tables. */
        Z
    }

    /** Cells of one scenario share their looks: each design and look history is computed once. */
    private static final Map<List<Object>, double[]> KNOWN = new ConcurrentHashMap<>();

    private SequentialBoundaries() {
    }

    /**
     * The nominal two-sided level of each look, the looks at the given round counts (strictly increasing, each at
     * least {@link RoundsInterval#MIN_ROUNDS}). A look with nothing left to spend gets level 0: it cannot reject.
     */
    public static double[] nominalLevels(AlphaSpending spending, List<Integer> lookRounds) {
        return nominalLevels(spending, lookRounds, Statistic.T);
    }

    static double[] nominalLevels(AlphaSpending spending, List<Integer> lookRounds, Statistic statistic) {
        List<Integer> looks = List.copyOf(lookRounds);
        for (int look = 0; look < looks.size(); look++) {
            if (looks.get(look) < RoundsInterval.MIN_ROUNDS || look > 0 && looks.get(look) <= looks.get(look - 1)) {
                throw new IllegalArgumentException("looks must be at increasing round counts of at least "
                        + RoundsInterval.MIN_ROUNDS + ": " + looks);
            }
        }
        return KNOWN.computeIfAbsent(List.of(spending, looks, statistic),
                key -> compute(spending, looks, statistic)).clone();
    }

    private static double[] compute(AlphaSpending spending, List<Integer> looks, Statistic statistic) {
        SplittableRandom random = new SplittableRandom(SEED);
        double[] sums = new double[PATHS];
        double[] squares = new double[PATHS];
        boolean[] rejected = new boolean[PATHS];
        double[] levels = new double[looks.size()];
        int rounds = 0;
        int previousLook = 0;
        for (int look = 0; look < looks.size(); look++) {
            for (; rounds < looks.get(look); rounds++) {
                for (int path = 0; path < PATHS; path++) {
                    double value = gaussian(random);
                    sums[path] += value;
                    squares[path] += value * value;
                }
            }
            int toReject = (int) Math.round(spending.increment(rounds, previousLook) * PATHS);
            double boundary = boundary(sums, squares, rejected, rounds, statistic, toReject);
            levels[look] = level(boundary, rounds, statistic);
            previousLook = rounds;
        }
        return levels;
    }

    /** The |statistic| that exactly {@code toReject} of the paths not yet rejected exceed; those are rejected. */
    private static double boundary(double[] sums, double[] squares, boolean[] rejected, int rounds,
                                   Statistic statistic, int toReject) {
        double[] alive = new double[PATHS];
        int count = 0;
        double[] statistics = new double[PATHS];
        for (int path = 0; path < PATHS; path++) {
            statistics[path] = Math.abs(statistic(sums[path], squares[path], rounds, statistic));
            if (!rejected[path]) {
                alive[count++] = statistics[path];
            }
        }
        if (toReject <= 0 || count == 0) {
            return Double.POSITIVE_INFINITY;
        }
        double[] sorted = Arrays.copyOf(alive, count);
        Arrays.sort(sorted);
        int keep = Math.max(0, count - toReject);
        // between the largest kept and the smallest rejected value
        double boundary = keep == 0 ? 0 : (sorted[keep - 1] + sorted[Math.min(keep, count - 1)]) / 2;
        for (int path = 0; path < PATHS; path++) {
            if (!rejected[path] && statistics[path] > boundary) {
                rejected[path] = true;
            }
        }
        return boundary;
    }

    private static double statistic(double sum, double squares, int rounds, Statistic statistic) {
        double mean = sum / rounds;
        if (statistic == Statistic.Z) {
            return mean * Math.sqrt(rounds);
        }
        double variance = (squares - rounds * mean * mean) / (rounds - 1);
        return mean / Math.sqrt(variance / rounds);
    }

    /** The two-sided level whose quantile is {@code boundary}. */
    private static double level(double boundary, int rounds, Statistic statistic) {
        if (Double.isInfinite(boundary)) {
            return 0;
        }
        double upper = statistic == Statistic.Z ? NORMAL.cumulativeProbability(boundary)
                : new TDistribution(null, rounds - 1).cumulativeProbability(boundary);
        return 2 * (1 - upper);
    }

    private static double gaussian(SplittableRandom random) {
        // Box–Muller from one stream: reproducible across JDKs (nextGaussian's algorithm is not specified)
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
