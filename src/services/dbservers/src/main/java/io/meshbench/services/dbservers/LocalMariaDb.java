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
 * A real MariaDB server from Debian's {@code mariadb-server} package ({@code scripts/install-mariadb.sh} installs it),
 * started per run: {@code mariadb-install-db} into a fresh data folder, then {@code mariadbd --bind-address=127.0.0.1}.
 * The client is the MariaDB JDBC driver, the only MySQL-protocol driver Sermant intercepts.
 */
public final class LocalMariaDb implements DatabaseServer {

    static final String DATABASE = "meshbench";
    static final String USER = "meshbench";
    private static final List<Path> SEARCHED = List.of(Path.of("/usr/sbin"), Path.of("/usr/bin"), Path.of("/usr/local/bin"));
    private static final long START_TIMEOUT_MS = 60_000;

    private final Process process;
    private final int port;
    private final String version;

    private LocalMariaDb(Process process, int port, String version) {
        this.process = process;
        this.port = port;
        this.version = version;
    }

    /** Where {@code mariadbd} is, or a clear error saying how to install it. */
    static Path serverBinary() {
        for (Path folder : SEARCHED) {
            Path binary = folder.resolve("mariadbd");
            if (Files.isExecutable(binary)) {
                return binary;
            }
        }
        throw new IllegalStateException("No MariaDB server here (mariadbd not in " + SEARCHED + "): install Debian's "
                + "mariadb-server once with scripts/install-mariadb.sh (it starts no system service)");
    }

    /**
     * @param dataDir a fresh, short path (the server's Unix socket lives there and such paths are limited to 107 bytes)
     * @param log     where the server's output goes
     */
    public static LocalMariaDb start(Path dataDir, int port, Path log) {
        Path mariadbd = serverBinary();
        Path installDb = mariadbd.getParent().getParent().resolve("bin").resolve("mariadb-install-db");
        try {
            Files.createDirectories(dataDir);
            run(List.of(installDb.toString(), "--no-defaults", "--datadir=" + dataDir, "--user=" + userName(),
                    "--auth-root-authentication-method=normal", "--skip-test-db"), log);
            Path initFile = dataDir.resolve("meshbench-init.sql");
            Files.writeString(initFile, String.join("\n",
                    "CREATE DATABASE IF NOT EXISTS " + DATABASE + ";",
                    "CREATE USER IF NOT EXISTS '" + USER + "'@'127.0.0.1';",
                    "GRANT ALL PRIVILEGES ON " + DATABASE + ".* TO '" + USER + "'@'127.0.0.1';", ""));
            List<String> command = new ArrayList<>(List.of(mariadbd.toString(), "--no-defaults",
                    "--datadir=" + dataDir, "--port=" + port, "--bind-address=127.0.0.1",
                    "--socket=" + dataDir.resolve("mariadb.sock"), "--pid-file=" + dataDir.resolve("mariadb.pid"),
                    "--skip-name-resolve", "--init-file=" + initFile, "--innodb-buffer-pool-size=64M",
                    "--max-connections=200", "--user=" + userName()));
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
            LocalMariaDb server = new LocalMariaDb(process, port, versionOf(mariadbd));
            server.awaitListening();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start MariaDB on 127.0.0.1:" + port + ": " + e.getMessage(), e);
        }
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
                USER, version + " (Debian package, mariadbd started by MeshBench)"));
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
        // "/usr/sbin/mariadbd  Ver 10.11.19-MariaDB-0+deb12u1 for debian-linux-gnu on x86_64 (Debian 12)"
        int at = text.indexOf("Ver ");
        String number = at < 0 ? text : text.substring(at + 4).split("[ -]")[0];
        return "MariaDB " + number;
    }

    private static void run(List<String> command, Path log) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
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
