package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A capacity-relative level in duet mode, for real and small: `meshbench run --mode duet --levels 10u-20%cap` first
 * probes the duet pair (two baseline deployments of data and one provider side by side, one JMeter offering each the
 * same unthrottled load, bounded to a 34 s warm-up and 5 s measured), records its capacity per side in meta.json, then
 * runs the duet (4 s warm-up, 10 s measured) with each side offered 20 % of it. No timing is asserted: the figures are
 * whatever this machine held.
 */
class DuetCapacityIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path results;

    @Test
    void thePairIsProbedFirstAndEachSideIsOfferedItsShare() throws Exception {
        Path scenario = results.resolve("duet-cap.yaml");
        Files.writeString(scenario, """
                name: duet-cap
                plan: %s
                target: provider
                path: /provider
                topology:
                  services:
                    - name: data
                    - {name: provider, treated: true}
                levels:
                  - {users: 10, targetTps: 20}
                warmup: 4s
                duration: 10s
                capacityProbe: {longestWarmup: 30s, measured: 5s}
                treatments:
                  - {name: baseline, kind: baseline, label: Baseline}
                  - {name: javaagent, kind: javaagent, label: Calibration 5 ms, agent: %s, agentArgs: delayMs=5}
                probe:
                  requests: 0
                tables: [plugin]
                """.formatted(Harness.path("meshbench.repo.root").resolve("jmx/router.jmx"),
                Harness.path("meshbench.repo.root").resolve("src/calibration-agent/target/calibration-agent.jar")));
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "10u-20%cap", "4s", "10s", List.of("--mode", "duet"));

        String output = Harness.awaitSuccess(harness, console, 12);
        assertThat(output).contains("first: capacity probe of the duet pair",
                "Capacity probe: the duet pair, two baseline deployments side by side",
                "Capacity: the duet pair held", "Duet 1/1: baseline side ok", "Duet 1/1: javaagent side ok");

        Path benchmark = Harness.benchmarkFolder(results, "duet-cap");
        JsonNode capacity = JSON.readTree(benchmark.resolve("meta.json").toFile()).path("load").path("capacity");
        System.out.println("DuetCapacityIT pair capacity: " + capacity);
        assertThat(capacity.path("sides").asInt()).isEqualTo(2);
        assertThat(capacity.path("users").asInt()).isEqualTo(10);
        assertThat(capacity.path("folder").asText()).isEqualTo("capacity-probe");
        assertThat(capacity.path("tps").asDouble()).isPositive();
        assertThat(capacity.has("driftPct")).isTrue();
        assertThat(capacity.has("busyPct")).isTrue();

        // the probe: both sides ran, each an ordinary run folder under capacity-probe/, one combined JTL holding both
        Path probe = benchmark.resolve("capacity-probe");
        for (String side : List.of("baseline", "treated")) {
            assertThat(Harness.jsonText(Files.readString(probe.resolve(side).resolve("run.json")), "status"))
                    .as(side).isEqualTo("ok");
            assertThat(Harness.jsonText(Files.readString(probe.resolve(side).resolve("run.json")), "treatment"))
                    .as("the baseline on both sides").isEqualTo("baseline");
        }
        String combined = Files.readString(probe.resolve("result.jtl"));
        assertThat(combined).contains("duet-baseline users", "duet-treated users");

        // the duet: each side offered 20 % of what the pair held per side
        long share = Math.max(1, Math.round(capacity.path("tps").asDouble() * 20 / 100.0));
        for (String side : List.of("baseline", "javaagent")) {
            JsonNode run = JSON.readTree(benchmark.resolve("runs").resolve(side).resolve("10u-20pct-cap/1/run.json").toFile());
            assertThat(run.path("status").asText()).as(side).isEqualTo("ok");
            assertThat(run.path("targetTps").asDouble()).as(side + "'s rate").isEqualTo((double) share);
        }
        assertThat(Files.readString(benchmark.resolve("duets/javaagent/10u-20pct-cap/1/duet.jmx")))
                .contains("duet-baseline users", "duet-treated users");

        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("Capacity: the duet pair (2 baseline deployments side by side, one JMeter offering "
                + "each side the same unthrottled load) held **", "Both sides shared: one JMeter");
        JsonNode duet = JSON.readTree(benchmark.resolve("report.json").toFile()).path("duet");
        assertThat(duet.path("rows")).as("the probe is no duet of the report").hasSize(1);
        assertThat(duet.path("shared").size()).isEqualTo(3);
    }
}
