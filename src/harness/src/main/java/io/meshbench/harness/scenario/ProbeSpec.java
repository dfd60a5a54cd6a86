package io.meshbench.harness.scenario;

import java.util.Map;

/**
 * Requests sent to the load target before each run. Kind {@code instance} counts the answers by the instance named at
 * {@code instanceField} (a JSON pointer into the response body): where the rules send traffic. Kind {@code tags}
 * counts whether the {@code headers} sent came back at {@code instanceField} (default {@code /received}, what the
 * server behind the target received): whether tags crossed the hop.
 *
 * @param expect   per treatment name, the answer every probe request must give (e.g. {@code tags crossed} for the
 *                 treated, {@code no tag} for the baseline); a run whose probe gives another fails before its load
 * @param counters a path on the target answering a JSON object of whole numbers (e.g. rows in a table, writes the
 *                 service saw rejected), read before and after the load; {@code ${name}} is replaced by the run's plan
 *                 property {@code name}. Null for none.
 */
public record ProbeSpec(Integer requests, String path, Map<String, String> headers, String instanceField, String kind,
                        Map<String, String> expect, String counters) {

    public static final String DEFAULT_INSTANCE_FIELD = "/provider/instance";
    public static final String DEFAULT_TAGS_FIELD = "/received";
    public static final String INSTANCE = "instance";
    public static final String TAGS = "tags";

    public ProbeSpec {
        requests = requests == null ? 30 : requests;
        headers = headers == null ? Map.of() : Map.copyOf(headers);
        kind = kind == null || kind.isBlank() ? INSTANCE : kind;
        instanceField = instanceField == null || instanceField.isBlank()
                ? (TAGS.equals(kind) ? DEFAULT_TAGS_FIELD : DEFAULT_INSTANCE_FIELD) : instanceField;
        expect = expect == null ? Map.of() : Map.copyOf(expect);
    }

    public ProbeSpec(Integer requests, String path, Map<String, String> headers, String instanceField) {
        this(requests, path, headers, instanceField, null, null, null);
    }

    public static ProbeSpec defaults() {
        return new ProbeSpec(null, null, null, null, null, null, null);
    }
}
