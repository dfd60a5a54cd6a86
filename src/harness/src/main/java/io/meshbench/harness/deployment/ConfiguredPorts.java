package io.meshbench.harness.deployment;



import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/** A configured port on 127.0.0.1: a clear error naming the port, its holder and its setting when it is taken. */
final class ConfiguredPorts {

    private ConfiguredPorts() {
    }

    /**
     * Fails with a message naming the port, who holds it and which setting asked for it, unless it can be bound.
     *
     * @param wantedBy what the port is for and where it was configured, e.g. "consumer (scenario services.consumer.port)"
     */
    static void requireFree(int port, String wantedBy) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(io.meshbench.harness.machine.BindAddress.address(), port), 1);
        } catch (IOException taken) {
            String holder = PortOwners.describe(port).map(h -> " by " + h).orElse(" by another process");
            throw new PortInUseException(port, "Port " + port + " on " + io.meshbench.harness.machine.BindAddress.host() + ", configured for " + wantedBy
                    + ", is already in use" + holder + ". Stop that process or configure another port.");
        }
    }
}
