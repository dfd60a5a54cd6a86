package io.meshbench.harness.treatment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvoySidecarTest {

    @TempDir
    Path dir;

    private Path fakeEnvoy() throws Exception {
        Path binary = dir.resolve("envoy");
        Files.writeString(binary, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(binary, PosixFilePermissions.fromString("rwxr-xr-x"));
        return binary;
    }

    @Test
    void theSidecarRunsOnLoopbackFedByTheResolvedControlPlaneAndTheServiceCallsThroughIt() throws Exception {
        EnvoySidecar envoy = EnvoySidecar.of("envoy", "Envoy sidecar", fakeEnvoy(), "127.0.0.1:${freePort:ads}");
        TreatedProcess client = new TreatedProcess("xds-client", "xds-client", dir.resolve("run"), "127.0.0.1:2181");

        Sidecar sidecar = envoy.sidecarFor(client, value -> value.replace("${freePort:ads}", "18000")).orElseThrow();

        assertThat(sidecar.name()).isEqualTo("xds-client-envoy");
        assertThat(sidecar.owner()).isEqualTo("xds-client");
        assertThat(sidecar.command()).contains("--disable-hot-restart", "--concurrency");
        Path bootstrap = Path.of(sidecar.command().get(sidecar.command().indexOf("-c") + 1));
        String yaml = Files.readString(bootstrap);
        assertThat(bootstrap).startsWith(dir.resolve("run"));
        assertThat(yaml).contains("address: 127.0.0.1, port_value: " + sidecar.adminPort())
                .contains("address: 127.0.0.1, port_value: 18000")
                .contains("id: xds-client-envoy")
                .doesNotContain("0.0.0.0");
        String egress = sidecar.serviceProperties().get(EnvoySidecar.EGRESS_PROPERTY);
        assertThat(egress).startsWith("127.0.0.1:");
        assertThat(yaml).contains("LISTENER_PORT: \"" + egress.substring("127.0.0.1:".length()) + "\"");
        assertThat(envoy.jvmArguments(client)).isEmpty();
    }

    @Test
    void aProcessWithoutItsSidecarIsNotTreated() throws Exception {
        EnvoySidecar envoy = EnvoySidecar.of("envoy", null, fakeEnvoy(), "127.0.0.1:1");
        StartedProcess started = new StartedProcess(new TreatedProcess("xds-client", "xds-client", dir, "z"), 1, dir);

        assertThatThrownBy(() -> envoy.verifyLoaded(started, Duration.ofMillis(10)))
                .isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessageContaining("not in the path of xds-client");
    }

    @Test
    void badSettingsAreRefusedBeforeAnythingStarts() throws Exception {
        assertThatThrownBy(() -> EnvoySidecar.of("envoy", null, dir.resolve("missing"), "127.0.0.1:1"))
                .isInstanceOf(InvalidTreatmentException.class).hasMessageContaining("scripts/install-envoy.sh");
        Path binary = fakeEnvoy();
        assertThatThrownBy(() -> EnvoySidecar.of("envoy", null, binary, " "))
                .isInstanceOf(InvalidTreatmentException.class).hasMessageContaining("controlPlane");
        EnvoySidecar envoy = EnvoySidecar.of("envoy", null, binary, "nowhere");
        assertThatThrownBy(() -> envoy.sidecarFor(new TreatedProcess("c", "c", dir, "z"), v -> v))
                .isInstanceOf(InvalidTreatmentException.class).hasMessageContaining("not host:port");
    }
}
