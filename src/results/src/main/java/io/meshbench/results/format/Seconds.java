package io.meshbench.results.format;

import java.math.BigDecimal;

/** Seconds as a message shows them: "60 s", "2.5 s". */
public final class Seconds {

    private Seconds() {
    }

    public static String format(double seconds) {
        return plain(seconds) + " s";
    }

    /** A number without a trailing ".0": 1000, 2.5. */
    public static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
