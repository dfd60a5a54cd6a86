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

    static Path write(Path file, String yaml) {
        io.meshbench.results.format.OutputFolder.around("Envoy's bootstrap", file).writeString(file.getFileName(), yaml);
        return file;
    }
}
