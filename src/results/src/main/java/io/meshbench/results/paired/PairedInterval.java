package io.meshbench.results.paired;

/**
 * The mean paired difference (treated − baseline) with its 95 % confidence interval (mean ± halfWidth), and what the
 * interval rests on.
 *
 * @param mean             the estimate: over the rounds, the mean of the per-round estimates; within deployments, the
 *                         mean over the batched seconds
 * @param halfWidth        half the interval's width; NaN when no interval is shown ({@code noInterval} says why)
 * @param scope            what the interval's spread includes
 * @param degreesOfFreedom of the Student t quantile (rounds − 1, or batches − 1); 0 without an interval
 * @param batches          batches the within-deployment interval rests on (0 over rounds)
 * @param batchSeconds     the longest batch, in seconds (0 over rounds)
 * @param seconds          paired seconds the estimate uses
 * @param noInterval       why no interval is shown, null when one is
 */
public record PairedInterval(double mean, double halfWidth, Scope scope, int degreesOfFreedom, int batches,
                             int batchSeconds, long seconds, String noInterval) {

    /** What an interval's spread is made of. */
    public enum Scope {
        /**
         * A Student-t interval over the rounds' estimates (rounds − 1 degrees of freedom): each round deploys both
         * sides afresh, so the spread holds the difference between deployments as well as the noise within them.
         */
        ROUNDS("rounds"),
        /**
         * Batch means within each round's deployments: the noise second by second, but not the difference between one
         * deployment and the next. Used with fewer than 3 rounds; it gives no verdict.
         */
        WITHIN_DEPLOYMENTS("withinDeployments");

        private final String json;

        Scope(String json) {
            this.json = json;
        }

        /** The name report.json uses. */
        public String json() {
            return json;
        }
    }

    public boolean available() {
        return !Double.isNaN(halfWidth);
    }

    public double lower() {
        return mean - halfWidth;
    }

    public double upper() {
        return mean + halfWidth;
    }

    /**
     * The verdict: true when the interval holds zero (the difference cannot be told from none), false when it excludes
     * zero (a finding); null when there is none: no interval, or an interval within deployments only, which leaves out
     * the difference between deployments and would call it a finding far more often than 5 % of the time.
     */
    public Boolean withinNoise() {
        if (!available() || scope != Scope.ROUNDS) {
            return null;
        }
        return lower() <= 0 && upper() >= 0;
    }

    /** Whether the interval excludes zero (a verdict needs {@link #withinNoise()}, which asks the scope too). */
    public boolean excludesZero() {
        return available() && (lower() > 0 || upper() < 0);
    }
}
