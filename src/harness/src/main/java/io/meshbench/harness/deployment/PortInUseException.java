package io.meshbench.harness.deployment;

/** A configured port is taken by another process. */
public final class PortInUseException extends DeploymentException {

    private final int port;

    public PortInUseException(int port, String message) {
        super(message);
        this.port = port;
    }

    public int port() {
        return port;
    }
}
