package io.meshbench.harness.treatment;

import java.util.List;
import java.util.Map;

/**
 * A process a treatment starts beside a treated one, before it: a sidecar proxy, as in a pod.
 *
 * @param name              its process name, e.g. {@code xds-client-envoy} (samples, logs, run.json)
 * @param owner             the treated process it serves
 * @param command           its command line
 * @param serviceProperties {@code -D} properties the treated process gets to use it (e.g. where its egress listens)
 * @param adminPort         its admin port on 127.0.0.1, where readiness and statistics are read
 * @param readinessPath     answers 200 on the admin port once it is ready to carry traffic
 * @param proof             what its statistics must show after a run's load for the sidecar to have done its job
 *                          beyond carrying the traffic (e.g. TLS handshakes); empty: nothing more
 */
public record Sidecar(String name, String owner, List<String> command, Map<String, String> serviceProperties,
                      int adminPort, String readinessPath, List<CounterProof> proof) {

    /**
     * A counter of the sidecar's statistics (Envoy's admin {@code /stats}) that must be above zero, or exactly zero,
     * after the load.
     *
     * @param what what it proves, e.g. {@code TLS to the server's sidecars}
     */
    public record CounterProof(String counter, boolean aboveZero, String what) {
    }

    public Sidecar(String name, String owner, List<String> command, Map<String, String> serviceProperties,
                   int adminPort, String readinessPath) {
        this(name, owner, command, serviceProperties, adminPort, readinessPath, List.of());
    }

    public Sidecar {
        command = List.copyOf(command);
        serviceProperties = Map.copyOf(serviceProperties);
        proof = List.copyOf(proof);
    }
}
