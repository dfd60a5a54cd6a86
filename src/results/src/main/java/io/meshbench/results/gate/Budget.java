package io.meshbench.results.gate;

import io.meshbench.results.comparison.DeltaStyle;
import io.meshbench.results.comparison.Metric;
import java.util.Locale;

/**
 * One overhead budget, e.g. {@code p99 < +2ms}: the treated-minus-baseline delta of {@code metric} must stay below
 * ({@link Bound#AT_MOST}) or above ({@link Bound#AT_LEAST}) {@code limit}, in {@code unit}.
 *
 * @param text   the budget as the user wrote it (JUnit test case names and messages quote it)
 * @param source where it was written: {@code --gate} or {@code <file>:<line>}
 */
public record Budget(String text, String source, Metric metric, Bound bound, double limit, Unit unit) {

    /** Which side of the limit the delta must stay on. */
    public enum Bound {
        /** {@code <}: an upper limit (latency, CPU, memory). */
        AT_MOST("<"),
        /** {@code >}: a lower limit (throughput). */
        AT_LEAST(">");

        private final String symbol;

        Bound(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    /**
     * The unit of a limit: {@link #PERCENT} is relative to the baseline for every metric; the others are the
     * metric's own unit ({@link #of(DeltaStyle)}).
     */
    public enum Unit {
        PERCENT("%"), MILLISECONDS("ms"), PERCENT_POINTS("pp"), MEGABYTES("MB"), SECONDS("s"), RATE("/s"), COUNT("");

        private final String suffix;

        Unit(String suffix) {
            this.suffix = suffix;
        }

        public String suffix() {
            return suffix;
        }

        /** The absolute unit of a metric's figures. */
        public static Unit of(DeltaStyle style) {
            return switch (style) {
                case PERCENT_POINTS -> PERCENT_POINTS;
                case MEGABYTES -> MEGABYTES;
                case MILLISECONDS, MILLISECONDS_SPENT, MILLISECONDS_PER_REQUEST -> MILLISECONDS;
                case RATE -> RATE;
                case COUNT -> COUNT;
                case SECONDS, SECONDS_PRECISE -> SECONDS;
            };
        }

        /** A value in this unit with its sign, e.g. {@code +2.4ms}. */
        public String format(double value) {
            String number = String.format(Locale.ROOT, "%+.2f", value).replaceAll("\\.?0+$", "");
            return number + suffix;
        }
    }

    /** Whether {@code delta} (in {@link #unit}) keeps this budget. */
    public boolean keptBy(double delta) {
        return bound == Bound.AT_MOST ? delta <= limit : delta >= limit;
    }
}
