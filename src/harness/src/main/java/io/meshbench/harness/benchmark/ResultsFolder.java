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

    /**
     * Exactly {@code folder} ({@code run --benchmark-dir}), created with its parents; an existing folder must be empty,
     * so that no earlier benchmark's files are mixed with this one's.
     *
     * @throws UncheckedIOException when it cannot be created, or holds files already
     */
    public static Path createExactly(Path folder) {
        try {
            Files.createDirectories(folder);
            try (var entries = Files.list(folder)) {
                if (entries.findAny().isPresent()) {
                    throw new UncheckedIOException(new IOException("--benchmark-dir " + folder + " holds files already: "
                            + "give an empty or new folder"));
                }
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the benchmark folder " + folder + ": " + e.getMessage(), e);
        }
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
