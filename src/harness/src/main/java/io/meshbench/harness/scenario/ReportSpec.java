package io.meshbench.harness.scenario;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The tables a scenario's report prints, in order (none given: {@code plugin} and {@code summary}), and the margins
 * its cells are judged against over the defaults ({@code margins:}, figure to margin, e.g. {@code p90: 3%}; empty for
 * none): the command line's {@code --margins} is set over them (docs/results-engine.md).
 */
public record ReportSpec(List<String> tables, Map<String, String> margins) {

    public ReportSpec {
        tables = tables == null || tables.isEmpty() ? List.of("plugin", "summary") : List.copyOf(tables);
        margins = margins == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(margins));
    }

    public ReportSpec(List<String> tables) {
        this(tables, null);
    }

    public static ReportSpec defaults() {
        return new ReportSpec(null);
    }

    /** The margins as {@code --margins} and meta.json write them ("p90=3%,heap=5MB"), null when none is set. */
    public String marginsText() {
        return margins.isEmpty() ? null : margins.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
    }
}
