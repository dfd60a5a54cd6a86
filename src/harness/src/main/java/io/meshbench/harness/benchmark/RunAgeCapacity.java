package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What the capacity probe held at the ages the benchmark's runs are measured at: the lowest mean throughput over any
 * {@value WarmupSettling#WINDOW_SECONDS} s from {@code fromSeconds} to {@code toSeconds} after the probe's load began.
 * Every capacity-relative run starts on a fresh deployment or on one an earlier level already warmed, so the youngest
 * age one is measured at is the cold warm-up ({@link CapacityProbe#coldWarmup}), and the span runs from there for the
 * longest window of those levels. The probe's JVMs are exactly that old at those seconds; fresh JVMs speed up for
 * minutes (the PF7 pair: 363 to 1,546 TPS over its 4 minutes), so the probe's settled end is more than a run measured
 * from a shorter warm-up can hold. A share of the lowest window is at most that share of what a deployment of that
 * age held at any moment of the span.
 *
 * @param fromSeconds the youngest age a capacity-relative run is measured at
 * @param toSeconds   the end of the span, cut at the probe's last complete second
 * @param lowestTps   the lowest {@value WarmupSettling#WINDOW_SECONDS} s mean in the span (the whole span's mean when
 *                    it is shorter), null when the probe held less of it than that
 */
record RunAgeCapacity(long fromSeconds, long toSeconds, Double lowestTps) {

    /** The span {@code scenario}'s capacity-relative runs are measured over, in {@code perSecond} of its probe. */
    static RunAgeCapacity of(Scenario scenario, List<Long> perSecond) {
        long from = CapacityProbe.coldWarmup(scenario).toSeconds();
        long window = scenario.load().levels().stream().filter(Level::isCapacityRelative)
                .map(level -> scenario.load().durationAt(level)).filter(Objects::nonNull)
                .mapToLong(Duration::toSeconds).max().orElse(0);
        return of(perSecond, from, from + window);
    }

    /**
     * @param perSecond samples completed in each second of the probe, second 0 at its first sample; the last one
     *                  is left out (it ends with the probe's stop, cut short)
     */
    static RunAgeCapacity of(List<Long> perSecond, long fromSeconds, long toSeconds) {
        long end = Math.min(toSeconds, Math.max(0, perSecond.size() - 1));
        int width = (int) Math.min(WarmupSettling.WINDOW_SECONDS, toSeconds - fromSeconds);
        if (width <= 0 || end - fromSeconds < width) {
            return new RunAgeCapacity(fromSeconds, Math.max(fromSeconds, end), null);
        }
        long sum = 0;
        for (long second = fromSeconds; second < fromSeconds + width; second++) {
            sum += perSecond.get((int) second);
        }
        long lowest = sum;
        for (long second = fromSeconds + width; second < end; second++) { // slide the window one second on
            sum += perSecond.get((int) second) - perSecond.get((int) (second - width));
            lowest = Math.min(lowest, sum);
        }
        return new RunAgeCapacity(fromSeconds, end, (double) lowest / width);
    }
}
