package io.meshbench.results.trend;

import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.Metric;
import java.util.Arrays;
import java.util.Locale;

/**
 * What a trend plots: one metric's delta for one treatment at one level; {@code treatment}, {@code level} and
 * {@code scenario} may be null (then the folders must hold only one); {@code allowMixed}: folders of different
 * scenarios are plotted together instead of refused.
 */
public record TrendOptions(Metric metric, String treatment, String level, Order order, boolean allowMixed,
                           String scenario) {

    /** How the points are placed along the axis. */
    public enum Order {
        /** by the benchmark's start, read from its folder's name (results/<scenario>/yyyyMMdd-HHmmss) */
        DATE,
        /** by the treatment's release version (report.json agents), numerically: 2.2.0 before 2.10.0 */
        RELEASE,
        /** in the order the folders were given, named by their folders */
        FOLDER;

        static Order parse(String option) {
            return Arrays.stream(values()).filter(o -> o.name().equalsIgnoreCase(option.strip())).findFirst()
                    .orElseThrow(() -> new ResultsException("--by: '" + option + "' is none of date, release, folder."));
        }

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Reads the command line's options: one line naming the option for a bad one. */
    public static TrendOptions parse(String metric, String treatment, String level, String by, boolean allowMixed,
                                     String scenario) {
        Metric named = Metric.named(metric.strip()).orElseThrow(() -> new ResultsException("--metric: unknown metric '"
                + metric + "'; one of " + Metric.names() + "."));
        return new TrendOptions(named, blankToNull(treatment), blankToNull(level),
                by == null || by.isBlank() ? Order.DATE : Order.parse(by), allowMixed, blankToNull(scenario));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
