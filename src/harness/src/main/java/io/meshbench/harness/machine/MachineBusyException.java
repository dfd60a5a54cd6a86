package io.meshbench.harness.machine;

/** The machine lock is held by another benchmark and the caller asked not to wait ({@code --no-wait}). */
public final class MachineBusyException extends RuntimeException {

    MachineBusyException(String message) {
        super(message);
    }
}
