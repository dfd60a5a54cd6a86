package io.meshbench.results.run;

/**
 * How much a machine's busy share alone delays work, by the M/M/c queue with the machine's cores as its c servers
 * (Erlang C): the expected wait for a core in units of the service time, {@code Wq/S = C(c, cρ) / (c (1 − ρ))}, and the
 * busy share at which that wait reaches {@value #WAIT_SHARE} of a service time. On 2 cores that is 30 % busy
 * ({@code Wq/S = ρ²/(1 − ρ²)}); at 70 % the wait equals a whole service time. The model is the optimistic case
 * (smooth arrivals, one queue): docs/results-engine.md ("Machine load") sets it beside what calibration measured.
 */
public final class MachineQueueing {

    /** The stated fraction of a service time that expected queueing may reach before latency deltas are flagged. */
    public static final double WAIT_SHARE = 0.10;

    private MachineQueueing() {
    }

    /** Expected wait for a core over the service time at busy share {@code rho} (0..1) on {@code cores} cores. */
    public static double waitShare(int cores, double rho) {
        if (rho <= 0) {
            return 0;
        }
        if (rho >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        double offered = cores * rho;
        double term = 1; // offered^k / k!
        double sum = 0;
        for (int k = 0; k < cores; k++) {
            sum += term;
            term *= offered / (k + 1);
        }
        double last = term / (1 - rho); // offered^c / c! / (1 − ρ)
        double erlangC = last / (sum + last);
        return erlangC / (cores * (1 - rho));
    }

    /** The busy share, % of the machine, at which expected queueing reaches {@link #WAIT_SHARE} of a service time. */
    public static double thresholdPct(int cores) {
        double low = 0;
        double high = 1;
        for (int i = 0; i < 60; i++) {
            double mid = (low + high) / 2;
            if (waitShare(cores, mid) < WAIT_SHARE) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return 100 * low;
    }

    /**
     * How many times larger a CPU cost per request shows in the mean response time at busy share {@code rho}: the
     * derivative of {@code R = S (1 + Wq/S)} by S at a fixed arrival rate, taken numerically.
     */
    public static double amplification(int cores, double rho) {
        double step = 1e-6;
        double lower = 1 + waitShare(cores, rho);
        double upper = (1 + step) * (1 + waitShare(cores, rho * (1 + step)));
        return (upper - lower) / step;
    }
}
