package io.meshbench.harness.probe;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/**
 * Whether the tags a probe sent arrived: the answer's object of what the server received holds each tag (the name
 * in any case, as HTTP names are, and the same value). Answers: {@link #CROSSED}, {@link #NONE}, or
 * {@code some tags: <names that crossed>}.
 */
public final class TagsCrossed {

    public static final String CROSSED = "tags crossed";
    public static final String NONE = "no tag";

    private TagsCrossed() {
    }

    public static String of(Map<String, String> sent, JsonNode received) {
        if (sent.isEmpty()) {
            throw new IllegalArgumentException("a tags probe needs headers to send (probe.headers)");
        }
        if (received == null || !received.isObject()) {
            return "unnamed";
        }
        StringBuilder crossed = new StringBuilder();
        int count = 0;
        for (Map.Entry<String, String> tag : new java.util.TreeMap<>(sent).entrySet()) {
            if (tag.getValue().equals(valueOf(received, tag.getKey()))) {
                crossed.append(count++ == 0 ? "" : ", ").append(tag.getKey());
            }
        }
        if (count == sent.size()) {
            return CROSSED;
        }
        return count == 0 ? NONE : "some tags: " + crossed;
    }

    private static String valueOf(JsonNode received, String name) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = received.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (field.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return field.getValue().asText();
            }
        }
        return null;
    }
}
