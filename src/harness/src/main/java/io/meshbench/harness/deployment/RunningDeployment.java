package io.meshbench.harness.deployment;

import io.meshbench.harness.machine.LoopbackPorts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.sampler.SampledProcess;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;

/** A started local deployment: its processes and addresses; closing it stops every process and deletes ZooKeeper's data. */
public final class RunningDeployment implements DeployedTopology {

    private final ProcessRegistry registry;
    private final LocalZooKeeper zookeeper;
    private final Path zookeeperData;
    private final List<ServiceProcess> services = new ArrayList<>();
    private final List<SidecarProcess> sidecars = new ArrayList<>();
    private final java.util.Map<String, Integer> namedPorts = new java.util.concurrent.ConcurrentHashMap<>();

    RunningDeployment(ProcessRegistry registry, LocalZooKeeper zookeeper, Path zookeeperData) {
        this.registry = registry;
        this.zookeeper = zookeeper;
        this.zookeeperData = zookeeperData;
    }

    void add(ServiceProcess service) {
        services.add(service);
    }

    void add(SidecarProcess sidecar) {
        sidecars.add(sidecar);
    }

    /**
     * A free port of 127.0.0.1 chosen for this deployment under {@code name} the first time it is asked for, the same
     * one afterwards: {@code ${freePort:<name>}} in properties, e.g. a port a service listens on that others must know.
     */
    public int namedPort(String name) {
        return namedPorts.computeIfAbsent(name, n -> LoopbackPorts.free());
    }

    /** Every sidecar started beside a treated process, in start order. */
    @Override
    public List<SidecarProcess> sidecars() {
        return List.copyOf(sidecars);
    }

    /** {@code 127.0.0.1:<port>} of the deployment's ZooKeeper, where rules are published. */
    @Override
    public String zookeeperAddress() {
        return zookeeper.address();
    }

    public long zookeeperPid() {
        return zookeeper.process().pid();
    }

    /** The exact command line of every process started, by name: ZooKeeper first, then the services in start order. */
    @Override
    public java.util.Map<String, List<String>> commandLines() {
        java.util.Map<String, List<String>> lines = new java.util.LinkedHashMap<>();
        lines.put("zookeeper", zookeeper.process().command());
        services.forEach(service -> lines.put(service.name(), service.managed().command()));
        sidecars.forEach(sidecar -> lines.put(sidecar.name(), sidecar.managed().command()));
        return lines;
    }

    /** Every service instance, in start order. */
    public List<ServiceProcess> services() {
        return List.copyOf(services);
    }

    public ServiceProcess service(String processName) {
        return services.stream().filter(s -> s.name().equals(processName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No process named '" + processName + "' in this "
                        + "deployment; it has " + services.stream().map(ServiceProcess::name).toList()));
    }

    /** The base URL of a service's first instance, e.g. {@code baseUrl("consumer")}. */
    public URI baseUrl(String service) {
        return services.stream().filter(s -> s.service().equals(service)).findFirst()
                .map(ServiceProcess::baseUrl)
                .orElseThrow(() -> new IllegalArgumentException("No service named '" + service + "' in this deployment"));
    }

    @Override
    public URI urlOf(String processName) {
        return service(processName).baseUrl();
    }

    /** Every service, its sidecars and ZooKeeper, read from /proc and PerfData (JMeter is added once it starts). */
    @Override
    public JvmSampler sample(Path samplesFile) {
        List<SampledProcess> sampled = new ArrayList<>();
        services.forEach(service -> sampled.add(new SampledProcess(service.name(), service.pid())));
        sidecars.forEach(sidecar -> sampled.add(new SampledProcess(sidecar.name(), sidecar.pid())));
        sampled.add(new SampledProcess("zookeeper", zookeeperPid()));
        return JvmSampler.start(samplesFile, sampled);
    }

    /** From outside each treated JVM: its command line, open files and log (the treatment's own checks). */
    @Override
    public List<LoadEvidence> verifyTreatment(Treatment treatment) {
        return treatedServices().stream().map(service -> treatment.verifyLoaded(service.asStarted())).toList();
    }

    /** The instances carrying the treatment's agent. */
    public List<ServiceProcess> treatedServices() {
        return services.stream().filter(ServiceProcess::treated).toList();
    }

    /** ZooKeeper, the services and sidecars that have ended before {@link #close} stopped them. */
    @Override
    public List<ProcessDeath> deaths() {
        List<ManagedProcess> processes = new ArrayList<>();
        processes.add(zookeeper.process());
        services.forEach(s -> processes.add(s.managed()));
        sidecars.forEach(s -> processes.add(s.managed()));
        return processes.stream().flatMap(p -> p.death().stream()).toList();
    }

    /** Stops every service and ZooKeeper at once (SIGTERM, then SIGKILL after the grace period). */
    @Override
    public void close() {
        // The services first, while their registry still answers: one whose ZooKeeper is gone retries deregistering
        // until it is killed, and its other shutdown hooks (Sermant's pre-filter list among them) never finish.
        List<ManagedProcess> processes = new ArrayList<>();
        services.forEach(s -> processes.add(s.managed()));
        sidecars.forEach(s -> processes.add(s.managed()));
        registry.stop(processes);
        registry.stop(zookeeper.process());
        deleteRecursively(zookeeperData);
    }

    private static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete ZooKeeper's data folder " + dir, e);
        }
    }
}
