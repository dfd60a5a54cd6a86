package io.meshbench.results.paired;

import io.meshbench.results.comparison.RoundsInterval;
import java.util.List;

/**
 * The paired estimate of one figure over a treatment's duet rounds, in two stages. Each round deploys both sides
 * afresh, so one deployment pair differs from the next by more than its seconds vary (the docs measured 1-2 points of a
 * core); an interval over all rounds' seconds would leave that out and cover far less than 95 %.
 * <ul>
 *   <li>Stage 1: each round's estimate, treated − baseline over its paired seconds (ratios of sums).</li>
 *   <li>Stage 2, with {@value #MIN_ROUNDS} rounds or more: the mean of the round estimates with a Student-t interval
 *       over them (rounds − 1 degrees of freedom), which holds the difference between deployments; it gives the
 *       verdict.</li>
 *   <li>With fewer rounds: the batch-means interval within the deployments ({@link BatchMeans}), shown with the
 *       statement that it leaves out the difference between deployments, and no verdict.</li>
 * </ul>
 */
public final class PairedEstimator {

    /** Fewest rounds for an interval over the rounds (two degrees of freedom). */
    public static final int MIN_ROUNDS = 3;

    private PairedEstimator() {
    }

    public static PairedEstimate estimate(List<PairedSeconds> rounds) {
        List<PairedSeconds> measured = rounds.stream().filter(round -> round.length() > 0).toList();
        return measured.size() >= MIN_ROUNDS ? overRounds(measured) : BatchMeans.withinDeployments(measured);
    }

    /** Stage 2: every round weighs the same (its deployment difference does not shrink with its length). */
    static PairedEstimate overRounds(List<PairedSeconds> rounds) {
        int r = rounds.size();
        double[] estimates = new double[r];
        double baseline = 0;
        double treated = 0;
        long seconds = 0;
        for (int i = 0; i < r; i++) {
            PairedSeconds round = rounds.get(i);
            int n = round.length();
            double roundBaseline = round.baseline(0, n);
            double roundTreated = round.treated(0, n);
            estimates[i] = roundTreated - roundBaseline;
            baseline += roundBaseline;
            treated += roundTreated;
            seconds += n;
        }
        baseline /= r;
        treated /= r;
        double mean = treated - baseline;
        double squares = 0;
        for (double estimate : estimates) {
            squares += (estimate - mean) * (estimate - mean);
        }
        double halfWidth = RoundsInterval.t975(r - 1) * Math.sqrt(squares / (r - 1) / r);
        return new PairedEstimate(baseline, treated,
                new PairedInterval(mean, halfWidth, PairedInterval.Scope.ROUNDS, r - 1, 0, 0, seconds, null));
    }
}
