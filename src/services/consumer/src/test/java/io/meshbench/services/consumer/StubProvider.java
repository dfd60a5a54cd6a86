package io.meshbench.services.consumer;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A provider stand-in on a JDK HTTP server (loopback, any free port): answers {@code GET /provider} with a
 * scripted status, body and delay, and remembers the headers of the last request.
 */
final class StubProvider implements AutoCloseable {

    static final String HEALTHY_BODY = """
            {"provider":{"instance":"provider-2","port":40123,"version":"1.0.1","group":"gray"},
             "data":{"instance":"data","value":"v"}}""";

    static {
        // Without it every answer of the JDK server waits ~40 ms for Nagle's algorithm.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private final HttpServer server;
    private final ExecutorService exchanges = Executors.newCachedThreadPool();
    private volatile Answer answer = new Answer(200, HEALTHY_BODY, 0);
    private volatile Headers lastHeaders;
    private final java.util.concurrent.atomic.AtomicInteger answersSent = new java.util.concurrent.atomic.AtomicInteger();

    StubProvider() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/provider", this::serve);
        // one thread per exchange: a delayed answer still sleeping must not hold up the next test's request
        server.setExecutor(exchanges);
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    void answer(int status, String body, long delayMs) {
        this.answer = new Answer(status, body, delayMs);
    }

    void healthy() {
        answer(200, HEALTHY_BODY, 0);
    }

    Headers lastHeaders() {
        return lastHeaders;
    }

    /** How many answers the stub has started to send (a delayed one counts once its delay is over). */
    int answersSent() {
        return answersSent.get();
    }

    private void serve(HttpExchange exchange) throws IOException {
        lastHeaders = exchange.getRequestHeaders();
        Answer answer = this.answer; // the script as the request arrived, not as a later test rewrote it
        try {
            Thread.sleep(answer.delayMs());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        answersSent.incrementAndGet();
        byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(answer.status(), bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        } catch (IOException clientGaveUp) {
            // The consumer timed out and closed the connection: expected in the timeout test.
        }
    }

    @Override
    public void close() {
        server.stop(0);
        exchanges.shutdownNow();
    }

    private record Answer(int status, String body, long delayMs) {
    }
}
