package io.meshbench.harness.machine;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The address every server the suite starts binds and is reached at: 127.0.0.1 by default, another only when the user
 * asks for it ({@code meshbench deploy --bind 198.18.0.2}: a host of its own, e.g. a network namespace, whose
 * services a controller and load engines elsewhere reach). Set once per harness process, before anything starts.
 */
public final class BindAddress {

    /** The system property {@code meshbench deploy --bind} sets. */
    public static final String PROPERTY = "meshbench.bind.address";
    /** Servers bind loopback only unless the user asks otherwise. */
    public static final String DEFAULT = "127.0.0.1";

    private BindAddress() {
    }

    /** The address as text, for URLs, connect strings and {@code --server.address}. */
    public static String host() {
        String given = System.getProperty(PROPERTY, "").strip();
        return given.isEmpty() ? DEFAULT : given;
    }

    public static InetAddress address() {
        try {
            return InetAddress.getByName(host());
        } catch (UnknownHostException e) {
            throw new IllegalStateException(PROPERTY + "=" + host() + " is not an address of this host", e);
        }
    }

    /** Binds {@code host} for the rest of this process; a blank one keeps the default. */
    public static void bind(String host) {
        if (host != null && !host.isBlank()) {
            System.setProperty(PROPERTY, host.strip());
        }
    }
}
