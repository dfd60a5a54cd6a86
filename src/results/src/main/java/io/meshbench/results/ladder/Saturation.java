package io.meshbench.results.ladder;

import java.util.List;

/**
 * The first step of a ladder whose achieved rate fell below {@link #THRESHOLD_PCT} % of the offered one: from there
 * on the server (or this machine) no longer keeps up, so that step's latency measures queueing.
 *
 * @param achievedPct achieved as % of offered at that step
 */
public record Saturation(String level, double offeredRps, double achievedRps, double achievedPct) {

    /** The same bound the report uses for "load-limited" (docs/results-engine.md). */
    public static final double THRESHOLD_PCT = 95;

    /** The first saturated step of {@code steps} (in offered order), or null when every step kept up. */
    public static Saturation firstIn(List<LadderStep> steps) {
        return steps.stream().filter(LadderStep::saturated).findFirst()
                .map(s -> new Saturation(s.level(), s.offeredRps(), s.achievedRps(), s.achievedPct()))
                .orElse(null);
    }

    static boolean saturated(double offeredRps, double achievedRps) {
        return achievedRps < offeredRps * THRESHOLD_PCT / 100;
    }
}
