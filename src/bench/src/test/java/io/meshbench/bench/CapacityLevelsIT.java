package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A capacity-relative level, for real: the capacity probe runs the baseline unthrottled before the benchmark, the
 * level runs at its share of what the probe held, and each treatment runs both levels on one deployment.
 */
class CapacityLevelsIT {

    @TempDir
    Path results;

    @Test
    void theProbeSetsTheLevelsRateAndBothLevelsShareOneDeploymentPerTreatment() throws Exception {
        Path quickstart = Harness.path("meshbench.repo.root").resolve("scenarios/quickstart.yaml");
        Path scenario = results.resolve("capacity.yaml");
        Files.writeString(scenario, Files.readString(quickstart)
                .replace("plan: ../jmx/router.jmx", "plan: " + quickstart.getParent().resolve("../jmx/router.jmx").normalize())
                + "\nlevelsShareDeployment: true\n");
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "5u-20tps,5u-10%cap", "5s", "10s");

        String output = Harness.awaitSuccess(harness, console, 8);
        assertThat(output).contains("on 2 deployment(s)", "capacity probe, baseline unthrottled with 5 users",
                "Capacity: the baseline held", "Run 4/4: ok");

        Path benchmark = Harness.benchmarkFolder(results);
        String probe = Files.readString(benchmark.resolve("capacity-probe/run.json"));
        assertThat(Harness.jsonText(probe, "status")).isEqualTo("ok");
        String meta = Files.readString(benchmark.resolve("meta.json"));
        double capacity = number(meta, "tps");
        assertThat(capacity).as("5 unthrottled users hold far more than the 20 TPS level").isGreaterThan(40);
        long expected = Math.max(1, Math.round(capacity * 0.10));
        assertThat(meta).containsPattern("\"name\" : \"5u-10pct-cap\",\\s*\"users\" : 5,\\s*\"targetTps\" : "
                + expected + "\\.0,\\s*\"capacityPct\" : 10");

        for (String treatment : new String[] {"baseline", "javaagent"}) {
            Path runs = benchmark.resolve("runs").resolve(treatment);
            String shareRun = Files.readString(runs.resolve("5u-10pct-cap/1/run.json"));
            assertThat(Harness.jsonText(shareRun, "status")).isEqualTo("ok");
            assertThat(shareRun).contains("\"targetTps\" : " + expected + ".0");
            // the round-1 order runs 5u-20tps first on the deployment; its folder holds the processes' logs
            assertThat(runs.resolve("5u-20tps/1/logs/consumer.log")).isNotEmptyFile();
            assertThat(runs.resolve("5u-10pct-cap/1/logs/consumer.log")).as("no deployment of its own").doesNotExist();
            assertThat(shareRun).contains("deployment shared with the run before it");
        }
        assertThat(Files.readString(benchmark.resolve("report.md")))
                .contains("Capacity: the baseline held **", "5u-10pct-cap (5 threads, " + expected + " TPS target, 10% of capacity)",
                        "one deployment per treatment");
    }

    private static double number(String json, String name) {
        Matcher matcher = Pattern.compile("\"" + name + "\"\\s*:\\s*([0-9.]+)").matcher(json);
        assertThat(matcher.find()).as("number \"%s\" in%n%s", name, json).isTrue();
        return Double.parseDouble(matcher.group(1));
    }
}
