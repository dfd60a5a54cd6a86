package io.meshbench.services.xds;

import io.meshbench.testkit.ListeningSockets;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real Envoy for the tests: found below the repository's target/envoy-venv (scripts/install-envoy.sh) or at
 * -Denvoy.binary, started in a session of its own with a bootstrap pointing at a control plane, admin on loopback.
 */
final class EnvoyProcess implements AutoCloseable {

    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    final Process process;
    final int adminPort;
    final int listenerPort;

    private EnvoyProcess(Process process, int adminPort, int listenerPort) {
        this.process = process;
        this.adminPort = adminPort;
        this.listenerPort = listenerPort;
    }

    /** The Envoy executable, or empty (tests then skip, saying how to install it). */
    static Optional<Path> binary() {
        String given = System.getProperty("envoy.binary", "");
        if (!given.isBlank()) {
            return Optional.of(Path.of(given)).filter(Files::isExecutable);
        }
        Path venv = Path.of("").toAbsolutePath().resolve("../../../target/envoy-venv").normalize();
        if (!Files.isDirectory(venv)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.find(venv, 8, (p, a) -> p.endsWith(Path.of("envoy", "_bin", "envoy")))) {
            return files.filter(Files::isExecutable).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static EnvoyProcess start(Path binary, String nodeId, int adsPort, Path dir) throws IOException {
        int admin = freePort();
        int listener = freePort();
        Path bootstrap = dir.resolve(nodeId + ".yaml");
        Files.writeString(bootstrap, """
                node: {id: %s, cluster: test, metadata: {LISTENER_PORT: "%d"}}
                admin: {address: {socket_address: {address: 127.0.0.1, port_value: %d}}}
                dynamic_resources:
                  ads_config:
                    api_type: GRPC
                    transport_api_version: V3
                    grpc_services: [{envoy_grpc: {cluster_name: xds}}]
                  cds_config: {ads: {}, resource_api_version: V3}
                  lds_config: {ads: {}, resource_api_version: V3}
                static_resources:
                  clusters:
                  - name: xds
                    type: STATIC
                    connect_timeout: 1s
                    typed_extension_protocol_options:
                      envoy.extensions.upstreams.http.v3.HttpProtocolOptions:
                        "@type": type.googleapis.com/envoy.extensions.upstreams.http.v3.HttpProtocolOptions
                        explicit_http_config: {http2_protocol_options: {}}
                    load_assignment:
                      cluster_name: xds
                      endpoints: [{lb_endpoints: [{endpoint: {address: {socket_address: {address: 127.0.0.1, port_value: %d}}}}]}]
                """.formatted(nodeId, listener, admin, adsPort));
        // setsid: a session of its own, as the harness's ManagedProcess starts it (a child of a shell that returns
        // would otherwise get SIGTERM with it)
        Process process = new ProcessBuilder("setsid", binary.toString(), "-c", bootstrap.toString(), "--concurrency", "2",
                "--disable-hot-restart", "--log-level", "warn")
                .redirectErrorStream(true).redirectOutput(dir.resolve(nodeId + ".log").toFile()).start();
        return new EnvoyProcess(process, admin, listener);
    }

    /** Waits for GET /ready = 200 (live, listeners fetched), or fails with Envoy's log. */
    void awaitReady(Duration timeout, Path log) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Envoy exited: " + Files.readString(log));
            }
            try {
                if (get(admin("/ready")).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("Envoy not ready in " + timeout + ": " + Files.readString(log));
    }

    URI admin(String path) {
        return URI.create("http://127.0.0.1:" + adminPort + path);
    }

    URI listener(String path) {
        return URI.create("http://127.0.0.1:" + listenerPort + path);
    }

    long stat(String name) throws Exception {
        for (String line : get(admin("/stats?filter=" + java.net.URLEncoder.encode("^" + java.util.regex.Pattern.quote(name) + "$",
                java.nio.charset.StandardCharsets.UTF_8))).body().split("\n")) {
            if (line.startsWith(name + ": ")) {
                return Long.parseLong(line.substring(name.length() + 2).strip());
            }
        }
        return 0;
    }

    /** The listening sockets the Envoy process holds, as /proc writes them. */
    List<String> listeningSockets() throws IOException {
        return ListeningSockets.of(process.pid());
    }

    static HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
