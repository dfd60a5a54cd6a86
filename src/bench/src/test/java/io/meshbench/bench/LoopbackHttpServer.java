package io.meshbench.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The stand-in for the service under test: answers GET /chain after 2 ms with HTTP 200 (noting the header {@code id}),
 * and records what is POSTed to /write (the InfluxDB line protocol JMeter's backend listener sends). Binds 127.0.0.1 on a free port.
 */
final class LoopbackHttpServer implements AutoCloseable {

    static {
        // Without it every response of the JDK server waits ~40 ms for Nagle's algorithm.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final List<String> writes = new CopyOnWriteArrayList<>();
    private final Set<String> idHeaders = ConcurrentHashMap.newKeySet();
    private final Map<String, AtomicLong> idCounts = new ConcurrentHashMap<>();

    LoopbackHttpServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
        server.setExecutor(executor);
        server.createContext("/chain", this::chain);
        server.createContext("/write", this::write);
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** The distinct values of the request header {@code id} seen on /chain. */
    Set<String> idHeaders() {
        return Set.copyOf(idHeaders);
    }

    /** How many /chain requests carried each value of the header {@code id}. */
    Map<String, Long> idCounts() {
        Map<String, Long> counts = new java.util.TreeMap<>();
        idCounts.forEach((id, count) -> counts.put(id, count.get()));
        return counts;
    }

    /** The bodies POSTed to /write so far. */
    List<String> writes() {
        return List.copyOf(writes);
    }

    private void chain(HttpExchange exchange) throws IOException {
        String id = String.valueOf(exchange.getRequestHeaders().getFirst("id"));
        idHeaders.add(id);
        idCounts.computeIfAbsent(id, key -> new AtomicLong()).incrementAndGet();
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        respond(exchange, 200, "ok\n");
    }

    private void write(HttpExchange exchange) throws IOException {
        writes.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        respond(exchange, 204, "");
    }

    private static void respond(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getRequestBody().readAllBytes();
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
