package io.meshbench.results.format;

import java.math.BigDecimal;

/** Seconds as a message shows them: "60 s", "2.5 s". */
public final class Seconds {

    private Seconds() {
    }

    public static String format(double seconds) {
        return plain(seconds) + " s";
    }

    /** A duration as its seconds: "60 s", "1.5 s". */
    public static String format(java.time.Duration duration) {
        return DurationSeconds.plain(duration) + " s";
    }

    /** A number without a trailing ".0": 1000, 2.5. */
    public static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
