package io.meshbench.scenario;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One load level: how many JMeter users offer which constant throughput. A level made for one of the scenario's
 * {@link StackSpec stacks} also names that stack and the plan path its runs load (else the scenario's path).
 */
public record Level(String name, int users, int targetTps, String stack, String path) {

    private static final Pattern SHORTHAND = Pattern.compile("(\\d{1,9})u-(\\d{1,9})tps");

    public Level {
        if (name == null || name.isBlank()) {
            name = nameOf(users, targetTps);
        }
    }

    public Level(String name, int users, int targetTps) {
        this(name, users, targetTps, null, null);
    }

    /** This load on one stack: named {@code <stack>-<level>}, e.g. {@code okhttp2-50u-1000tps}, loading its path. */
    public Level onStack(StackSpec stack) {
        return new Level(stack.name() + "-" + name, users, targetTps, stack.name(), stack.path());
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
