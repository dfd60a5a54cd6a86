package io.meshbench.services.dbservers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The local addresses of listening TCP sockets, as /proc/net/tcp{,6} writes them ({@code 0100007F:1F90}). */
final class LoopbackListeners {

    private static final String LOOPBACK_V4 = "0100007F";
    /** ::ffff:127.0.0.1, how an IPv6 socket bound to 127.0.0.1 (Netty's, in mongo-java-server) shows. */
    private static final String LOOPBACK_V4_MAPPED = "0000000000000000FFFF0000" + LOOPBACK_V4;
    private static final String LOOPBACK_V6 = "00000000000000000000000001000000";
    private static final String LISTEN = "0A";

    private LoopbackListeners() {
    }

    static boolean isLoopback(String local) {
        String address = local.substring(0, local.indexOf(':'));
        return address.equals(LOOPBACK_V4) || address.equals(LOOPBACK_V4_MAPPED) || address.equals(LOOPBACK_V6);
    }

    static List<String> listening() throws IOException {
        List<String> locals = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path file = Path.of(table);
            if (!Files.exists(file)) {
                continue;
            }
            List<String> lines = Files.readAllLines(file);
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length > 3 && fields[3].equals(LISTEN)) {
                    locals.add(fields[1]);
                }
            }
        }
        return locals;
    }
}
