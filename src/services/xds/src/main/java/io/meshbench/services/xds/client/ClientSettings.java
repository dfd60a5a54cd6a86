package io.meshbench.services.xds.client;

/** Settings every client library shares, so the libraries differ only in themselves. */
final class ClientSettings {

    /** Connections per library: more than the design card's 100 users, so no call waits for a connection. */
    static final int MAX_CONNECTIONS = 200;
    static final int TIMEOUT_MILLIS = 5_000;

    private ClientSettings() {
    }
}
