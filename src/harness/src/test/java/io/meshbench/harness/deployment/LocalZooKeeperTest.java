package io.meshbench.harness.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.zookeeper.ZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalZooKeeperTest {

    @TempDir
    Path dir;

    @Test
    void startsAsItsOwnProcessOnLoopbackAnswersAndLeavesNothingBehind() throws Exception {
        long before = ProcessHandle.current().descendants().count();
        try (ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            LocalZooKeeper zookeeper = LocalZooKeeper.start(registry, dir.resolve("data"), 0, dir.resolve("zk.log"),
                    Duration.ofSeconds(60));
            ProcessHandle process = zookeeper.process().handle();

            assertThat(zookeeper.isServing()).isTrue();
            assertThat(zookeeper.address()).isEqualTo("127.0.0.1:" + zookeeper.port());
            assertThat(process.pid()).isNotEqualTo(ProcessHandle.current().pid());
            assertThat(listenAddressOf(zookeeper.port())).endsWith("0100007F");
            // Wait for the session: a create() before it is established fails with ConnectionLoss on a busy box.
            java.util.concurrent.CountDownLatch connected = new java.util.concurrent.CountDownLatch(1);
            ZooKeeper client = new ZooKeeper(zookeeper.address(), 10_000, event -> {
                if (event.getState() == org.apache.zookeeper.Watcher.Event.KeeperState.SyncConnected) {
                    connected.countDown();
                }
            });
            try {
                assertThat(connected.await(30, java.util.concurrent.TimeUnit.SECONDS)).as("session established").isTrue();
                client.create("/meshbench", new byte[0], org.apache.zookeeper.ZooDefs.Ids.OPEN_ACL_UNSAFE,
                        org.apache.zookeeper.CreateMode.PERSISTENT);
                assertThat(client.exists("/meshbench", false)).isNotNull();
            } finally {
                client.close();
            }

            zookeeper.close();

            assertThat(process.isAlive()).isFalse();
            assertThat(zookeeper.isServing()).isFalse();
        }
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(before);
    }

    @Test
    void aConfiguredPortThatIsTakenIsRefusedBeforeStarting() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
             ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5))) {
            assertThatThrownBy(() -> LocalZooKeeper.start(registry, dir.resolve("data"), taken.getLocalPort(),
                    dir.resolve("zk.log"), Duration.ofSeconds(60)))
                    .isInstanceOf(PortInUseException.class)
                    .hasMessageContaining("Port " + taken.getLocalPort() + " on 127.0.0.1, configured for ZooKeeper")
                    .hasMessageContaining("pid " + ProcessHandle.current().pid());
            assertThat(registry.running()).isEmpty();
        }
    }

    /**
     * The local address (hex, as /proc/net/tcp* prints it) listening on {@code port}: 127.0.0.1 is 0100007F, also as the
     * tail of an IPv4-mapped IPv6 address; a wildcard bind would be all zeros.
     */
    static String listenAddressOf(int port) throws Exception {
        String hexPort = String.format(":%04X", port);
        return java.util.stream.Stream.concat(
                        Files.readAllLines(Path.of("/proc/net/tcp")).stream(),
                        Files.readAllLines(Path.of("/proc/net/tcp6")).stream())
                .map(l -> l.trim().split("\\s+"))
                .filter(f -> f[1].endsWith(hexPort) && f[3].equals("0A"))
                .map(f -> f[1].substring(0, f[1].indexOf(':')))
                .findFirst().orElse("not listening on IPv4");
    }

    @Test
    void aRelativeClassPathIsMadeAbsoluteBecauseZooKeeperRunsInItsDataFolder() {
        String relative = String.join(java.io.File.pathSeparator, "src/harness/target/meshbench.jar", "lib/../extra.jar");

        String absolute = LocalZooKeeper.absoluteClassPath(relative);

        assertThat(absolute.split(java.io.File.pathSeparator)).containsExactly(
                Path.of("src/harness/target/meshbench.jar").toAbsolutePath().toString(),
                Path.of("extra.jar").toAbsolutePath().toString());
    }
}
