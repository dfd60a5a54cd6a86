package io.meshbench.results.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads durations as people write them: {@code 30s}, {@code 2m}, {@code 1h}, {@code 500ms}, or bare seconds. */
public final class DurationConverter implements ITypeConverter<Duration> {

    /** Longer than any one run; beyond it a value is a typo, and arithmetic on it would overflow. */
    static final Duration LONGEST = Duration.ofDays(7);

    private static final Pattern FORMAT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    @Override
    public Duration convert(String value) {
        Matcher matcher = FORMAT.matcher(value.strip());
        if (value.strip().startsWith("-")) {
            throw new TypeConversionException("'" + value + "' is negative: a warm-up, cool-down or duration is 0 or "
                    + "more, e.g. 30s");
        }
        if (!matcher.matches()) {
            throw new TypeConversionException("'" + value + "' is not a duration: write e.g. 30s, 2m, 500ms or 45");
        }
        double amount = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2) == null ? "s" : matcher.group(2);
        double millis = switch (unit) {
            case "ms" -> amount;
            case "m" -> amount * 60_000;
            case "h" -> amount * 3_600_000;
            default -> amount * 1000;
        };
        if (millis > LONGEST.toMillis()) {
            throw new TypeConversionException("'" + value + "' is longer than " + LONGEST.toDays()
                    + " days: give the warm-up, cool-down or duration of one run, e.g. 60s");
        }
        return Duration.ofMillis(Math.round(millis));
    }
}
