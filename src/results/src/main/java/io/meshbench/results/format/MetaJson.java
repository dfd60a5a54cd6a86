package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * meta.json at a benchmark's root (docs/formats.md): what was compared, on what, and how to repeat it. The one
 * definition of the format: the harness writes it, the report reads it ({@link FormatFiles#readMeta}); every field is
 * optional for a hand-written one, an unknown field is an error.
 *
 * @param warmupSeconds the warm-up of every run, used for a run folder whose run.json is missing
 * @param tables        the report's tables, by template name
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"scenario", "description", "baseline", "treatments", "levels", "warmupSeconds", "durationSeconds",
        "rounds", "tables", "environment", "agents", "command"})
public record MetaJson(
        String scenario,
        String description,
        String baseline,
        List<Treatment> treatments,
        List<Level> levels,
        Long warmupSeconds,
        Long durationSeconds,
        Integer rounds,
        List<String> tables,
        Map<String, Object> environment,
        List<Agent> agents,
        String command) {

    public static final String FILE = "meta.json";
    /** The tables a report shows when meta.json names none. */
    public static final List<String> DEFAULT_TABLES = List.of("plugin", "summary");
    public static final String DEFAULT_BASELINE = "baseline";

    /**
     * A treatment; {@code changesTopology}: its rules change the path the traffic takes, not only add cost;
     * {@code injected}: a calibration treatment's known cost, figure to amount (docs/calibration.md).
     */
    @JsonPropertyOrder({"name", "label", "kind", "plugins", "rules", "changesTopology", "note", "injected"})
    public record Treatment(String name, String label, String kind, List<String> plugins, List<String> rules,
                            Boolean changesTopology, String note, Map<String, Double> injected) {

        public Treatment(String name, String label, String kind, List<String> plugins, List<String> rules,
                         Boolean changesTopology, String note) {
            this(name, label, kind, plugins, rules, changesTopology, note, null);
        }
    }

    @JsonPropertyOrder({"name", "users", "targetTps"})
    public record Level(String name, Integer users, Double targetTps) {
    }

    /** The agent a treatment mounted: name, version and SHA-256 of its jar. */
    @JsonPropertyOrder({"treatment", "name", "version", "sha256"})
    public record Agent(String treatment, String name, String version, String sha256) {
    }

    /** A meta.json without content: what a benchmark folder without one is reported with. */
    public static MetaJson empty() {
        return new MetaJson(null, null, null, null, null, null, null, null, null, null, null, null);
    }

    public String baselineOrDefault() {
        return baseline != null ? baseline : DEFAULT_BASELINE;
    }

    public List<String> tablesOrDefault() {
        return tables != null && !tables.isEmpty() ? tables : DEFAULT_TABLES;
    }

    void validate(Path file) {
        FieldCheck check = new FieldCheck(file);
        check.atLeast("warmupSeconds", warmupSeconds, 0, "seconds trimmed from each run's start");
        check.atLeast("durationSeconds", durationSeconds, 0, "seconds of each run's measured window");
        check.atLeast("rounds", rounds, 1, "runs per treatment and level");
        if (levels != null) {
            for (Level level : levels) {
                check.atLeast("levels[].users", level.users(), 0, "JMeter threads");
                check.positive("levels[].targetTps", level.targetTps(), "requests per second");
            }
        }
    }
}
