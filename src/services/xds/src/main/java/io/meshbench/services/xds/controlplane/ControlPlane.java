package io.meshbench.services.xds.controlplane;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.envoyproxy.controlplane.cache.v3.SimpleCache;
import io.envoyproxy.controlplane.server.V3DiscoveryServer;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * An xDS control plane on 127.0.0.1: ADS (Envoy v3, state of the world) on {@code adsPort} serving the rules'
 * snapshot to every node, and a small HTTP side on {@code httpPort}: {@code GET /health} and {@code GET /nodes} (which
 * node accepted which resource types, as JSON).
 */
public final class ControlPlane implements AutoCloseable {

    private final Server grpc;
    private final HttpServer http;
    private final NodeLedger ledger;

    private ControlPlane(Server grpc, HttpServer http, NodeLedger ledger) {
        this.grpc = grpc;
        this.http = http;
        this.ledger = ledger;
    }

    public static ControlPlane start(MeshRules rules, Endpoints endpoints, int adsPort, int httpPort) throws IOException {
        SimpleCache<String> cache = new SimpleCache<>(node -> node.getId());
        NodeLedger ledger = new NodeLedger(cache, new MeshSnapshot(rules, endpoints, "1"), rules.port());
        V3DiscoveryServer discovery = new V3DiscoveryServer(ledger, cache);
        Server grpc = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", adsPort))
                .addService(ServerInterceptors.intercept(discovery.getAggregatedDiscoveryServiceImpl(),
                        new FreshRequestsAnswered()))
                .build()
                .start();
        HttpServer http = HttpServer.create(new InetSocketAddress("127.0.0.1", httpPort), 0);
        ObjectMapper json = new ObjectMapper();
        http.createContext("/health", exchange -> answer(exchange, "text/plain", "UP".getBytes(StandardCharsets.UTF_8)));
        http.createContext("/nodes", exchange -> answer(exchange, "application/json",
                json.writeValueAsBytes(Map.of("nodes", ledger.accepted()))));
        http.start();
        return new ControlPlane(grpc, http, ledger);
    }

    public int adsPort() {
        return grpc.getPort();
    }

    public int httpPort() {
        return http.getAddress().getPort();
    }

    public Map<String, Map<String, String>> acceptedByNode() {
        return ledger.accepted();
    }

    /** Per node id, every discovery request it sent, in the order they arrived. */
    public Map<String, List<ObservedRequest>> requestsByNode() {
        return ledger.requests();
    }

    private static void answer(HttpExchange exchange, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        http.stop(0);
        grpc.shutdownNow();
    }
}
