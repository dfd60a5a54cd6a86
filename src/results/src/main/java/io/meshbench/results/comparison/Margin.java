package io.meshbench.results.comparison;

import java.util.Locale;

/**
 * A practical margin: the largest delta of a figure the user would still call "no cost" (their budget for it), in
 * the unit the figure's delta is written in ({@code %} of the baseline for relative figures, else MB, ms, s, pp of
 * one core or a count).
 *
 * @param value  the margin, positive: the equivalence band is ±value
 * @param unit   the delta's unit: "%", "MB", "ms", "s", "pp" or "" (a count)
 * @param source where the margin comes from ("default", "--margins", a file), said where the margin is printed
 */
public record Margin(double value, String unit, String source) {

    public Margin {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("a margin must be a positive number, got " + value);
        }
    }

    /** "±5 %", "±10 MB", "±0.05 ms", "±100". */
    public String text() {
        String number = value == Math.rint(value) && Math.abs(value) < 1e9 ? String.valueOf((long) value)
                : String.format(Locale.ROOT, "%s", stripZeros(value));
        return "±" + number + (unit.isEmpty() ? "" : " " + unit);
    }

    /** A figure to three significant digits without trailing zeros ("0.327", "4.13"); a sign, where wanted, is the caller's. */
    static String stripZeros(double value) {
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.3g", value)).stripTrailingZeros().toPlainString();
    }
}
