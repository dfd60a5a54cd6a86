package io.meshbench.services.tagx.server;

import io.meshbench.services.tagx.api.ServerPorts;
import io.meshbench.services.tagx.web.Responses;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;
import org.apache.zookeeper.CreateMode;

/** Publishes the server's ports as an ephemeral node: it disappears with the process. */
final class PortsRegistration implements AutoCloseable {

    private final CuratorFramework curator;

    private PortsRegistration(CuratorFramework curator) {
        this.curator = curator;
    }

    static PortsRegistration publish(String zookeeper, ServerPorts ports) throws Exception {
        CuratorFramework curator = CuratorFrameworkFactory.newClient(zookeeper, new ExponentialBackoffRetry(200, 5));
        curator.start();
        try {
            byte[] data = Responses.JSON.writeValueAsBytes(ports);
            if (curator.checkExists().forPath(ServerPorts.NODE) != null) {
                curator.delete().forPath(ServerPorts.NODE);
            }
            curator.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(ServerPorts.NODE, data);
        } catch (Exception e) {
            curator.close();
            throw e;
        }
        return new PortsRegistration(curator);
    }

    @Override
    public void close() {
        curator.close();
    }
}
