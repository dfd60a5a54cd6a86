package io.meshbench.services.xds.fleet;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import io.envoyproxy.envoy.config.cluster.v3.Cluster;
import io.envoyproxy.envoy.config.core.v3.Node;
import io.envoyproxy.envoy.config.listener.v3.Filter;
import io.envoyproxy.envoy.config.listener.v3.FilterChain;
import io.envoyproxy.envoy.config.listener.v3.Listener;
import io.envoyproxy.envoy.extensions.filters.network.http_connection_manager.v3.HttpConnectionManager;
import io.envoyproxy.envoy.service.discovery.v3.AggregatedDiscoveryServiceGrpc;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryRequest;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryResponse;
import io.grpc.Channel;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * One simulated sidecar: an ADS stream (Envoy v3, state of the world) that subscribes as Envoy 1.40 does with a
 * bootstrap whose {@code cds_config} and {@code lds_config} are ADS, and acknowledges every answer.
 *
 * <p>Envoy's order, as the control plane recorded it from a real Envoy 1.40 ({@code ControlPlaneEnvoyIT}): CDS (all
 * clusters); on the clusters, EDS for every EDS cluster, the CDS ACK, then LDS (all listeners); on the endpoints, the
 * EDS ACK; on the listener, RDS for the route configuration its HTTP connection manager names, then the LDS ACK; on
 * the routes, the RDS ACK. An ACK repeats the names and carries the version and the nonce of the answer; the node goes
 * with every request, as Envoy's ADS sends it.
 *
 * <p>The client is served once it has acknowledged all four types. It never sends traffic: the control plane's work
 * is the subject, not a data plane.
 */
final class AdsClient {

    static final String CDS = "type.googleapis.com/envoy.config.cluster.v3.Cluster";
    static final String EDS = "type.googleapis.com/envoy.config.endpoint.v3.ClusterLoadAssignment";
    static final String LDS = "type.googleapis.com/envoy.config.listener.v3.Listener";
    static final String RDS = "type.googleapis.com/envoy.config.route.v3.RouteConfiguration";
    private static final String HCM = "envoy.filters.network.http_connection_manager";

    private final Node node;
    private final List<DiscoveryRequest> sent = Collections.synchronizedList(new ArrayList<>());
    private final CompletableFuture<Long> served = new CompletableFuture<>();
    private final Set<String> acknowledged = Collections.synchronizedSet(new LinkedHashSet<>());
    private volatile boolean open;
    private StreamObserver<DiscoveryRequest> stream;
    private long startedNanos;
    private boolean listenersRequested;

    AdsClient(String nodeId, String cluster, int listenerPort) {
        this.node = Node.newBuilder().setId(nodeId).setCluster(cluster)
                .setMetadata(Struct.newBuilder().putFields("LISTENER_PORT",
                        Value.newBuilder().setStringValue(Integer.toString(listenerPort)).build()))
                .build();
    }

    /** Opens the stream on {@code channel} and asks for the clusters; answers arrive on the channel's executor. */
    synchronized void start(Channel channel) {
        startedNanos = System.nanoTime();
        // open before the stream exists: a refused connection calls onError on the event loop, possibly before
        // streamAggregatedResources returns, and its "closed" must not be overwritten afterwards
        open = true;
        stream = AggregatedDiscoveryServiceGrpc.newStub(channel).streamAggregatedResources(new StreamObserver<>() {
            @Override
            public void onNext(DiscoveryResponse response) {
                answer(response);
            }

            @Override
            public void onError(Throwable error) {
                open = false;
                served.completeExceptionally(error);
            }

            @Override
            public void onCompleted() {
                open = false;
                served.completeExceptionally(new IllegalStateException("the control plane closed the stream"));
            }
        });
        send(CDS, List.of(), "", "");
    }

    /** Completes with the nanoseconds from start to the last of the four ACKs, or with the stream's error. */
    CompletableFuture<Long> served() {
        return served;
    }

    boolean open() {
        return open;
    }

    /** Every request sent, in order (the tests compare them with a real Envoy's). */
    List<DiscoveryRequest> sent() {
        synchronized (sent) {
            return List.copyOf(sent);
        }
    }

    synchronized void close() {
        if (stream != null && open) {
            open = false;
            stream.onCompleted();
        }
    }

    private synchronized void answer(DiscoveryResponse response) {
        String type = response.getTypeUrl();
        List<String> names = List.of();
        try {
            switch (type) {
                case CDS -> {
                    send(EDS, edsClusters(response), "", "");
                    names = List.of();
                }
                case EDS -> names = lastNames(EDS);
                case LDS -> {
                    send(RDS, routeConfigurations(response), "", "");
                    names = List.of();
                }
                case RDS -> names = lastNames(RDS);
                default -> {
                    return; // a type it never asked for
                }
            }
        } catch (InvalidProtocolBufferException e) {
            served.completeExceptionally(e);
            return;
        }
        send(type, names, response.getVersionInfo(), response.getNonce());
        acknowledged.add(type);
        if (type.equals(CDS) && !listenersRequested) {
            listenersRequested = true;
            send(LDS, List.of(), "", "");
        }
        if (acknowledged.size() == 4) {
            served.complete(System.nanoTime() - startedNanos);
        }
    }

    private void send(String type, List<String> names, String version, String nonce) {
        DiscoveryRequest request = DiscoveryRequest.newBuilder().setNode(node).setTypeUrl(type)
                .addAllResourceNames(names).setVersionInfo(version).setResponseNonce(nonce).build();
        sent.add(request);
        stream.onNext(request);
    }

    private List<String> lastNames(String type) {
        synchronized (sent) {
            for (int i = sent.size() - 1; i >= 0; i--) {
                if (sent.get(i).getTypeUrl().equals(type)) {
                    return sent.get(i).getResourceNamesList();
                }
            }
        }
        return List.of();
    }

    /** The clusters whose endpoints come from EDS, by their EDS service name (the cluster's name when unset). */
    static List<String> edsClusters(DiscoveryResponse response) throws InvalidProtocolBufferException {
        List<String> names = new ArrayList<>();
        for (Any resource : response.getResourcesList()) {
            Cluster cluster = resource.unpack(Cluster.class);
            if (cluster.getType() == Cluster.DiscoveryType.EDS) {
                String service = cluster.getEdsClusterConfig().getServiceName();
                names.add(service.isEmpty() ? cluster.getName() : service);
            }
        }
        return names;
    }

    /** The route configurations the listeners' HTTP connection managers take from RDS. */
    static List<String> routeConfigurations(DiscoveryResponse response) throws InvalidProtocolBufferException {
        Set<String> names = new LinkedHashSet<>();
        for (Any resource : response.getResourcesList()) {
            for (FilterChain chain : resource.unpack(Listener.class).getFilterChainsList()) {
                for (Filter filter : chain.getFiltersList()) {
                    if (filter.getName().equals(HCM) && filter.hasTypedConfig()) {
                        HttpConnectionManager manager = filter.getTypedConfig().unpack(HttpConnectionManager.class);
                        if (manager.hasRds()) {
                            names.add(manager.getRds().getRouteConfigName());
                        }
                    }
                }
            }
        }
        return List.copyOf(names);
    }
}
