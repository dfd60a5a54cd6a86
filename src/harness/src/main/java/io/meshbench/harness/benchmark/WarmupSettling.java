package io.meshbench.harness.benchmark;

import java.util.ArrayList;
import java.util.List;

/**
 * When a run's throughput had settled, from its samples per second: the first time {@code t}, no earlier than the
 * cold warm-up and no later than the longest warm-up, at which the two {@value #WINDOW_SECONDS} s windows before it
 * ({@code [t−30, t−15)} and {@code [t−15, t)}) agree within {@value #AGREEMENT_PCT} % of the first. A cold router
 * climbs for minutes (121 to 467 TPS per 15 s here, about 3 minutes to settle), so a fixed 30 s warm-up measures a
 * capacity well below the settled one.
 *
 * @param warmupSeconds the warm-up to trim: the settling time, or the longest warm-up when it did not settle
 * @param settled       whether two consecutive windows agreed within the bound
 * @param windowsTps    the mean TPS of each 15 s window from the run's start to {@code warmupSeconds}, the climb
 * @param lastChangePct the change between the last two windows compared, % of the first (null when none was)
 */
public record WarmupSettling(long warmupSeconds, boolean settled, List<Double> windowsTps, Double lastChangePct) {

    public static final int WINDOW_SECONDS = 15;
    public static final double AGREEMENT_PCT = 5;

    /**
     * @param perSecond      samples completed in each second of the run, second 0 at its first sample
     * @param floorSeconds   the cold warm-up: never settled before it
     * @param longestSeconds the longest warm-up: settled or not, the measured window starts no later
     */
    public static WarmupSettling of(List<Long> perSecond, long floorSeconds, long longestSeconds) {
        int length = perSecond.size();
        long first = Math.max(2L * WINDOW_SECONDS, floorSeconds);
        Double change = null;
        for (long t = first; t <= Math.min(longestSeconds, length); t += WINDOW_SECONDS) {
            double earlier = mean(perSecond, t - 2L * WINDOW_SECONDS, t - WINDOW_SECONDS);
            double later = mean(perSecond, t - WINDOW_SECONDS, t);
            if (earlier <= 0) {
                continue;
            }
            change = 100 * (later - earlier) / earlier;
            if (Math.abs(change) <= AGREEMENT_PCT) {
                return new WarmupSettling(t, true, windows(perSecond, t), change);
            }
        }
        long longest = Math.max(0, Math.min(longestSeconds, length));
        return new WarmupSettling(longest, false, windows(perSecond, longest), change);
    }

    private static double mean(List<Long> perSecond, long from, long to) {
        double sum = 0;
        for (long i = from; i < to; i++) {
            sum += perSecond.get((int) i);
        }
        return sum / (to - from);
    }

    private static List<Double> windows(List<Long> perSecond, long until) {
        List<Double> windows = new ArrayList<>();
        for (long start = 0; start + WINDOW_SECONDS <= until; start += WINDOW_SECONDS) {
            windows.add(Math.round(mean(perSecond, start, start + WINDOW_SECONDS) * 10) / 10.0);
        }
        return List.copyOf(windows);
    }
}
