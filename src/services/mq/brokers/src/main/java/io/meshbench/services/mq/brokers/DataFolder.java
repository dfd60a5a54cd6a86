package io.meshbench.services.mq.brokers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;

/** A broker's data folder: fresh at start, deleted at a clean stop (the messages are scratch, not results). */
final class DataFolder {

    private static final int DELETE_PASSES = 5;
    private static final Duration SETTLE = Duration.ofMillis(100);

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

    /**
     * Deletes the folder, and again while it comes back: a stopped broker's threads may still be winding down (a last
     * log line, a flush) and write into it after the first pass.
     */
    static void delete(Path folder) {
        for (int pass = 1; Files.exists(folder); pass++) {
            if (pass > DELETE_PASSES) {
                System.err.println("Cannot delete " + folder + ": something still writes into it");
                return;
            }
            deleteOnce(folder);
            try {
                Thread.sleep(SETTLE.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static void deleteOnce(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a file deleted or created while walking: the next pass sees what is left
        }
    }
}
