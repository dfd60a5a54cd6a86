package io.meshbench.harness.machine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/**
 * Ports on the bind address (127.0.0.1 unless {@link BindAddress} says otherwise): a free one when none is
 * configured. Here, below deployment and treatment, so that both can ask for one (a configured port that is taken is
 * {@code deployment.ConfiguredPorts}' job).
 */
public final class LoopbackPorts {

    private LoopbackPorts() {
    }

    /** A port that is free on the bind address (127.0.0.1 by default, {@link BindAddress}) right now (the OS picks it). */
    public static int free() {
        try (ServerSocket socket = new ServerSocket(0, 1, BindAddress.address())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot find a free port on " + BindAddress.host(), e);
        }
    }
}
