package io.meshbench.results.api;

import io.meshbench.results.jtl.JtlReader;
import io.meshbench.results.jtl.JtlReader.CsvReader;
import java.nio.file.Path;

/** Loads the JTL reader's classes by reading a small JTL once: the class-data archive's training run uses it. */
public final class ClassTraining {

    private ClassTraining() {
    }

    public static void readJtl(Path jtl) {
        new JtlReader(CsvReader.FAST, false, 2, 1).read(jtl, () -> (start, elapsed, label, ok, in, out) -> {
        });
    }
}
