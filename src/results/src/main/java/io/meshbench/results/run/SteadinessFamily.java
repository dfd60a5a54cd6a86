package io.meshbench.results.run;

import java.util.List;
import java.util.Objects;

/**
 * Which runs of one comparison count as unsteady. A comparison is flagged when any of its 2R runs is, on either of
 * its two trends (latency, CPU per request), so testing each at the run's own α = 1 % would flag a steady 3-round
 * comparison far more often than 1 % (12 tests: 11-41 % with the memory correction's own slack). The comparison's
 * tests share one family-wise level instead, Bonferroni: each trend is tested at {@value #FAMILY_ALPHA} over the
 * number of trends the comparison holds. The <b>stated rate</b>: a steady comparison (AR(1) seconds with φ up to 0.8,
 * 40-150 s windows, 1-3 rounds) is flagged at most {@value #STATED_RATE_PCT} % of the time ({@code
 * SteadinessFamilyTest}); the nominal level sits below it because φ̂ from 8 short batches is noisy.
 */
public final class SteadinessFamily {

    /** The comparison's family-wise nominal level, split among its trends. */
    public static final double FAMILY_ALPHA = 0.01;
    /** What the simulation holds the per-comparison false-flag rate to. */
    public static final double STATED_RATE_PCT = 5;

    private final double alpha;

    private SteadinessFamily(double alpha) {
        this.alpha = alpha;
    }

    /** The family of every run of a comparison, both sides (runs without a steadiness test count for nothing). */
    public static SteadinessFamily of(List<JitSteadiness> runs) {
        long tests = runs.stream().filter(Objects::nonNull)
                .mapToLong(run -> (run.latency() == null ? 0 : 1) + (run.cpuPerRequest() == null ? 0 : 1)).sum();
        return new SteadinessFamily(FAMILY_ALPHA / Math.max(1, tests));
    }

    /** Each trend's two-sided level in this family. */
    public double alpha() {
        return alpha;
    }

    /** Whether this trend drifts at the family's level (null: not tested). */
    public boolean drifting(Trend trend) {
        return trend != null && trend.driftingAt(alpha);
    }

    /** Whether this run is flagged in its comparison. */
    public boolean unsteady(JitSteadiness run) {
        return run != null && (drifting(run.latency()) || drifting(run.cpuPerRequest()));
    }
}
