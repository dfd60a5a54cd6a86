package io.meshbench.results.jtl;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/**
 * Opens a JTL for reading. The one place the engine opens a results file, so that a test can count the opens: an
 * analysis opens each JTL once and reads every part it needs (kind, head and tail, rows) through that channel.
 */
@FunctionalInterface
public interface JtlOpener {

    /** The file system's own open. */
    JtlOpener FILES = file -> FileChannel.open(file);

    FileChannel open(Path file) throws IOException;
}
