package io.meshbench.services.dbservers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The scenario's database servers for one run, each on a free port of 127.0.0.1, data in a fresh temporary folder that
 * {@link #close} deletes. A database the user supplies through the environment ({@code MESHBENCH_MONGO_URL},
 * {@code MESHBENCH_OPENGAUSS_URL}) is not started here: the client reads the URL itself, so it never crosses HTTP.
 * openGauss has no server here unless the user gives one (see {@link EmbeddedPostgresServer} for why not PostgreSQL).
 */
public final class DatabaseServers implements AutoCloseable {

    public static final String MONGO_URL_ENV = "MESHBENCH_MONGO_URL";
    public static final String OPENGAUSS_URL_ENV = "MESHBENCH_OPENGAUSS_URL";
    /** The database of a user's openGauss server the rule names (no openGauss server can be started here). */
    static final String OPENGAUSS_DATABASE = "meshbench";

    private final List<DatabaseServer> servers = new ArrayList<>();
    private final List<DatabaseEndpoint> userSupplied = new ArrayList<>();
    private final Path dataDir;

    private DatabaseServers(Path dataDir) {
        this.dataDir = dataDir;
    }

    /** Starts every server; on any failure, stops those already started and rethrows. */
    public static DatabaseServers start(Map<String, String> environment, Path log) {
        DatabaseServers started = new DatabaseServers(createTempDir());
        try {
            started.servers.add(EmbeddedPostgresServer.start(started.dataDir.resolve("pg"), freePort()));
            started.servers.add(LocalMariaDb.start(started.dataDir.resolve("my"), freePort(), log));
            if (given(environment.get(MONGO_URL_ENV))) {
                started.userSupplied.add(new DatabaseEndpoint("mongodb", null, WireProtocolMongo.DATABASE, null,
                        "user-supplied MongoDB (" + MONGO_URL_ENV + ")"));
            } else {
                started.servers.add(WireProtocolMongo.start(freePort()));
            }
            if (given(environment.get(OPENGAUSS_URL_ENV))) {
                started.userSupplied.add(new DatabaseEndpoint("opengauss", null, OPENGAUSS_DATABASE,
                        null, "user-supplied openGauss (" + OPENGAUSS_URL_ENV + ")"));
            }
            return started;
        } catch (RuntimeException e) {
            started.close();
            throw e;
        }
    }

    public List<DatabaseEndpoint> endpoints() {
        List<DatabaseEndpoint> all = new ArrayList<>();
        servers.forEach(server -> all.addAll(server.endpoints()));
        all.addAll(userSupplied);
        return all;
    }

    Path dataDir() {
        return dataDir;
    }

    List<DatabaseServer> servers() {
        return List.copyOf(servers);
    }

    /** {@code {"databases":[...]}}: what {@code GET /databases} answers. */
    public String toJson() {
        return "{\"databases\":[" + String.join(",", endpoints().stream().map(DatabaseEndpoint::toJson).toList()) + "]}";
    }

    /** Stops every server (last started first) and deletes their data. */
    @Override
    public void close() {
        for (int i = servers.size() - 1; i >= 0; i--) {
            try {
                servers.get(i).close();
            } catch (RuntimeException e) {
                System.err.println("Stopping " + servers.get(i).getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        servers.clear();
        deleteRecursively(dataDir);
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("No free port on 127.0.0.1", e);
        }
    }

    private static Path createTempDir() {
        try {
            return Files.createTempDirectory("meshbench-db-");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a folder for the databases' data", e);
        }
    }

    private static void deleteRecursively(Path folder) {
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
