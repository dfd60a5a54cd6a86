package io.meshbench.harness.deployment;

import io.meshbench.harness.treatment.Treatment;
import java.nio.file.Path;

/**
 * Where a run's topology comes from: {@link LocalDeployment} starts it on this machine per run, {@code
 * io.meshbench.harness.remote.RemoteDeployment} finds it already deployed (a cluster) and starts nothing. The loop drives
 * either alike through the {@link DeployedTopology} it gets.
 */
public interface Deployment {

    /**
     * The topology of {@code treatment}, ready for load: started, or found and awaited.
     *
     * @param runDir   the run folder (logs of whatever is started go below it)
     * @param affinity CPUs to pin the services to, or null
     * @throws DeploymentException when it cannot be made ready
     */
    DeployedTopology start(Treatment treatment, Path runDir, CpuAffinity affinity);

    /**
     * As {@link #start(Treatment, Path, CpuAffinity)}, the treated processes also given {@code treatedProperties} as
     * {@code -D} (a workload's, e.g. which client a consumer subscribes with); empty: the same as without.
     *
     * @throws DeploymentException when it cannot be made ready, or cannot start its processes with those properties
     */
    default DeployedTopology start(Treatment treatment, Path runDir, CpuAffinity affinity,
                                   java.util.Map<String, String> treatedProperties) {
        if (!treatedProperties.isEmpty()) {
            throw new DeploymentException("A deployed topology cannot be started with a workload's properties "
                    + treatedProperties + ": run this scenario's workloads on services started here");
        }
        return start(treatment, runDir, affinity);
    }
}
