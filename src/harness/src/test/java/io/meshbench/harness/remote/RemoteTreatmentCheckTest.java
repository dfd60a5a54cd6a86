package io.meshbench.harness.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.deployment.DeploymentException;
import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.JavaAgent;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which agent a deployed JVM runs, read from the input arguments its info endpoint reports. */
class RemoteTreatmentCheckTest {

    @TempDir
    Path dir;

    JavaAgent agent;
    final Baseline baseline = new Baseline("baseline", "Baseline");
    final URI info = URI.create("http://127.0.0.1:18088/actuator/info");

    @BeforeEach
    void agentJar() throws IOException {
        Path jar = dir.resolve("opentelemetry-javaagent.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        manifest.getMainAttributes().putValue("Premain-Class", "example.Agent");
        new JarOutputStream(Files.newOutputStream(jar), manifest).close();
        agent = new JavaAgent("javaagent", "OTel", jar, "", Map.of(), null);
    }

    ServiceInfo jvm(String... arguments) {
        return new ServiceInfo("consumer", info, 7L, List.of(arguments));
    }

    @Test
    void aTreatedJvmRunningTheTreatmentsJarPasses() {
        assertThat(RemoteTreatmentCheck.check(agent, jvm("-Xmx256m", "-javaagent:/agents/opentelemetry-javaagent.jar=x=1"),
                true).findings()).containsExactly("JVM input arguments (" + info
                + ") have -javaagent:/agents/opentelemetry-javaagent.jar=x=1");
    }

    @Test
    void aTreatedJvmWithoutItFailsNamingWhatItRuns() {
        assertThatThrownBy(() -> RemoteTreatmentCheck.check(agent, jvm("-Xmx256m"), true))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContainingAll("'javaagent' is not loaded in consumer", "no -javaagent",
                        "opentelemetry-javaagent.jar", "--targets");
        assertThatThrownBy(() -> RemoteTreatmentCheck.check(agent, jvm("-javaagent:/opt/sermant-agent.jar"), true))
                .hasMessageContaining("[-javaagent:/opt/sermant-agent.jar], none of them opentelemetry-javaagent.jar");
        assertThatThrownBy(() -> RemoteTreatmentCheck.check(agent,
                jvm("-javaagent:/a/opentelemetry-javaagent.jar", "-javaagent:/b/other.jar"), true))
                .hasMessageContaining("runs 2 agents");
    }

    @Test
    void theBaselineAndUntreatedProcessesMustRunNoAgent() {
        assertThat(RemoteTreatmentCheck.check(baseline, jvm("-Xmx256m"), true).findings())
                .containsExactly("no -javaagent among its JVM input arguments (" + info + ")");
        assertThatThrownBy(() -> RemoteTreatmentCheck.check(baseline, jvm("-javaagent:/x/opentelemetry-javaagent.jar"), true))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContainingAll("consumer runs [-javaagent:/x/opentelemetry-javaagent.jar]", "the baseline",
                        "must run no agent");
        assertThatThrownBy(() -> RemoteTreatmentCheck.check(agent, jvm("-javaagent:/x/opentelemetry-javaagent.jar"), false))
                .hasMessageContaining("a process javaagent does not treat");
    }

    @Test
    void theJarIsMatchedByFileNameNotBySubstring() {
        assertThat(RemoteTreatmentCheck.mounts("-javaagent:/a/sermant-agent.jar=appName=x", "sermant-agent.jar")).isTrue();
        assertThat(RemoteTreatmentCheck.mounts("-javaagent:sermant-agent.jar", "sermant-agent.jar")).isTrue();
        assertThat(RemoteTreatmentCheck.mounts("-javaagent:/a/my-sermant-agent.jar", "sermant-agent.jar")).isFalse();
    }

    @Test
    void theInfoEndpointMustCarryTheJvmArguments() {
        ServiceInfo read = ServiceInfo.parse("consumer", info,
                "{\"jvm\":{\"pid\":8290,\"availableProcessors\":2,\"inputArguments\":[\"-Xmx256m\",\"-javaagent:/a.jar\"]}}");
        assertThat(read.pid()).isEqualTo(8290L);
        assertThat(read.javaAgents()).containsExactly("-javaagent:/a.jar");

        assertThatThrownBy(() -> ServiceInfo.parse("consumer", info, "{\"app\":{}}"))
                .isInstanceOf(DeploymentException.class).hasMessageContainingAll("has no jvm.inputArguments", "docs/remote.md");
        assertThatThrownBy(() -> ServiceInfo.parse("consumer", info, "<html>")).hasMessageContaining("did not answer JSON");
    }
}
