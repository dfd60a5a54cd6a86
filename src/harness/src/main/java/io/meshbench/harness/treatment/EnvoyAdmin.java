package io.meshbench.harness.treatment;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reads a running Envoy's admin interface on 127.0.0.1: readiness, statistics, listener addresses. */
public final class EnvoyAdmin {

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(2)).build();

    private final URI base;

    public EnvoyAdmin(int adminPort) {
        this.base = URI.create("http://127.0.0.1:" + adminPort);
    }

    /** Every counter and gauge, by name ({@code GET /stats}, plain text {@code name: value} lines). */
    public Map<String, Long> stats() throws IOException, InterruptedException {
        Map<String, Long> values = new LinkedHashMap<>();
        for (String line : get("/stats").split("\n")) {
            int colon = line.lastIndexOf(": ");
            if (colon > 0) {
                try {
                    values.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).strip()));
                } catch (NumberFormatException histogram) {
                    // histograms print quantiles, not one number
                }
            }
        }
        return values;
    }

    /** Requests sent upstream to the run's clusters: the sum of {@code cluster.outbound|*.upstream_rq_total}. */
    public long outboundRequests() throws IOException, InterruptedException {
        return stats().entrySet().stream()
                .filter(e -> e.getKey().startsWith("cluster.outbound|") && e.getKey().endsWith(".upstream_rq_total"))
                .mapToLong(Map.Entry::getValue).sum();
    }

    /** {@code GET /listeners}: one {@code name::address:port} per line. */
    public String listeners() throws IOException, InterruptedException {
        return get("/listeners");
    }

    public String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(base.resolve(path))
                .timeout(Duration.ofSeconds(5)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("Envoy admin " + base.resolve(path) + " answered " + response.statusCode() + ": "
                    + response.body().strip());
        }
        return response.body();
    }
}
