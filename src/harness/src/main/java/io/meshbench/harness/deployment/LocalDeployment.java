package io.meshbench.harness.deployment;

import io.meshbench.harness.machine.BindAddress;
import io.meshbench.harness.machine.LoopbackPorts;
import io.meshbench.harness.scenario.ServiceSpec;
import io.meshbench.harness.treatment.Sidecar;
import io.meshbench.harness.treatment.TreatedProcess;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Starts a {@link DeploymentSpec} on this machine for one treatment: a fresh ZooKeeper, then every service instance in
 * a JVM of its own, each service's instances together, the next service once they all answer (or, when the spec
 * says so, every service at once, each then awaited in order).
 *
 * <p>Everything is started per run, so no registration, rule or warmed-up JIT state carries over from one run to the
 * next. Logs go to {@code <run>/logs/<process>.log}. If any start fails, whatever was started is stopped before the
 * error is thrown.
 */
public final class LocalDeployment implements Deployment {

    private static final Pattern PORT_REFERENCE = Pattern.compile("\\$\\{(port|freePort):([A-Za-z0-9_.-]+)}");

    /** What a treatment starts beside a treated process ({@link io.meshbench.harness.treatment.Treatment#sidecarFor}). */
    @FunctionalInterface
    public interface Sidecars {
        Sidecars NONE = (process, resolve) -> java.util.Optional.empty();

        java.util.Optional<Sidecar> sidecarFor(TreatedProcess process, java.util.function.UnaryOperator<String> resolve);
    }

    private static final Duration ZOOKEEPER_START_TIMEOUT = Duration.ofSeconds(60);

    private final DeploymentSpec spec;
    private final ProcessRegistry registry;

    public LocalDeployment(DeploymentSpec spec, ProcessRegistry registry) {
        this.spec = spec;
        this.registry = registry;
    }

    /** Starts ZooKeeper and every service, the treated ones with the treatment's arguments and sidecars. */
    @Override
    public RunningDeployment start(io.meshbench.harness.treatment.Treatment treatment, Path runDir, CpuAffinity affinity) {
        return start(treatment::jvmArguments, treatment::sidecarFor, runDir, affinity);
    }

    /** As {@link #start(Treatment, Path, CpuAffinity)}, each treated process also given {@code treatedProperties}. */
    @Override
    public RunningDeployment start(io.meshbench.harness.treatment.Treatment treatment, Path runDir, CpuAffinity affinity,
                                   Map<String, String> treatedProperties) {
        return start(withProperties(treatment::jvmArguments, treatedProperties), treatment::sidecarFor, runDir,
                affinity);
    }

    /** {@code arguments}, then {@code -D<key>=<value>} per property (before {@code -jar}; {@code ${port:...}} resolved). */
    public static Function<TreatedProcess, List<String>> withProperties(Function<TreatedProcess, List<String>> arguments,
                                                                       Map<String, String> properties) {
        if (properties.isEmpty()) {
            return arguments;
        }
        return identity -> {
            List<String> all = new ArrayList<>(arguments.apply(identity));
            properties.forEach((key, value) -> all.add("-D" + key + "=" + value));
            return all;
        };
    }

    /**
     * Starts ZooKeeper and every service; each treated process gets {@code treatmentArguments} of its identity before
     * {@code -jar} (the treatment's, e.g. {@code Treatment::jvmArguments}), nothing else differs. The run's logs and
     * per-run files go below {@code runDir}.
     */
    public RunningDeployment start(Function<TreatedProcess, List<String>> treatmentArguments, Path runDir) {
        return start(treatmentArguments, Sidecars.NONE, runDir, null);
    }

    /**
     * As {@link #start(Function, Path)}, and each treated process gets the sidecar {@code sidecars} gives it, started
     * just before it and awaited on its readiness path (the process gets the sidecar's properties), and every service
     * is pinned to {@code affinity}'s CPUs when it is not null (ZooKeeper is not a service under test).
     */
    public RunningDeployment start(Function<TreatedProcess, List<String>> treatmentArguments, Sidecars sidecars,
                                   Path runDir, CpuAffinity affinity) {
        StartOptions options = new StartOptions(treatmentArguments, sidecars, affinity);
        requireJars();
        requireConfiguredPortsFree();
        Path logDir = RunFolderLayout.logs(runDir);
        Path zookeeperData = createTempDir("meshbench-zookeeper-");
        LocalZooKeeper zookeeper = LocalZooKeeper.start(registry, zookeeperData, spec.zookeeperPort(),
                RunFolderLayout.processLog(logDir, "zookeeper"), ZOOKEEPER_START_TIMEOUT);
        RunningDeployment deployment = new RunningDeployment(registry, zookeeper, zookeeperData);
        try {
            if (spec.startTogether()) {
                startTogether(options, runDir, deployment);
            } else {
                for (ServiceSpec service : spec.services()) {
                    awaitReady(service, launch(service, options, runDir, deployment),
                            System.nanoTime() + spec.startTimeout().toNanos());
                }
            }
            return deployment;
        } catch (RuntimeException e) {
            deployment.close();
            throw e;
        }
    }

    /**
     * Every service launched at once, then each awaited in start order. The JVMs share the cores while they start, so
     * each may take longer: the whole start gets one timeout per two services.
     */
    private void startTogether(StartOptions options, Path runDir, RunningDeployment deployment) {
        Map<ServiceSpec, List<ServiceProcess>> launched = new java.util.LinkedHashMap<>();
        for (ServiceSpec service : spec.services()) {
            launched.put(service, launch(service, options, runDir, deployment));
        }
        long deadline = System.nanoTime()
                + spec.startTimeout().toNanos() * Math.max(1, (spec.services().size() + 1) / 2);
        launched.forEach((service, instances) -> awaitReady(service, instances, deadline));
    }

    private static void awaitReady(ServiceSpec service, List<ServiceProcess> instances, long deadline) {
        for (ServiceProcess instance : instances) {
            ReadinessProbe.await(instance, service.readiness(), deadline);
        }
    }

    /**
     * What one start gives its processes: treated ones the treatment's JVM arguments and sidecars, every service the
     * CPUs it is pinned to (null: all).
     */
    private record StartOptions(Function<TreatedProcess, List<String>> arguments, Sidecars sidecars,
                                CpuAffinity affinity) {
    }

    /** Starts every instance of {@code service} without waiting for them. */
    private List<ServiceProcess> launch(ServiceSpec service, StartOptions options, Path runDir,
                                        RunningDeployment deployment) {
        List<ServiceProcess> started = new ArrayList<>();
        List<String> names = service.processNames();
        for (int i = 0; i < names.size(); i++) {
            int port = service.ports().isEmpty() ? LoopbackPorts.free() : service.ports().get(i);
            TreatedProcess identity = new TreatedProcess(names.get(i), service.name(), runDir,
                    deployment.zookeeperAddress(), port);
            Map<String, String> sidecarProperties = service.treated()
                    ? startSidecar(options.sidecars(), identity, deployment, System.nanoTime() + spec.startTimeout().toNanos())
                    : Map.of();
            List<String> command = commandOf(service, i, identity, port, options.arguments(), deployment,
                    options.affinity());
            int jar = command.indexOf("-jar");
            List<String> properties = sidecarProperties.entrySet().stream().map(e -> "-D" + e.getKey() + "=" + e.getValue()).toList();
            command.addAll(jar, properties);
            ManagedProcess process = registry.start(identity.name(), command, runDir,
                    RunFolderLayout.processLog(identity.logDir(), identity.name()));
            ServiceProcess instance = new ServiceProcess(identity, process, port, service.treated());
            deployment.add(instance);
            started.add(instance);
        }
        return started;
    }

    /** {@code java <identical flags> <treatment's arguments> -D<properties> -jar <jar> --server.address=... } */
    private List<String> commandOf(ServiceSpec service, int index, TreatedProcess identity, int port,
                                   Function<TreatedProcess, List<String>> treatmentArguments, RunningDeployment started,
                                   CpuAffinity affinity) {
        List<String> command = new ArrayList<>(affinity == null ? List.of() : affinity.prefix());
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(spec.jvm().flags());
        if (service.treated()) {
            treatmentArguments.apply(identity).forEach(argument -> command.add(withPorts(argument, service, started)));
        }
        for (Map.Entry<String, String> property : service.systemPropertiesOf(index).entrySet()) {
            command.add("-D" + property.getKey() + "=" + withPorts(property.getValue(), service, started));
        }
        command.add("-jar");
        command.add(service.jarPath().toAbsolutePath().toString());
        command.add("--server.address=" + BindAddress.host());
        command.add("--server.port=" + port);
        command.add("--spring.cloud.zookeeper.connect-string=" + identity.zookeeperAddress());
        command.add("--meshbench.instance=" + identity.name());
        return command;
    }

    /**
     * {@code ${port:<process>}} in a property value becomes the HTTP port of that process, launched before this
     * service (its port is chosen at launch, so this holds when services start together too) (e.g. a service learning where its database host answers): ports are free ones, chosen per run.
     */
    static String withPorts(String value, ServiceSpec service, RunningDeployment started) {
        Matcher reference = PORT_REFERENCE.matcher(value);
        StringBuilder resolved = new StringBuilder();
        while (reference.find()) {
            if (reference.group(1).equals("freePort")) {
                reference.appendReplacement(resolved, String.valueOf(started.namedPort(reference.group(2))));
                continue;
            }
            String process = reference.group(2);
            ServiceProcess target = started.services().stream().filter(p -> p.name().equals(process)).findFirst()
                    .orElseThrow(() -> new DeploymentException("Service '" + service.name() + "': a property names ${port:"
                            + process + "}, but no process '" + process + "' started before it; started: "
                            + started.services().stream().map(ServiceProcess::name).toList()
                            + ". List the service it names earlier in topology.services"));
            reference.appendReplacement(resolved, String.valueOf(target.port()));
        }
        reference.appendTail(resolved);
        return resolved.toString();
    }

    /** Starts the treatment's sidecar for {@code identity}, if any, and waits until it is ready; returns its properties. */
    private Map<String, String> startSidecar(Sidecars sidecars, TreatedProcess identity, RunningDeployment deployment,
                                             long deadline) {
        ServiceSpec owner = spec.services().stream().filter(s -> s.processNames().contains(identity.name())).findFirst()
                .orElseThrow();
        java.util.Optional<Sidecar> wanted = sidecars.sidecarFor(identity, value -> withPorts(value, owner, deployment));
        if (wanted.isEmpty()) {
            return Map.of();
        }
        Sidecar sidecar = wanted.get();
        ManagedProcess process = registry.start(sidecar.name(), sidecar.command(), identity.runDir(),
                RunFolderLayout.processLog(identity.logDir(), sidecar.name()));
        SidecarProcess started = new SidecarProcess(sidecar, process);
        deployment.add(started);
        ReadinessProbe.awaitSidecar(started, deadline);
        return sidecar.serviceProperties();
    }

    private void requireJars() {
        for (ServiceSpec service : spec.services()) {
            if (!Files.isRegularFile(service.jarPath())) {
                throw new DeploymentException("Service '" + service.name() + "': jar " + service.jarPath().toAbsolutePath()
                        + " does not exist. Build the services first: ./mvnw -B -pl src/services -am package -DskipTests");
            }
        }
    }

    private void requireConfiguredPortsFree() {
        for (ServiceSpec service : spec.services()) {
            List<String> names = service.processNames();
            for (int i = 0; i < service.ports().size(); i++) {
                ConfiguredPorts.requireFree(service.ports().get(i),
                        names.get(i) + " (port " + (i + 1) + " of service '" + service.name() + "' in the scenario)");
            }
        }
    }

    private static Path createTempDir(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a folder for ZooKeeper's data", e);
        }
    }
}
