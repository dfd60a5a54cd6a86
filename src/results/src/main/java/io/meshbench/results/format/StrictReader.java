package io.meshbench.results.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.meshbench.results.ResultsException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;

/**
 * The one reader of the JSON, JSON Lines, YAML and CSV files MeshBench reads (run.json, meta.json, report.json,
 * duet.json, page-plan.json, checks.json, samples.jsonl; scenario, page, targets and rule files; a JTL read by
 * Commons CSV). Every refusal is one line naming the file, the line and the field, and what to do:
 * <ul>
 * <li>bytes that are not UTF-8, a line or file longer than its {@link ReadLimits} (before it is buffered whole), a
 * control character or bidirectional override ({@link GuardedReader});</li>
 * <li>a duplicate key, a second document or anything after the value;</li>
 * <li>a number that is not finite or out of range, also spelled as text; a lone surrogate; a control character in
 * an escape ({@link CheckedTokens});</li>
 * <li>mapped to a type: an unknown field, a wrong type, a fraction where a whole number belongs, text where a number
 * belongs.</li>
 * </ul>
 * Ranges a field's meaning sets (a count or duration below 0) are the format's own check ({@link FieldCheck}).
 */
public final class StrictReader {

    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    /** Mapping to a type: unknown fields refused (unless the type says otherwise), no coercion of scalars. */
    private static final ObjectMapper MAPPER = JsonMapper.builder(JSON)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();

    /** The same, ignoring fields it does not know: for files a later version may add fields to (report.json). */
    private static final ObjectMapper LENIENT_MAPPER = MAPPER.copy()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private StrictReader() {
    }

    /** The file's characters through the guard; a missing file is said as such. */
    public static Reader open(Path file, ReadLimits limits) {
        try {
            return new GuardedReader(file, Files.newInputStream(file), limits);
        } catch (NoSuchFileException e) {
            throw new ResultsException(file + ": missing; " + PathKind.missing(file, "file") + ".");
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
    }

    /** The whole file as text, through the guard (for a parser that needs the text, e.g. to name YAML lines). */
    public static String text(Path file, ReadLimits limits) {
        try (Reader reader = open(file, limits)) {
            StringWriter text = new StringWriter();
            reader.transferTo(text);
            return text.toString();
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
    }

    /** A JSON file's one value as a tree, every token checked; null never (an empty file is refused). */
    public static JsonNode jsonTree(Path file) {
        return jsonTree(file, text(file, ReadLimits.JSON), 0);
    }

    /**
     * JSON a command printed (e.g. {@code podman image inspect}) as a checked tree, as a file's would be;
     * {@code source} names the command in a refusal.
     */
    public static JsonNode jsonText(Path source, String text) {
        return jsonTree(source, text, 0);
    }

    /** JSON text of {@code file} as a checked tree; {@code lineOffset}: the line before the text's first. */
    private static JsonNode jsonTree(Path file, String text, long lineOffset) {
        try (JsonParser parser = new CheckedTokens(file, JSON.createParser(text), lineOffset)) {
            if (parser.nextToken() == null) {
                throw new ResultsException(file + ": empty; it must hold one JSON value (docs/formats.md).");
            }
            return whole(file, parser, "JSON", lineOffset);
        } catch (JsonProcessingException e) {
            throw notValid(file, e, "JSON", lineOffset);
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
    }

    /** A JSON file mapped to {@code type}: checked as {@link #jsonTree}, then mapped strictly. */
    public static <T> T json(Path file, Class<T> type) {
        return json(file, text(file, ReadLimits.JSON), 0, type, MAPPER);
    }

    /** {@link #json} ignoring fields {@code type} does not know (files a later version may add fields to). */
    public static <T> T jsonIgnoringUnknown(Path file, Class<T> type) {
        return json(file, text(file, ReadLimits.JSON), 0, type, LENIENT_MAPPER);
    }

    /** One line of a JSON Lines file as a checked tree. */
    public static JsonNode jsonLineTree(Path file, long line, String text) {
        return jsonTree(file, text, line - 1);
    }

    /** One line of a JSON Lines file mapped to {@code type} as {@link #json} maps a file. */
    public static <T> T jsonLine(Path file, long line, String text, Class<T> type) {
        return json(file, text, line - 1, type, MAPPER);
    }

    /** A tree read with {@link #jsonTree} mapped to {@code type} (fields it does not know ignored). */
    public static <T> T convert(Path file, JsonNode tree, Class<T> type) {
        try {
            return LENIENT_MAPPER.treeToValue(tree, type);
        } catch (JsonProcessingException e) {
            throw mappingProblem(file, e, 0);
        }
    }

    private static <T> T json(Path file, String text, long lineOffset, Class<T> type, ObjectMapper mapper) {
        jsonTree(file, text, lineOffset); // the checks with their lines first: mapping would take "NaN" or 1e999
        try {
            return mapper.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw mappingProblem(file, e, lineOffset);
        }
    }

    /**
     * A JSON Lines file, line by line through the guard (a line over the limit is refused before it is whole); blank
     * lines are passed on too, with their numbers, so the caller decides.
     */
    public static void lines(Path file, ReadLimits limits, LineConsumer consumer) {
        try (BufferedReader reader = new BufferedReader(open(file, limits))) {
            long number = 0;
            String next = reader.readLine();
            while (next != null) {
                String line = next;
                next = reader.readLine();
                consumer.accept(++number, line, next == null);
            }
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
    }

    /** One line of a JSON Lines file. */
    @FunctionalInterface
    public interface LineConsumer {
        /** @param last whether no line follows (a last line may be cut off by a writer that stopped) */
        void accept(long number, String line, boolean last);
    }

    /** A CSV file through the guard, parsed with {@code format}; close it. */
    public static CSVParser csv(Path file, CSVFormat format) {
        return csv(file, open(file, ReadLimits.CSV), format);
    }

    /** CSV from a guarded reader of {@code file} ({@link #open}), e.g. over a part of a file. */
    public static CSVParser csv(Path file, Reader guarded, CSVFormat format) {
        try {
            return CSVParser.builder().setReader(guarded).setFormat(format).get();
        } catch (IOException | UncheckedIOException e) {
            throw new ResultsException(file + ": cannot be read as CSV (" + e.getMessage() + ").");
        }
    }

    /** A character stream of {@code file} (e.g. an already opened JTL) through the guard. */
    public static Reader guard(Path file, java.io.InputStream in, ReadLimits limits) {
        return new GuardedReader(file, in, limits);
    }

    /** The YAML text of a file through the guard ({@link ReadLimits#YAML}). */
    public static String yamlText(Path file) {
        return text(file, ReadLimits.YAML);
    }

    /**
     * A YAML file's one document as a checked tree (duplicate keys and a second document refused); null when the file
     * holds no document (empty, or comments only), which each kind of file explains in its own words.
     */
    public static JsonNode yamlTree(Path file, String text) {
        try (JsonParser parser = yamlTokens(file, text)) {
            return parser.nextToken() == null ? null : whole(file, parser, "YAML", 0);
        } catch (JsonProcessingException e) {
            throw notValid(file, e, "YAML", 0);
        } catch (IOException e) {
            throw new ResultsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
    }

    /**
     * The checked tokens of YAML text (duplicate keys refused), for a reader that builds its own tree (the scenario
     * file keeps scalars as written); it reads them with {@code nextToken()} and refuses a second document itself.
     * {@code file} names the file in messages.
     */
    public static JsonParser yamlTokens(Path file, String text) throws IOException {
        return new CheckedTokens(file, Yaml.FACTORY.createParser(text), 0);
    }

    /** A mapper configured as this reader's, for mapping a YAML tree read here to a type (scenario files). */
    public static ObjectMapper yamlMapper() {
        return Yaml.MAPPER.copy();
    }

    /** The YAML side, loaded only when a YAML file is read (the results commands read none). */
    private static final class Yaml {
        static final YAMLFactory FACTORY = YAMLFactory.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
        static final ObjectMapper MAPPER = YAMLMapper.builder(FACTORY)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .build();
    }

    /** The one value of the parser's text, from its current token; nothing may follow it. */
    private static JsonNode whole(Path file, JsonParser parser, String kind, long lineOffset) throws IOException {
        JsonNode root = tree(parser, StrictReader::typedScalar);
        JsonToken after = parser.nextToken();
        if (after != null) {
            throw new ResultsException(file + ": line " + (lineOffset + parser.currentTokenLocation().getLineNr())
                    + ": more "
                    + "after the " + kind + " value (a second document, or text pasted after it); a file holds one. "
                    + "Delete what follows, or write the file again.");
        }
        return root;
    }

    /** How a tree makes a scalar's node from the parser's current token (the scenario file keeps YAML's as written). */
    @FunctionalInterface
    public interface Scalars {
        JsonNode node(JsonParser parser, JsonNodeFactory nodes) throws IOException;
    }

    /**
     * The tree of the parser's current value, read with {@code nextToken()} alone, so that the checked tokens of
     * {@link #yamlTokens} see every token; {@code scalars} makes the leaves.
     */
    public static JsonNode tree(JsonParser parser, Scalars scalars) throws IOException {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        switch (parser.currentToken()) {
            case START_OBJECT -> {
                ObjectNode object = nodes.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String field = parser.currentName();
                    parser.nextToken();
                    object.set(field, tree(parser, scalars));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = nodes.arrayNode();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(tree(parser, scalars));
                }
                return array;
            }
            default -> {
                return scalars.node(parser, nodes);
            }
        }
    }

    /** A scalar as its type: text, a whole number, a double, a boolean, null. */
    private static JsonNode typedScalar(JsonParser parser, JsonNodeFactory nodes) throws IOException {
        switch (parser.currentToken()) {
            case VALUE_STRING -> {
                return nodes.textNode(parser.getText());
            }
            case VALUE_NUMBER_INT -> {
                return parser.getNumberType() == JsonParser.NumberType.INT ? nodes.numberNode(parser.getIntValue())
                        : nodes.numberNode(parser.getLongValue());
            }
            case VALUE_NUMBER_FLOAT -> {
                return nodes.numberNode(parser.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return nodes.booleanNode(parser.getBooleanValue());
            }
            case VALUE_NULL -> {
                return nodes.nullNode();
            }
            default -> {
                return nodes.pojoNode(parser.getEmbeddedObject());
            }
        }
    }

    private static ResultsException notValid(Path file, JsonProcessingException e, String kind, long lineOffset) {
        String why = firstLine(e);
        if (why.startsWith("Duplicate field '") || why.startsWith("Duplicate Object property \"")) {
            String key = why.replaceFirst("^Duplicate (field '|Object property \")", "").replaceFirst("['\"].*$", "");
            return new ResultsException(file + line(e, lineOffset) + ": the key '" + key + "' appears twice in one object, "
                    + "and a reader would take one of them in silence; keep one (docs/formats.md).");
        }
        if (why.contains("Non-standard token")) {
            return new ResultsException(file + line(e, lineOffset) + ": NaN and Infinity are not numbers here; give a finite "
                    + "number (docs/formats.md).");
        }
        return new ResultsException(file + line(e, lineOffset) + ": not valid " + kind + " (" + why + "). Fix it as "
                + "docs/formats.md describes, or write it again.");
    }

    private static ResultsException mappingProblem(Path file, JsonProcessingException e, long lineOffset) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            return new ResultsException(file + ": unknown field '" + unknown.getPropertyName() + "'" + inLine(e, lineOffset)
                    + "; the fields of " + file.getFileName() + " are listed in docs/formats.md. Rename or remove it.");
        }
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return new ResultsException(file + ": field '" + fieldPath(mapping) + "'" + inLine(e, lineOffset) + " has the wrong "
                    + "type (" + firstLine(e) + "). Fix it as docs/formats.md describes.");
        }
        return new ResultsException(file + ": not valid JSON" + inLine(e, lineOffset) + " (" + firstLine(e) + "). Fix it as "
                + "docs/formats.md describes, or delete it.");
    }

    private static String firstLine(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        // without Jackson's "(start marker at [Source: REDACTED ...; line: 2, column: 15])": our message names the line
        return message == null ? "" : message.lines().findFirst().orElse("")
                .replaceAll("\\s*\\(start marker at \\[Source.*$", "").strip();
    }

    private static String fieldPath(JsonMappingException e) {
        return e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[");
    }

    private static String line(JsonProcessingException e, long lineOffset) {
        return e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                : ": line " + (lineOffset + e.getLocation().getLineNr());
    }

    private static String inLine(JsonProcessingException e, long lineOffset) {
        return e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                : " (line " + (lineOffset + e.getLocation().getLineNr()) + ")";
    }
}
