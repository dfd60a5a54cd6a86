package io.meshbench.harness.treatment;

/** A treatment cannot be built from its settings (missing release, jar or plugin); the message says what to do. */
public final class InvalidTreatmentException extends RuntimeException {

    public InvalidTreatmentException(String message) {
        super(message);
    }

    public InvalidTreatmentException(String message, Throwable cause) {
        super(message, cause);
    }
}
