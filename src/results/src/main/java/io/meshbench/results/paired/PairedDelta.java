package io.meshbench.results.paired;

/**
 * One figure of a duet, treated against baseline second by second.
 *
 * @param metric   {@code meanLatency}, {@code meanSecondMedianLatency}, {@code meanSecondP90Latency}, {@code cpu},
 *                 {@code cpuPerRequest}
 * @param process  the process the figure is of (the measured process for latency)
 * @param unit     {@code ms} or {@code pp} (points of the machine's CPU) or {@code ms/req}
 * @param baseline the baseline side's level over the seconds the estimate uses ({@link PairedEstimate})
 * @param treated  the treated side's level over the same seconds
 * @param interval the paired difference (treated - baseline) and its 95 % interval
 */
public record PairedDelta(String metric, String process, String unit, double baseline, double treated,
                          PairedInterval interval) {

    /** The delta in % of the baseline (latency), NaN when the baseline is 0. */
    public double relativePct() {
        return baseline == 0 ? Double.NaN : interval.mean() / baseline * 100;
    }
}
