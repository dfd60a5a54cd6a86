package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three kinds of level one after another on one deployment per treatment, for real: at rest (no JMeter, every process
 * sampled over the window run.json names), a nominal rate, and a capacity-relative rate set by the capacity probe,
 * which runs the baseline unthrottled before the benchmark. One benchmark checks all three because each deployment is
 * the expensive part of such a test; the treatment is the calibration agent loading 500 classes (a javaagent that
 * costs metaspace at rest too, and starts about as fast as the baseline, where the OpenTelemetry agent took 12 s more).
 */
class LevelsOnOneDeploymentIT {

    @TempDir
    Path results;

    @Test
    void atRestNominalAndCapacityRelativeLevelsShareOneDeploymentPerTreatment() throws Exception {
        Path scenario = results.resolve("levels.yaml");
        String quickstart = Harness.withOneProvider(Harness.scenarioText("quickstart.yaml"));
        String treatments = quickstart.substring(quickstart.indexOf("treatments:"), quickstart.indexOf("probe:"));
        Files.writeString(scenario, quickstart.replace(treatments, """
                        treatments:
                          - {name: baseline, kind: baseline, label: Baseline}
                          - {name: javaagent, kind: javaagent, label: Calibration 500 classes, agent: %s, agentArgs: classes=500}

                        """.formatted(Harness.calibrationAgent()))
                + "\nlevelsShareDeployment: true\n"
                // the probe bounded (4 minutes by default): the 3 s warm-up and two 15 s windows, then 5 s measured
                + "capacityProbe: {longestWarmup: 30s, measured: 5s}\n");
        assertThat(Files.readString(scenario)).contains("agentArgs: classes=500", "measured: 5s");
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "at-rest,5u-20tps,5u-10%cap", "3s", "4s");

        String output = Harness.awaitSuccess(harness, console, 12);
        assertThat(output).contains("on 2 deployment(s)", "capacity probe, baseline unthrottled with 5 users",
                "Capacity: the baseline held", "no load (at rest)", "at rest: 3s quiet, then 4s sampled", "Run 6/6: ok");

        Path benchmark = Harness.benchmarkFolder(results);
        String probe = Files.readString(benchmark.resolve("capacity-probe/run.json"));
        assertThat(Harness.jsonText(probe, "status")).isEqualTo("ok");
        assertThat(probe).containsPattern("\"warmupSeconds\" : 33\\b").containsPattern("\"durationSeconds\" : 5\\b");
        String meta = Files.readString(benchmark.resolve("meta.json"));
        double capacity = number(meta, "tps");
        // what 5 unthrottled users hold depends on how busy the machine is (over 40 TPS when quiet): only a measured
        // figure is asserted, and the level below is derived from whatever it was
        assertThat(capacity).as("the probe measured a rate").isPositive();
        long expected = Math.max(1, Math.round(capacity * 0.10));
        assertThat(meta).containsPattern("\"name\" : \"5u-10pct-cap\",\\s*\"users\" : 5,\\s*\"targetTps\" : "
                + expected + "\\.0,\\s*\"capacityPct\" : 10");

        for (String treatment : new String[] {"baseline", "javaagent"}) {
            Path runs = benchmark.resolve("runs").resolve(treatment);
            String atRest = Files.readString(runs.resolve("at-rest/1/run.json"));
            assertThat(Harness.jsonText(atRest, "status")).isEqualTo("ok");
            assertThat(atRest).contains("\"atRest\" : true", "\"startMs\"", "\"endMs\"").doesNotContain("\"targetTps\"");
            assertThat(runs.resolve("at-rest/1/result.jtl")).as("no JMeter at rest").doesNotExist();
            assertThat(Files.readString(runs.resolve("at-rest/1/samples.jsonl")))
                    .contains("\"process\":\"consumer\"", "\"process\":\"provider\"", "\"process\":\"zookeeper\"")
                    .doesNotContain("\"process\":\"jmeter\"");
            // the round-1 order runs at-rest first on the deployment: its folder holds the processes' logs
            assertThat(runs.resolve("at-rest/1/logs/consumer.log")).isNotEmptyFile();

            for (String level : new String[] {"5u-20tps", "5u-10pct-cap"}) {
                String loaded = Files.readString(runs.resolve(level + "/1/run.json"));
                assertThat(Harness.jsonText(loaded, "status")).as(treatment + " " + level).isEqualTo("ok");
                assertThat(loaded).contains("deployment shared with the run before it");
                assertThat(runs.resolve(level + "/1/result.jtl")).isNotEmptyFile();
                assertThat(runs.resolve(level + "/1/logs/consumer.log")).as("no deployment of its own").doesNotExist();
            }
            assertThat(Files.readString(runs.resolve("5u-10pct-cap/1/run.json"))).contains("\"targetTps\" : " + expected + ".0");
        }

        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("Capacity: the baseline held **", "5u-10pct-cap (5 threads, " + expected
                + " TPS target, 10% of capacity)", "one deployment per treatment");
        // the at-rest row: a metaspace cell with figures (the agent loads classes at rest too); CPU per request,
        // latency and throughput absent; each figure's cell followed by its verdict
        assertThat(report).containsPattern("\\| at-rest \\| [0-9.]+% / [0-9.]+% / -?[0-9.]+%[^|]* \\| — / — / — \\| [^|]+ "
                + "\\| [0-9.]+M / [0-9.]+M / -?[0-9.]+M[^|]* \\| — / — / — \\| — / — / — \\| — / — / — \\|");
        assertThat(report).contains("at-rest (no load: at rest)", "### 5u-20tps", "### 5u-10pct-cap")
                .doesNotContain("### at-rest");
    }

    private static double number(String json, String name) {
        Matcher matcher = Pattern.compile("\"" + name + "\"\\s*:\\s*([0-9.]+)").matcher(json);
        assertThat(matcher.find()).as("number \"%s\" in%n%s", name, json).isTrue();
        return Double.parseDouble(matcher.group(1));
    }
}
