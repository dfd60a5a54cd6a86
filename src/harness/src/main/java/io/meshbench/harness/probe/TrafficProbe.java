package io.meshbench.harness.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * Sends a few requests through the target before the load and counts which instance answered each, so that a run
 * records where its rules sent traffic (e.g. {@code {"provider-1":10,"provider-2":10,"provider-3":10}}).
 * Failed requests are counted as {@code HTTP <status>} or {@code error}.
 */
public final class TrafficProbe {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final String instanceField;
    private final boolean tags;

    /** @param instanceField JSON pointer to the answering instance's name in a response body, e.g. {@code /provider/instance} */
    public TrafficProbe(String instanceField) {
        this(instanceField, false);
    }

    /**
     * @param field JSON pointer: the answering instance's name, or with {@code tags} the object of what the server
     *              received, where the probe's headers are looked up ({@link TagsCrossed})
     */
    public TrafficProbe(String field, boolean tags) {
        this.instanceField = field;
        this.tags = tags;
    }

    public Map<String, Integer> probe(URI target, Map<String, String> headers, int requests) throws InterruptedException {
        Map<String, Integer> split = new TreeMap<>();
        for (int i = 0; i < requests; i++) {
            split.merge(answerOf(target, headers), 1, Integer::sum);
        }
        return split;
    }

    private String answerOf(URI target, Map<String, String> headers) throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(target).timeout(Duration.ofSeconds(5)).GET();
        headers.forEach(request::header);
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() / 100 != 2) {
                return "HTTP " + response.statusCode();
            }
            JsonNode instance = JSON.readTree(response.body()).at(instanceField);
            if (tags) {
                return TagsCrossed.of(headers, instance);
            }
            return instance.isMissingNode() || instance.isNull() ? "unnamed" : instance.asText();
        } catch (IOException e) {
            return "error";
        }
    }
}
