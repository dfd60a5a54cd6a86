package io.meshbench.services.tagx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The TCP sockets one process listens on, read from {@code /proc}: its socket inodes ({@code /proc/<pid>/fd}) matched
 * with the listening rows of {@code /proc/net/tcp} and {@code tcp6}. Addresses as the kernel writes them
 * ({@code 0100007F:1F90}).
 */
final class ListeningSockets {

    private static final String LOOPBACK_V4 = "0100007F";
    private static final Set<String> LOOPBACK = Set.of(LOOPBACK_V4, "0000000000000000FFFF0000" + LOOPBACK_V4,
            "00000000000000000000000001000000");
    private static final String LISTEN = "0A";

    private ListeningSockets() {
    }

    /** {@code address:port} in hex of every listening socket of {@code pid}. */
    static List<String> of(long pid) throws IOException {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc", String.valueOf(pid), "fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring(8, target.length() - 1));
                    }
                } catch (IOException closedMeanwhile) {
                    // the descriptor went away while listing
                }
            }
        }
        List<String> locals = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            List<String> lines = Files.readAllLines(Path.of(table));
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length > 9 && fields[3].equals(LISTEN) && inodes.contains(fields[9])) {
                    locals.add(fields[1]);
                }
            }
        }
        return locals;
    }

    static boolean isLoopback(String local) {
        return LOOPBACK.contains(local.substring(0, local.indexOf(':')));
    }
}
