package io.meshbench.results.analysis;

import java.util.Arrays;

/** Turns a per-second series into max TPS, average TPS, time to max TPS, achieved-vs-target and steadiness. */
final class TpsAnalysis {

    /** A second reaching this share of the max counts as having reached it (one noisy peak must not decide). */
    static final double REACHED_MAX_SHARE = 0.95;
    /** Achieved below this share of the target: the machine may have limited the load. */
    static final double LOAD_LIMITED_SHARE = 0.95;

    private TpsAnalysis() {
    }

    static TpsStatistics of(TpsSeries series, MeasuredWindow window, long lastEnd, Double targetTps) {
        long[] counts = series.counts();
        long origin = series.origin();
        int completeSeconds = (int) Math.min(counts.length, Math.max(0, (lastEnd - origin) / 1000));
        long[] complete = Arrays.copyOf(counts, completeSeconds); // a run shorter than a second has none
        long max = Arrays.stream(complete).max().orElse(0);
        Long timeToMax = null;
        for (int i = 0; i < complete.length; i++) {
            if (complete[i] >= REACHED_MAX_SHARE * max) {
                timeToMax = (long) i + 1;
                break;
            }
        }
        int first = (int) Math.max(0, ceilDiv(window.startMs() - origin, 1000));
        int last = (int) Math.min(completeSeconds, Math.floorDiv(window.endMs() - origin, 1000)); // exclusive
        // no complete second inside the window: nothing to average (the warm-up's seconds are not the window's)
        long[] measured = last > first ? Arrays.copyOfRange(counts, first, last) : new long[0];
        double avg = Arrays.stream(measured).average().orElse(0);
        Double achievedPct = targetTps == null || targetTps <= 0 ? null : 100.0 * avg / targetTps;
        boolean loadLimited = achievedPct != null && achievedPct < 100 * LOAD_LIMITED_SHARE;
        return new TpsStatistics(Arrays.stream(counts).boxed().toList(), max, avg, timeToMax, targetTps, achievedPct,
                loadLimited, steadiness(measured));
    }

    static TpsStatistics.Steadiness steadiness(long[] perSecond) {
        int half = perSecond.length / 2;
        if (half < 2) {
            return null;
        }
        long[] firstHalf = Arrays.copyOfRange(perSecond, 0, half);
        long[] secondHalf = Arrays.copyOfRange(perSecond, perSecond.length - half, perSecond.length);
        double mean1 = mean(firstHalf);
        double mean2 = mean(secondHalf);
        double standardError = Math.sqrt(variance(firstHalf, mean1) / half + variance(secondHalf, mean2) / half);
        double changePct = mean1 == 0 ? 0 : 100 * (mean2 - mean1) / mean1;
        boolean drifting = Math.abs(changePct) > 5 && Math.abs(mean2 - mean1) > 3 * standardError;
        return new TpsStatistics.Steadiness(mean1, mean2, changePct, drifting);
    }

    private static double mean(long[] values) {
        return Arrays.stream(values).average().orElse(0);
    }

    private static double variance(long[] values, double mean) {
        return Arrays.stream(values).mapToDouble(v -> (v - mean) * (v - mean)).sum()
                / Math.max(1, values.length - 1);
    }

    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }
}
