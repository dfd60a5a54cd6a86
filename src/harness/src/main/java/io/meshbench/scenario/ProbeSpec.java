package io.meshbench.scenario;

import java.util.Map;

/**
 * Requests sent to the load target before each run to see where traffic goes: the answers are counted by the
 * instance named at {@code instanceField} (a JSON pointer into the response body).
 *
 * @param counters a path on the target answering a JSON object of whole numbers (e.g. rows in a table, writes the
 *                 service saw rejected), read before and after the load; {@code ${name}} is replaced by the run's plan
 *                 property {@code name}. Null for none.
 */
public record ProbeSpec(Integer requests, String path, Map<String, String> headers, String instanceField, String counters) {

    public static final String DEFAULT_INSTANCE_FIELD = "/provider/instance";

    public ProbeSpec {
        requests = requests == null ? 30 : requests;
        headers = headers == null ? Map.of() : Map.copyOf(headers);
        instanceField = instanceField == null || instanceField.isBlank() ? DEFAULT_INSTANCE_FIELD : instanceField;
    }

    public ProbeSpec(Integer requests, String path, Map<String, String> headers, String instanceField) {
        this(requests, path, headers, instanceField, null);
    }

    public static ProbeSpec defaults() {
        return new ProbeSpec(null, null, null, null, null);
    }
}
