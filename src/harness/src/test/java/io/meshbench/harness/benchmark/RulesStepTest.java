package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.rules.Rule;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingServer;
import org.junit.jupiter.api.Test;

/** The rules step: exactly the treatment's rules published, against a real ZooKeeper (loopback only), or none asked. */
class RulesStepTest {

    static final Rule SPREAD = new Rule("spread", "/app=default&environment=/servicecomb.routeRule.provider", "rules: []\n");
    static final Rule REMOVAL = new Rule("removal", "/app=default&environment=/sermant.removal.config", "enableRemoval: true\n");

    @Test
    void aScenarioWithoutRulesDoesNotContactZooKeeper() throws Exception {
        try (FakeTopology topology = new FakeTopology()) { // asking it for ZooKeeper fails the test
            RunFragment.RulesPublished published = new RulesStep(List.of()).publish(List.of("spread"), topology);

            assertThat(published.notes()).isEmpty();
        }
    }

    @Test
    void publishesTheTreatmentsRulesAndDeletesTheOthers() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Map<String, Object> loopbackOnly = Map.of("clientPortAddress", "127.0.0.1", "admin.enableServer", "false");
        try (TestingServer zookeeper = new TestingServer(
                new InstanceSpec(null, port, -1, -1, true, -1, -1, -1, loopbackOnly, "127.0.0.1"), true);
             FakeTopology topology = new FakeTopology()) {
            topology.zookeeper = zookeeper.getConnectString();
            RulesStep step = new RulesStep(List.of(SPREAD, REMOVAL), Duration.ZERO);

            RunFragment.RulesPublished first = step.publish(List.of("spread", "removal"), topology);
            RunFragment.RulesPublished second = step.publish(List.of("removal"), topology);

            assertThat(first.notes()).containsExactly("rule spread published at " + SPREAD.path(),
                    "rule removal published at " + REMOVAL.path());
            assertThat(second.notes()).containsExactly("rule spread deleted from " + SPREAD.path(),
                    "rule removal published at " + REMOVAL.path());
        }
    }
}
