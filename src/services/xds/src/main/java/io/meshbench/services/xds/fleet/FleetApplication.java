package io.meshbench.services.xds.fleet;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.meshbench.services.arguments.ServiceArguments;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * {@code -Dxds.role=fleet -Dxds.ads=127.0.0.1:<port> --server.port=<http port>}: simulated sidecars for the
 * control-plane scale scenario, driven over HTTP on 127.0.0.1 by the scenario's JMeter plan (each call a job that
 * answers when it is done, as the MQ jobs do):
 * <ul>
 *   <li>{@code GET /rollout?clients=N&timeoutSeconds=S}: N clients at once; 200 when every one acknowledged CDS, EDS,
 *       LDS and RDS within S seconds, else 503 saying how many were served and why the others were not;</li>
 *   <li>{@code GET /hold?seconds=S}: waits S seconds (the quiet window before a rollout, the steady state after it);
 *       503 when a stream closed meanwhile;</li>
 *   <li>{@code GET /stats}: the last rollout's figures as whole numbers (the run's counters);
 *       {@code GET /health}.</li>
 * </ul>
 */
public final class FleetApplication {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Fleet fleet;
    private volatile Fleet.Rollout last = new Fleet.Rollout(0, 0, 0, 0, java.util.List.of(), null);

    private FleetApplication(Fleet fleet) {
        this.fleet = fleet;
    }

    public static void main(String[] args) throws Exception {
        HttpServer http;
        FleetApplication app;
        try {
            String ads = System.getProperty("xds.ads", "");
            int colon = ads.lastIndexOf(':');
            if (colon < 1) {
                throw new IllegalArgumentException("-Dxds.ads=<host>:<port> is required (the control plane's ADS address), not '" + ads + "'");
            }
            int adsPort = parse("-Dxds.ads port", ads.substring(colon + 1));
            int httpPort = ServiceArguments.parse(args, ServiceArguments.DEPLOYMENT_OPTIONS).requiredPort("server.port");
            app = new FleetApplication(new Fleet(ads.substring(0, colon), adsPort));
            http = HttpServer.create(new InetSocketAddress("127.0.0.1", httpPort), 0);
        } catch (IllegalArgumentException e) {
            System.err.println("Cannot start the xDS fleet: " + e.getMessage());
            System.exit(2);
            return;
        }
        http.setExecutor(Executors.newFixedThreadPool(2));
        http.createContext("/health", exchange -> answer(exchange, 200, "UP"));
        http.createContext("/rollout", job(app::rollout));
        http.createContext("/hold", job(app::hold));
        http.createContext("/stats", app::stats);
        http.start();
        System.out.println("xds fleet: HTTP on 127.0.0.1:" + http.getAddress().getPort() + ", control plane " + System.getProperty("xds.ads"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            http.stop(0);
            try {
                app.fleet.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "xds-fleet-shutdown"));
        Thread.currentThread().join();
    }

    /** A job of the plan: its answer from the request's query; a bad query is a 400 naming the parameter. */
    private interface Job {
        Answer run(Map<String, String> query) throws InterruptedException;
    }

    private record Answer(int status, String body) {
    }

    private static com.sun.net.httpserver.HttpHandler job(Job job) {
        return exchange -> {
            Answer answer;
            try {
                answer = job.run(query(exchange.getRequestURI()));
            } catch (IllegalArgumentException e) {
                answer = new Answer(400, e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                answer = new Answer(503, "interrupted");
            }
            answer(exchange, answer.status(), answer.body());
        };
    }

    private Answer rollout(Map<String, String> query) throws InterruptedException {
        int clients = parse("clients", query.getOrDefault("clients", ""));
        int timeout = parse("timeoutSeconds", query.getOrDefault("timeoutSeconds", "300"));
        Fleet.Rollout rollout = fleet.rollout(clients, Duration.ofSeconds(timeout));
        last = rollout;
        String line = "rollout of " + clients + " clients: " + rollout.served() + " served in " + rollout.elapsedMs()
                + " ms" + (rollout.complete() ? "" : ", " + rollout.failed() + " streams failed"
                + (rollout.firstError() == null ? "" : " (first: " + rollout.firstError() + ")") + ", "
                + (clients - rollout.served() - rollout.failed()) + " not served within " + timeout + " s");
        System.out.println("xds fleet: " + line);
        try {
            return new Answer(rollout.complete() ? 200 : 503, JSON.writeValueAsString(figures(rollout)) + "\n" + line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private Answer hold(Map<String, String> query) throws InterruptedException {
        int seconds = parse("seconds", query.getOrDefault("seconds", ""));
        int before = fleet.open();
        Thread.sleep(seconds * 1000L);
        int after = fleet.open();
        String line = "held " + seconds + " s: " + after + " of " + fleet.size() + " streams open (" + before + " before)";
        System.out.println("xds fleet: " + line);
        return new Answer(after == before ? 200 : 503, line);
    }

    private void stats(HttpExchange exchange) throws IOException {
        Map<String, Long> figures = figures(last);
        figures.put("open", (long) fleet.open());
        answer(exchange, 200, JSON.writeValueAsString(figures));
    }

    /** The rollout as whole numbers: clients, served, failed, rolloutMs (all served, or until the time was up), medianServedMs. */
    static Map<String, Long> figures(Fleet.Rollout rollout) {
        Map<String, Long> figures = new LinkedHashMap<>();
        figures.put("clients", (long) rollout.clients());
        figures.put("served", (long) rollout.served());
        figures.put("failed", (long) rollout.failed());
        figures.put("rolloutMs", rollout.elapsedMs());
        figures.put("medianServedMs", rollout.medianServedMs());
        return figures;
    }

    private static Map<String, String> query(URI uri) {
        Map<String, String> values = new LinkedHashMap<>();
        String raw = uri.getRawQuery();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                String[] kv = pair.split("=", 2);
                values.put(kv[0], kv.length == 2 ? java.net.URLDecoder.decode(kv[1], StandardCharsets.UTF_8) : "");
            }
        }
        return values;
    }

    private static int parse(String name, String value) {
        try {
            int parsed = Integer.parseInt(value.strip());
            if (parsed < 0) {
                throw new NumberFormatException();
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number of 0 or more, not '" + value + "'");
        }
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
