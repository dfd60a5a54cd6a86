package io.meshbench.harness.deployment;

/** The poll interval of every start-up wait. */
final class Pause {

    private static final long POLL_MILLIS = 250;

    private Pause() {
    }

    static void briefly() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeploymentException("Interrupted while waiting for a process to start");
        }
    }
}
