package io.meshbench.harness.machine;

import java.nio.file.Path;

/**
 * The machine lock's folder: $MESHBENCH_LOCK_DIR (or -Dmeshbench.lock.dir), else java.io.tmpdir. A class of its own so
 * that a process that only starts children and notes them in its {@link ChildLedger} loads nothing of the lock's.
 */
final class LockFolder {

    private LockFolder() {
    }

    static Path path() {
        String dir = System.getProperty(MachineLock.DIR_PROPERTY);
        if (dir == null || dir.isBlank()) {
            dir = System.getenv(MachineLock.DIR_ENV);
        }
        if (dir == null || dir.isBlank()) {
            dir = System.getProperty("java.io.tmpdir");
        }
        return Path.of(dir).toAbsolutePath();
    }
}
