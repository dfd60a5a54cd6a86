package io.meshbench.services.provider.fault;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How a provider instance misbehaves on purpose. */
public enum FaultMode {
    /** Serve normally. */
    NONE,
    /** Answer every {@code /provider} call with HTTP 500. */
    ERROR,
    /** Wait before serving every {@code /provider} call. */
    SLOW;

    public static FaultMode parse(String text) {
        for (FaultMode mode : values()) {
            if (mode.name().equalsIgnoreCase(text.trim())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown fault mode '" + text + "'; use one of " + names());
    }

    static String names() {
        return Arrays.stream(values()).map(FaultMode::toString).collect(Collectors.joining(", "));
    }

    @Override
    @JsonValue
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
