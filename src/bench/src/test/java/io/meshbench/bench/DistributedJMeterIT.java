package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JMeter's own distributed mode on one machine: two jmeter-server workers on 127.0.0.1 and a controller that drives
 * them with {@code -R} and sends the plan's properties with {@code -G}, as the harness does for a scenario whose
 * planProperties name {@code remote_hosts}. Each worker keeps its own {@code id} (the request header), so the server
 * tells the workers' requests apart: both ran the plan, and the controller's JTL holds the samples of both.
 */
class DistributedJMeterIT {

    private static final int TPS_PER_WORKER = 20;
    private static final int DURATION = 4;

    @TempDir
    Path work;

    private final List<Process> workers = new ArrayList<>();

    @AfterEach
    void stopWorkers() throws InterruptedException {
        for (Process worker : workers) {
            worker.descendants().forEach(ProcessHandle::destroy);
            worker.destroy();
            if (!worker.waitFor(10, TimeUnit.SECONDS)) {
                worker.destroyForcibly().waitFor();
            }
        }
    }

    @Test
    void aControllerRunsThePlanOnTwoWorkersAndCollectsBothInItsJtl() throws Exception {
        List<String> remoteHosts = new ArrayList<>();
        for (String id : List.of("worker-1", "worker-2")) {
            int registry = freePort();
            workers.add(startWorker(id, registry, freePort()));
            remoteHosts.add("127.0.0.1:" + registry);
        }
        for (String host : remoteHosts) {
            awaitListening(Integer.parseInt(host.substring(host.indexOf(':') + 1)));
        }

        try (LoopbackHttpServer server = new LoopbackHttpServer()) {
            Path jtl = work.resolve("result.jtl");
            List<String> command = new ArrayList<>(jmeter());
            command.addAll(List.of("-n", "-t", TestPaths.plan("router.jmx").toString(),
                    "-q", TestPaths.plan("user.properties").toString(), "-R", String.join(",", remoteHosts),
                    "-l", jtl.toString(), "-j", work.resolve("controller.log").toString(),
                    "-Jserver.rmi.ssl.disable=true", "-Djava.rmi.server.hostname=127.0.0.1"));
            Map.of("host", "127.0.0.1", "port", String.valueOf(server.port()), "path", "/chain", "users", "4",
                    "tps", String.valueOf(TPS_PER_WORKER), "warmup", "1", "duration", String.valueOf(DURATION),
                    "rampup", "1").forEach((key, value) -> command.add("-G" + key + "=" + value));
            Process controller = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true)
                    .redirectOutput(work.resolve("controller.out").toFile()).start();
            assertThat(controller.waitFor(90, TimeUnit.SECONDS)).as("controller ended").isTrue();
            assertThat(controller.exitValue()).as(Files.readString(work.resolve("controller.out"))).isZero();

            long samples = Files.readAllLines(jtl).stream().filter(line -> line.matches("\\d{13},.*")).count();
            Map<String, Long> perWorker = server.idCounts();
            assertThat(perWorker.keySet()).containsExactly("worker-1", "worker-2");
            long expectedEach = (long) TPS_PER_WORKER * (DURATION + 1);
            assertThat(perWorker.values()).allSatisfy(count -> assertThat(count).isBetween(expectedEach / 2, expectedEach * 3 / 2));
            assertThat(samples).isEqualTo(perWorker.values().stream().mapToLong(Long::longValue).sum());
        }
    }

    private Process startWorker(String id, int registryPort, int objectPort) throws IOException {
        Path folder = Files.createDirectories(work.resolve(id));
        List<String> command = new ArrayList<>(jmeter());
        command.addAll(List.of("-s", "-q", TestPaths.plan("user.properties").toString(),
                "-j", folder.resolve("jmeter-server.log").toString(),
                "-Jserver_port=" + registryPort, "-Jserver.rmi.localport=" + objectPort,
                "-Jserver.rmi.ssl.disable=true", "-Djava.rmi.server.hostname=127.0.0.1", "-Jid=" + id));
        return new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(folder.resolve("jmeter-server.out").toFile()).start();
    }

    private static List<String> jmeter() {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xms256m", "-Xmx256m",
                "-jar", TestPaths.jmeterHome().resolve("bin/ApacheJMeter.jar").toString());
    }

    private void awaitListening(int port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
                Thread.sleep(500); // the registry is bound a moment before the worker's remote object
                return;
            } catch (IOException notYet) {
                workers.forEach(worker -> assertThat(worker.isAlive()).as("jmeter-server alive").isTrue());
                Thread.sleep(200);
            }
        }
        throw new AssertionError("jmeter-server did not listen on 127.0.0.1:" + port);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
