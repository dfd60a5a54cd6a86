package io.meshbench.services.tagx;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import org.apache.zookeeper.server.ServerCnxnFactory;
import org.apache.zookeeper.server.ZooKeeperServer;

/** A real ZooKeeper server in the test's JVM, on a free loopback port: the run's registry and ports node. */
final class LocalZooKeeperServer implements AutoCloseable {

    private final ServerCnxnFactory factory;

    private LocalZooKeeperServer(ServerCnxnFactory factory) {
        this.factory = factory;
    }

    static LocalZooKeeperServer start(Path dataDir) throws IOException, InterruptedException {
        ZooKeeperServer server = new ZooKeeperServer(dataDir.toFile(), dataDir.toFile(), 2000);
        ServerCnxnFactory factory = ServerCnxnFactory.createFactory(new InetSocketAddress("127.0.0.1", 0), 100);
        factory.startup(server);
        return new LocalZooKeeperServer(factory);
    }

    String address() {
        return "127.0.0.1:" + factory.getLocalPort();
    }

    @Override
    public void close() {
        factory.shutdown();
    }
}
