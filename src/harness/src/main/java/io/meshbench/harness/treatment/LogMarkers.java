package io.meshbench.harness.treatment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Waits for a start-up line to appear in a log file, or in any file below a log folder (rolled logs, dated dirs). */
final class LogMarkers {

    private static final Duration POLL = Duration.ofMillis(200);

    private LogMarkers() {
    }

    /** The first line of {@code fileOrDir} (a file, or every regular file below a folder) containing {@code marker}. */
    static Optional<String> await(Path fileOrDir, String marker, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Optional<String> line = find(fileOrDir, marker);
            if (line.isPresent() || System.nanoTime() > deadline) {
                return line;
            }
            sleep();
        }
    }

    static Optional<String> find(Path fileOrDir, String marker) {
        if (!Files.exists(fileOrDir)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.isDirectory(fileOrDir) ? Files.walk(fileOrDir) : Stream.of(fileOrDir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Optional<String> line = linesOf(file).stream().filter(l -> l.contains(marker)).findFirst();
                if (line.isPresent()) {
                    return Optional.of(line.get().strip());
                }
            }
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read log " + fileOrDir, e);
        }
    }

    /** The first group of every match of {@code pattern} in the lines of {@code fileOrDir}, in file order. */
    static List<String> findAll(Path fileOrDir, Pattern pattern) {
        if (!Files.exists(fileOrDir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.isDirectory(fileOrDir) ? Files.walk(fileOrDir) : Stream.of(fileOrDir)) {
            List<String> found = new ArrayList<>();
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                for (String line : linesOf(file)) {
                    Matcher matcher = pattern.matcher(line);
                    if (matcher.find()) {
                        found.add(matcher.group(1));
                    }
                }
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read log " + fileOrDir, e);
        }
    }

    private static List<String> linesOf(Path file) throws IOException {
        // Logs may hold bytes of other encodings; decoding leniently keeps the search going.
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8).lines().toList();
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TreatmentNotLoadedException("Interrupted while waiting for the agent's start-up log");
        }
    }
}
