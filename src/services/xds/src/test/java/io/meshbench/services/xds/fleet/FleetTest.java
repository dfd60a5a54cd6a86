package io.meshbench.services.xds.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.services.xds.controlplane.ControlPlane;
import io.meshbench.services.xds.controlplane.Endpoints;
import io.meshbench.services.xds.controlplane.MeshRules;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A fleet of simulated sidecars against the real control plane on loopback, and against nothing. */
class FleetTest {

    @Test
    void everyClientOfARolloutIsServedAndTheControlPlaneRecordsItsAcks() throws Exception {
        MeshRules rules = new MeshRules("xds-server", "default", 8080, "ROUND_ROBIN",
                List.of(new MeshRules.WeightedRoute("v1", 80), new MeshRules.WeightedRoute("v2", 20)), null);
        try (ControlPlane plane = ControlPlane.start(rules, Endpoints.parse("v1=127.0.0.1:18081,v2=127.0.0.1:18082"),
                freePort(), freePort());
             Fleet fleet = new Fleet("127.0.0.1", plane.adsPort())) {
            Fleet.Rollout rollout = fleet.rollout(40, Duration.ofSeconds(60));

            assertThat(rollout.complete()).as("%s", rollout).isTrue();
            assertThat(rollout.servedMs()).hasSize(40).isSorted();
            assertThat(rollout.elapsedMs()).isGreaterThanOrEqualTo(rollout.servedMs().get(39));
            assertThat(fleet.open()).isEqualTo(40);
            // a client is served once it has sent its last ACK: the control plane records it a moment later
            Map<String, Map<String, String>> accepted = awaitAcks(plane, 40);
            assertThat(accepted).hasSize(40).allSatisfy((node, types) -> {
                assertThat(node).matches("sidecar~127\\.0\\.0\\.1~xds-fleet-\\d+\\.default~default\\.svc\\.cluster\\.local");
                assertThat(types).isEqualTo(Map.of("cds", "1", "eds", "1", "lds", "1", "rds", "1"));
            });
            assertThat(fleet.sentBy(0)).hasSize(8);

            Fleet.Rollout more = fleet.rollout(10, Duration.ofSeconds(60));
            assertThat(more.served()).isEqualTo(10);
            assertThat(awaitAcks(plane, 50)).as("new nodes, not the first ones again").hasSize(50);
        }
    }

    @Test
    void aRolloutToNoControlPlaneFailsEveryClientAndSaysWhy() throws Exception {
        try (Fleet fleet = new Fleet("127.0.0.1", freePort())) {
            Fleet.Rollout rollout = fleet.rollout(3, Duration.ofSeconds(20));

            assertThat(rollout.complete()).isFalse();
            assertThat(rollout.served()).isZero();
            assertThat(rollout.failed()).isEqualTo(3);
            assertThat(rollout.medianServedMs()).isEqualTo(-1);
            assertThat(rollout.firstError()).contains("UNAVAILABLE");
            assertThat(fleet.open()).isZero();
        }
    }

    @Test
    void theFiguresAreTheRunsCounters() {
        Fleet.Rollout rollout = new Fleet.Rollout(5, 4, 1, 900, List.of(100L, 200L, 300L, 400L), "UNAVAILABLE");
        assertThat(FleetApplication.figures(rollout)).containsExactly(Map.entry("clients", 5L), Map.entry("served", 4L),
                Map.entry("failed", 1L), Map.entry("rolloutMs", 900L), Map.entry("medianServedMs", 200L));
    }

    private static Map<String, Map<String, String>> awaitAcks(ControlPlane plane, int nodes) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
        Map<String, Map<String, String>> accepted = plane.acceptedByNode();
        while (System.nanoTime() < deadline
                && (accepted.size() < nodes || accepted.values().stream().anyMatch(types -> types.size() < 4))) {
            Thread.sleep(50);
            accepted = plane.acceptedByNode();
        }
        return accepted;
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
