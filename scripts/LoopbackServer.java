import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A deterministic HTTP server on 127.0.0.1 to exercise the JMeter plans without the services:
 * every path answers after {@code delay + (n * 7 mod (jitter + 1))} ms, where n counts the requests of that path,
 * and every {@code error-every}-th request of a path gets HTTP 500. A path may carry its own delay and jitter:
 * {@code --paths /chain:2:10,/other:5:40}; a fourth and fifth number make the path's first N requests take M ms
 * ({@code /slow:2:3:4:1500}), so that early samples end, and are written, after later ones.
 *
 * <pre>java -Dsun.net.httpserver.nodelay=true scripts/LoopbackServer.java --port 0 --port-file /tmp/port
 *      [--delay-ms 2] [--jitter-ms 0] [--error-every 0] [--paths /chain[:delay[:jitter[:slowFirst:slowMs]]],...]</pre>
 *
 * Runs until killed. Without -Dsun.net.httpserver.nodelay=true every response waits about 40 ms (Nagle).
 */
public final class LoopbackServer {

    public static void main(String[] args) throws Exception {
        int port = 0;
        Path portFile = null;
        long delayMs = 2;
        long jitterMs = 0;
        long errorEvery = 0;
        String paths = "/chain";
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                usage("option " + args[i] + " needs a value");
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--port" -> port = Math.toIntExact(parseLong(args[i], value));
                case "--port-file" -> portFile = Path.of(value);
                case "--delay-ms" -> delayMs = parseLong(args[i], value);
                case "--jitter-ms" -> jitterMs = parseLong(args[i], value);
                case "--error-every" -> errorEvery = parseLong(args[i], value);
                case "--paths" -> paths = value;
                default -> usage("unknown option " + args[i]);
            }
        }

        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 512);
        // Requests sleep, so one thread per concurrent request; JMeter's user count bounds the concurrency.
        server.setExecutor(Executors.newCachedThreadPool());
        for (String spec : paths.split(",")) {
            String[] parts = spec.trim().split(":");
            long pathDelay = parts.length > 1 ? parseLong("--paths", parts[1]) : delayMs;
            long pathJitter = parts.length > 2 ? parseLong("--paths", parts[2]) : jitterMs;
            long slowFirst = parts.length > 3 ? parseLong("--paths", parts[3]) : 0;
            long slowMs = parts.length > 4 ? parseLong("--paths", parts[4]) : 0;
            server.createContext(parts[0], new DelayedHandler(pathDelay, pathJitter, errorEvery, slowFirst, slowMs,
                    new AtomicLong()));
        }
        server.start();
        int boundPort = server.getAddress().getPort();
        if (portFile != null) {
            Files.writeString(portFile, Integer.toString(boundPort));
        }
        System.out.println("LoopbackServer listening on 127.0.0.1:" + boundPort + " paths=" + paths);
    }

    private static long parseLong(String option, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            usage(option + " needs a whole number, got '" + value + "'");
            return 0;
        }
    }


    private static void usage(String problem) {
        System.err.println("LoopbackServer: " + problem);
        System.err.println("usage: LoopbackServer [--port N] [--port-file FILE] [--delay-ms N] [--jitter-ms N]"
                + " [--error-every N] [--paths /a[:delay[:jitter]],/b...]");
        System.exit(2);
    }

    /** The first {@code slowFirst} requests of a path take {@code slowMs}: early samples that JMeter writes late. */
    private record DelayedHandler(long delayMs, long jitterMs, long errorEvery, long slowFirst, long slowMs,
                                  AtomicLong requests) implements com.sun.net.httpserver.HttpHandler {

        @Override
        public void handle(HttpExchange exchange) throws IOException {
            long n = requests.incrementAndGet();
            try {
                Thread.sleep(n <= slowFirst ? slowMs : delayMs + (n * 7) % (jitterMs + 1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            boolean fail = errorEvery > 0 && n % errorEvery == 0;
            byte[] body = (fail ? "error " : "ok ").concat(Long.toString(n)).concat("\n")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            exchange.sendResponseHeaders(fail ? 500 : 200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
