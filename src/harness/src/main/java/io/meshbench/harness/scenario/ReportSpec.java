package io.meshbench.harness.scenario;

import java.util.List;

/** The tables a scenario's report prints, in order; none given: {@code plugin} and {@code summary}. */
public record ReportSpec(List<String> tables) {

    public ReportSpec {
        tables = tables == null || tables.isEmpty() ? List.of("plugin", "summary") : List.copyOf(tables);
    }

    public static ReportSpec defaults() {
        return new ReportSpec(null);
    }
}
