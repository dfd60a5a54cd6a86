package io.meshbench.harness.treatment;

import io.meshbench.results.format.RunFolderLayout;
import java.nio.file.Path;

/**
 * One JVM a treatment is about to be mounted on.
 *
 * @param name             the logical process name, e.g. {@code provider-2}
 * @param service          the service it is an instance of, e.g. {@code provider}
 * @param runDir           the run folder; per-run files of the treatment (Sermant's config copy) go below it
 * @param zookeeperAddress {@code host:port} of the local ZooKeeper, where dynamic configuration is read from
 * @param port             the HTTP port it will listen on (a sidecar in front of it forwards there); 0 when unknown
 */
public record TreatedProcess(String name, String service, Path runDir, String zookeeperAddress, int port) {

    public TreatedProcess(String name, String service, Path runDir, String zookeeperAddress) {
        this(name, service, runDir, zookeeperAddress, 0);
    }

    /** The run's log folder, {@code <run>/logs}. */
    public Path logDir() {
        return RunFolderLayout.logs(runDir);
    }
}
