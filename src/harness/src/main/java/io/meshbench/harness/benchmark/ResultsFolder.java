package io.meshbench.harness.benchmark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** Creates {@code <results>/<scenario>/<yyyyMMdd-HHmmss>/}, never reusing an existing folder (a clash gets -2, -3, ...). */
public final class ResultsFolder {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private ResultsFolder() {
    }

    public static Path create(Path resultsRoot, String scenario, LocalDateTime startedAt) {
        Path parent = resultsRoot.resolve(scenario);
        String stamp = STAMP.format(startedAt);
        try {
            Files.createDirectories(parent);
            for (int attempt = 1; ; attempt++) {
                Path candidate = parent.resolve(attempt == 1 ? stamp : stamp + "-" + attempt);
                try {
                    // createDirectory is atomic: two benchmarks started in the same second get different folders
                    return Files.createDirectory(candidate);
                } catch (FileAlreadyExistsException taken) {
                    // try the next suffix
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a results folder under " + parent + ": " + e.getMessage(), e);
        }
    }
}
