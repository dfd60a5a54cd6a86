package io.meshbench.harness.deployment;

import io.meshbench.harness.treatment.Sidecar;
import java.net.URI;

/** A running sidecar: what was launched and its OS process. */
public final class SidecarProcess {

    private final Sidecar sidecar;
    private final ManagedProcess process;

    SidecarProcess(Sidecar sidecar, ManagedProcess process) {
        this.sidecar = sidecar;
        this.process = process;
    }

    public String name() {
        return sidecar.name();
    }

    /** The treated process it serves. */
    public String owner() {
        return sidecar.owner();
    }

    public long pid() {
        return process.pid();
    }

    public int adminPort() {
        return sidecar.adminPort();
    }

    /** What its statistics must show after the load, beyond carrying the traffic. */
    public java.util.List<Sidecar.CounterProof> proof() {
        return sidecar.proof();
    }

    public URI adminUrl() {
        return URI.create("http://127.0.0.1:" + sidecar.adminPort());
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    ManagedProcess managed() {
        return process;
    }

    Sidecar sidecar() {
        return sidecar;
    }
}
