package io.meshbench.harness.scenario;

import java.time.Duration;

/**
 * How long the capacity probe (the unthrottled baseline run that capacity-relative levels are shares of) may warm up
 * before its throughput settles, and how long it measures after. A cold router took about 3 minutes to settle on a
 * 2-core machine, hence the defaults; a smaller machine budget or a quick smoke test may bound it, at the price of a
 * capacity the report flags as "without settling" when the windows had not agreed by then.
 *
 * @param longestWarmup the warm-up at most, before the settling point is looked for (scenario key
 *                      {@code capacityProbe.longestWarmup})
 * @param measured      the window measured after the warm-up at least ({@code capacityProbe.measured})
 */
public record CapacityProbeSpec(Duration longestWarmup, Duration measured) {

    public static final Duration DEFAULT_LONGEST_WARMUP = Duration.ofSeconds(180);
    public static final Duration DEFAULT_MEASURED = Duration.ofSeconds(60);

    public CapacityProbeSpec {
        longestWarmup = longestWarmup == null ? DEFAULT_LONGEST_WARMUP : longestWarmup;
        measured = measured == null ? DEFAULT_MEASURED : measured;
    }

    public static CapacityProbeSpec defaults() {
        return new CapacityProbeSpec(null, null);
    }
}
