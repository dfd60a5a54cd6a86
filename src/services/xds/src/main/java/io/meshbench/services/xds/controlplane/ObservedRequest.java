package io.meshbench.services.xds.controlplane;

import io.envoyproxy.envoy.service.discovery.v3.DiscoveryRequest;
import java.util.List;

/**
 * A discovery request as the control plane received it, without what differs between two equal subscriptions (the
 * nonce's value, the node's id): which type, which names, the version it acknowledges (empty for a request), whether
 * it answered a response (a nonce), whether it carried the node and whether it reported an error.
 */
public record ObservedRequest(String type, List<String> names, String version, boolean nonce, boolean node,
                              boolean error) {

    static ObservedRequest of(DiscoveryRequest request) {
        return new ObservedRequest(NodeLedger.shortType(request.getTypeUrl()), List.copyOf(request.getResourceNamesList()),
                request.getVersionInfo(), !request.getResponseNonce().isEmpty(), request.hasNode(),
                request.hasErrorDetail());
    }

    @Override
    public String toString() {
        return type + " names=" + names + " version=" + version + (nonce ? " nonce" : "") + (node ? " node" : "")
                + (error ? " error" : "");
    }
}
