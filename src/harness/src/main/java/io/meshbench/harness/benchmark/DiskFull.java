package io.meshbench.harness.benchmark;

import java.util.Optional;

/**
 * Whether a failure was the disk filling up (ENOSPC, or a quota): then no later run could write its files either, so the
 * benchmark stops, keeps what it wrote, and says to free space and resume.
 */
final class DiskFull {

    private static final String[] SIGNS = {"No space left on device", "Disk quota exceeded"};

    private DiskFull() {
    }

    /** The I/O error's own message (it names the file) when {@code failure} or a cause of it is a full disk. */
    static Optional<String> in(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause() == e ? null : e.getCause()) {
            String message = String.valueOf(e.getMessage());
            for (String sign : SIGNS) {
                if (message.contains(sign)) {
                    return Optional.of(message);
                }
            }
        }
        return Optional.empty();
    }
}
