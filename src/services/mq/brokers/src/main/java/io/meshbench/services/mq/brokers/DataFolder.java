package io.meshbench.services.mq.brokers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A broker's data folder: fresh at start, deleted at a clean stop (the messages are scratch, not results). */
final class DataFolder {

    private DataFolder() {
    }

    static Path fresh(Path folder) {
        delete(folder);
        try {
            return Files.createDirectories(folder).toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the broker's data folder " + folder, e);
        }
    }

    static void delete(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            System.err.println("Cannot delete " + folder + ": " + e.getMessage());
        }
    }
}
