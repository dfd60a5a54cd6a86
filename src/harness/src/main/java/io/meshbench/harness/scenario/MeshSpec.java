package io.meshbench.harness.scenario;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An envoy treatment without a control plane: sidecars with a static configuration on one hop of the topology, as a
 * mesh puts them (Open Service Mesh's client and server sidecars, "Spring Cloud vs Istio" with TLS on and off).
 *
 * @param client the service whose outbound calls go through its sidecar (the sidecar is its HTTP proxy)
 * @param server the service whose instances are reached through their sidecars (each registers its sidecar's inbound
 *               port in discovery); null: the client's sidecar calls the server's instances directly
 * @param tls    what runs between the two sidecars; anything but {@code off} needs a server
 * @param serverPortProperty the {@code -D} property through which a server instance registers the port callers reach
 *               it at (for Spring Cloud Zookeeper {@code spring.cloud.zookeeper.discovery.instance-port}): its
 *               sidecar's inbound port; needed with a server
 */
public record MeshSpec(String client, String server, Tls tls, String serverPortProperty) {

    /** What the client's sidecar and the server's sidecar speak to each other. */
    public enum Tls {
        /** Plain HTTP. */
        @JsonProperty("off") OFF,
        /** TLS: the server's sidecar shows a certificate the client's sidecar verifies. */
        @JsonProperty("tls") TLS,
        /** Mutual TLS: the client's sidecar shows a certificate too, which the server's sidecar requires. */
        @JsonProperty("mutual") MUTUAL
    }

    public MeshSpec {
        tls = tls == null ? Tls.OFF : tls;
        server = server == null || server.isBlank() ? null : server;
        serverPortProperty = serverPortProperty == null || serverPortProperty.isBlank() ? null : serverPortProperty;
    }

    public boolean hasServer() {
        return server != null;
    }
}
