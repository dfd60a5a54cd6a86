package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The remote-mode benchmark the container tests run against what they started: the quickstart scenario with one
 * provider, one round at a tiny level, and what they check of it: each run passed, each service's treatment was
 * checked over HTTP from its JVM's arguments, the consumer was sampled from its Micrometer metrics, and the report has
 * the sections of a local run's report (the recorded local quickstart run, reported by the same jar).
 */
final class RemoteBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Where the javaagent treatment's containers mount the agent's folder. */
    private static final String AGENT_DIR = "/opt/agent";

    private RemoteBenchmark() {
    }

    /** podman run options mounting the OpenTelemetry agent the harness is given, exporters off, as a treatment. */
    static List<String> agentMount() {
        Path agent = Harness.path("meshbench.agent.otel");
        return List.of("-v", agent.getParent() + ":" + AGENT_DIR + ":ro",
                "-e", "JAVA_TOOL_OPTIONS=" + javaToolOptions(),
                "-e", "OTEL_TRACES_EXPORTER=none", "-e", "OTEL_METRICS_EXPORTER=none", "-e", "OTEL_LOGS_EXPORTER=none");
    }

    static String javaToolOptions() {
        return (testJvmOptions() + " -javaagent:" + AGENT_DIR + "/" + Harness.path("meshbench.agent.otel").getFileName())
                .strip();
    }

    /**
     * The JVM options every JVM of these tests gets (failsafe's {@code JAVA_TOOL_OPTIONS}, C1 only:
     * docs/development.md, "Tests"), to hand on to a container's JVM as well; empty when the tests run without any.
     */
    static String testJvmOptions() {
        return System.getenv().getOrDefault("JAVA_TOOL_OPTIONS", "").strip();
    }

    /** podman run options giving an untreated container's JVM {@link #testJvmOptions()}: none when there are none. */
    static List<String> untreatedJvmOptions() {
        return testJvmOptions().isEmpty() ? List.of() : List.of("-e", "JAVA_TOOL_OPTIONS=" + testJvmOptions());
    }

    /**
     * Writes the targets file of {@code services} (treatment to process to base URL) and runs
     * {@code meshbench run quickstart --targets} against it, 2 s warm-up and 8 s of load (what is checked is that the
     * runs pass and what they sampled and checked over HTTP, no figure that needs a longer window); returns the
     * benchmark folder.
     */
    static Path run(Path dir, Map<String, Map<String, String>> services, String level) throws Exception {
        StringBuilder text = new StringBuilder("readinessTimeout: 300s\ntreatments:\n");
        services.forEach((treatment, urls) -> {
            text.append("  ").append(treatment).append(":\n    services:\n");
            urls.forEach((process, url) -> text.append("      ").append(process).append(": ").append(url).append('\n'));
        });
        Path targets = dir.resolve("targets.yaml");
        Files.writeString(targets, text);
        for (Map<String, String> urls : services.values()) {
            for (String url : urls.values()) {
                awaitHealthy(url);
            }
        }
        Path scenario = dir.resolve("quickstart.yaml");
        Files.writeString(scenario, Harness.withOneProvider(Harness.scenarioText("quickstart.yaml")));
        Path results = dir.resolve("results");
        Path console = results.resolve("console.log");
        Process run = Harness.start(scenario, results, console, level, "2s", "8s", List.of("--targets", targets.toString()));
        String output = Harness.awaitSuccess(run, console, 15);
        assertThat(output).contains("Run 1/2: ok", "Run 2/2: ok");
        return Harness.benchmarkFolder(results);
    }

    /**
     * Until the service answers 200 on /health, as a user waits for {@code kubectl wait} before a run: the run refuses
     * an address that refuses connections (a JVM still starting in its container does).
     */
    private static void awaitHealthy(String url) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create(url + "/health")).timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(8);
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> answer = client.send(health, HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return;
                }
                last = answer.statusCode() + " " + answer.body();
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(1_000);
        }
        throw new AssertionError(url + "/health did not answer 200 within 8 minutes: " + last);
    }

    static void assertCheckedOverHttp(Path benchmark, String level) throws Exception {
        for (String treatment : List.of("baseline", "javaagent")) {
            Path runFolder = benchmark.resolve("runs").resolve(treatment).resolve(level).resolve("1");
            JsonNode record = JSON.readTree(runFolder.resolve("run.json").toFile());
            assertThat(record.path("status").asText()).as(treatment + " status").isEqualTo("ok");
            assertThat(record.path("notes").toString()).contains("remote: a deployed topology",
                    "nothing started or stopped by the suite");
            String check = record.path("treatmentCheck").path("consumer").toString();
            if (treatment.equals("javaagent")) {
                assertThat(check).contains("JVM input arguments", "-javaagent:" + AGENT_DIR, "opentelemetry-javaagent.jar");
                assertThat(record.path("treatmentCheck").path("provider").toString()).contains("-javaagent:");
            } else {
                assertThat(check).contains("no -javaagent among its JVM input arguments");
            }
            assertThat(record.path("commandLines").path("data").toString()).doesNotContain("-javaagent");
            List<JsonNode> consumer = new ArrayList<>();
            for (String line : Files.readAllLines(runFolder.resolve("samples.jsonl"))) {
                JsonNode sample = JSON.readTree(line);
                if (sample.path("process").asText().equals("consumer")) {
                    consumer.add(sample);
                }
            }
            assertThat(consumer).as(treatment + ": the consumer sampled over HTTP each second").hasSizeGreaterThanOrEqualTo(5)
                    .allSatisfy(sample -> {
                        assertThat(sample.has("rssBytes")).as("RSS is not faked").isFalse();
                        assertThat(sample.path("heapUsedBytes").asLong()).isBetween(1L << 20, 300L << 20);
                        assertThat(sample.path("classesLoaded").asLong()).isGreaterThan(5_000);
                    });
            assertThat(consumer.stream().filter(s -> s.hasNonNull("cpuCorePct"))
                    .mapToDouble(s -> s.path("cpuCorePct").asDouble()).average().orElse(-1))
                    .as(treatment + ": the consumer's CPU under load, % of a core").isBetween(0.5, 200.0);
        }
        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("Baseline", "OpenTelemetry javaagent")
                .contains("identical except the treatment's on").doesNotContain("differ beyond the treatment");
        assertThat(headings(report)).as("the sections of a local run's report").isEqualTo(headings(localReport(benchmark)));
    }

    /** The report's comparison table and its runs line, printed for the closing note. */
    static void printExcerpt(String test, Path benchmark) throws IOException {
        List<String> lines = Files.readAllLines(benchmark.resolve("report.md"));
        StringBuilder excerpt = new StringBuilder(test + ": " + benchmark + "/report.md\n");
        lines.stream().limit(40).forEach(line -> excerpt.append(line).append('\n'));
        System.out.println(excerpt);
    }

    /** The report the same jar writes for the recorded local quickstart run (src/results' fixture, copied). */
    private static String localReport(Path benchmark) throws IOException, InterruptedException {
        Path recorded = Harness.path("meshbench.repo.root").resolve("src/results/src/test/resources/recorded-quickstart/input");
        Path copy = benchmark.getParent().getParent().resolveSibling("local-quickstart");
        try (Stream<Path> files = Files.walk(recorded)) {
            for (Path file : files.sorted(Comparator.naturalOrder()).toList()) {
                Path target = copy.resolve(recorded.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        Process report = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Harness.path("meshbench.harness.jar").toString(), "report", copy.toString())
                .redirectErrorStream(true).redirectOutput(copy.resolveSibling("local-report.log").toFile()).start();
        assertThat(report.waitFor(3, TimeUnit.MINUTES)).isTrue();
        assertThat(report.exitValue()).as(Files.readString(copy.resolveSibling("local-report.log"))).isZero();
        return Files.readString(copy.resolve("report.md"));
    }

    /** The report's headings, a level's own (### 20u-100tps) as "### level": the levels differ, not the sections. */
    private static List<String> headings(String markdown) {
        return markdown.lines().filter(line -> line.startsWith("## ") || line.startsWith("### "))
                .map(line -> line.matches("### \\d+u-\\d+tps") ? "### level" : line).toList();
    }
}
