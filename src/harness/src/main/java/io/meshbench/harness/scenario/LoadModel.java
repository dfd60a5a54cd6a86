package io.meshbench.harness.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * How JMeter offers the load, which the report names because it changes what latency means.
 * <ul>
 * <li>{@code closed}: a fixed number of threads, each waiting for its answer, paced to the target rate (Throughput
 * Shaping Timer). A stalled server slows the senders down, so it hides part of its own latency (coordinated
 * omission).</li>
 * <li>{@code open}: arrivals at the target rate whatever the server does (JMeter's Open Model Thread Group, 5.5+), so
 * a stall shows as the latency every request waiting behind it saw.</li>
 * </ul>
 */
public enum LoadModel {
    CLOSED("closed model: fixed threads paced by a Throughput Shaping Timer (a stalled server slows the senders)"),
    OPEN("open model: arrivals at the target rate (Open Model Thread Group), whatever the server does");

    private final String description;

    LoadModel(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @throws IllegalArgumentException naming the accepted values */
    @JsonCreator
    public static LoadModel parse(String text) {
        for (LoadModel model : values()) {
            if (model.id().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return model;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a load model: use closed or open");
    }
}
