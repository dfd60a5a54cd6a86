package io.meshbench.services.dbservers;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The {@code dbservers} service of the database-write-prohibition topology: starts the database servers, then answers
 * {@code GET /health} ({@code UP}) and {@code GET /databases} (where each database is and which server serves it) on
 * {@code --server.address}:{@code --server.port}. Never treated: the servers' work stays out of the measured JVM.
 * A SIGTERM stops the servers and deletes their data.
 */
public final class DbServersMain {

    private DbServersMain() {
    }

    public static void main(String[] args) throws IOException {
        String address = option(args, "server.address", "127.0.0.1");
        int port = Integer.parseInt(option(args, "server.port", "18090"));
        if (!address.equals("127.0.0.1")) {
            System.err.println("Cannot start dbservers: --server.address must be 127.0.0.1 (every server binds loopback only), not " + address);
            System.exit(2);
        }
        Path log = Path.of(option(args, "meshbench.db-log", "dbservers-databases.log")).toAbsolutePath();
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

    /** {@code --name=value} from the arguments, else the default. */
    static String option(String[] args, String name, String fallback) {
        String prefix = "--" + name + "=";
        for (String arg : args) {
            if (arg.startsWith(prefix)) {
                return arg.substring(prefix.length());
            }
        }
        return fallback;
    }
}
