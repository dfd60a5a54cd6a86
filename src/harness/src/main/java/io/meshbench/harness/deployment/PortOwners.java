package io.meshbench.harness.deployment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Which process listens on a TCP port, found the way {@code ss -p} does: the socket's inode from {@code /proc/net/tcp*},
 * then the process holding {@code socket:[inode]} among the ones whose {@code /proc/<pid>/fd} we may read.
 */
final class PortOwners {

    private static final String LISTEN = "0A";

    private PortOwners() {
    }

    /** "pid 4242 (java -jar consumer.jar ...)" for the listener of {@code port}, when it can be seen. */
    static Optional<String> describe(int port) {
        return listeningInode(port).flatMap(PortOwners::processHolding).map(PortOwners::describeProcess);
    }

    private static Optional<String> listeningInode(int port) {
        String hexPort = String.format(":%04X", port);
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            try {
                for (String line : Files.readAllLines(Path.of(table)).stream().skip(1).toList()) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length > 9 && f[1].endsWith(hexPort) && f[3].equals(LISTEN)) {
                        return Optional.of(f[9]);
                    }
                }
            } catch (IOException e) {
                // no such table (no IPv6): try the next one
            }
        }
        return Optional.empty();
    }

    private static Optional<Long> processHolding(String inode) {
        String socket = "socket:[" + inode + "]";
        return ProcessHandle.allProcesses()
                .map(ProcessHandle::pid)
                .filter(pid -> holds(pid, socket))
                .findFirst();
    }

    private static boolean holds(long pid, String socket) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc", String.valueOf(pid), "fd"))) {
            for (Path fd : fds) {
                try {
                    if (Files.readSymbolicLink(fd).toString().equals(socket)) {
                        return true;
                    }
                } catch (IOException closedMeanwhile) {
                    // keep looking
                }
            }
        } catch (IOException | SecurityException notOurs) {
            return false;
        }
        return false;
    }

    private static String describeProcess(long pid) {
        try {
            String cmdline = new String(Files.readAllBytes(Path.of("/proc", String.valueOf(pid), "cmdline")),
                    StandardCharsets.UTF_8).replace('\0', ' ').strip();
            String shown = cmdline.length() > 160 ? cmdline.substring(0, 160) + " ..." : cmdline;
            return "pid " + pid + " (" + shown + ")";
        } catch (IOException e) {
            return "pid " + pid;
        }
    }
}
