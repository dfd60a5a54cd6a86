package io.meshbench.scenario;

import java.util.Map;

/**
 * Requests sent to the load target before each run to see where traffic goes: the answers are counted by the
 * instance named at {@code instanceField} (a JSON pointer into the response body).
 */
public record ProbeSpec(Integer requests, String path, Map<String, String> headers, String instanceField) {

    public static final String DEFAULT_INSTANCE_FIELD = "/provider/instance";

    public ProbeSpec {
        requests = requests == null ? 30 : requests;
        headers = headers == null ? Map.of() : Map.copyOf(headers);
        instanceField = instanceField == null || instanceField.isBlank() ? DEFAULT_INSTANCE_FIELD : instanceField;
    }

    public static ProbeSpec defaults() {
        return new ProbeSpec(null, null, null, null);
    }
}
