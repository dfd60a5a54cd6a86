package io.meshbench.results.samples;

import io.meshbench.results.ResultsException;
import java.nio.file.Path;

/** A samples.jsonl file that cannot be read: names the file, the line, what is wrong and what to do. */
public final class SamplesFormatException extends ResultsException {

    public SamplesFormatException(Path file, long line, String problemAndRemedy) {
        super(file + (line > 0 ? ":" + line : "") + ": " + problemAndRemedy);
    }
}
