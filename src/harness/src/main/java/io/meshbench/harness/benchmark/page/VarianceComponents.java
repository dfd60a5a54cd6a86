package io.meshbench.harness.benchmark.page;

import java.time.Duration;

/**
 * The variance of one figure's per-round delta, split as Kalibera and Jones split it ("Rigorous Benchmarking in
 * Reasonable Time", ISMM 2013): what differs between deployments (each round deploys both sides afresh) and what
 * differs within a run (its per-second samples, whose memory the batch means already hold). A round's delta with a
 * window of w seconds then varies by {@code between + within / w}: a longer window shrinks only the second part, more
 * rounds shrink both.
 *
 * @param figure  the figure's margin key ({@code cpuMsPerRequest}, {@code p90}, {@code heap}, ...)
 * @param unit    its delta's unit ("ms", "%", "MB")
 * @param margin  its margin in that unit
 * @param between the variance of a round's delta from its two deployments, unit²
 * @param within  the long-run variance of the per-second paired difference, unit² · s (variance of a window's mean
 *                times its seconds; 0 when the stored runs do not tell, then {@code between} holds all)
 * @param source  where the components come from, said beside the forecast
 */
public record VarianceComponents(String figure, String unit, double margin, double between, double within,
                                 String source) {

    public VarianceComponents {
        if (!(between >= 0) || !(within >= 0) || !(margin > 0)) {
            throw new IllegalArgumentException(figure + ": variance components must be at least 0 and the margin "
                    + "above 0, got between " + between + ", within " + within + ", margin " + margin);
        }
    }

    /** The variance of one round's delta with this window. */
    public double roundVariance(Duration window) {
        return between + within / Math.max(1, window.toSeconds());
    }

    /** The predicted half-width over {@code rounds} rounds, the interval's factor given (infinite below 2 rounds). */
    public double halfWidth(int rounds, Duration window, double factor) {
        if (rounds < 2 || Double.isInfinite(factor)) {
            return Double.POSITIVE_INFINITY;
        }
        return factor * Math.sqrt(roundVariance(window) / rounds);
    }

    /**
     * The window that buys the most precision per second when each round also costs {@code overhead} (deployments,
     * warm-ups): Kalibera and Jones's optimum sqrt(within · overhead / between), in whole seconds; null when the
     * within-run part is unknown (a longer window then buys nothing the forecast can show) or there is no between
     * part (then only the window matters).
     */
    public Duration optimalWindow(Duration overhead) {
        if (within == 0 || between == 0) {
            return null;
        }
        return Duration.ofSeconds(Math.max(1, Math.round(Math.sqrt(within * overhead.toSeconds() / between))));
    }
}
