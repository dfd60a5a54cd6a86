package io.meshbench.harness.deployment;

import io.meshbench.harness.treatment.StartedProcess;
import io.meshbench.harness.treatment.TreatedProcess;
import java.net.URI;
import java.nio.file.Path;

/** One running service instance: its names, its OS process, and where it answers. */
public final class ServiceProcess {

    private final TreatedProcess identity;
    private final ManagedProcess process;
    private final int port;
    private final boolean treated;

    ServiceProcess(TreatedProcess identity, ManagedProcess process, int port, boolean treated) {
        this.identity = identity;
        this.process = process;
        this.port = port;
        this.treated = treated;
    }

    /** The logical process name, e.g. {@code provider-2}. */
    public String name() {
        return identity.name();
    }

    public String service() {
        return identity.service();
    }

    public long pid() {
        return process.pid();
    }

    public int port() {
        return port;
    }

    /** {@code http://<bind address>:<port>} (127.0.0.1 by default) */
    public URI baseUrl() {
        return URI.create("http://" + io.meshbench.harness.machine.BindAddress.host() + ":" + port);
    }

    public Path outputLog() {
        return process.outputLog();
    }

    /** Whether the treatment's agent is mounted on it. */
    public boolean treated() {
        return treated;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The view {@link io.meshbench.harness.treatment.Treatment#verifyLoaded} inspects. */
    public StartedProcess asStarted() {
        return new StartedProcess(identity, process.pid(), process.outputLog());
    }

    ManagedProcess managed() {
        return process;
    }

    @Override
    public String toString() {
        return name() + " (pid " + pid() + ", " + baseUrl() + ")";
    }
}
