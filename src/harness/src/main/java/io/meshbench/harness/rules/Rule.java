package io.meshbench.harness.rules;

import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Path;

/** A rule as Sermant reads it: the text at one ZooKeeper node. */
public record Rule(String name, String path, String content) {

    /**
     * Reads the rule's content from its file, verbatim, through the strict reader: UTF-8, no control character, and
     * one YAML document without a duplicate key (Sermant would take one of two keys in silence).
     */
    public static Rule fromFile(String name, String path, Path file) {
        try {
            String text = StrictReader.yamlText(file);
            StrictReader.yamlTree(file, text);
            return new Rule(name, path, text);
        } catch (ResultsException e) {
            throw new ScenarioException("Rule '" + name + "': " + e.getMessage());
        }
    }
}
