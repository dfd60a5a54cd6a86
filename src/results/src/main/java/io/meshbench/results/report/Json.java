package io.meshbench.results.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Map;

/** The one JSON configuration of the engine: report.json, {@code stats --format json} and the template model. */
public final class Json {

    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    private Json() {
    }

    /**
     * The JSON tree of a value as plain maps and lists: what templates see is exactly what report.json holds.
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> tree(Object value) {
        return MAPPER.convertValue(value, Map.class);
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }
}
