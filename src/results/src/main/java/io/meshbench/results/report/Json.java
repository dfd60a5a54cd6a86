package io.meshbench.results.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.meshbench.results.format.DurationSeconds;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine's output model as JSON: records become objects (components in declaration order, nulls kept, those
 * marked {@link JsonIgnore} left out, those marked {@link JsonInclude} NON_EMPTY left out when empty, those marked
 * {@link JsonProperty} under its name), maps objects, collections
 * arrays, durations their seconds. One tree serves report.json,
 * {@code stats --format json} and the templates, so templates see exactly what the JSON holds. Written with jackson-core's streaming generator: the output path
 * needs no data binding, which keeps the start-up of {@code meshbench stats} short (databind alone costs about
 * 0.2 s there).
 */
public final class Json {

    private static final JsonFactory FACTORY = new JsonFactory();

    private Json() {
    }

    /** The JSON tree of a value: maps, lists, strings, numbers, booleans and nulls. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> tree(Object value) {
        Object tree = toTree(value);
        if (!(tree instanceof Map)) {
            throw new IllegalArgumentException("not an object: " + value);
        }
        return (Map<String, Object>) tree;
    }

    /** Pretty-printed JSON of a value (see {@link #tree}). */
    public static String write(Object value) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(out)) {
            generator.useDefaultPrettyPrinter();
            writeValue(generator, toTree(value));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static Object toTree(Object value) {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean) {
            return value;
        }
        if (value instanceof Record record) {
            Map<String, Object> object = new LinkedHashMap<>();
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                if (component.getAccessor().isAnnotationPresent(JsonIgnore.class)) {
                    continue; // not a figure (e.g. a whole histogram): its toString() would be an object's identity
                }
                JsonProperty renamed = component.getAccessor().getAnnotation(JsonProperty.class);
                Object read = read(component, record);
                JsonInclude include = component.getAccessor().getAnnotation(JsonInclude.class);
                if (include != null && include.value() == JsonInclude.Include.NON_EMPTY
                        && (read == null || read instanceof Collection<?> c && c.isEmpty())) {
                    continue; // a field added later, absent where empty so that earlier outputs keep their bytes
                }
                object.put(renamed != null ? renamed.value() : component.getName(), toTree(read));
            }
            return object;
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> object = new LinkedHashMap<>();
            map.forEach((key, entry) -> object.put(String.valueOf(key), toTree(entry)));
            return object;
        }
        if (value instanceof Collection<?> collection) {
            List<Object> array = new ArrayList<>(collection.size());
            collection.forEach(element -> array.add(toTree(element)));
            return array;
        }
        if (value instanceof Enum<?> constant) {
            return constant.name();
        }
        if (value instanceof Duration duration) { // seconds, as the file formats hold them (DurationSeconds)
            return duration.getNano() == 0 ? (Object) duration.getSeconds()
                    : DurationSeconds.seconds(duration).stripTrailingZeros();
        }
        return value.toString();
    }

    private static Object read(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component, e);
        }
    }

    private static void writeValue(JsonGenerator generator, Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (value instanceof String text) {
            generator.writeString(text);
        } else if (value instanceof Boolean flag) {
            generator.writeBoolean(flag);
        } else if (value instanceof Integer || value instanceof Long) {
            generator.writeNumber(((Number) value).longValue());
        } else if (value instanceof BigDecimal decimal) {
            generator.writeNumber(decimal);
        } else if (value instanceof Number number) {
            double d = number.doubleValue();
            if (Double.isFinite(d)) {
                generator.writeNumber(d);
            } else {
                generator.writeNull();
            }
        } else if (value instanceof Map<?, ?> map) {
            generator.writeStartObject();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                generator.writeFieldName((String) entry.getKey());
                writeValue(generator, entry.getValue());
            }
            generator.writeEndObject();
        } else if (value instanceof List<?> list) {
            generator.writeStartArray();
            for (Object element : list) {
                writeValue(generator, element);
            }
            generator.writeEndArray();
        } else {
            throw new IllegalStateException("not a JSON tree value: " + value.getClass());
        }
    }
}
