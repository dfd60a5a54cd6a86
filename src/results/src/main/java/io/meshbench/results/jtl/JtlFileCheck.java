package io.meshbench.results.jtl;

import io.meshbench.results.format.PathKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What makes a file no JTL to read, each said in one line that names the file and what to do. */
final class JtlFileCheck {

    private JtlFileCheck() {
    }

    /** A read that found a header but no row fails: the run produced nothing to measure. */
    static JtlReadSummary withSamples(Path file, JtlReadSummary summary) {
        if (summary.rows() == 0) {
            throw new JtlFormatException(file, "has a header but no samples: the run produced no results; "
                    + "check its jmeter.log.");
        }
        return summary;
    }

    /** Fails with a clear message unless {@code file} is a readable, non-empty file. */
    static void check(Path file) {
        if (!Files.exists(file)) {
            throw new JtlFormatException(file, PathKind.missing(file, "file")
                    + ". Give the path of a JMeter CSV results file (.jtl).");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new JtlFormatException(file, "is not a readable file. Give the path of a JMeter CSV results file.");
        }
        try {
            if (Files.size(file) == 0) {
                throw emptyFile(file);
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /** The message for a file without even a header. */
    static JtlFormatException emptyFile(Path file) {
        return new JtlFormatException(file, "is empty: JMeter wrote neither a header nor a sample. "
                + "Check the run's jmeter.log; rerun the test.");
    }

    static JtlFormatException unreadable(Path file, IOException e) {
        return new JtlFormatException(file, "cannot be read (" + e.getMessage() + ").");
    }
}
