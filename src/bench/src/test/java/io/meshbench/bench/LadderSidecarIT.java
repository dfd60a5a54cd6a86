package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ladder's sidecar treatment with mutual TLS for real, at a tiny size: scenarios/ladder.yaml with one provider,
 * the baseline and Envoy sidecars on the consumer and the provider with mutual TLS between them (certificates made by
 * the run), two steps of 20 and 40 RPS on one deployment per treatment. Each Envoy run must prove from Envoy's own
 * counters that the load went through the sidecars and that TLS handshakes with a client certificate took place; the
 * ladder table gets the sidecars' CPU and memory. Needs Envoy (scripts/install-envoy.sh); skipped, saying so, without.
 */
class LadderSidecarIT {

    /** One counter of the sidecars' proof in a run's notes: {@code <sidecar> <counter> = <value> (what it proves)}. */
    static long proved(String run, String sidecar, String counter) {
        Matcher proof = Pattern.compile(Pattern.quote(sidecar) + " " + counter + " = (\\d+) \\(").matcher(run);
        assertThat(proof.find()).as("%s %s in the sidecars' proof of%n%s", sidecar, counter, run).isTrue();
        return Long.parseLong(proof.group(1));
    }

    @TempDir
    Path results;

    @Test
    void mutualTlsBetweenTwoSidecarsRunsOnTheLadderAndProvesItsHandshakes() throws Exception {
        Optional<Path> envoy = EnvoySidecarLoopIT.installedEnvoy();
        assumeTrue(envoy.isPresent(), "no Envoy below target/envoy-venv: run scripts/install-envoy.sh (CI does) to run "
                + "the ladder's sidecar treatments");
        String small = Harness.withOneProvider(Harness.scenarioText("ladder.yaml"))
                .replaceAll("(?s)  - name: javaagent\n.*?\n  - name: envoy-mtls\n", "  - name: envoy-mtls\n");
        assertThat(small).doesNotContain("javaagent", "envoy-client", "envoy-tls").contains("tls: mutual");
        Path scenario = results.resolve("ladder.yaml");
        Files.writeString(scenario, small);
        Path console = results.resolve("console.log");
        Process harness = Harness.start(scenario, results, console, "20,40", "2s", "4s", "",
                List.of("--envoy", envoy.get().toString()));

        String output = Harness.awaitSuccess(harness, console, 12); // the machine lock may be held by another run first
        assertThat(output).contains("on 2 deployment(s)", "Run 4/4: ok");

        Path benchmark = Harness.benchmarkFolder(results, "ladder");
        for (String step : new String[] {"20rps", "40rps"}) {
            String run = Files.readString(benchmark.resolve("runs/envoy-mtls/" + step + "/1/run.json"));
            assertThat(Harness.jsonText(run, "status")).isEqualTo("ok");
            assertThat(Harness.jsonText(run, "measuredProcess")).isEqualTo("consumer+consumer-envoy");
            assertThat(run).contains("the traffic went through the sidecar");
            assertThat(proved(run, "consumer-envoy", "cluster\\.outbound\\|provider\\.ssl\\.handshake"))
                    .as("client-side TLS handshakes").isPositive();
            // 20 RPS over 2 s + 4 s: about 120 requests, each forwarded by the provider's sidecar (one provider: "provider")
            assertThat(proved(run, "provider-envoy", "cluster\\.inbound\\|\\d+\\.upstream_rq_total"))
                    .as("requests the provider's sidecar forwarded").isGreaterThan(60);
            assertThat(proved(run, "provider-envoy", "listener\\.127\\.0\\.0\\.1_\\d+\\.ssl\\.handshake"))
                    .as("server-side TLS handshakes").isPositive();
            assertThat(proved(run, "provider-envoy", "listener\\.127\\.0\\.0\\.1_\\d+\\.ssl\\.no_certificate"))
                    .as("server-side handshakes without a client certificate").isZero();
        }
        Path certificates = benchmark.resolve("runs/envoy-mtls/20rps/1/envoy/certs");
        assertThat(Files.readString(certificates.resolve("ca.pem"))).startsWith("-----BEGIN CERTIFICATE-----");
        assertThat(Files.readString(certificates.resolve("client.key.pem"))).startsWith("-----BEGIN PRIVATE KEY-----");
        String baseline = Files.readString(benchmark.resolve("runs/baseline/20rps/1/run.json"));
        assertThat(baseline).doesNotContain("envoy", "ssl.handshake");

        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("## Envoy sidecars, client and server, mutual TLS: RPS ladder",
                        "| consumer-envoy CPU (% of one core) |", "| provider-envoy CPU (% of one core) |",
                        "sidecars CPU (% of one core) | sidecars RSS (MB) |",
                        "the sidecars change the path the traffic takes")
                .containsPattern("\\| 20 \\| [0-9.]+ \\([0-9.]+%\\)[^|]* \\| [0-9]+ms \\| [0-9]+ms \\| [0-9]+ms \\|");
        LadderIT.assertAchievedNearOffered(report.substring(report.indexOf("mutual TLS: RPS ladder")), 20, true);
    }
}
