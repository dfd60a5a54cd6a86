package io.meshbench.harness.deployment;

/** The local deployment could not be started; the message names the process and what to look at. */
public class DeploymentException extends RuntimeException {

    public DeploymentException(String message) {
        super(message);
    }

    public DeploymentException(String message, Throwable cause) {
        super(message, cause);
    }
}
