package io.meshbench.services.tagx.client;

import java.util.Map;

/**
 * One client stack calling the server. An implementation builds a fresh request and never copies anything from the
 * incoming request: whatever tags reach the server were added by an agent.
 */
interface Stack extends AutoCloseable {

    /** The endpoint's name, e.g. {@code okhttp2} ({@code GET /okhttp2}). */
    String name();

    /** @return what the server reports it received (headers, metadata, attachments) */
    Map<String, String> call() throws Exception;

    @Override
    default void close() throws Exception {
    }
}
