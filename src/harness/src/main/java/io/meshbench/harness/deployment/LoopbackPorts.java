package io.meshbench.harness.deployment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/** Ports on 127.0.0.1: a free one when none is configured, or a clear error when a configured one is taken. */
public final class LoopbackPorts {

    public static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    private LoopbackPorts() {
    }

    /** A port that is free on 127.0.0.1 right now (the OS picks it). */
    public static int free() {
        try (ServerSocket socket = new ServerSocket(0, 1, LOOPBACK)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot find a free port on 127.0.0.1", e);
        }
    }

    /**
     * Fails with a message naming the port, who holds it and which setting asked for it, unless it can be bound.
     *
     * @param wantedBy what the port is for and where it was configured, e.g. "consumer (scenario services.consumer.port)"
     */
    public static void requireFree(int port, String wantedBy) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(LOOPBACK, port), 1);
        } catch (IOException taken) {
            String holder = PortOwners.describe(port).map(h -> " by " + h).orElse(" by another process");
            throw new PortInUseException(port, "Port " + port + " on 127.0.0.1, configured for " + wantedBy
                    + ", is already in use" + holder + ". Stop that process or configure another port.");
        }
    }
}
