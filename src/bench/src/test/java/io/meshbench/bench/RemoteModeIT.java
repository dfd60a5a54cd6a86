package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The remote mode end to end: {@code meshbench deploy} starts the quickstart topology (with one provider) for both
 * treatments on 127.0.0.1 (the stand-in for a cluster) and samples it locally; {@code meshbench run --targets} then
 * loads, samples and checks it only through what the services expose over HTTP, at a tiny load. The remote figures
 * must be real: the same process's classes, threads, metaspace and CPU as the local sampling saw over the same
 * seconds, RSS left empty, and the report built from them.
 */
class RemoteModeIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void runAgainstADeployedTopologySamplesItOverHttpAsTheLocalSamplerSeesIt() throws Exception {
        Path scenario = dir.resolve("quickstart.yaml");
        Files.writeString(scenario, Harness.withOneProvider(Harness.scenarioText("quickstart.yaml")));
        Path targets = dir.resolve("targets.yaml");
        Path deployFolder = dir.resolve("deploy");
        Path deployLog = dir.resolve("deploy.log");
        Process deployed = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(),
                "deploy", scenario.toString(),
                "--treatments", "baseline,javaagent",
                "--targets-out", targets.toString(),
                "--folder", deployFolder.toString(),
                "--services-dir", Harness.path("meshbench.services.dir").toString(),
                "--agent", Harness.path("meshbench.agent.otel").toString(),
                "--start-timeout", "600s",
                "--for", "25m")
                .directory(Harness.path("meshbench.repo.root").toFile())
                .redirectErrorStream(true).redirectOutput(deployLog.toFile()).start();
        try {
            awaitTargets(deployed, targets, deployLog);

            Path results = dir.resolve("results");
            Path console = results.resolve("console.log");
            Process run = Harness.start(scenario, results, console, "5u-20tps", "5s", "15s",
                    List.of("--targets", targets.toString()));
            String output = Harness.awaitSuccess(run, console, 10);
            assertThat(output).contains("Run 1/2: ok", "Run 2/2: ok");

            Path benchmark = Harness.benchmarkFolder(results);
            for (String treatment : List.of("baseline", "javaagent")) {
                Path runFolder = benchmark.resolve("runs").resolve(treatment).resolve("5u-20tps").resolve("1");
                JsonNode record = JSON.readTree(runFolder.resolve("run.json").toFile());
                assertThat(record.path("status").asText()).as(treatment + " status").isEqualTo("ok");
                assertThat(record.path("notes").toString()).as("the run says nothing was started and what is missing")
                        .contains("remote: a deployed topology", "nothing started or stopped by the suite",
                                "RSS is not exposed remotely and left empty");
                assertThat(record.path("notes").toString()).contains("remote command lines: each service's JVM input "
                        + "arguments");
                JsonNode lines = record.path("commandLines");
                assertThat(lines.fieldNames()).toIterable().as("the services' reported JVM arguments, and JMeter")
                        .contains("consumer", "provider", "data", "jmeter").doesNotContain("zookeeper");
                assertThat(lines.path("data").toString()).as("data is never treated").doesNotContain("-javaagent");
                assertThat(lines.path("consumer").toString().contains("-javaagent:"))
                        .as(treatment + " consumer's JVM arguments").isEqualTo(treatment.equals("javaagent"));
                String check = record.path("treatmentCheck").path("consumer").toString();
                if (treatment.equals("javaagent")) {
                    assertThat(check).contains("JVM input arguments", "-javaagent:", "opentelemetry-javaagent.jar");
                } else {
                    assertThat(check).contains("no -javaagent among its JVM input arguments");
                }
                compareWithLocalSampling(runFolder.resolve("samples.jsonl"),
                        deployFolder.resolve(treatment).resolve("samples.jsonl"), treatment);
            }

            String report = Files.readString(benchmark.resolve("report.md"));
            assertThat(report).contains("Baseline", "OpenTelemetry javaagent 2.20.1");
            assertThat(report).as("the runs' JVM arguments differ by the agent only, on the treated processes only")
                    .contains("identical except the treatment's on").doesNotContain("differ beyond the treatment");
            JsonNode reportJson = JSON.readTree(benchmark.resolve("report.json").toFile());
            assertThat(reportJson.toString()).as("report.json carries the remote CPU and heap")
                    .contains("\"cpuCorePct\"", "\"heap\"");
        } finally {
            stop(deployed);
        }
    }

    /** The deploy command writes the targets file once both deployments answer; it must not have exited first. */
    private static void awaitTargets(Process deployed, Path targets, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(20);
        while (!Files.exists(targets)) {
            assertThat(deployed.isAlive()).as("meshbench deploy exited early:%n%s", Files.readString(log)).isTrue();
            assertThat(System.nanoTime()).as("deployed within 20 minutes:%n%s", Files.readString(log)).isLessThan(deadline);
            Thread.sleep(2_000);
        }
    }

    /**
     * Over the seconds the remote sampler covered, the consumer's remote figures against the local sampler's of the
     * same process: classes and threads are the same JVM counters (MXBean there, PerfData here), metaspace too
     * (PerfData's lags: it is refreshed at collections), CPU the same kernel counter read two ways.
     */
    private static void compareWithLocalSampling(Path remoteFile, Path localFile, String treatment) throws IOException {
        List<JsonNode> remote = lines(remoteFile, "consumer", Long.MIN_VALUE, Long.MAX_VALUE);
        assertThat(remote).as(treatment + ": remote consumer samples").hasSizeGreaterThanOrEqualTo(10);
        long from = remote.get(0).path("ts").asLong();
        long to = remote.get(remote.size() - 1).path("ts").asLong();
        List<JsonNode> local = lines(localFile, "consumer", from, to);
        assertThat(local).as(treatment + ": local consumer samples in the same seconds").hasSizeGreaterThanOrEqualTo(5);

        assertThat(remote).allSatisfy(sample -> {
            assertThat(sample.has("rssBytes")).as("RSS is not faked").isFalse();
            assertThat(sample.path("heapUsedBytes").asLong()).isBetween(1L << 20, 300L << 20);
        });
        assertThat(remote.get(0).path("pid").asLong()).as("the same process").isEqualTo(local.get(0).path("pid").asLong());

        double remoteClasses = mean(remote, "classesLoaded");
        double localClasses = mean(local, "classesLoaded");
        assertThat(remoteClasses).as(treatment + " classes").isCloseTo(localClasses, within(localClasses * 0.02));
        assertThat(remoteClasses).isGreaterThan(5_000);

        double remoteThreads = mean(remote, "threads");
        double localThreads = mean(local, "threads");
        assertThat(remoteThreads).as(treatment + " threads").isCloseTo(localThreads, within(4.0));

        double remoteMeta = mean(remote, "metaspaceUsedBytes");
        double localMeta = mean(local, "metaspaceUsedBytes");
        // PerfData's metaspace counter is refreshed at collections, so locally it lags the classes loaded since the
        // last one (none in a short quiet window): the MXBean's current figure is as high or higher, not far off
        assertThat(remoteMeta).as(treatment + " metaspace").isBetween(localMeta * 0.95, localMeta * 1.35);

        double remoteCpu = mean(remote, "cpuCorePct");
        double localCpu = mean(local, "cpuCorePct");
        assertThat(remoteCpu).as(treatment + " CPU % of a core under 20 TPS").isBetween(0.5, 200.0);
        assertThat(remoteCpu).as(treatment + " CPU against the local sampling")
                .isCloseTo(localCpu, within(Math.max(4.0, localCpu * 0.35)));
    }

    private static List<JsonNode> lines(Path file, String process, long from, long to) throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            JsonNode sample = JSON.readTree(line);
            long ts = sample.path("ts").asLong();
            if (process.equals(sample.path("process").asText()) && ts >= from && ts <= to) {
                lines.add(sample);
            }
        }
        return lines;
    }

    /** The mean of a figure over the samples that have it (a process's first sample has no CPU: it is a difference). */
    private static double mean(List<JsonNode> samples, String field) {
        OptionalDouble mean = samples.stream().filter(s -> s.hasNonNull(field))
                .mapToDouble(s -> s.path(field).asDouble()).average();
        assertThat(mean).as("samples with " + field).isPresent();
        return mean.getAsDouble();
    }

    /** SIGTERM: the deploy command's shutdown hook stops every process it started. */
    private static void stop(Process deployed) throws InterruptedException {
        List<ProcessHandle> children = deployed.descendants().toList();
        deployed.destroy();
        if (!deployed.waitFor(90, TimeUnit.SECONDS)) {
            deployed.destroyForcibly();
        }
        for (ProcessHandle child : children) {
            child.onExit().completeOnTimeout(child, 30, TimeUnit.SECONDS).join();
            assertThat(child.isAlive()).as("left running: " + child.info().commandLine().orElse("?")).isFalse();
        }
    }
}
