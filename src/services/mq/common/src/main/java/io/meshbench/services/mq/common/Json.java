package io.meshbench.services.mq.common;

import java.util.Map;
import java.util.stream.Collectors;

/** Flat JSON objects of numbers and strings: all the MQ services answer (no JSON library beside the clients'). */
public final class Json {

    private Json() {
    }

    public static String object(Map<String, ?> fields) {
        return fields.entrySet().stream().map(field -> quote(field.getKey()) + ":" + value(field.getValue()))
                .collect(Collectors.joining(",", "{", "}"));
    }

    private static String value(Object value) {
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        return value == null ? "null" : quote(value.toString());
    }

    static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
