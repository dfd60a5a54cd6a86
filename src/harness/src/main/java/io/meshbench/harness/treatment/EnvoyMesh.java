package io.meshbench.harness.treatment;

import io.meshbench.harness.machine.LoopbackPorts;
import io.meshbench.harness.scenario.MeshSpec;
import io.meshbench.results.format.RunFolderLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The sidecars of one hop with a static configuration, as a mesh places them: the client's sidecar is its HTTP proxy
 * (the JDK's {@code http.proxyHost}/{@code http.proxyPort}, {@code http.nonProxyHosts} emptied so that loopback
 * addresses are proxied too), each server instance registers its sidecar's inbound port in discovery (the scenario's
 * {@code serverPortProperty}), so the client's load balancer picks a server sidecar and the request goes client →
 * client's Envoy → server's Envoy → server. With TLS the client's Envoy originates it and the server's terminates it.
 *
 * <p>Each sidecar carries its proof ({@link Sidecar.CounterProof}): every server sidecar forwarded requests to its
 * instance, and with TLS both ends completed handshakes (for mutual TLS, none of the server's without a client
 * certificate). The traffic check reads them after the load and fails the run when one does not hold.
 */
final class EnvoyMesh {

    static final String PROXY_HOST = "http.proxyHost";
    static final String PROXY_PORT = "http.proxyPort";
    static final String NON_PROXY_HOSTS = "http.nonProxyHosts";

    private final MeshSpec mesh;
    private final Path binary;
    private final int concurrency;

    EnvoyMesh(MeshSpec mesh, Path binary, int concurrency) {
        this.mesh = mesh;
        this.binary = binary;
        this.concurrency = concurrency;
    }

    /** Whether a process of {@code service} gets a sidecar on this hop. */
    static boolean onHop(MeshSpec mesh, String service) {
        return service.equals(mesh.client()) || service.equals(mesh.server());
    }

    /** The hop in words, for the run's notes: {@code consumer → its Envoy → provider's Envoy (mutual TLS) → provider}. */
    static String hop(MeshSpec mesh) {
        if (!mesh.hasServer()) {
            return mesh.client() + " → its Envoy → " + "its upstream, directly (client sidecar only)";
        }
        String tls = switch (mesh.tls()) {
            case OFF -> "plain HTTP";
            case TLS -> "TLS";
            case MUTUAL -> "mutual TLS";
        };
        return mesh.client() + " → its Envoy → (" + tls + ") → " + mesh.server() + "'s Envoy → " + mesh.server();
    }

    /** How the sidecar is in its process's path, for the run's notes. */
    static String howItIsInThePath(Sidecar sidecar) {
        Map<String, String> properties = sidecar.serviceProperties();
        if (properties.containsKey(PROXY_PORT)) {
            return "calls through its sidecar as HTTP proxy 127.0.0.1:" + properties.get(PROXY_PORT);
        }
        return "is reached through its sidecar: it registers port " + properties.values().iterator().next()
                + " (the sidecar's inbound listener) in discovery";
    }

    /**
     * @param certificates the deployment's certificates, made on first use (only when TLS runs between the sidecars)
     */
    Optional<Sidecar> sidecarFor(TreatedProcess process, Supplier<MeshCertificates> certificates) {
        boolean mutual = mesh.tls() == MeshSpec.Tls.MUTUAL;
        int adminPort = LoopbackPorts.free();
        String sidecarName = RunFolderLayout.sidecarOf(process.name());
        if (process.service().equals(mesh.client())) {
            int listenerPort = LoopbackPorts.free();
            List<Sidecar.CounterProof> proof = new ArrayList<>();
            String tls = "";
            String cluster = EnvoyBootstrap.meshOutboundCluster(mesh.hasServer() ? mesh.server() : "upstream");
            if (mesh.tls() != MeshSpec.Tls.OFF) {
                tls = EnvoyBootstrap.upstreamTls(certificates.get(), mutual);
                proof.add(new Sidecar.CounterProof("cluster." + cluster + ".ssl.handshake", true,
                        "TLS handshakes with the server's sidecars"));
            }
            Path bootstrap = EnvoyBootstrap.write(RunFolderLayout.envoyBootstrap(process.runDir(), sidecarName),
                    EnvoyBootstrap.meshClient(sidecarName, mesh.hasServer() ? mesh.server() : "upstream", listenerPort,
                            adminPort, tls));
            return Optional.of(new Sidecar(sidecarName, process.name(), command(bootstrap), Map.of(
                    PROXY_HOST, "127.0.0.1", PROXY_PORT, String.valueOf(listenerPort), NON_PROXY_HOSTS, ""),
                    adminPort, "/ready", proof));
        }
        if (process.service().equals(mesh.server())) {
            if (process.port() <= 0) {
                throw new InvalidTreatmentException("Treatment sidecar of " + process.name() + ": its port is not known "
                        + "before it starts, so no sidecar can forward to it");
            }
            int inboundPort = LoopbackPorts.free();
            String listener = "listener.127.0.0.1_" + inboundPort;
            List<Sidecar.CounterProof> proof = new ArrayList<>(List.of(new Sidecar.CounterProof(
                    "cluster.inbound|" + process.port() + ".upstream_rq_total", true,
                    "requests forwarded to " + process.name())));
            String tls = "";
            if (mesh.tls() != MeshSpec.Tls.OFF) {
                tls = EnvoyBootstrap.downstreamTls(certificates.get(), mutual);
                proof.add(new Sidecar.CounterProof(listener + ".ssl.handshake", true,
                        "TLS handshakes with the client's sidecar"));
                if (mutual) {
                    proof.add(new Sidecar.CounterProof(listener + ".ssl.no_certificate", false,
                            "handshakes without a client certificate"));
                }
            }
            Path bootstrap = EnvoyBootstrap.write(RunFolderLayout.envoyBootstrap(process.runDir(), sidecarName),
                    EnvoyBootstrap.meshServer(sidecarName, inboundPort, process.port(), adminPort, tls));
            return Optional.of(new Sidecar(sidecarName, process.name(), command(bootstrap),
                    Map.of(mesh.serverPortProperty(), String.valueOf(inboundPort)), adminPort, "/ready", proof));
        }
        return Optional.empty();
    }

    private List<String> command(Path bootstrap) {
        return List.of(binary.toString(), "-c", bootstrap.toString(), "--concurrency", String.valueOf(concurrency),
                "--disable-hot-restart", "--log-level", "warn");
    }
}
