package io.meshbench.services.mq.brokers;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The three brokers of the MQ scenarios started from the packaged {@code mq-brokers.jar}, each in its own JVM with a
 * free HTTP port, as a deployment starts them; {@link #close} stops them all (SIGTERM, then SIGKILL after 15 s).
 * Shared by the MQ modules' integration tests (test-jar).
 */
public final class BrokerProcesses implements AutoCloseable {

    /** A broker's JVM: its process, its HTTP port (/health, /address) and its process name. */
    public record Broker(String name, Process process, int httpPort) {

        public URI service() {
            return URI.create("http://127.0.0.1:" + httpPort);
        }

        public String address() throws IOException, InterruptedException {
            return get(service().resolve("/address")).body().strip();
        }
    }

    private final List<Broker> brokers = new ArrayList<>();

    private BrokerProcesses() {
    }

    /** {@code jar}: the brokers' executable jar; {@code workDir}: the JVMs' working folder (their data go below). */
    public static BrokerProcesses start(Path jar, Path workDir) throws Exception {
        BrokerProcesses started = new BrokerProcesses();
        try {
            Broker kafka = started.launch(jar, workDir, "kafka", List.of());
            Broker nameServer = started.launch(jar, workDir, "rocketmq-namesrv", List.of());
            Broker broker = started.launch(jar, workDir, "rocketmq-broker",
                    List.of("-Dmq.namesrv=" + nameServer.service()));
            for (Broker each : List.of(nameServer, kafka, broker)) {
                awaitHealthy(each, Duration.ofSeconds(120));
            }
            return started;
        } catch (Exception | AssertionError e) {
            started.close();
            throw e;
        }
    }

    public Broker get(String name) {
        return brokers.stream().filter(b -> b.name().equals(name)).findFirst().orElseThrow();
    }

    public List<Broker> all() {
        return List.copyOf(brokers);
    }

    private Broker launch(Path jar, Path workDir, String kind, List<String> properties) throws IOException {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dmq.broker=" + kind));
        command.addAll(properties);
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString(), "--server.address=127.0.0.1",
                "--server.port=" + port, "--meshbench.instance=" + kind));
        Process process = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true)
                .redirectOutput(workDir.resolve(kind + ".log").toFile()).start();
        Broker broker = new Broker(kind, process, port);
        brokers.add(broker);
        return broker;
    }

    private static void awaitHealthy(Broker broker, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!broker.process().isAlive()) {
                throw new AssertionError(broker.name() + " exited with " + broker.process().exitValue() + " at start");
            }
            try {
                if (get(broker.service().resolve("/health")).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(300);
        }
        throw new AssertionError(broker.name() + " not healthy within " + timeout.toSeconds() + " s");
    }

    static HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static int freePort() throws IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** SIGTERM to every broker at once (as a deployment stops), SIGKILL to any still alive after 15 s. */
    @Override
    public void close() {
        brokers.forEach(b -> b.process().destroy());
        for (Broker broker : brokers) {
            try {
                if (!broker.process().waitFor(15, TimeUnit.SECONDS)) {
                    broker.process().destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                broker.process().destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
