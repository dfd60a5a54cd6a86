package io.meshbench.services.common.api;

/** What the consumer's {@code GET /chain} and {@code GET /chain/feign} answer: the whole call chain. */
public record ChainAnswer(String consumer, ProviderInfo provider, DataAnswer data) {
}
