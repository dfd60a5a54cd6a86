package io.meshbench.harness.treatment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A sidecar Envoy's bootstrap: everything on 127.0.0.1, admin included; listeners, routes, clusters and endpoints from
 * the control plane over ADS (state of the world); the node names the loopback port its outbound listener must bind
 * ({@code LISTENER_PORT}, the control plane's per-node listener), as a sidecar's egress port.
 */
final class EnvoyBootstrap {

    private EnvoyBootstrap() {
    }

    static String yaml(String nodeId, String cluster, int listenerPort, int adminPort, String controlPlaneHost,
                       int controlPlanePort) {
        return """
                node:
                  id: %s
                  cluster: %s
                  metadata: {LISTENER_PORT: "%d"}
                admin:
                  address: {socket_address: {address: 127.0.0.1, port_value: %d}}
                dynamic_resources:
                  ads_config:
                    api_type: GRPC
                    transport_api_version: V3
                    grpc_services: [{envoy_grpc: {cluster_name: xds-control-plane}}]
                  cds_config: {ads: {}, resource_api_version: V3}
                  lds_config: {ads: {}, resource_api_version: V3}
                static_resources:
                  clusters:
                  - name: xds-control-plane
                    type: STATIC
                    connect_timeout: 1s
                    typed_extension_protocol_options:
                      envoy.extensions.upstreams.http.v3.HttpProtocolOptions:
                        "@type": type.googleapis.com/envoy.extensions.upstreams.http.v3.HttpProtocolOptions
                        explicit_http_config: {http2_protocol_options: {}}
                    load_assignment:
                      cluster_name: xds-control-plane
                      endpoints: [{lb_endpoints: [{endpoint: {address: {socket_address: {address: %s, port_value: %d}}}}]}]
                """.formatted(nodeId, cluster, listenerPort, adminPort, controlPlaneHost, controlPlanePort);
    }

    /** The cluster of a mesh client's sidecar: {@code outbound|*} clusters are what the traffic check counts. */
    static String meshOutboundCluster(String server) {
        return "outbound|" + server;
    }

    /**
     * A mesh client's sidecar: an HTTP proxy on 127.0.0.1 (the service's HttpURLConnection sends every call there, the
     * address its load balancer picked in the request line), which forwards each request to that address (Envoy's
     * dynamic forward proxy; IP addresses need no DNS), originating TLS when {@code tls} is given.
     */
    static String meshClient(String nodeId, String server, int listenerPort, int adminPort, String tls) {
        String cluster = meshOutboundCluster(server);
        return meshListener(nodeId, adminPort, "egress", listenerPort, cluster, """
                          - name: envoy.filters.http.dynamic_forward_proxy
                            typed_config:
                              "@type": type.googleapis.com/envoy.extensions.filters.http.dynamic_forward_proxy.v3.FilterConfig
                              dns_cache_config: {name: egress, dns_lookup_family: V4_ONLY}
                """) + """
                  clusters:
                  - name: "%s"
                    connect_timeout: 2s
                    circuit_breakers: {thresholds: [{max_connections: 100000, max_pending_requests: 100000, max_requests: 100000}]}
                    lb_policy: CLUSTER_PROVIDED
                    cluster_type:
                      name: envoy.clusters.dynamic_forward_proxy
                      typed_config:
                        "@type": type.googleapis.com/envoy.extensions.clusters.dynamic_forward_proxy.v3.ClusterConfig
                        dns_cache_config: {name: egress, dns_lookup_family: V4_ONLY}
                %s""".formatted(cluster, tls);
    }

    /**
     * A static sidecar's start: node, admin and one HTTP listener, all on 127.0.0.1, routing every request to
     * {@code cluster} without a route timeout (past saturation it queues, as the services do), {@code filters} before
     * the router; the caller adds the listener's transport socket, if any, and the clusters.
     */
    private static String meshListener(String nodeId, int adminPort, String name, int port, String cluster,
                                       String filters) {
        return """
                node: {id: %s, cluster: %s}
                admin:
                  address: {socket_address: {address: 127.0.0.1, port_value: %d}}
                static_resources:
                  listeners:
                  - name: %s
                    address: {socket_address: {address: 127.0.0.1, port_value: %d}}
                    filter_chains:
                    - filters:
                      - name: envoy.filters.network.http_connection_manager
                        typed_config:
                          "@type": type.googleapis.com/envoy.extensions.filters.network.http_connection_manager.v3.HttpConnectionManager
                          stat_prefix: %s
                          route_config:
                            virtual_hosts: [{name: any, domains: ["*"], routes: [{match: {prefix: /}, route: {cluster: "%s", timeout: 0s}}]}]
                          http_filters:
                %s          - {name: envoy.filters.http.router, typed_config: {"@type": type.googleapis.com/envoy.extensions.filters.http.router.v3.Router}}
                """.formatted(nodeId, nodeId, adminPort, name, port, name, cluster, filters);
    }

    /** The client's side of TLS: verify the server's certificate (its CA, its name); show its own for mutual TLS. */
    static String upstreamTls(MeshCertificates certificates, boolean mutual) {
        String own = mutual ? """
                          tls_certificates: [{certificate_chain: {filename: "%s"}, private_key: {filename: "%s"}}]
                """.formatted(certificates.client().certificatePem(), certificates.client().keyPem()) : "";
        return """
                    transport_socket:
                      name: envoy.transport_sockets.tls
                      typed_config:
                        "@type": type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.UpstreamTlsContext
                        sni: %s
                        common_tls_context:
                %s          validation_context:
                            trusted_ca: {filename: "%s"}
                            match_typed_subject_alt_names: [{san_type: DNS, matcher: {exact: %s}}]
                """.formatted(certificates.serverName(), own, certificates.caPem(), certificates.serverName());
    }

    /**
     * A mesh server's sidecar: its inbound listener on 127.0.0.1 (TLS when {@code tls} is given) in front of the
     * service's own port, which it forwards every request to.
     */
    static String meshServer(String nodeId, int inboundPort, int servicePort, int adminPort, String tls) {
        String cluster = "inbound|" + servicePort;
        return meshListener(nodeId, adminPort, "inbound", inboundPort, cluster, "") + tls + """
                  clusters:
                  - name: "%s"
                    type: STATIC
                    connect_timeout: 2s
                    circuit_breakers: {thresholds: [{max_connections: 100000, max_pending_requests: 100000, max_requests: 100000}]}
                    load_assignment:
                      cluster_name: local
                      endpoints: [{lb_endpoints: [{endpoint: {address: {socket_address: {address: 127.0.0.1, port_value: %d}}}}]}]
                """.formatted(cluster, servicePort);
    }

    /** The server's side of TLS: its certificate; for mutual TLS a client certificate from the CA is required. */
    static String downstreamTls(MeshCertificates certificates, boolean mutual) {
        String require = mutual ? """
                          require_client_certificate: true
                """ : "";
        String trust = mutual ? """
                            validation_context: {trusted_ca: {filename: "%s"}}
                """.formatted(certificates.caPem()) : "";
        return """
                      transport_socket:
                        name: envoy.transport_sockets.tls
                        typed_config:
                          "@type": type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.DownstreamTlsContext
                %s          common_tls_context:
                            tls_certificates: [{certificate_chain: {filename: "%s"}, private_key: {filename: "%s"}}]
                %s""".formatted(require, certificates.server().certificatePem(), certificates.server().keyPem(), trust);
    }

    static Path write(Path file, String yaml) {
        io.meshbench.results.format.OutputFolder.around("Envoy's bootstrap", file).writeString(file.getFileName(), yaml);
        return file;
    }
}
