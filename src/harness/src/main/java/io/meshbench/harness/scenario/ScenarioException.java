package io.meshbench.harness.scenario;

/** A scenario file or option that cannot be used; the message names the file, the field and what to do. */
public class ScenarioException extends RuntimeException {

    public ScenarioException(String message) {
        super(message);
    }
}
