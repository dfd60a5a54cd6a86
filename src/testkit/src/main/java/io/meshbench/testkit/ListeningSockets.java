package io.meshbench.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Listening TCP sockets read from {@code /proc}: the machine's ({@link #all()}) or one process's ({@link #of(long)}: its
 * socket inodes in {@code /proc/<pid>/fd} matched with the listening rows of {@code /proc/net/tcp} and {@code tcp6}).
 * Addresses as the kernel writes them, {@code <hex address>:<hex port>} ({@code 0100007F:1F90} is 127.0.0.1:8080).
 * Tests use it to prove that what they start binds to the loopback address only.
 */
public final class ListeningSockets {

    private static final String LOOPBACK_V4 = "0100007F";
    private static final Set<String> LOOPBACK = Set.of(LOOPBACK_V4, "0000000000000000FFFF0000" + LOOPBACK_V4,
            "00000000000000000000000001000000");
    private static final String LISTEN = "0A";
    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));

    private ListeningSockets() {
    }

    /** Every listening socket of the machine. */
    public static List<String> all() throws IOException {
        return listening(inode -> true);
    }

    /** Every listening socket {@code pid} holds. */
    public static List<String> of(long pid) throws IOException {
        Set<String> inodes = socketInodes(pid);
        return listening(inodes::contains);
    }

    /** Whether a socket's address ({@code 0100007F:1F90}) is 127.0.0.1 or ::1 (also as an IPv4-mapped address). */
    public static boolean isLoopback(String local) {
        return LOOPBACK.contains(local.substring(0, local.indexOf(':')));
    }

    /** The socket's address for 127.0.0.1 and {@code port}, as the kernel writes it. */
    public static String loopback(int port) {
        return String.format("%s:%04X", LOOPBACK_V4, port);
    }

    private static List<String> listening(Predicate<String> inode) throws IOException {
        List<String> locals = new ArrayList<>();
        for (Path table : TABLES) {
            if (!Files.exists(table)) {
                continue;
            }
            List<String> lines = Files.readAllLines(table);
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length > 9 && fields[3].equals(LISTEN) && inode.test(fields[9])) {
                    locals.add(fields[1]);
                }
            }
        }
        return locals;
    }

    private static Set<String> socketInodes(long pid) throws IOException {
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
        return inodes;
    }
}
