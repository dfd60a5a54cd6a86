package io.meshbench.scenario;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One load level: how many JMeter users offer which constant throughput, optionally on a workload of its own.
 *
 * @param planProperties more {@code -J} properties of the plan for this level only, over the scenario's (e.g.
 *                       {@code path: /db/mariadb/insert}): several workloads at one load are then several levels
 * @param expect         per treatment name, how each counter the probe reads must move over the load
 *                       ({@code grows} or {@code unchanged}); a run whose counters moved otherwise fails
 */
public record Level(String name, int users, int targetTps, Map<String, String> planProperties,
                    Map<String, Map<String, CounterChange>> expect) {

    private static final Pattern SHORTHAND = Pattern.compile("(\\d{1,9})u-(\\d{1,9})tps");

    public Level {
        if (name == null || name.isBlank()) {
            name = nameOf(users, targetTps);
        }
        planProperties = planProperties == null ? Map.of() : Map.copyOf(planProperties);
        expect = expect == null ? Map.of() : Map.copyOf(expect);
    }

    public Level(String name, int users, int targetTps) {
        this(name, users, targetTps, null, null);
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
