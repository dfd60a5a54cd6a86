package io.meshbench.harness.load;

import io.meshbench.harness.scenario.Durations;
import java.time.Duration;

/**
 * The JMeter boundary for durations: the plans read {@code warmup} and {@code duration} as whole seconds
 * ({@code ${__intSum(${__P(warmup,0)},${__P(duration,10)})}}), so a {@link Duration} becomes its seconds here and
 * nowhere else. The scenario's checks refuse a warm-up that is not whole seconds before any run starts.
 */
public final class JMeterSeconds {

    private JMeterSeconds() {
    }

    /** The -J property value: {@code 60} for 60 s. */
    public static String of(Duration duration) {
        if (duration.isNegative() || !Durations.wholeSeconds(duration)) {
            throw new IllegalArgumentException(duration + " is not a whole number of seconds 0 or more: JMeter's plans "
                    + "run whole seconds");
        }
        return String.valueOf(duration.getSeconds());
    }

}
