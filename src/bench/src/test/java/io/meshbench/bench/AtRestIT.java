package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An at-rest level, for real, beside a load level on the same deployment: no JMeter at rest, every process sampled
 * over the window run.json names, and a report whose at-rest row has resource figures and no latency.
 */
class AtRestIT {

    @TempDir
    Path results;

    @Test
    void anAtRestLevelSamplesTheDeploymentWithoutLoadAndTheReportComparesItsResources() throws Exception {
        Path quickstart = Harness.path("meshbench.repo.root").resolve("scenarios/quickstart.yaml");
        Path scenario = results.resolve("at-rest.yaml");
        Files.writeString(scenario, Files.readString(quickstart)
                .replace("plan: ../jmx/router.jmx", "plan: " + quickstart.getParent().resolve("../jmx/router.jmx").normalize())
                + "\nlevelsShareDeployment: true\n");
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "at-rest,5u-20tps", "3s", "6s");

        String output = Harness.awaitSuccess(harness, console, 10);
        assertThat(output).contains("on 2 deployment(s)", "no load (at rest)", "at rest: 3s quiet, then 6s sampled",
                "Run 4/4: ok");

        Path benchmark = Harness.benchmarkFolder(results);
        for (String treatment : new String[] {"baseline", "javaagent"}) {
            Path atRest = benchmark.resolve("runs").resolve(treatment).resolve("at-rest/1");
            String runJson = Files.readString(atRest.resolve("run.json"));
            assertThat(Harness.jsonText(runJson, "status")).isEqualTo("ok");
            assertThat(runJson).contains("\"atRest\" : true", "\"startMs\"", "\"endMs\"").doesNotContain("\"targetTps\"");
            assertThat(atRest.resolve("result.jtl")).as("no JMeter at rest").doesNotExist();
            assertThat(Files.readString(atRest.resolve("samples.jsonl")))
                    .contains("\"process\":\"consumer\"", "\"process\":\"provider-1\"", "\"process\":\"zookeeper\"")
                    .doesNotContain("\"process\":\"jmeter\"");
            assertThat(benchmark.resolve("runs").resolve(treatment).resolve("5u-20tps/1/result.jtl")).isNotEmptyFile();
        }
        String report = Files.readString(benchmark.resolve("report.md"));
        // the at-rest row: a metaspace cell with figures (the agent loads classes at rest too), latency and throughput absent
        assertThat(report).containsPattern("\\| at-rest \\| [0-9.]+% / [0-9.]+% / -?[0-9.]+% \\| [^|]+ \\| [0-9.]+M / [0-9.]+M / "
                + "-?[0-9.]+M[^|]* \\| — / — / — \\| — / — / — \\| — / — / — \\|");
        assertThat(report).contains("at-rest (no load: at rest)", "### 5u-20tps").doesNotContain("### at-rest");
    }
}
