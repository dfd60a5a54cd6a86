package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole A/B loop, for real: `meshbench run` starts ZooKeeper and the five service JVMs per treatment, checks the
 * OpenTelemetry agent loaded, probes, samples, drives JMeter at 5 users / 20 TPS (5 s warm-up, 10 s measured), stops
 * everything and writes the results layout and the report.
 */
class QuickstartLoopIT {

    @TempDir
    Path results;

    @Test
    void baselineAndJavaAgentRunsLandInTheResultsLayoutWithAReport() throws Exception {
        Path console = results.resolve("console.log");
        Process harness = Harness.startQuickstart(results, console, "5s", "10s");

        String output = Harness.awaitSuccess(harness, console, 6);
        assertThat(output).contains("Plan: scenario quickstart, 2 run(s)", "Run 1/2: ok", "Run 2/2: ok");

        Path benchmark = Harness.benchmarkFolder(results);
        String meta = Files.readString(benchmark.resolve("meta.json"));
        assertThat(Harness.jsonText(meta, "baseline")).isEqualTo("baseline");
        assertThat(meta).containsSubsequence("\"name\" : \"baseline\"", "\"name\" : \"javaagent\"");
        assertThat(Harness.jsonText(meta, "sha256")).matches("[0-9a-f]{64}");
        assertThat(Harness.jsonText(meta, "jmeter")).isEqualTo("5.6.3");

        for (String treatment : List.of("baseline", "javaagent")) {
            Path run = benchmark.resolve("runs").resolve(treatment).resolve("5u-20tps").resolve("1");
            String record = Files.readString(run.resolve("run.json"));
            assertThat(Harness.jsonText(record, "status")).as(treatment + " run.json status").isEqualTo("ok");
            assertThat(record).as("probe: 30 requests spread over the three providers")
                    .containsPattern("\"provider-1\"\\s*:\\s*10,")
                    .containsPattern("\"provider-2\"\\s*:\\s*10,")
                    .containsPattern("\"provider-3\"\\s*:\\s*10\\s");
            assertThat(run.resolve("samples.jsonl")).isNotEmptyFile();
            assertThat(run.resolve("dashboard/index.html")).exists();
            assertThat(run.resolve("logs/consumer.log")).isNotEmptyFile();
            assertPlausibleLoad(run.resolve("result.jtl"), 20, 5_000);
        }
        assertThat(Files.readString(benchmark.resolve("runs/javaagent/5u-20tps/1/run.json")))
                .as("treatment check of the agent run").contains("opentelemetry-javaagent - version:");

        Path report = benchmark.resolve("report.md");
        assertThat(report).as("report.md written by the results engine at the end of `run`; output:%n%s", output).exists();
        assertThat(Files.readString(report)).contains("Baseline", "OpenTelemetry javaagent 2.20.1"); // the label names the jar mounted
    }

    /** After the warm-up, the achieved rate is near the target, every request succeeded and took some time. */
    /** The quickstart level's threads: 5u-20tps. */
    private static final int USERS = 5;

    private static void assertPlausibleLoad(Path jtl, int targetTps, long warmupMillis) throws IOException {
        List<String> rows = Files.readAllLines(jtl);
        List<String> header = List.of(rows.get(0).split(","));
        int timeStamp = header.indexOf("timeStamp");
        int elapsed = header.indexOf("elapsed");
        int success = header.indexOf("success");
        long first = Long.parseLong(rows.get(1).split(",")[timeStamp]);
        long measuredFrom = first + warmupMillis;
        long count = 0;
        long totalElapsed = 0;
        long last = measuredFrom;
        for (String row : rows.subList(1, rows.size())) {
            String[] cells = row.split(",");
            long start = Long.parseLong(cells[timeStamp]);
            if (start < measuredFrom) {
                continue;
            }
            assertThat(cells[success]).as("JTL row %s", row).isEqualTo("true");
            count++;
            totalElapsed += Long.parseLong(cells[elapsed]);
            last = Math.max(last, start + Long.parseLong(cells[elapsed]));
        }
        double tps = count * 1000.0 / (last - measuredFrom);
        // Closed model: USERS threads, each waiting for its answer, can send at most USERS / (mean latency) a second
        // (Little's law). A busy machine that slows the answers lowers that ceiling; the shaping timer never lifts the
        // rate above the target. So the rate must reach the lower of the two, as measured in this run, within 25 %.
        double meanLatencyMs = totalElapsed / (double) count;
        double closedCeiling = meanLatencyMs <= 0 ? Double.MAX_VALUE : USERS * 1000.0 / meanLatencyMs;
        double expected = Math.min(targetTps, closedCeiling);
        assertThat(tps).as("achieved TPS in the measured window of %s (mean latency %.1f ms, closed-model ceiling %.1f TPS)",
                jtl, meanLatencyMs, closedCeiling).isBetween(expected * 0.75, targetTps * 1.25);
        assertThat(totalElapsed / (double) count).as("mean latency ms").isGreaterThan(0);
    }
}
