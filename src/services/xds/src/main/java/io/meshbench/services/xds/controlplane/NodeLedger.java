package io.meshbench.services.xds.controlplane;

import io.envoyproxy.controlplane.cache.v3.SimpleCache;
import io.envoyproxy.controlplane.server.DiscoveryServerCallbacks;
import io.envoyproxy.envoy.config.core.v3.Node;
import io.envoyproxy.envoy.service.discovery.v3.DeltaDiscoveryRequest;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryRequest;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryResponse;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Gives every node its snapshot when it first asks (state of the world, one snapshot per node id, so a sidecar's
 * listener binds the port its node metadata names), and records which resource types each node has accepted: an
 * ACK is a request that carries the version just served without an error. That record is the control plane's
 * evidence that Envoy or Sermant subscribed ({@code GET /nodes}).
 */
final class NodeLedger implements DiscoveryServerCallbacks {

    private final SimpleCache<String> cache;
    private final MeshSnapshot snapshot;
    private final int servicePort;
    private final Map<String, Map<String, String>> accepted = new ConcurrentHashMap<>();
    private final Map<Long, String> nodeOfStream = new ConcurrentHashMap<>();
    private final Map<String, List<ObservedRequest>> requests = new ConcurrentHashMap<>();

    NodeLedger(SimpleCache<String> cache, MeshSnapshot snapshot, int servicePort) {
        this.cache = cache;
        this.snapshot = snapshot;
        this.servicePort = servicePort;
    }

    @Override
    public void onV3StreamRequest(long streamId, DiscoveryRequest request) {
        String node = request.hasNode() ? request.getNode().getId() : nodeOfStream.get(streamId);
        if (node == null) {
            return;
        }
        nodeOfStream.putIfAbsent(streamId, node);
        requests.computeIfAbsent(node, n -> java.util.Collections.synchronizedList(new java.util.ArrayList<>()))
                .add(ObservedRequest.of(request));
        if (request.hasNode() && cache.getSnapshot(node) == null) {
            synchronized (this) {
                if (cache.getSnapshot(node) == null) {
                    cache.setSnapshot(node, snapshot.forListenerPort(listenerPort(request.getNode())));
                    System.out.println("xds control plane: snapshot set for node " + node);
                }
            }
        }
        // one line per exchange (a handful per node): what a client asked for, so a subscription that never
        // completed can be read from the control plane's log in the run folder
        System.out.println("xds control plane: stream " + streamId + " <- " + shortType(request.getTypeUrl())
                + " names=" + request.getResourceNamesList() + " version=" + request.getVersionInfo()
                + " nonce=" + request.getResponseNonce() + (request.hasNode() ? " node=" + node : ""));
        if (!request.getVersionInfo().isEmpty() && !request.hasErrorDetail()) {
            accepted.computeIfAbsent(node, n -> new ConcurrentHashMap<>())
                    .put(shortType(request.getTypeUrl()), request.getVersionInfo());
        } else if (request.hasErrorDetail()) {
            System.out.println("xds control plane: node " + node + " rejected " + request.getTypeUrl() + ": "
                    + request.getErrorDetail().getMessage());
        }
    }

    @Override
    public void onV3StreamResponse(long streamId, DiscoveryRequest request, DiscoveryResponse response) {
        System.out.println("xds control plane: stream " + streamId + " -> " + shortType(response.getTypeUrl())
                + " version=" + response.getVersionInfo() + " nonce=" + response.getNonce() + " resources="
                + response.getResourcesCount());
    }

    @Override
    public void onV3StreamDeltaRequest(long streamId, DeltaDiscoveryRequest request) {
        // state of the world only: a delta stream gets no snapshot of its own
    }

    @Override
    public void onStreamClose(long streamId, String typeUrl) {
        nodeOfStream.remove(streamId);
    }

    @Override
    public void onStreamCloseWithError(long streamId, String typeUrl, Throwable error) {
        nodeOfStream.remove(streamId);
    }

    /** Per node id, the accepted version of each resource type (cds, eds, lds, rds). */
    Map<String, Map<String, String>> accepted() {
        Map<String, Map<String, String>> copy = new TreeMap<>();
        accepted.forEach((node, types) -> copy.put(node, new TreeMap<>(types)));
        return copy;
    }

    /** Per node id, every request it sent, in the order they arrived. */
    Map<String, List<ObservedRequest>> requests() {
        Map<String, List<ObservedRequest>> copy = new TreeMap<>();
        requests.forEach((node, list) -> {
            synchronized (list) {
                copy.put(node, List.copyOf(list));
            }
        });
        return copy;
    }

    private int listenerPort(Node node) {
        var field = node.getMetadata().getFieldsMap().get(MeshSnapshot.LISTENER_PORT);
        if (field == null) {
            return servicePort;
        }
        return field.hasStringValue() ? Integer.parseInt(field.getStringValue()) : (int) field.getNumberValue();
    }

    static String shortType(String typeUrl) {
        if (typeUrl.endsWith(".Cluster")) {
            return "cds";
        }
        if (typeUrl.endsWith(".ClusterLoadAssignment")) {
            return "eds";
        }
        if (typeUrl.endsWith(".Listener")) {
            return "lds";
        }
        if (typeUrl.endsWith(".RouteConfiguration")) {
            return "rds";
        }
        return typeUrl;
    }
}
