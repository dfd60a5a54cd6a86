package io.meshbench.harness.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A rule as Sermant reads it: the text at one ZooKeeper node. */
public record Rule(String name, String path, String content) {

    /** Reads the rule's content from its file, verbatim. */
    public static Rule fromFile(String name, String path, Path file) {
        try {
            return new Rule(name, path, Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read rule '" + name + "' from " + file + ": " + e.getMessage(), e);
        }
    }
}
