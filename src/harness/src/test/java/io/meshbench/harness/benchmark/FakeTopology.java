package io.meshbench.harness.benchmark;

import com.sun.net.httpserver.HttpServer;
import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.Deployment;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A deployed topology for the run steps' tests: every process answers on one HTTP server on 127.0.0.1 that plays
 * the consumer (the probe's answers alternate between {@code provider-1} and {@code provider-2}, or are always
 * {@code answer} once set), a counters endpoint ({@code /stats}, {@code rows} growing by {@code rowsPerRead}) and a
 * fault switch ({@code /fault}). The steps' calls land in {@link #events} in order; nothing else is started.
 */
final class FakeTopology implements DeployedTopology, Deployment {

    /** What the steps did to the topology, in order, e.g. {@code verifyTreatment}, {@code probe}, {@code sample}. */
    final List<String> events = Collections.synchronizedList(new ArrayList<>());
    /** Evidence per treated process; with {@link #notLoaded} set, the check throws it instead. */
    List<LoadEvidence> evidence = List.of();
    String notLoaded;
    volatile String answer;
    /** The ZooKeeper's {@code host:port}; null: the test fails when a step asks for it. */
    String zookeeper;
    long rowsPerRead;
    /** Processes that "died" under the run (kill -9), as {@link #deaths()} tells them. */
    List<io.meshbench.harness.deployment.ProcessDeath> deaths = List.of();
    private final AtomicInteger probeRequests = new AtomicInteger();
    private final AtomicLong rows = new AtomicLong(100);
    private final HttpServer server;

    FakeTopology() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            String body;
            if (path.startsWith("/fault")) {
                events.add("fault " + exchange.getRequestURI().getQuery());
                body = "ok";
            } else if (path.startsWith("/stats")) {
                events.add("counters " + path);
                body = "{\"rows\": " + rows.getAndAdd(rowsPerRead) + ", \"rejected\": 0}";
            } else {
                int n = probeRequests.incrementAndGet();
                if (n == 1) {
                    events.add("probe " + path);
                }
                String instance = answer != null ? answer : n % 2 == 1 ? "provider-1" : "provider-2";
                body = "{\"provider\": {\"instance\": \"" + instance + "\"}}";
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
    }

    /** Probe requests answered so far. */
    int probeRequests() {
        return probeRequests.get();
    }

    @Override
    public DeployedTopology start(Treatment treatment, Path runDir, io.meshbench.harness.deployment.CpuAffinity affinity) {
        events.add("deploy " + (treatment == null ? "?" : treatment.name()));
        return this;
    }

    @Override
    public URI urlOf(String processName) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public String zookeeperAddress() {
        if (zookeeper == null) {
            throw new AssertionError("ZooKeeper asked for, although the scenario has no rules");
        }
        return zookeeper;
    }

    @Override
    public List<SidecarProcess> sidecars() {
        return List.of();
    }

    @Override
    public Map<String, List<String>> commandLines() {
        return Map.of("consumer", List.of("java", "-jar", "consumer.jar"));
    }

    @Override
    public JvmSampler sample(Path samplesFile) {
        events.add("sample");
        return JvmSampler.start(samplesFile, List.of());
    }

    @Override
    public List<LoadEvidence> verifyTreatment(Treatment treatment) {
        events.add("verifyTreatment");
        if (notLoaded != null) {
            throw new TreatmentNotLoadedException(notLoaded);
        }
        return evidence;
    }

    @Override
    public List<io.meshbench.harness.deployment.ProcessDeath> deaths() {
        return deaths;
    }

    @Override
    public void close() {
        events.add("close");
        server.stop(0);
    }
}
