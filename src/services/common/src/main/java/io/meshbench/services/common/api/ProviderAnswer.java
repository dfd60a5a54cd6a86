package io.meshbench.services.common.api;

/** What {@code GET /provider} answers: who served the call and what the data service said. */
public record ProviderAnswer(ProviderInfo provider, DataAnswer data) {
}
