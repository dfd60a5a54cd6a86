package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The duet loop, for real and small: `meshbench run --mode duet` deploys the baseline and the OpenTelemetry agent side
 * by side (data and one provider each, every side with its own ZooKeeper), one JMeter loads both at 4 users / 20 TPS
 * each (4 s warm-up, 24 s measured), and the report pairs them second by second.
 */
class DuetLoopIT {

    @TempDir
    Path results;

    @Test
    void bothSidesRunAtOnceIntoOrdinaryRunFoldersAndTheReportPairsThem() throws Exception {
        Path scenario = results.resolve("duet-tiny.yaml");
        Files.writeString(scenario, """
                name: duet-tiny
                plan: %s
                target: provider
                path: /provider
                topology:
                  services:
                    - name: data
                    - {name: provider, treated: true}
                levels:
                  - {users: 4, targetTps: 20}
                warmup: 4s
                duration: 24s
                treatments:
                  - {name: baseline, kind: baseline, label: Baseline}
                  - {name: javaagent, kind: javaagent}
                probe:
                  requests: 0
                tables: [plugin, memory]
                """.formatted(Harness.path("meshbench.repo.root").resolve("jmx/router.jmx")));
        Path console = results.resolve("console.log");
        List<String> mode = new ArrayList<>(List.of("--mode", "duet"));
        Process harness = Harness.start(scenario, results, console, "4u-20tps", "4s", "24s", mode);

        String output = Harness.awaitSuccess(harness, console, 4);
        assertThat(output).contains("Plan (duet mode): scenario duet-tiny, 1 duet(s)",
                "Duet 1/1: baseline side ok", "Duet 1/1: javaagent side ok");

        Path benchmark;
        try (var folders = Files.list(results.resolve("duet-tiny"))) {
            benchmark = folders.findFirst().orElseThrow();
        }
        Path duet = benchmark.resolve("duets/javaagent/4u-20tps/1");
        String duetJson = Files.readString(duet.resolve("duet.json"));
        assertThat(duetJson).contains("\"baselineFolder\" : \"runs/baseline/4u-20tps/1\"",
                "\"treatedFolder\" : \"runs/javaagent/4u-20tps/1\"", "\"order\" : [ \"baseline\", \"treated\" ]");
        assertThat(Files.readString(duet.resolve("duet.jmx"))).contains("duet-baseline users", "duet-treated users");

        long combinedRows = Files.readAllLines(duet.resolve("result.jtl")).size() - 1;
        long sideRows = 0;
        for (String side : List.of("baseline", "javaagent")) {
            Path run = benchmark.resolve("runs").resolve(side).resolve("4u-20tps/1");
            assertThat(Harness.jsonText(Files.readString(run.resolve("run.json")), "status")).as(side).isEqualTo("ok");
            List<String> jtl = Files.readAllLines(run.resolve("result.jtl"));
            // both sides at the rate each, in the same seconds: ~20 TPS x 28 s
            assertThat(jtl.size() - 1).as(side + " rows").isBetween(400, 640);
            sideRows += jtl.size() - 1;
            String samples = Files.readString(run.resolve("samples.jsonl"));
            assertThat(samples).contains("\"process\":\"provider-1\"", "\"process\":\"zookeeper\"", "\"process\":\"jmeter\"")
                    .doesNotContain("baseline/", "treated/");
            assertThat(run.resolve("logs/provider-1.log")).isNotEmptyFile();
        }
        assertThat(sideRows).as("every row of the combined JTL on exactly one side").isEqualTo(combinedRows);
        assertThat(Files.readString(benchmark.resolve("runs/javaagent/4u-20tps/1/run.json")))
                .contains("opentelemetry-javaagent - version:");
        assertThat(Files.readString(benchmark.resolve("runs/baseline/4u-20tps/1/run.json")))
                .contains("baseline: no agent mounted");

        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("## Duet: each treatment beside the baseline, at the same time",
                "ran in **duet mode**", "A duet assumes that", "| mean latency |", "| CPU provider-1 |",
                "| CPU per request, provider-1 |");
        assertThat(report).containsPattern("\\| mean latency \\| [0-9.]+ ms \\| [0-9.]+ ms \\| [+-][0-9.]+ ms \\[[+-][0-9.]+\\.\\.[+-][0-9.]+] ±[0-9.]+");
        assertThat(Files.readString(benchmark.resolve("report.json"))).contains("\"duet\" : {", "\"halfWidth\"");
    }
}
