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
 */
public record Sidecar(String name, String owner, List<String> command, Map<String, String> serviceProperties,
                      int adminPort, String readinessPath) {

    public Sidecar {
        command = List.copyOf(command);
        serviceProperties = Map.copyOf(serviceProperties);
    }
}
