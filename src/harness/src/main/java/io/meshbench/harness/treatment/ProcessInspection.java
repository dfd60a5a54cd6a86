package io.meshbench.harness.treatment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** What {@code /proc/<pid>} tells about a running process from outside: its command line and the files it holds open. */
final class ProcessInspection {

    private static final Path PROC = Path.of("/proc");

    private ProcessInspection() {
    }

    /** The process's arguments (NUL-separated in {@code /proc/<pid>/cmdline}); empty once it has exited. */
    static List<String> commandLine(long pid) {
        try {
            String raw = new String(Files.readAllBytes(PROC.resolve(pid + "/cmdline")), StandardCharsets.UTF_8);
            return raw.isEmpty() ? List.of() : Arrays.asList(raw.split("\0"));
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Whether the process has {@code file} open, as a descriptor ({@code /proc/<pid>/fd}) or a mapping ({@code maps}). */
    static boolean hasOpen(long pid, Path file) {
        Path real = realPath(file);
        return hasOpenDescriptor(pid, real) || hasMapping(pid, real);
    }

    private static boolean hasOpenDescriptor(long pid, Path real) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(PROC.resolve(pid + "/fd"))) {
            for (Path fd : fds) {
                try {
                    if (Files.readSymbolicLink(fd).equals(real)) {
                        return true;
                    }
                } catch (IOException closedMeanwhile) {
                    // a descriptor closed while we list them: not the one we look for
                }
            }
            return false;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean hasMapping(long pid, Path real) {
        try {
            String suffix = " " + real;
            return Files.readAllLines(PROC.resolve(pid + "/maps")).stream().anyMatch(l -> l.endsWith(suffix));
        } catch (IOException e) {
            return false;
        }
    }

    private static Path realPath(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath().normalize();
        }
    }
}
