package io.meshbench.results.comparison;

import java.util.Locale;

/**
 * How a figure and its delta are written, after the conventions of Sermant's published benchmark tables:
 * CPU in percentage points ({@code 13.8% / 16.9% / 3.1%}), memory in MB ({@code 92.7M / 122.5M / 29.8M}),
 * latency in ms with a relative delta ({@code 34ms / 35ms / 2.9%}), throughput with a relative delta
 * ({@code 992.8 / 986.4 / -0.6%}); counts, seconds, time spent (GC time) and CPU per request with an absolute delta.
 */
public enum DeltaStyle {
    PERCENT_POINTS(false),
    MEGABYTES(false),
    MILLISECONDS(true),
    RATE(true),
    COUNT(false),
    SECONDS(false),
    /** Start-up times: seconds to the hundredth, an absolute delta (Sermant's start-up tables). */
    SECONDS_PRECISE(false),
    /**
     * Time spent in a window, e.g. GC time: ms with an absolute delta, since a window without a collection (0 ms)
     * has no relative one.
     */
    MILLISECONDS_SPENT(false),
    /**
     * CPU time per request: ms of CPU to the thousandth (Sermant's router costs about 0.12 ms), an absolute delta, so
     * figures measured at different rates can stand side by side.
     */
    MILLISECONDS_PER_REQUEST(false);

    private final boolean relative;

    DeltaStyle(boolean relative) {
        this.relative = relative;
    }

    /** Whether the delta is relative (% of the baseline) rather than in the figure's unit. */
    public boolean relative() {
        return relative;
    }

    /** The delta of one pair: treated - baseline, in % of the baseline when relative (null if baseline is 0). */
    Double delta(double baseline, double treated) {
        if (!relative) {
            return treated - baseline;
        }
        return baseline == 0 ? null : 100 * (treated - baseline) / baseline;
    }

    public String value(double value) {
        return switch (this) {
            case PERCENT_POINTS -> format("%.1f%%", value);
            case MEGABYTES -> format("%.1fM", value);
            case MILLISECONDS -> whole(value) + "ms";
            case MILLISECONDS_SPENT -> format("%.1fms", value);
            case MILLISECONDS_PER_REQUEST -> format("%.3fms", value);
            case RATE -> format("%.1f", value);
            case COUNT -> whole(value);
            case SECONDS -> whole(value) + "s";
            case SECONDS_PRECISE -> format("%.2fs", value);
        };
    }

    public String delta(double delta) {
        return relative ? format("%.1f%%", delta) : value(delta);
    }

    /**
     * Whether one cell writes its figures in tenths: a style written whole when it can (counts, ms, s) whose cell
     * holds a figure that is not whole (a mean over the window, the median of an even number of rounds). A cell then
     * shows every figure at one precision ("36.6 / 37.0 / 0.4", never "36.6 / 37 / 0.4"); a relative delta is a
     * percentage and does not count.
     */
    public boolean tenths(Double baseline, Double treated, Double delta) {
        if (this != MILLISECONDS && this != COUNT && this != SECONDS) {
            return false;
        }
        return fractional(baseline) || fractional(treated) || (!relative && fractional(delta));
    }

    /** {@link #value(double)}, in tenths when the cell's figures are ({@link #tenths}). */
    public String value(double value, boolean tenths) {
        if (!tenths) {
            return value(value);
        }
        return switch (this) {
            case MILLISECONDS -> format("%.1fms", value);
            case COUNT -> format("%.1f", value);
            case SECONDS -> format("%.1fs", value);
            default -> value(value);
        };
    }

    /** {@link #delta(double)}, in tenths when the cell's figures are ({@link #tenths}). */
    public String delta(double delta, boolean tenths) {
        return relative ? format("%.1f%%", delta) : value(delta, tenths);
    }

    private static boolean fractional(Double value) {
        return value != null && value != Math.rint(value);
    }

    private static String whole(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? String.valueOf((long) value) : format("%.1f", value);
    }

    private static String format(String pattern, double value) {
        String text = String.format(Locale.ROOT, pattern, value);
        return text.startsWith("-0.0") && text.matches("-0\\.0+\\D*") ? text.substring(1) : text;
    }
}
