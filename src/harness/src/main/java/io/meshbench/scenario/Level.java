package io.meshbench.scenario;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One load level: how many JMeter users offer which constant throughput. */
public record Level(String name, int users, int targetTps) {

    private static final Pattern SHORTHAND = Pattern.compile("(\\d{1,9})u-(\\d{1,9})tps");

    public Level {
        if (name == null || name.isBlank()) {
            name = nameOf(users, targetTps);
        }
    }

    /** The conventional name, e.g. {@code 50u-1000tps}: also the run folder's name. */
    public static String nameOf(int users, int targetTps) {
        return users + "u-" + targetTps + "tps";
    }

    /** Parses the shorthand {@code <users>u-<tps>tps}; null when the text is not in that form. */
    public static Level parseShorthand(String text) {
        Matcher matcher = SHORTHAND.matcher(text.trim());
        if (!matcher.matches()) {
            return null;
        }
        return new Level(text.trim(), Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
    }
}
