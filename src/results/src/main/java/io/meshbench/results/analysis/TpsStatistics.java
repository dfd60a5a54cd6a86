package io.meshbench.results.analysis;

import java.util.List;

/**
 * Throughput over time. {@code series} holds the samples completed in each second of the whole run (warm-up
 * included), second 0 starting at the first sample's start; see docs/results-engine.md for the definitions.
 *
 * @param maxTps              the highest count of one complete second of the run
 * @param avgTps              the mean count per second over the complete seconds of the measured window
 * @param timeToMaxTpsSeconds seconds from the first sample's start to the end of the first second whose count
 *                            reaches 95% of {@code maxTps}
 * @param targetTps           the load the plan asked for, or null when unknown
 * @param achievedPct         avgTps as % of targetTps, or null
 * @param loadLimited         achieved below 95% of the target: the box, not the treatment, may have been the limit
 * @param steadiness          first against second half of the measured window
 */
public record TpsStatistics(
        List<Long> series,
        long maxTps,
        double avgTps,
        Long timeToMaxTpsSeconds,
        Double targetTps,
        Double achievedPct,
        boolean loadLimited,
        Steadiness steadiness) {

    /**
     * Mean TPS of the first and second halves of the measured window's complete seconds. {@code drifting} is true
     * when the halves differ by more than 5% and by more than three standard errors of the difference (Welch),
     * i.e. by more than the second-to-second noise explains.
     */
    public record Steadiness(double firstHalfTps, double secondHalfTps, double changePct, boolean drifting) {
    }
}
