package io.meshbench.harness.benchmark;

import io.meshbench.results.format.FormatFiles;
import java.nio.file.Path;

/** Writes the harness's JSON files (run.json, meta.json) with the results engine's one definition of each format. */
final class JsonFiles {

    private JsonFiles() {
    }

    static void write(Path file, Object value) {
        FormatFiles.write(file, value);
    }
}
