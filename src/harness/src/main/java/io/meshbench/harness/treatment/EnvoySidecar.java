package io.meshbench.harness.treatment;

import io.meshbench.harness.machine.LoopbackPorts;
import io.meshbench.harness.scenario.MeshSpec;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * An Envoy sidecar beside every treated service, as in a pod: started before the service, its admin and outbound
 * listener on 127.0.0.1, everything else (listener, routes, clusters, endpoints) from the xDS control plane at
 * {@code controlPlane}. The service gets {@code -Dmeshbench.sidecar.egress=127.0.0.1:<listener port>} and sends its
 * calls there; the JVM itself runs exactly as the baseline's (no agent).
 *
 * <p>Loaded check, from the admin interface: Envoy is live, connected to the control plane, has accepted a listener
 * and every listener is bound to 127.0.0.1. That it carried the run's traffic is checked after the load, from its
 * request counters (the benchmark's job).
 *
 * <p>With a {@link MeshSpec} instead of a control plane the sidecars sit on one hop with a static configuration
 * ({@link EnvoyMesh}): the client's sidecar is its HTTP proxy, each server instance registers its sidecar's inbound
 * port, and between the two runs plain HTTP, TLS or mutual TLS with certificates made for the deployment.
 *
 * @param concurrency Envoy's worker threads ({@code --concurrency}): 2, Istio's default for a sidecar
 * @param mesh        the static hop, or null when the sidecars are fed by {@code controlPlane}
 */
public record EnvoySidecar(String name, String label, Path binary, String controlPlane, int concurrency,
                           Map<String, Launched> launched, MeshSpec mesh, Map<Path, MeshCertificates> certificates)
        implements Treatment {

    public static final String EGRESS_PROPERTY = "meshbench.sidecar.egress";
    /** A sidecar started for a process, and the control plane address (resolved for its deployment) it was given. */
    record Launched(Sidecar sidecar, String controlPlane) {
    }

    public EnvoySidecar {
        binary = EnvoyBinary.require(name, binary);
        if (mesh == null && (controlPlane == null || controlPlane.isBlank())) {
            throw new InvalidTreatmentException("Treatment '" + name + "' runs an Envoy sidecar but names no control "
                    + "plane: set controlPlane: \"127.0.0.1:${freePort:ads}\" in the scenario");
        }
        label = label == null || label.isBlank() ? name : label;
    }

    public static EnvoySidecar of(String name, String label, Path binary, String controlPlane) {
        return new EnvoySidecar(name, label, binary, controlPlane, 2, new ConcurrentHashMap<>(), null, Map.of());
    }

    /** Sidecars on one hop of the topology with a static configuration (no control plane). */
    public static EnvoySidecar onHop(String name, String label, Path binary, MeshSpec mesh) {
        return new EnvoySidecar(name, label, binary, "", 2, new ConcurrentHashMap<>(), mesh, new ConcurrentHashMap<>());
    }

    @Override
    public List<String> jvmArguments(TreatedProcess process) {
        return List.of();
    }

    @Override
    public Optional<Sidecar> sidecarFor(TreatedProcess process, UnaryOperator<String> resolve) {
        if (mesh != null) {
            Optional<Sidecar> sidecar = new EnvoyMesh(mesh, binary, concurrency).sidecarFor(process,
                    () -> certificates.computeIfAbsent(process.runDir(), run -> MeshCertificates.make(
                            RunFolderLayout.envoyCertificates(run), mesh.server())));
            sidecar.ifPresent(started -> launched.put(process.name(), new Launched(started, null)));
            return sidecar;
        }
        String address = resolve.apply(controlPlane);
        int colon = address.lastIndexOf(':');
        if (colon < 1) {
            throw new InvalidTreatmentException("Treatment '" + name + "': controlPlane '" + address
                    + "' is not host:port");
        }
        int listenerPort = LoopbackPorts.free();
        int adminPort = LoopbackPorts.free();
        String sidecarName = RunFolderLayout.sidecarOf(process.name());
        Path bootstrap = EnvoyBootstrap.write(RunFolderLayout.envoyBootstrap(process.runDir(), sidecarName),
                EnvoyBootstrap.yaml(sidecarName, process.service(), listenerPort, adminPort,
                        address.substring(0, colon), Integer.parseInt(address.substring(colon + 1))));
        List<String> command = new ArrayList<>(List.of(binary.toString(), "-c", bootstrap.toString(),
                "--concurrency", String.valueOf(concurrency), "--disable-hot-restart", "--log-level", "warn"));
        Sidecar sidecar = new Sidecar(sidecarName, process.name(), command,
                Map.of(EGRESS_PROPERTY, "127.0.0.1:" + listenerPort), adminPort, "/ready");
        launched.put(process.name(), new Launched(sidecar, address));
        return Optional.of(sidecar);
    }

    @Override
    public LoadEvidence verifyLoaded(StartedProcess process, Duration timeout) {
        Launched launch = launched.get(process.name());
        if (launch == null && mesh != null && !EnvoyMesh.onHop(mesh, process.process().service())) {
            return new LoadEvidence(name, process.name(), List.of("not on the sidecars' hop (" + EnvoyMesh.hop(mesh)
                    + "): runs as the baseline's"));
        }
        if (launch == null) {
            throw new TreatmentNotLoadedException(notLoaded(process) + "no Envoy sidecar was started beside it");
        }
        Sidecar sidecar = launch.sidecar();
        EnvoyAdmin admin = new EnvoyAdmin(sidecar.adminPort());
        long deadline = System.nanoTime() + timeout.toNanos();
        String problem;
        while (true) {
            try {
                problem = problem(admin, mesh == null);
                if (problem == null && mesh != null) {
                    return new LoadEvidence(name, process.name(), List.of(
                            sidecar.name() + " live, admin on 127.0.0.1:" + sidecar.adminPort(),
                            "static configuration, " + EnvoyMesh.hop(mesh),
                            "listeners on 127.0.0.1 only: " + admin.listeners().strip().replace('\n', ' '),
                            process.name() + " " + EnvoyMesh.howItIsInThePath(sidecar)));
                }
                if (problem == null) {
                    return new LoadEvidence(name, process.name(), List.of(
                            sidecar.name() + " live, admin on 127.0.0.1:" + sidecar.adminPort(),
                            "connected to the control plane at " + launch.controlPlane(),
                            "listeners on 127.0.0.1 only: " + admin.listeners().strip().replace('\n', ' '),
                            process.name() + " calls through " + sidecar.serviceProperties().get(EGRESS_PROPERTY)));
                }
            } catch (IOException e) {
                problem = "admin interface: " + e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TreatmentNotLoadedException(notLoaded(process) + "interrupted while checking Envoy");
            }
            if (System.nanoTime() > deadline) {
                throw new TreatmentNotLoadedException(notLoaded(process) + sidecar.name() + ": " + problem);
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TreatmentNotLoadedException(notLoaded(process) + "interrupted while checking Envoy");
            }
        }
    }

    /** What is still wrong with the sidecar, or null when it is live, fed and bound to loopback only. */
    private static String problem(EnvoyAdmin admin, boolean fedByControlPlane) throws IOException, InterruptedException {
        Map<String, Long> stats = admin.stats();
        if (fedByControlPlane && stats.getOrDefault("control_plane.connected_state", 0L) != 1) {
            return "not connected to the control plane (control_plane.connected_state != 1)";
        }
        if (stats.getOrDefault("listener_manager.total_listeners_active", 0L) < 1) {
            return "no active listener (listener_manager.total_listeners_active = 0)";
        }
        for (String line : admin.listeners().strip().split("\n")) {
            if (!line.isBlank() && !line.contains("::127.0.0.1:")) {
                return "a listener is not bound to 127.0.0.1: " + line;
            }
        }
        return null;
    }

    private String notLoaded(StartedProcess process) {
        return "Treatment '" + name + "' is not in the path of " + process.name() + ": ";
    }

    /** For meta.json: Envoy's version (from {@code envoy --version}) and the SHA-256 of the executable. */
    @Override
    public Optional<AgentInfo> agentInfo() {
        return Optional.of(AgentInfo.of("envoy", EnvoyBinary.version(binary), binary));
    }
}
