package io.meshbench.services.tagx;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.testkit.ListeningSockets;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The packaged jar, both roles as their own JVMs (no agent: the baseline), a real ZooKeeper: every stack answers at a
 * tiny load, with and without tag headers, and no tag ever reaches the server, because the client copies no header.
 * Every socket they listen on is on loopback. Both JVMs stop on SIGTERM and leave no process and no listening port
 * behind.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TagxServicesIT {

    static final Path JAR = Path.of("target/tagx.jar");
    static final Map<String, String> TAGS = Map.of("x-sermant-lane", "gray", "meshbench-tag", "1");
    static final int REQUESTS = 20;
    /** Outside the temporary folder, so that a failed start's logs outlive the test. */
    static final Path LOGS = Path.of("target/tagx-it-logs");

    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    final ObjectMapper json = new ObjectMapper();
    final List<Process> processes = new ArrayList<>();
    LocalZooKeeperServer zookeeper;
    Process server;
    Process client;
    int serverPort;
    int clientPort;

    @TempDir
    static Path dir;

    @BeforeAll
    void startBothRoles() throws Exception {
        Files.createDirectories(LOGS);
        zookeeper = LocalZooKeeperServer.start(Files.createDirectories(dir.resolve("zookeeper")));
        serverPort = freePort();
        server = start("server", serverPort);
        awaitOk("server", serverPort, "/health");
        clientPort = freePort();
        client = start("client", clientPort);
        awaitOk("client", clientPort, "/ready");
    }

    @AfterAll
    void stopEverything() {
        processes.forEach(process -> process.descendants().forEach(ProcessHandle::destroyForcibly));
        processes.forEach(Process::destroyForcibly);
        if (zookeeper != null) {
            zookeeper.close();
        }
    }

    @Order(1)
    @ParameterizedTest
    @ValueSource(strings = {"jdkhttp", "httpclient4", "okhttp2", "httpclient3", "grpc", "dubbo", "sofarpc", "servicecomb"})
    void everyStackReachesItsServerAndNoTagCrossesWithoutAnAgent(String stack) throws Exception {
        for (int i = 0; i < REQUESTS; i++) {
            Map<String, String> headers = i % 2 == 0 ? TAGS : Map.of();
            JsonNode answer = call(stack, headers);

            assertThat(answer.path("stack").asText()).isEqualTo(stack);
            JsonNode received = answer.path("received");
            assertThat(received.isObject()).as("server answered for %s: %s", stack, answer).isTrue();
            assertThat(received.size()).as("the server reports what it received").isPositive();
            received.fieldNames().forEachRemaining(name -> assertThat(name.toLowerCase())
                    .as("%s carried a tag without an agent: %s", stack, received)
                    .doesNotStartWith("x-sermant-").isNotEqualTo("meshbench-tag"));
        }
    }

    @Order(1)
    @Test
    void anUnknownStackIsNotFoundAndTheServerEchoesHeadersItReallyGot() throws Exception {
        HttpResponse<String> missing = http.send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + clientPort + "/okhttp3")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(missing.statusCode()).isEqualTo(404);

        // the echo itself is honest: tags sent straight to it come back
        HttpRequest.Builder direct = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + serverPort + "/echo"));
        TAGS.forEach(direct::header);
        JsonNode echoed = json.readTree(http.send(direct.build(), HttpResponse.BodyHandlers.ofString()).body());
        assertThat(echoed.path("received").path("x-sermant-lane").asText()).isEqualTo("gray");
        assertThat(echoed.path("received").path("meshbench-tag").asText()).isEqualTo("1");
    }

    /** Every socket either role listens on (HTTP, gRPC, Dubbo, SOFARPC, ServiceComb's vert.x) is on loopback. */
    @Order(1)
    @Test
    void everySocketEitherRoleListensOnIsOnLoopback() throws Exception {
        List<String> serverSockets = ListeningSockets.of(server.pid());
        List<String> clientSockets = ListeningSockets.of(client.pid());

        assertThat(serverSockets).as("HTTP, gRPC, Dubbo, SOFARPC and ServiceComb listen").hasSizeGreaterThanOrEqualTo(5)
                .allSatisfy(local -> assertThat(ListeningSockets.isLoopback(local)).as(local + " is loopback").isTrue());
        assertThat(clientSockets).as("the client listens for JMeter only; its ServiceComb consumer nowhere")
                .hasSize(1).allSatisfy(local -> assertThat(ListeningSockets.isLoopback(local)).isTrue())
                .extracting(local -> Integer.parseInt(local.substring(local.indexOf(':') + 1), 16))
                .containsExactly(clientPort);
    }

    /** Last: SIGTERM, then nothing left. */
    @Order(2)
    @Test
    void bothRolesStopOnSigtermAndLeaveNothingBehind() throws Exception {
        for (Process process : List.of(client, server)) {
            List<ProcessHandle> children = process.descendants().toList();
            process.destroy(); // SIGTERM
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).as("stopped within 20 s").isTrue();
            assertThat(children).noneMatch(ProcessHandle::isAlive);
        }
        assertThat(portIsFree(clientPort)).isTrue();
        assertThat(portIsFree(serverPort)).isTrue();
    }

    JsonNode call(String stack, Map<String, String> headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + clientPort + "/" + stack))
                .timeout(Duration.ofSeconds(5));
        headers.forEach(request::header);
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("%s answered %s", stack, response.body()).isEqualTo(200);
        return json.readTree(response.body());
    }

    Process start(String role, int port) throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/java.math=ALL-UNNAMED",
                "-Dtagx.role=" + role, "-Djava.io.tmpdir=" + dir, "-jar", JAR.toAbsolutePath().toString(),
                "--server.address=127.0.0.1", "--server.port=" + port,
                "--spring.cloud.zookeeper.connect-string=" + zookeeper.address(), "--meshbench.instance=tagx-" + role);
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(LOGS.resolve(role + ".log").toFile()).start();
        processes.add(process);
        return process;
    }

    void awaitOk(String role, int port, String path) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(
                        "http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(5)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    return;
                }
                last = response.statusCode() + " " + response.body();
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(300);
        }
        Path log = LOGS.resolve(role + ".log").toAbsolutePath();
        List<String> lines = Files.readAllLines(log);
        throw new AssertionError(path + " on port " + port + " never answered 200: " + last + "; the " + role
                + "'s last lines (all of them in " + log + "):\n"
                + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())));
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    static boolean portIsFree(int port) {
        try (ServerSocket ignored = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
