package io.meshbench.harness.remote;

import io.meshbench.harness.deployment.CpuAffinity;
import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.Deployment;
import io.meshbench.harness.deployment.DeploymentException;
import io.meshbench.harness.deployment.ReadinessProbe;
import io.meshbench.harness.scenario.ServiceSpec;
import io.meshbench.harness.scenario.Topology;
import io.meshbench.harness.treatment.Treatment;
import java.net.URI;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A topology already deployed, one per treatment, as the targets file names it: nothing is started or stopped. Each
 * run awaits every named service on its health and the scenario's readiness path (the same {@link ReadinessProbe} as
 * locally), then reads each JVM's info (its arguments, for the treatment check, and its pid).
 */
public final class RemoteDeployment implements Deployment {

    private final Targets targets;
    private final Topology topology;

    public RemoteDeployment(Targets targets, Topology topology) {
        this.targets = targets;
        this.topology = topology;
    }

    @Override
    public DeployedTopology start(Treatment treatment, Path runDir, CpuAffinity affinity) {
        if (affinity != null) {
            throw new DeploymentException("A deployed topology cannot be pinned to CPUs: set CPU limits in the cluster");
        }
        Targets.TreatmentTargets deployed = targets.treatments().get(treatment.name());
        if (deployed == null) {
            throw new DeploymentException(Targets.OPTION + " " + targets.file() + " names no deployment of treatment '"
                    + treatment.name() + "'");
        }
        String origin = Targets.OPTION + " " + targets.file() + ", treatments." + treatment.name() + ".services";
        Map<String, ServiceInfo> infos = new LinkedHashMap<>();
        for (Map.Entry<String, URI> service : deployed.services().entrySet()) {
            ReadinessProbe.awaitDeployed(service.getKey(), service.getValue(), targets.healthPath(),
                    readinessPathOf(service.getKey()), targets.readinessTimeout(), origin + "." + service.getKey());
        }
        for (Map.Entry<String, URI> service : deployed.services().entrySet()) {
            infos.put(service.getKey(), ServiceInfo.read(service.getKey(), service.getValue().resolve(targets.infoPath())));
        }
        return new RemoteTopology(targets, deployed, infos, topology.treatedProcessNames());
    }

    private String readinessPathOf(String process) {
        return topology.services().stream().filter(s -> s.processNames().contains(process)).findFirst()
                .map(ServiceSpec::readiness).orElse(null);
    }
}
