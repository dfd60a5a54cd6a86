package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Beyond loopback: three hosts as network namespaces on one bridge, addresses in 198.18.0.0/15 (RFC 2544). Host a
 * runs the quickstart topology (the router topology, one provider, baseline and the calibration agent, no Sermant:
 * any javaagent serves, and it starts faster than the OpenTelemetry agent) through {@code meshbench deploy --bind} at
 * its own address; hosts b and c run the load; the controller runs here, in the root namespace. A benchmark in remote
 * mode with two independent engines (one on b, one on c), then one with JMeter's distributed (RMI) mode, workers on b
 * and c, each run 2 s of warm-up and 6 s measured. Nothing may be reached through 127.0.0.1 across hosts: the
 * targets name a's address, every server in a listens on it alone, every sample's URL is it. Skipped, saying why,
 * without root and {@code ip}. The namespaces go at the end, on failure too (and by a shutdown hook).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MultiHostIT {

    private static final Pattern ROW = Pattern.compile("(?m)^\\d{13},");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static NetworkNamespaces hosts;
    private static Process deployed;
    private static Path scenario;
    private static Path targets;

    @BeforeAll
    static void hostsAndTopology() throws Exception {
        String whyNot = NetworkNamespaces.whyNot();
        Assumptions.assumeTrue(whyNot == null, () -> "MultiHostIT skipped: " + whyNot);
        hosts = NetworkNamespaces.create(List.of("a", "b", "c"));
        scenario = dir.resolve("quickstart.yaml");
        Files.writeString(scenario, Harness.withOneProvider(Harness.scenarioText("quickstart.yaml")));
        targets = dir.resolve("targets.yaml");
        List<String> deploy = new ArrayList<>(hosts.exec("a"));
        deploy.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(),
                "deploy", scenario.toString(),
                "--treatments", "baseline,javaagent",
                "--bind", hosts.address("a"),
                "--targets-out", targets.toString(),
                "--folder", dir.resolve("deploy").toString(),
                "--services-dir", Harness.path("meshbench.services.dir").toString(),
                "--agent", Harness.calibrationAgent().toString(),
                "--start-timeout", "600s",
                "--for", "20m"));
        Path log = dir.resolve("deploy.log");
        deployed = new ProcessBuilder(deploy).directory(Harness.path("meshbench.repo.root").toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(15);
        while (!Files.exists(targets)) {
            assertThat(deployed.isAlive()).as("meshbench deploy exited early:%n%s", Files.readString(log)).isTrue();
            assertThat(System.nanoTime()).as("deployed within 15 minutes:%n%s", Files.readString(log)).isLessThan(deadline);
            Thread.sleep(1_000);
        }
    }

    @AfterAll
    static void removeHosts() throws InterruptedException {
        try {
            if (deployed != null) {
                List<ProcessHandle> children = deployed.descendants().toList();
                deployed.destroy(); // its shutdown hook stops every service it started
                if (!deployed.waitFor(90, TimeUnit.SECONDS)) {
                    deployed.destroyForcibly();
                }
                children.forEach(child -> child.onExit().completeOnTimeout(child, 30, TimeUnit.SECONDS).join());
                children.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
            }
        } finally {
            if (hosts != null) {
                hosts.close();
            }
        }
    }

    @Test
    @Order(1)
    void theTopologyIsReachedAtItsHostsAddressOnly() throws IOException {
        String a = hosts.address("a");
        String targetsText = Files.readString(targets);
        assertThat(targetsText).contains("http://" + a + ":").doesNotContain("127.0.0.1", "localhost");
        List<String> listeners = hosts.listeners("a");
        assertThat(listeners).as("what listens in host a").isNotEmpty()
                .allSatisfy(listener -> assertThat(listener).startsWith(a + ":"));
    }

    @Test
    @Order(2)
    void twoEnginesOnTwoHostsLoadTheRemoteTopologyAndTheirJtlsMergeExactly() throws Exception {
        Path results = dir.resolve("engines-results");
        Path console = results.resolve("console.log");
        Process run = start(scenario, results, console, "4u-20tps",
                List.of("--targets", targets.toString(), "--engines", "2",
                        "--engine-hosts", String.join(" ", hosts.exec("b")) + "," + String.join(" ", hosts.exec("c"))));
        String output = Harness.awaitSuccess(run, console, 10);
        assertThat(output).contains("Run 1/2: ok", "Run 2/2: ok");

        Path benchmark = Harness.benchmarkFolder(results);
        StringBuilder closingNote = new StringBuilder("hosts: a " + hosts.address("a") + " (topology), b "
                + hosts.address("b") + ", c " + hosts.address("c") + " (engines), controller " + NetworkNamespaces.CONTROLLER + "\n");
        for (String treatment : List.of("baseline", "javaagent")) {
            Path runFolder = benchmark.resolve("runs").resolve(treatment).resolve("4u-20tps").resolve("1");
            JsonNode jmeter = JSON.readTree(runFolder.resolve("run.json").toFile()).path("jmeter");
            JsonNode engines = jmeter.path("engines");
            assertThat(engines).as("run.json's engines").hasSize(2);
            assertThat(engines.get(0).path("host").asText()).isEqualTo("ip netns exec " + NetworkNamespaces.PREFIX + "b");
            assertThat(engines.get(1).path("host").asText()).isEqualTo("ip netns exec " + NetworkNamespaces.PREFIX + "c");
            for (JsonNode engine : engines) {
                assertThat(engine.has("clockOffsetMs") && engine.has("clockUncertaintyMs") && engine.has("achievedTps"))
                        .as("rate and clock of %s", engine).isTrue();
            }
            assertThat(jmeter.path("clockSkew").path("boundMs").asDouble()).isPositive();
            long merged = rows(runFolder.resolve("result.jtl"));
            long engineOne = rows(runFolder.resolve("engines/1/result.jtl"));
            long engineTwo = rows(runFolder.resolve("engines/2/result.jtl"));
            assertThat(engineOne).isPositive();
            assertThat(engineTwo).isPositive();
            assertThat(merged).as("the merged JTL's rows are the engines'").isEqualTo(engineOne + engineTwo);
            assertThat(engines.get(0).path("rows").asLong() + engines.get(1).path("rows").asLong())
                    .as("run.json's rows per engine").isEqualTo(merged);
            String samples = Files.readString(runFolder.resolve("result.jtl"));
            assertThat(samples).contains("http://" + hosts.address("a") + ":").doesNotContain("127.0.0.1");
            closingNote.append(treatment).append(": merged ").append(merged).append(" rows = ").append(engineOne)
                    .append(" + ").append(engineTwo).append("; ").append(enginesOf(engines)).append('\n');
        }
        System.out.println("MultiHostIT:\n" + closingNote);
        Files.writeString(dir.resolve("closing-note.txt"), closingNote);

        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("Load engines (independent JMeter processes", "engine 1 (ip netns exec "
                + NetworkNamespaces.PREFIX + "b");
        assertThat(headings(report)).as("the same sections as the same runs with one JMeter")
                .isEqualTo(headings(reportWithoutEngines(benchmark)));
    }

    @Test
    @Order(3)
    void jmeterServerWorkersOnTwoHostsAreDrivenFromHere() throws Exception {
        List<Process> workers = new ArrayList<>();
        try {
            for (String host : List.of("b", "c")) {
                Path folder = Files.createDirectories(dir.resolve("worker-" + host));
                List<String> command = new ArrayList<>(hosts.exec(host));
                command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xms256m", "-Xmx256m", "-jar", TestPaths.jmeterHome().resolve("bin/ApacheJMeter.jar").toString(),
                        "-s", "-q", TestPaths.plan("user.properties").toString(),
                        "-j", folder.resolve("jmeter-server.log").toString(), "-Jserver_port=1099",
                        "-Jserver.rmi.localport=50000", "-Jserver.rmi.ssl.disable=true",
                        "-Djava.rmi.server.hostname=" + hosts.address(host)));
                workers.add(new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                        .redirectOutput(folder.resolve("jmeter-server.out").toFile()).start());
            }
            for (int i = 0; i < workers.size(); i++) {
                awaitListening(List.of("b", "c").get(i), workers.get(i), dir.resolve("worker-" + List.of("b", "c").get(i)));
            }
            Path rmiScenario = dir.resolve("quickstart-rmi.yaml");
            Files.writeString(rmiScenario, Files.readString(scenario) + "planProperties:\n"
                    + "  remote_hosts: \"" + hosts.address("b") + ":1099," + hosts.address("c") + ":1099\"\n"
                    + "  server.rmi.ssl.disable: \"true\"\n"
                    + "  java.rmi.server.hostname: \"" + NetworkNamespaces.CONTROLLER + "\"\n");
            Path results = dir.resolve("rmi-results");
            Path console = results.resolve("console.log");
            Process run = start(rmiScenario, results, console, "2u-10tps", List.of("--targets", targets.toString()));
            String output = Harness.awaitSuccess(run, console, 10);
            assertThat(output).contains("Run 1/2: ok", "Run 2/2: ok");

            Path benchmark = Harness.benchmarkFolder(results);
            for (String treatment : List.of("baseline", "javaagent")) {
                Path runFolder = benchmark.resolve("runs").resolve(treatment).resolve("2u-10tps").resolve("1");
                String jtl = Files.readString(runFolder.resolve("result.jtl"));
                assertThat(jtl).contains("http://" + hosts.address("a") + ":").doesNotContain("127.0.0.1");
                // each worker's threads are named after its address: both hosts sent load
                assertThat(jtl).contains(hosts.address("b"), hosts.address("c"));
                assertThat(JSON.readTree(runFolder.resolve("run.json").toFile()).path("commandLines").path("jmeter")
                        .toString()).contains("-R", hosts.address("b") + ":1099");
            }
        } finally {
            for (Process worker : workers) {
                worker.descendants().forEach(ProcessHandle::destroy);
                worker.destroy();
                if (!worker.waitFor(10, TimeUnit.SECONDS)) {
                    worker.destroyForcibly().waitFor();
                }
            }
        }
    }

    /** {@code meshbench run} against the deployed topology: 2 s warm-up, 6 s measured, the deployed agent's jar. */
    private static Process start(Path scenario, Path results, Path console, String level, List<String> options)
            throws IOException {
        return Harness.start(Harness.withAgent(Harness.command(scenario, results, level, "2s", "6s", "", options),
                Harness.calibrationAgent()), console);
    }

    /** Until the worker's RMI registry listens in its host (on every address of it: jmeter-server's own choice). */
    private void awaitListening(String host, Process worker, Path folder) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (System.nanoTime() < deadline) {
            if (hosts.listeners(host).stream().anyMatch(listener -> listener.endsWith(":1099"))) {
                Thread.sleep(1_000); // the registry is bound a moment before the worker's remote object
                return;
            }
            assertThat(worker.isAlive()).as("jmeter-server on %s alive:%n%s", host,
                    Files.readString(folder.resolve("jmeter-server.out"))).isTrue();
            Thread.sleep(500);
        }
        throw new AssertionError("jmeter-server did not listen on port 1099 in host " + host + ": "
                + Files.readString(folder.resolve("jmeter-server.out")));
    }

    private static long rows(Path jtl) throws IOException {
        return ROW.matcher(Files.readString(jtl)).results().count();
    }

    /** id, host, rows, rate and clock of each engine. */
    private static String enginesOf(JsonNode engines) {
        List<String> lines = new ArrayList<>();
        for (JsonNode e : engines) {
            lines.add("engine " + e.path("id").asInt() + " on " + e.path("host").asText() + ": " + e.path("rows").asLong()
                    + " rows, " + e.path("achievedTps").asDouble() + " TPS (" + e.path("achievedPct").asDouble()
                    + "% of " + e.path("targetTps").asDouble() + "), clock " + e.path("clockOffsetMs").asDouble()
                    + " ms ± " + e.path("clockUncertaintyMs").asDouble());
        }
        return String.join("; ", lines);
    }

    private static List<String> headings(String markdown) {
        return markdown.lines().filter(line -> line.startsWith("## ") || line.startsWith("### ")).toList();
    }

    /**
     * The report of a copy of the benchmark whose runs forget their engines (run.json's jmeter map without them, no
     * engines/ folders): what the same merged JTLs give as one JMeter's.
     */
    private static String reportWithoutEngines(Path benchmark) throws IOException, InterruptedException {
        Path copy = dir.resolve("one-jmeter").resolve(benchmark.getFileName());
        try (Stream<Path> files = Files.walk(benchmark)) {
            for (Path file : files.sorted(Comparator.naturalOrder()).toList()) {
                Path target = copy.resolve(benchmark.relativize(file).toString());
                if (benchmark.relativize(file).toString().contains("/engines")) {
                    continue;
                }
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else if (file.getFileName().toString().equals("run.json")) {
                    ObjectNode run = (ObjectNode) JSON.readTree(file.toFile());
                    ((ObjectNode) run.path("jmeter")).remove(List.of("engines", "clockSkew", "enginesBehind"));
                    JSON.writeValue(target.toFile(), run);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        Process report = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(), "report", copy.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("one-jmeter.log").toFile()).start();
        assertThat(report.waitFor(3, TimeUnit.MINUTES)).isTrue();
        String markdown = Files.readString(copy.resolve("report.md"));
        assertThat(markdown).doesNotContain("Load engines");
        return markdown;
    }
}
