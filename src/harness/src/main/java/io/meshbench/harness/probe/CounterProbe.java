package io.meshbench.harness.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a service's counters (a JSON object of whole numbers, e.g. {@code {"rows":100,"rejected":0}}) so that a run can
 * show what the load did to the state behind the service: rows written, writes rejected.
 */
public final class CounterProbe {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /** @throws IOException when the answer is not 200 with a JSON object of whole numbers */
    public Map<String, Long> read(URI counters) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(counters).timeout(Duration.ofSeconds(30)).GET().build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("counters " + counters + " answered HTTP " + response.statusCode() + ": " + response.body());
        }
        JsonNode body = JSON.readTree(response.body());
        if (body == null || !body.isObject()) {
            throw new IOException("counters " + counters + " answered no JSON object: " + response.body());
        }
        Map<String, Long> values = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = body.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!field.getValue().isIntegralNumber()) {
                throw new IOException("counters " + counters + ": '" + field.getKey() + "' is not a whole number: " + field.getValue());
            }
            values.put(field.getKey(), field.getValue().asLong());
        }
        return values;
    }
}
