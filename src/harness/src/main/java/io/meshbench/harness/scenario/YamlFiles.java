package io.meshbench.harness.scenario;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Path;

/** The text of a YAML file the harness reads (a scenario, a page) by the one strict reader, its refusal a scenario problem. */
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
}
