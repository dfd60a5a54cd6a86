package io.meshbench.results.report;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Map;

/** meta.json (docs/formats.md): the benchmark's environment and how to report it. Every field is optional. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record BenchmarkMeta(
        String scenario,
        String description,
        String baseline,
        List<Treatment> treatments,
        List<Level> levels,
        List<String> tables,
        Map<String, Object> environment,
        List<Map<String, Object>> agents,
        String command) {

    /** The tables a report shows when meta.json names none. */
    public static final List<String> DEFAULT_TABLES = List.of("plugin", "summary");
    public static final String DEFAULT_BASELINE = "baseline";

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Treatment(String name, String label, Boolean changesTopology, String note) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Level(String name, Integer users, Double targetTps) {
    }

    static BenchmarkMeta empty() {
        return new BenchmarkMeta(null, null, null, null, null, null, null, null, null);
    }
}
