package io.meshbench.results.gate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.MetricComparison;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a gate reads: the comparisons of a benchmark folder's report.json, and nothing else, so that a gate also
 * works on results made on another machine (only report.json needs to be copied).
 *
 * @param scenario    the scenario's name, as report.json gives it
 * @param comparisons one treatment against the baseline at one level, in report order
 */
public record GateInput(String scenario, List<Compared> comparisons) {

    static final String REPORT_JSON = "report.json";

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /**
     * One treatment at one level, its metrics by key (the records report.json was written from); {@code caveats}: the
     * report's flags that make its deltas doubtful (the machine was saturated or limited the load).
     */
    public record Compared(String treatment, String treatmentLabel, String level,
                           Map<String, MetricComparison> metrics, List<String> caveats) {

        public Compared(String treatment, String treatmentLabel, String level, Map<String, MetricComparison> metrics) {
            this(treatment, treatmentLabel, level, metrics, List.of());
        }
    }

    /** Reads {@code <folder>/report.json}; a missing or unreadable one is bad input naming the file. */
    public static GateInput read(Path folder) {
        Path file = folder.resolve(REPORT_JSON);
        if (!Files.isDirectory(folder)) {
            throw new ResultsException(folder + ": " + io.meshbench.results.format.PathKind.missing(folder,
                    "results folder") + "; give a benchmark folder "
                    + "(results/<scenario>/<time>/) or any folder holding a report.json.");
        }
        if (!Files.isRegularFile(file)) {
            throw new ResultsException(file + ": missing; write it with `meshbench report " + folder + "` first.");
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new ResultsException(file + ": not valid JSON at line " + e.getLocation().getLineNr()
                    + "; rewrite it with `meshbench report " + folder + "`.");
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
        if (root == null || !root.isObject() || !root.path("comparisons").isArray()) {
            throw new ResultsException(file + ": has no \"comparisons\" array; it is not a MeshBench report.json "
                    + "(rewrite it with `meshbench report " + folder + "`).");
        }
        List<Compared> comparisons = new ArrayList<>();
        for (JsonNode node : root.path("comparisons")) {
            comparisons.add(compared(node, file));
        }
        if (comparisons.isEmpty()) {
            throw new ResultsException(file + ": compares no treatment with the baseline (no level has both), so "
                    + "there is nothing to gate; see its notes.");
        }
        return new GateInput(root.path("scenario").asText(""), List.copyOf(comparisons));
    }

    private static Compared compared(JsonNode node, Path file) {
        Map<String, MetricComparison> metrics = new LinkedHashMap<>();
        try {
            for (Map.Entry<String, JsonNode> metric : node.path("metrics").properties()) {
                metrics.put(metric.getKey(), MAPPER.treeToValue(metric.getValue(), MetricComparison.class));
            }
        } catch (JsonProcessingException e) {
            throw new ResultsException(file + ": a comparison's metrics cannot be read (" + e.getOriginalMessage()
                    + "); rewrite it with `meshbench report`.");
        }
        String treatment = node.path("treatment").asText(null);
        String level = node.path("level").asText(null);
        if (treatment == null || level == null) {
            throw new ResultsException(file + ": a comparison without \"treatment\" or \"level\"; rewrite it with "
                    + "`meshbench report`.");
        }
        List<String> caveats = new ArrayList<>();
        if (node.path("machineSaturated").asBoolean(false)) {
            caveats.add("machine-saturated");
        }
        if (node.path("loadLimited").asBoolean(false)) {
            caveats.add("load-limited");
        }
        return new Compared(treatment, node.path("treatmentLabel").asText(treatment), level, metrics, List.copyOf(caveats));
    }
}
