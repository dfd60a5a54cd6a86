package io.meshbench.harness.deployment;

import io.meshbench.harness.scenario.ServiceSpec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.sampler.SampledProcess;
import io.meshbench.harness.sampler.SamplerCost;
import io.meshbench.harness.benchmark.TreatmentVerification;
import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.JavaAgent;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.SermantAgent;
import io.meshbench.harness.treatment.Treatment;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real topology (data, provider x3, consumer: the Spring Boot services of src/services) started for a treatment,
 * checked, sampled and stopped. The baseline runs whenever the service jars are built (about 40 s here); the agent
 * treatments need {@code -Dmeshbench.e2e=true} and, for Sermant, {@code -Dsermant.home}.
 */
class RealServicesTest {

    private static final Path SERVICES = Path.of("../services").toAbsolutePath().normalize();
    private static final Path OTEL = Path.of("../bench/target/agents/opentelemetry-javaagent.jar").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void baseline() throws Exception {
        runTopology(new Baseline());
    }

    @Test
    @EnabledIfSystemProperty(named = "meshbench.e2e", matches = "true")
    void openTelemetryAgent() throws Exception {
        assumeTrue(Files.isRegularFile(OTEL), "the OpenTelemetry agent is provisioned by ./mvnw -pl src/bench package");
        List<LoadEvidence> evidence = runTopology(JavaAgent.openTelemetry("otel", "OpenTelemetry agent", OTEL));
        assertThat(evidence).hasSize(4).allSatisfy(e -> assertThat(e.findings()).hasSize(3));
    }

    @Test
    @EnabledIfSystemProperty(named = "meshbench.e2e", matches = "true")
    void sermantRouter() throws Exception {
        String home = System.getProperty("sermant.home");
        assumeTrue(home != null, "pass -Dsermant.home=/path/to/sermant-agent");
        List<LoadEvidence> evidence = runTopology(SermantAgent.of("sermant-router", "Sermant router", Path.of(home),
                List.of("service-router"), Map.of()));
        assertThat(evidence).hasSize(4).allSatisfy(e -> assertThat(e.findings()).contains(
                "Load plugin:service-router successful."));
    }

    private List<LoadEvidence> runTopology(Treatment treatment) throws Exception {
        Path data = SERVICES.resolve("data/target/data.jar");
        Path provider = SERVICES.resolve("provider/target/provider.jar");
        Path consumer = SERVICES.resolve("consumer/target/consumer.jar");
        assumeTrue(Files.isRegularFile(data) && Files.isRegularFile(provider) && Files.isRegularFile(consumer),
                "the service jars are built by ./mvnw -pl src/services -am package");
        DeploymentSpec spec = new DeploymentSpec(List.of(
                ServiceSpec.of("data", data, 1, false),
                new ServiceSpec("provider", provider.toString(), 3, true, Map.of(), List.of(
                        Map.of("service.meta.version", "1.0.0"),
                        Map.of("service.meta.version", "1.0.1"),
                        Map.of("service.meta.version", "1.0.2", "service.meta.parameters", "group:gray")), null, List.of()),
                new ServiceSpec("consumer", consumer.toString(), 1, true, Map.of(), List.of(), "/ready?providers=3", List.of())),
                JvmOptions.DEFAULTS, Duration.ofSeconds(180), 0);
        Path runDir = dir.resolve("runs/" + treatment.name() + "/smoke/1");
        long before = ProcessHandle.current().descendants().count();
        long started = System.nanoTime();
        List<LoadEvidence> evidence;
        try (ProcessRegistry registry = new ProcessRegistry(ProcessRegistry.DEFAULT_GRACE);
             RunningDeployment deployment = new LocalDeployment(spec, registry).start(treatment::jvmArguments, runDir)) {
            System.out.printf("%s: topology up in %.1f s%n", treatment.name(), (System.nanoTime() - started) / 1e9);
            evidence = TreatmentVerification.of(treatment, deployment);
            evidence.forEach(e -> System.out.println(e.summary()));
            ServiceProcess measured = deployment.service("consumer");
            JvmSampler sampler = JvmSampler.start(runDir.resolve("samples.jsonl"),
                    List.of(new SampledProcess("consumer", measured.pid())));
            HttpClient http = HttpClient.newHttpClient();
            for (int i = 0; i < 300; i++) {
                HttpResponse<String> chain = http.send(HttpRequest.newBuilder(URI.create(measured.baseUrl() + "/chain"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertThat(chain.statusCode()).isEqualTo(200);
            }
            Thread.sleep(2100);
            SamplerCost cost = sampler.stop();
            System.out.printf("sampler: %d samples, %.3f %% of a core, %.0f us per sample%n", cost.samples(),
                    cost.cpuCorePct(), cost.cpuMicrosPerSample());
            Files.readAllLines(runDir.resolve("samples.jsonl")).forEach(System.out::println);
        }
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(before);
        return evidence;
    }
}
