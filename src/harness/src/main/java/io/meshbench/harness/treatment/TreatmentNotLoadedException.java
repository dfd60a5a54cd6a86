package io.meshbench.harness.treatment;

/** A treated process started, but the evidence that its agent loaded is missing: the run must not be measured. */
public final class TreatmentNotLoadedException extends RuntimeException {

    public TreatmentNotLoadedException(String message) {
        super(message);
    }
}
