package io.meshbench.results.jtl;

import io.meshbench.results.ResultsException;
import java.nio.file.Path;

/** A JTL file that cannot be read: names the file, the line when known, what is wrong and what to do. */
public final class JtlFormatException extends ResultsException {

    public JtlFormatException(Path file, String problemAndRemedy) {
        super(file + ": " + problemAndRemedy);
    }

    public JtlFormatException(Path file, long line, String problemAndRemedy) {
        super(file + ":" + line + ": " + problemAndRemedy);
    }

    /** A field's text fit for a one-line message: line breaks escaped, long text cut. */
    static String excerpt(String text) {
        return excerpt(text, 40);
    }

    /** The same, cut at {@code max} characters. */
    static String excerpt(String text, int max) {
        String oneLine = text.replace("\r", "\\r").replace("\n", "\\n");
        return oneLine.length() <= max ? oneLine : oneLine.substring(0, max) + "...";
    }
}
