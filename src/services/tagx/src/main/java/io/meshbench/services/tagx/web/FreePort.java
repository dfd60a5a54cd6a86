package io.meshbench.services.tagx.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** A free port on an address, for the RPC servers whose frameworks cannot bind port 0 and report it. */
public final class FreePort {

    private FreePort() {
    }

    public static int on(String address) {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(address))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on " + address, e);
        }
    }
}
