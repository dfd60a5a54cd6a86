package io.meshbench.services.common.api;

/** Which provider instance served a call, and its tags, so routing can be checked from the outside. */
public record ProviderInfo(String instance, int port, String version, String group) {
}
