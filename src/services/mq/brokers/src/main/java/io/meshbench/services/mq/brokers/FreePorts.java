package io.meshbench.services.mq.brokers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** Free ports of 127.0.0.1, chosen by the kernel. */
final class FreePorts {

    private FreePorts() {
    }

    static int any() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("No free port on 127.0.0.1", e);
        }
    }

    /**
     * A port {@code p} with {@code p - 2} free too: a RocketMQ broker also listens on its "fast" port, its listen port
     * minus two, which has no setting of its own.
     */
    static int withFastPort() {
        for (int attempt = 0; attempt < 50; attempt++) {
            int port = any();
            if (port > 1026 && free(port - 2)) {
                return port;
            }
        }
        throw new IllegalStateException("No free pair of ports p, p-2 on 127.0.0.1 after 50 attempts");
    }

    static boolean free(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
