package io.meshbench.harness.scenario;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Path;

/** The harness's YAML files (scenarios, pages, targets, rules) read by the one strict reader, as scenario problems. */
public final class YamlFiles {

    private YamlFiles() {
    }

    /** The file's text through the reader's guard (UTF-8, line and size limits, no control characters). */
    public static String text(Path file) {
        try {
            return StrictReader.yamlText(file);
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage());
        }
    }

    /** The file's one document as a checked tree (no duplicate key, no second document). */
    public static com.fasterxml.jackson.databind.JsonNode tree(Path file) {
        String text = text(file);
        try {
            return StrictReader.yamlTree(file, text);
        } catch (ResultsException e) {
            throw new ScenarioException(e.getMessage());
        }
    }
}
