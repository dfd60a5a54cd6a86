package io.meshbench.results.format;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A JSON or YAML token stream checked token by token, so that a problem names its line and field: a number that is
 * not finite or out of range (NaN, 1e999, an integer beyond 64 bits), also when spelled as text ({@code "NaN"},
 * {@code "1e999"}), and text (values and keys) holding a lone surrogate or a control character that would reach a
 * rendered page (escapes such as {@code \u0000} or {@code \u202e} included). Consumers read it through
 * {@link #nextToken()} only.
 */
final class CheckedTokens extends JsonParserDelegate {

    private final Path file;
    private final long lineOffset;

    /** @param lineOffset added to the parser's line numbers (the line before the text's first in its file) */
    CheckedTokens(Path file, JsonParser parser, long lineOffset) {
        super(parser);
        this.file = file;
        this.lineOffset = lineOffset;
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = delegate.nextToken();
        if (token != null) {
            check(token);
        }
        return token;
    }

    @Override
    public JsonToken nextValue() throws IOException {
        JsonToken token = nextToken();
        return token == JsonToken.FIELD_NAME ? nextToken() : token;
    }

    private void check(JsonToken token) throws IOException {
        switch (token) {
            case FIELD_NAME -> text(delegate.currentName(), "key");
            case VALUE_STRING -> {
                String text = delegate.getText();
                text(text, "text");
                if (spellsNonFiniteNumber(text)) {
                    throw problem("is \"" + text + "\", a number that is not finite or out of range; give a finite "
                            + "number (as a number, not text)");
                }
            }
            case VALUE_NUMBER_INT -> {
                if (delegate.getNumberType() == NumberType.BIG_INTEGER) {
                    throw problem("is " + delegate.getText() + ", out of range (beyond 64 bits); give a number "
                            + "that fits");
                }
            }
            case VALUE_NUMBER_FLOAT -> {
                if (!Double.isFinite(delegate.getDoubleValue())) {
                    throw problem("is " + delegate.getText() + ", a number that is not finite or out of range; give "
                            + "a finite number");
                }
            }
            default -> {
            }
        }
    }

    private void text(String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (GuardedReader.forbidden(c)) {
                throw problem("holds the control character " + GuardedReader.codePoint(c) + " in its " + what
                        + ", which would reach a rendered page; delete it");
            }
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw problem("holds a lone surrogate (" + GuardedReader.codePoint(c) + ") in its " + what
                        + ", half of a character that is not text; delete it");
            }
        }
    }

    /** Text a reader would take for a number that is not finite: "NaN", "Infinity", "-inf", "1e999". */
    static boolean spellsNonFiniteNumber(String text) {
        String t = text.strip();
        if (t.isEmpty() || t.length() > 400 || "+-.0123456789NnIi".indexOf(t.charAt(0)) < 0) {
            return false;
        }
        String word = t.replaceFirst("^[+-]", "").replace(".", "").toLowerCase(java.util.Locale.ROOT);
        if (word.equals("nan") || word.equals("inf") || word.equals("infinity")) {
            return true;
        }
        try {
            return !Double.isFinite(Double.parseDouble(t));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private ResultsException problem(String what) {
        long line = lineOffset + delegate.currentTokenLocation().getLineNr();
        return new ResultsException(file + ": line " + line + ": " + describe(delegate.getParsingContext()) + " "
                + what + " (docs/formats.md).");
    }

    /** "field 'a.b[2].c'", or "the value" at the top. */
    private static String describe(JsonStreamContext context) {
        String path = "";
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            String separator = path.isEmpty() || path.startsWith("[") ? "" : ".";
            if (c.inArray()) {
                path = "[" + c.getCurrentIndex() + "]" + separator + path;
            } else if (c.getCurrentName() != null) {
                path = c.getCurrentName() + separator + path;
            }
        }
        return path.isEmpty() ? "the value" : "field '" + path + "'";
    }
}
