package io.meshbench.results.page;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.FolderConsistency;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One scenario's report.json as the page reads it: the JSON tree, read by the strict reader (StrictReader: no
 * duplicate key, second document, non-finite number or control character), its fields leniently (a report.json of an
 * older or newer version renders with "—" where a figure is missing); refused when it is not a report at all.
 */
record ScenarioReport(Path file, JsonNode root, JsonNode checks) {

    /** The independent check's file beside report.json (scripts/check-figures.py). */
    static final String CHECKS = "checks.json";

    static ScenarioReport read(Path file) {
        JsonNode root = readOr(file, "rewrite it with `meshbench report " + file.getParent() + "`");
        if (root == null || !root.isObject() || !root.path("comparisons").isArray()) {
            throw new ResultsException(file + ": has no \"comparisons\" array; it is not a MeshBench report.json "
                    + "(rewrite it with `meshbench report " + file.getParent() + "`).");
        }
        return new ScenarioReport(file, root, checks(file.resolveSibling(CHECKS)));
    }

    /**
     * checks.json beside report.json, null when absent (the page then says nothing of a check); one that is not JSON
     * is refused as report.json is.
     */
    private static JsonNode checks(Path file) {
        if (!java.nio.file.Files.isRegularFile(file)) {
            return null;
        }
        JsonNode checks = readOr(file, "write it again with `python3 scripts/check-figures.py " + file.getParent()
                + "` (or delete it)");
        if (!checks.path("tables").isArray()) {
            throw new ResultsException(file + ": has no \"tables\" array; write it again with "
                    + "`python3 scripts/check-figures.py " + file.getParent() + "` (or delete it).");
        }
        return checks;
    }

    /** The strict reader's tree; its refusal with how to write the file again. */
    private static JsonNode readOr(Path file, String remedy) {
        try {
            return StrictReader.jsonTree(file);
        } catch (ResultsException e) {
            throw new ResultsException(e.getMessage() + " Or " + remedy + ".", e);
        }
    }

    String scenario() {
        return text(root, "scenario");
    }

    /** Its scenario and every level its comparisons and runs name, as the page folder's check reads them. */
    FolderConsistency.ReportSummary summary() {
        java.util.Set<String> levels = new java.util.LinkedHashSet<>();
        java.util.stream.Stream.concat(comparisons().stream(), runEvidence().stream()).map(node -> text(node, "level"))
                .filter(java.util.Objects::nonNull).forEach(levels::add);
        return new FolderConsistency.ReportSummary(file, scenario(), levels);
    }

    String command() {
        return text(root, "command");
    }

    String baselineName() {
        String name = text(root.path("baseline"), "name");
        return name == null ? "baseline" : name;
    }

    String baselineLabel() {
        String label = text(root.path("baseline"), "label");
        return label == null ? baselineName() : label;
    }

    List<JsonNode> comparisons() {
        return list(root.path("comparisons"));
    }

    List<JsonNode> runEvidence() {
        return list(root.path("runEvidence"));
    }

    List<JsonNode> agents() {
        return list(root.path("agents"));
    }

    JsonNode environment() {
        return root.path("environment");
    }

    /** The scenario's workloads (tag transmission's client stacks), empty when it has none. */
    List<String> workloads() {
        List<String> names = new ArrayList<>();
        root.path("load").path("workloads").forEach(node -> names.add(node.asText()));
        return names;
    }

    static List<JsonNode> list(JsonNode array) {
        List<JsonNode> nodes = new ArrayList<>();
        if (array.isArray()) {
            array.forEach(nodes::add);
        }
        return nodes;
    }

    /** A field's text, null when absent or JSON null. */
    static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isMissingNode() || value.isNull() ? null : value.asText();
    }

    /** A field's number, null when absent, null or not a number. */
    static Double number(JsonNode node, String field) {
        JsonNode value = node.path(field);
        return value.isNumber() ? value.asDouble() : null;
    }
}
