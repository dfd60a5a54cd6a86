package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An Envoy sidecar treatment through the real loop: the shipped xds-discovery scenario (the xDS scenario without the
 * client's database, so the cheapest) on one library at a tiny load, one round; without a Sermant release its Sermant
 * treatments are left out, so the baseline and Envoy run. The Envoy run must prove with Envoy's own counters that the
 * load went through the sidecar, and the sidecar's CPU must count toward the measured client. A run whose traffic
 * bypassed the sidecar fails: {@code SidecarTrafficTest} shows that against a stand-in (a real client cannot be made
 * to go around its sidecar here). Needs Envoy (scripts/install-envoy.sh, which CI runs); skipped, saying so, without.
 */
class EnvoySidecarLoopIT {

    static final String LIBRARY = "jdkhttp";
    static final Pattern CARRIED = Pattern.compile("sidecars \\[xds-client-envoy] carried (\\d+) requests upstream "
            + "\\(upstream_rq_total\\), JMeter recorded (\\d+) successful samples: the traffic went through the sidecar");

    @TempDir
    Path results;

    @Test
    void theEnvoyTreatmentRunsThroughTheLoopAndItsTrafficProvablyCrossedTheSidecar() throws Exception {
        Optional<Path> envoy = installedEnvoy();
        assumeTrue(envoy.isPresent(), "no Envoy below target/envoy-venv: run scripts/install-envoy.sh (CI does) to run "
                + "the Envoy sidecar treatment through the loop");
        Path scenario = results.resolve("xds-discovery.yaml");
        // the rules file stays the shipped one: ${scenarioDir} would point at this copy's folder
        Files.writeString(scenario, Harness.scenarioText("xds-discovery.yaml").replace("${scenarioDir}/rules/",
                Harness.path("meshbench.repo.root").resolve("scenarios/rules") + "/"));
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "5u-20tps", "3s", "6s", "1",
                List.of("--workloads", LIBRARY, "--envoy", envoy.get().toString()));

        String output = Harness.awaitSuccess(harness, console, 8);
        assertThat(output).contains("sermant-xds", "Run 1/2: ok", "Run 2/2: ok");

        Path benchmark = Harness.benchmarkFolder(results, "xds-discovery");
        Path runs = benchmark.resolve("runs");
        assertThat(runs.resolve("sermant")).as("left out without a Sermant release").doesNotExist();
        String level = LIBRARY + "-5u-20tps";
        String envoyRun = Files.readString(runs.resolve("envoy/" + level + "/1/run.json"));
        assertThat(Harness.jsonText(envoyRun, "status")).isEqualTo("ok");
        assertThat(Harness.jsonText(envoyRun, "measuredProcess")).isEqualTo("xds-client+xds-client-envoy");
        Matcher carried = CARRIED.matcher(envoyRun);
        assertThat(carried.find()).as("the sidecar traffic note in%n%s", envoyRun).isTrue();
        long upstream = Long.parseLong(carried.group(1));
        long successful = Long.parseLong(carried.group(2));
        // 20 TPS over 3 s + 6 s: about 180 samples; the load itself must have gone through Envoy, not a few probes
        assertThat(successful).as("JMeter's successful samples").isGreaterThan(100);
        assertThat(upstream).as("requests Envoy sent upstream").isGreaterThanOrEqualTo(successful);
        assertThat(Files.readString(runs.resolve("envoy/" + level + "/1/samples.jsonl")))
                .contains("\"process\":\"xds-client-envoy\"", "\"process\":\"xds-client\"");

        String baselineRun = Files.readString(runs.resolve("baseline/" + level + "/1/run.json"));
        assertThat(Harness.jsonText(baselineRun, "status")).isEqualTo("ok");
        assertThat(baselineRun).doesNotContain("upstream_rq_total", "xds-client-envoy");

        assertThat(Files.readString(benchmark.resolve("report.md"))).contains("Envoy sidecar");
    }

    /** The Envoy scripts/install-envoy.sh installs (the path the harness looks at by default). */
    static Optional<Path> installedEnvoy() throws IOException {
        Path venv = Harness.path("meshbench.repo.root").resolve("target/envoy-venv");
        if (!Files.isDirectory(venv)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.find(venv, 8, (path, attributes) -> attributes.isRegularFile()
                && path.endsWith(Path.of("envoy", "_bin", "envoy")))) {
            return files.filter(Files::isExecutable).findFirst();
        }
    }
}
