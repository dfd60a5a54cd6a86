package io.meshbench.harness.remote;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.DeploymentException;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One treatment's deployed topology: addresses from the targets file, samples and checks over HTTP. */
final class RemoteTopology implements DeployedTopology {

    private final Targets targets;
    private final Targets.TreatmentTargets deployed;
    private final Map<String, ServiceInfo> infos;
    private final List<String> treatedProcesses;

    RemoteTopology(Targets targets, Targets.TreatmentTargets deployed, Map<String, ServiceInfo> infos,
                   List<String> treatedProcesses) {
        this.targets = targets;
        this.deployed = deployed;
        this.infos = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(infos));
        this.treatedProcesses = List.copyOf(treatedProcesses);
    }

    @Override
    public URI urlOf(String processName) {
        URI url = deployed.services().get(processName);
        if (url == null) {
            throw new DeploymentException(Targets.OPTION + " " + targets.file() + ": treatments." + deployed.treatment()
                    + ".services has no '" + processName + "', which this run talks to: add its base URL");
        }
        return url;
    }

    @Override
    public String zookeeperAddress() {
        if (deployed.zookeeper() == null) {
            throw new DeploymentException(Targets.OPTION + " " + targets.file() + ": treatments." + deployed.treatment()
                    + " has no 'zookeeper: host:port' to publish the scenario's rules to");
        }
        return deployed.zookeeper();
    }

    @Override
    public List<SidecarProcess> sidecars() {
        return List.of();
    }

    /**
     * Each JVM's input arguments as it reports them ({@code info}), after {@code java}: not a command line the suite
     * ran, but what the report's check of "only the treatment's arguments, only on the treated processes" needs.
     */
    @Override
    public Map<String, List<String>> commandLines() {
        Map<String, List<String>> lines = new java.util.LinkedHashMap<>();
        infos.forEach((process, info) -> {
            List<String> line = new ArrayList<>();
            line.add("java");
            line.addAll(info.inputArguments());
            lines.put(process, line);
        });
        return lines;
    }

    /** Every named service through its metrics endpoint; JMeter (local) joins through the sampler's {@code add}. */
    @Override
    public JvmSampler sample(Path samplesFile) {
        List<PrometheusProbe> probes = new ArrayList<>();
        deployed.services().forEach((process, url) -> probes.add(
                new PrometheusProbe(process, url.resolve(targets.metricsPath()), infos.get(process).pid())));
        return JvmSampler.start(samplesFile, List.of(), probes, JvmSampler.DEFAULT_INTERVAL);
    }

    @Override
    public List<LoadEvidence> verifyTreatment(Treatment treatment) {
        List<LoadEvidence> evidence = new ArrayList<>();
        infos.forEach((process, info) -> evidence.add(
                RemoteTreatmentCheck.check(treatment, info, treatedProcesses.contains(process))));
        return evidence;
    }

    @Override
    public boolean startedHere() {
        return false;
    }

    @Override
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        notes.add("remote: a deployed topology (" + Targets.OPTION + " " + targets.file().getFileName() + "), nothing "
                + "started or stopped by the suite: " + deployed.services());
        notes.add("remote command lines: each service's JVM input arguments as its " + targets.infoPath()
                + " reports them, after 'java'");
        notes.add("remote sampling over HTTP (" + targets.metricsPath() + ", Micrometer): CPU from process.cpu.time "
                + "(else process.cpu.usage), heap, metaspace, classes, threads, GC pauses; RSS is not exposed remotely "
                + "and left empty; the machine figure is this load generator's, not the cluster's");
        return notes;
    }

    @Override
    public void close() {
        // nothing was started: the deployment stays as it was found
    }
}
