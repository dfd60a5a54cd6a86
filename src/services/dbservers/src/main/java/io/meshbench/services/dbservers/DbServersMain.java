package io.meshbench.services.dbservers;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import io.meshbench.services.arguments.ServiceArguments;

/**
 * The {@code dbservers} service of the database-write-prohibition topology: starts the database servers, then answers
 * {@code GET /health} ({@code UP}) and {@code GET /databases} (where each database is and which server serves it) on
 * {@code --server.address}:{@code --server.port}. Never treated: the servers' work stays out of the measured JVM.
 * A SIGTERM stops the servers and deletes their data.
 */
public final class DbServersMain {

    private DbServersMain() {
    }

    /** The deployment's options, and where the database servers write their output. */
    static final List<String> OPTIONS = ServiceArguments.deploymentOptionsAnd("meshbench.db-log");

    public static void main(String[] args) throws IOException {
        String address;
        int port;
        Path log;
        try {
            ServiceArguments arguments = ServiceArguments.parse(args, OPTIONS);
            address = arguments.value("server.address", "127.0.0.1");
            port = arguments.port("server.port", 18090);
            if (!address.equals("127.0.0.1")) {
                throw new IllegalArgumentException("--server.address must be 127.0.0.1 (every server binds loopback only), not " + address);
            }
            log = Path.of(arguments.value("meshbench.db-log", "dbservers-databases.log")).toAbsolutePath();
        } catch (IllegalArgumentException e) {
            System.err.println("Cannot start dbservers: " + e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        DatabaseServers servers;
        try {
            servers = DatabaseServers.start(System.getenv(), log);
        } catch (RuntimeException e) {
            // one line the harness shows from this log; the servers' own output is in the other log
            System.err.println("Cannot start the database servers: " + e.getMessage() + " (server output: " + log + ")");
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(servers::close, "dbservers-stop"));
        HttpServer http = HttpServer.create(new InetSocketAddress(address, port), 0);
        http.createContext("/health", exchange -> answer(exchange, "text/plain", "UP"));
        http.createContext("/databases", exchange -> answer(exchange, "application/json", servers.toJson()));
        http.start();
        System.out.printf("dbservers ready in %.1f s on %s:%d: %s (server output: %s)%n",
                (System.nanoTime() - start) / 1e9, address, port, servers.toJson(), log);
    }

    private static void answer(HttpExchange exchange, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.sendResponseHeaders(200, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
