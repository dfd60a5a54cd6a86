package io.meshbench.harness.duet;

/** A plan or scenario a duet cannot be made of; the message says why and what to change. */
public final class DuetPlanException extends RuntimeException {

    public DuetPlanException(String message) {
        super(message);
    }
}
