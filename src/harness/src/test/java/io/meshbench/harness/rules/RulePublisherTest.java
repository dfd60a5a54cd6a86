package io.meshbench.harness.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Against a real ZooKeeper (Curator's TestingServer, bound to 127.0.0.1 only). */
class RulePublisherTest {

    static final Rule SPREAD = new Rule("spread", "/app=default&environment=/servicecomb.routeRule.provider",
            "- kind: routematcher.sermant.io/flow\n  rules: []\n");
    static final Rule REMOVAL = new Rule("removal", "/app=default&environment=/sermant.removal.config", "enableRemoval: true\n");
    static final List<Rule> ALL = List.of(SPREAD, REMOVAL);

    static TestingServer zookeeper;

    @BeforeAll
    static void startZooKeeper() throws Exception {
        int port = freePort();
        Map<String, Object> loopbackOnly = Map.of("clientPortAddress", "127.0.0.1", "admin.enableServer", "false");
        zookeeper = new TestingServer(new InstanceSpec(null, port, -1, -1, true, -1, -1, -1, loopbackOnly, "127.0.0.1"), true);
    }

    @AfterAll
    static void stopZooKeeper() throws IOException {
        zookeeper.close();
    }

    @Test
    void leavesExactlyTheTreatmentsRules() throws Exception {
        try (RulePublisher publisher = RulePublisher.connect(zookeeper.getConnectString(), Duration.ofSeconds(10))) {
            List<String> first = publisher.publishExactly(ALL, ALL);
            assertThat(first).containsExactly("rule spread published at " + SPREAD.path(), "rule removal published at " + REMOVAL.path());
            assertThat(publisher.read(SPREAD.path())).isEqualTo(SPREAD.content());

            Rule changed = new Rule("removal", REMOVAL.path(), "enableRemoval: false\n");
            List<String> second = publisher.publishExactly(List.of(changed), ALL);

            assertThat(second).containsExactly("rule spread deleted from " + SPREAD.path(), "rule removal published at " + REMOVAL.path());
            assertThat(publisher.read(SPREAD.path())).isNull();
            assertThat(publisher.read(REMOVAL.path())).isEqualTo("enableRemoval: false\n");

            assertThat(publisher.publishExactly(List.of(), ALL)).containsExactly("rule removal deleted from " + REMOVAL.path());
            assertThat(publisher.read(REMOVAL.path())).isNull();
            assertThat(publisher.read("/app=default&environment=")).as("parent nodes stay").isNotNull();
        }
    }

    @Test
    void unreachableZooKeeperIsAClearErrorWithinTheTimeout() throws IOException {
        String nobody = "127.0.0.1:" + freePort();
        long start = System.nanoTime();

        assertThatThrownBy(() -> RulePublisher.connect(nobody, Duration.ofSeconds(2)))
                .isInstanceOf(ZooKeeperUnreachableException.class)
                .hasMessage("ZooKeeper at " + nobody + " is unreachable (no session within 2 s), so the rules cannot be "
                        + "published: check that it runs and listens there");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(6));
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
