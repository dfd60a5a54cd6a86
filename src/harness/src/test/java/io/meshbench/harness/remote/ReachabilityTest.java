package io.meshbench.harness.remote;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.machine.LoopbackPorts;
import io.meshbench.harness.scenario.ScenarioException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An address nothing answers on is bad input before anything runs, named with its key. */
class ReachabilityTest {

    static Targets targets(URI consumer) {
        return new Targets(Path.of("targets.yaml"), "/health", "/actuator/prometheus", "/actuator/info",
                Targets.DEFAULT_READINESS_TIMEOUT, Map.of("baseline",
                new Targets.TreatmentTargets("baseline", Map.of("consumer", consumer), null)));
    }

    @Test
    void aListeningAddressPasses() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThatCode(() -> Reachability.require(targets(URI.create("http://127.0.0.1:" + server.getLocalPort()))))
                    .doesNotThrowAnyException();
        }
    }

    @Test
    void aClosedPortIsNamedWithItsKey() {
        int port = LoopbackPorts.free();
        assertThatThrownBy(() -> Reachability.require(targets(URI.create("http://127.0.0.1:" + port))))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContainingAll("--targets targets.yaml: treatments.baseline.services.consumer",
                        "http://127.0.0.1:" + port, "cannot be reached", "port-forward");
    }

    @Test
    void aHostThatDoesNotResolveIsNamed() {
        assertThatThrownBy(() -> Reachability.require(targets(URI.create("http://consumer.meshbench.invalid:18088"))))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("names a host that does not resolve (consumer.meshbench.invalid)");
    }
}
