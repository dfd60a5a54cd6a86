package io.meshbench.harness.benchmark;

import java.io.IOException;
import java.nio.file.Path;

/** Writes the report of a finished benchmark folder (the results engine) and returns the report.md it wrote. */
@FunctionalInterface
public interface ReportWriter {

    Path write(Path benchmarkFolder) throws IOException;
}
