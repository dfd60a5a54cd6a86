package io.meshbench.harness.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * A scenario file as a tree that command-line overrides can patch, keeping each scalar as the file wrote it where a
 * typed node would change it: YAML reads {@code on} as a boolean and {@code 1.10} as the number 1.1, so Jackson's own
 * tree would turn {@code rules: [on]} into {@code "true"} and a plan property {@code version: 1.10} into
 * {@code "1.1"}. Mapping the tree then gives what mapping the text gave.
 */
final class YamlTree {

    /** The words YAML 1.1 (and Jackson's YAML parser) read as booleans, in any case. */
    private static final Set<String> TRUE_WORDS = Set.of("true", "yes", "on");
    private static final Set<String> FALSE_WORDS = Set.of("false", "no", "off");

    private YamlTree() {
    }

    /**
     * The first document of {@code text}, through the strict reader's checked tokens; null when it holds none. A
     * second document is an error, as in mapping.
     */
    static JsonNode read(Path file, String text) throws IOException {
        try (JsonParser parser = StrictReader.yamlTokens(file, text)) {
            if (parser.nextToken() == null) {
                return null;
            }
            JsonNode root = StrictReader.tree(parser, YamlTree::scalar);
            JsonToken trailing = parser.nextToken();
            if (trailing != null) {
                throw MismatchedInputException.from(parser, JsonNode.class, "Trailing token (of type " + trailing
                        + ") found after value (bound as JsonNode): not allowed as per DeserializationFeature.FAIL_ON_TRAILING_TOKENS");
            }
            return root;
        }
    }

    /** A scalar as the file wrote it where a typed node would change it (see the class comment). */
    private static JsonNode scalar(JsonParser parser, JsonNodeFactory nodes) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case VALUE_STRING -> {
                return nodes.textNode(parser.getText());
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                JsonNode number = switch (parser.getNumberType()) {
                    case INT -> nodes.numberNode(parser.getIntValue());
                    case LONG -> nodes.numberNode(parser.getLongValue());
                    case BIG_INTEGER -> nodes.numberNode(parser.getBigIntegerValue());
                    case BIG_DECIMAL -> nodes.numberNode(parser.getDecimalValue());
                    default -> nodes.numberNode(parser.getDoubleValue());
                };
                return number.asText().equals(parser.getText()) ? number : nodes.textNode(parser.getText());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                String text = parser.getText();
                boolean value = token == JsonToken.VALUE_TRUE;
                return text.equalsIgnoreCase(String.valueOf(value)) ? nodes.booleanNode(value) : nodes.textNode(text);
            }
            case VALUE_NULL -> {
                return nodes.nullNode();
            }
            default -> {
                return nodes.pojoNode(parser.getEmbeddedObject());
            }
        }
    }

    /**
     * A boolean field as YAML writes it, {@code true}, {@code yes}, {@code on} and their opposites: the tree keeps
     * such a word as text (it may be a name), so the field reads the word itself.
     */
    static final class BooleanWords extends JsonDeserializer<Boolean> {
        @Override
        public Boolean deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() == JsonToken.VALUE_STRING) {
                String word = parser.getText().trim().toLowerCase(Locale.ROOT);
                if (TRUE_WORDS.contains(word)) {
                    return true;
                }
                if (FALSE_WORDS.contains(word)) {
                    return false;
                }
            }
            return switch (parser.currentToken()) {
                case VALUE_TRUE -> true;
                case VALUE_FALSE -> false;
                default -> (Boolean) context.handleUnexpectedToken(Boolean.class, parser);
            };
        }
    }
}
