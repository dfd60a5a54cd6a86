package io.meshbench.harness.cli;

import io.meshbench.results.api.ClassTraining;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;

/**
 * The run the build records the class-data archive from ({@code -XX:ArchiveClassesAtExit}, src/harness/pom.xml):
 * the classes {@code stats} loads for JSON and for markdown, and those of the parallel reader, which a file this
 * small does not reach by itself. A class it does not load is read from the jar as usual; what it prints is thrown
 * away. It runs from the same jar path as scripts/meshbench, which the archive requires.
 */
public final class ArchiveTraining {

    private ArchiveTraining() {
    }

    /** @param args a small JTL file */
    public static void main(String[] args) {
        String jtl = args[0];
        int exit = 0;
        for (String format : new String[] {"json", "md"}) {
            var commandLine = MeshBench.commandLine(new String[] {"stats"});
            commandLine.setOut(new PrintWriter(Writer.nullWriter()));
            exit = Math.max(exit, commandLine.execute("stats", jtl, "--format", format));
        }
        ClassTraining.readJtl(Path.of(jtl));
        System.exit(exit);
    }
}
