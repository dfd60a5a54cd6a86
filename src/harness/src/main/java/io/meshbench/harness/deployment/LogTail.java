package io.meshbench.harness.deployment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of a process log, to put the cause of a failed start into the error message. */
final class LogTail {

    private LogTail() {
    }

    static String of(Path log, int lines) {
        try {
            List<String> all = new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines().toList();
            List<String> tail = all.subList(Math.max(0, all.size() - lines), all.size());
            return tail.isEmpty() ? "  (the log is empty)" : "  | " + String.join("\n  | ", tail);
        } catch (IOException e) {
            return "  (no log at " + log + ")";
        }
    }
}
