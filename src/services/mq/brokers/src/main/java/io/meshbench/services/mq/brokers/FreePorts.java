package io.meshbench.services.mq.brokers;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** Free ports of 127.0.0.1 for the brokers' listeners. */
final class FreePorts {

    private static final int LOWEST = 20_000;
    private static final int HIGHEST = 32_000;
    private static final java.util.Random RANDOM = new java.util.Random();

    private FreePorts() {
    }

    /**
     * A free port below Linux's ephemeral range (32768 and up by default), where no other process gets a port the
     * kernel picks for it between this check and the broker's bind: Kafka halts its JVM when a listener cannot bind,
     * and the machine is shared with other builds.
     */
    static int any() {
        for (int attempt = 0; attempt < 200; attempt++) {
            int port = LOWEST + RANDOM.nextInt(HIGHEST - LOWEST);
            if (free(port)) {
                return port;
            }
        }
        throw new IllegalStateException("No free port on 127.0.0.1 between " + LOWEST + " and " + HIGHEST + " after 200 attempts");
    }

    /**
     * A port {@code p} with {@code p - 2} free too: a RocketMQ broker also listens on its "fast" port, its listen port
     * minus two, which has no setting of its own.
     */
    static int withFastPort() {
        for (int attempt = 0; attempt < 50; attempt++) {
            int port = any();
            if (free(port - 2)) {
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
