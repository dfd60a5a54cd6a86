package io.meshbench.services.common.api;

/** What {@code GET /data} answers: the data instance and a fixed value. */
public record DataAnswer(String instance, String value) {
}
