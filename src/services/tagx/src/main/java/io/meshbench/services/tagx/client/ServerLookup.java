package io.meshbench.services.tagx.client;

import io.meshbench.services.tagx.api.ServerPorts;
import io.meshbench.services.tagx.web.Responses;
import java.io.IOException;
import java.time.Duration;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;

/** Reads the server's ports from the run's ZooKeeper, waiting for the server to publish them. */
final class ServerLookup {

    private ServerLookup() {
    }

    static ServerPorts await(String zookeeper, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        try (CuratorFramework curator = CuratorFrameworkFactory.newClient(zookeeper, new ExponentialBackoffRetry(200, 5))) {
            curator.start();
            while (System.nanoTime() < deadline) {
                if (curator.checkExists().forPath(ServerPorts.NODE) != null) {
                    return Responses.JSON.readValue(curator.getData().forPath(ServerPorts.NODE), ServerPorts.class);
                }
                Thread.sleep(200);
            }
        }
        throw new IOException("no tagx server published " + ServerPorts.NODE + " in ZooKeeper " + zookeeper + " within "
                + timeout.toSeconds() + " s: start the server first");
    }
}
