package io.meshbench.harness.scenario;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the durations people write in scenario files and on the command line: {@code 90s}, {@code 2m}, {@code 90}, {@code PT90S}. */
public final class Durations {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+)\\s*(ms|s|m|h)?");

    private Durations() {
    }

    /**
     * @throws IllegalArgumentException naming the accepted forms
     */
    public static Duration parse(String text) {
        String trimmed = text == null ? "" : text.trim();
        Matcher matcher = SIMPLE.matcher(trimmed);
        try {
            if (matcher.matches()) {
                long amount = Long.parseLong(matcher.group(1));
                String unit = matcher.group(2) == null ? "s" : matcher.group(2);
                return switch (unit) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    case "h" -> Duration.ofHours(amount);
                    default -> Duration.ofSeconds(amount);
                };
            }
            return Duration.parse(trimmed);
        } catch (DateTimeParseException | NumberFormatException | ArithmeticException e) { // also: too many digits
            throw new IllegalArgumentException(
                    "'" + text + "' is not a duration: write e.g. 90s, 2m, 500ms or 90 (seconds)");
        }
    }

    /** Whether {@code duration} is whole seconds: all a JMeter plan can run ({@code -Jwarmup}, {@code -Jduration}). */
    public static boolean wholeSeconds(Duration duration) {
        return duration.getNano() == 0;
    }

    /** The compact form used in plans and logs, e.g. {@code 2m05s}. */
    public static String format(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds < 60) {
            return seconds + "s";
        }
        long minutes = seconds / 60;
        if (minutes < 60) {
            return String.format("%dm%02ds", minutes, seconds % 60);
        }
        return String.format("%dh%02dm%02ds", minutes / 60, minutes % 60, seconds % 60);
    }
}
