package io.meshbench.harness.machine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * Ports on 127.0.0.1: a free one when none is configured. Here, below deployment and treatment, so that both can ask for
 * one (a configured port that is taken is {@code deployment.ConfiguredPorts}' job).
 */
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
}
