package io.meshbench.harness.scenario;

import com.fasterxml.jackson.core.JsonParser;
import io.meshbench.results.format.StrictReader;
import java.nio.file.Path;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The line of every field of a YAML document, keyed by its path as the validator and Jackson name it
 * ({@code treatments[1].plugins}), so that every problem can point at its own line. Jackson's own location of a
 * mapping error is where its parser happened to be, often the end of the file.
 */
public final class YamlLocations {

    private final Map<String, Integer> lines = new HashMap<>();

    private YamlLocations() {
    }

    /** The locations of {@code text}'s first document; as far as it parses (an error is Jackson's to report). */
    public static YamlLocations of(String text) {
        YamlLocations locations = new YamlLocations();
        try (JsonParser parser = StrictReader.yamlTokens(Path.of("-"), text)) {
            if (parser.nextToken() != null) {
                locations.value(parser, "");
            }
        } catch (IOException | RuntimeException e) {
            // keep what was read: the loader reports the syntax error itself
        }
        return locations;
    }

    /** The line of {@code path}, else of its nearest parent that is in the file (e.g. the list item of a missing field); 0 if none. */
    public int lineOf(String path) {
        for (String p = path; !p.isEmpty(); p = parent(p)) {
            Integer line = lines.get(p);
            if (line != null) {
                return line;
            }
        }
        return 0;
    }

    /** "line N: " for {@code path}, or nothing when the field has no line. */
    public String prefix(String path) {
        int line = lineOf(path);
        return line > 0 ? "line " + line + ": " : "";
    }

    private void value(JsonParser parser, String path) throws IOException {
        if (!path.isEmpty()) {
            lines.putIfAbsent(path, parser.currentTokenLocation().getLineNr());
        }
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = path.isEmpty() ? parser.currentName() : path + "." + parser.currentName();
                lines.putIfAbsent(field, parser.currentTokenLocation().getLineNr());
                parser.nextToken();
                value(parser, field);
            }
        } else if (token == JsonToken.START_ARRAY) {
            int index = 0;
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                value(parser, path + "[" + index++ + "]");
            }
        }
    }

    /** {@code a.b[2].c} → {@code a.b[2]} → {@code a.b} → {@code a} → "". */
    static String parent(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut < 0 ? "" : path.substring(0, cut);
    }
}
