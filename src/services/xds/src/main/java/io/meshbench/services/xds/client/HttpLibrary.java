package io.meshbench.services.xds.client;

import java.io.IOException;
import java.net.URI;

/** One HTTP client library calling the server: a GET answered 200 with a body, or an exception. */
public interface HttpLibrary extends AutoCloseable {

    /** The workload's name and the client's endpoint, e.g. {@code okhttp2}. */
    String name();

    String get(URI uri) throws IOException;

    @Override
    default void close() throws IOException {
    }

    static IOException unexpected(URI uri, int status) {
        return new IOException("GET " + uri + " answered " + status);
    }
}
