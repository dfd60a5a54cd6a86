package io.meshbench.services.xds.controlplane;

import com.github.udpa.udpa.type.v1.TypedStruct;
import com.google.protobuf.Any;
import com.google.protobuf.Struct;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.Value;
import io.envoyproxy.controlplane.cache.v3.Snapshot;
import io.envoyproxy.envoy.config.cluster.v3.Cluster;
import io.envoyproxy.envoy.config.core.v3.Address;
import io.envoyproxy.envoy.config.core.v3.AggregatedConfigSource;
import io.envoyproxy.envoy.config.core.v3.ApiVersion;
import io.envoyproxy.envoy.config.core.v3.ConfigSource;
import io.envoyproxy.envoy.config.core.v3.SocketAddress;
import io.envoyproxy.envoy.config.endpoint.v3.ClusterLoadAssignment;
import io.envoyproxy.envoy.config.endpoint.v3.Endpoint;
import io.envoyproxy.envoy.config.endpoint.v3.LbEndpoint;
import io.envoyproxy.envoy.config.endpoint.v3.LocalityLbEndpoints;
import io.envoyproxy.envoy.config.listener.v3.Filter;
import io.envoyproxy.envoy.config.listener.v3.FilterChain;
import io.envoyproxy.envoy.config.listener.v3.Listener;
import io.envoyproxy.envoy.config.route.v3.Route;
import io.envoyproxy.envoy.config.route.v3.RouteAction;
import io.envoyproxy.envoy.config.route.v3.RouteConfiguration;
import io.envoyproxy.envoy.config.route.v3.RouteMatch;
import io.envoyproxy.envoy.config.route.v3.VirtualHost;
import io.envoyproxy.envoy.config.route.v3.WeightedCluster;
import io.envoyproxy.envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit;
import io.envoyproxy.envoy.extensions.filters.http.router.v3.Router;
import io.envoyproxy.envoy.extensions.filters.network.http_connection_manager.v3.HttpConnectionManager;
import io.envoyproxy.envoy.extensions.filters.network.http_connection_manager.v3.HttpFilter;
import io.envoyproxy.envoy.extensions.filters.network.http_connection_manager.v3.Rds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The xDS resources of one service under Istio's names, for one node: a cluster for the service and one per subset
 * (CDS, EDS-typed), their endpoints (EDS), a listener (LDS) whose HTTP connection manager takes its routes from RDS,
 * and the route configuration with the weighted routes and the local rate limit of the rules.
 *
 * <p>Envoy and Sermant get the same resources; only the listener's port differs: a sidecar Envoy names the loopback
 * port it must listen on in its node metadata ({@link #LISTENER_PORT}), every other node gets the service port.
 */
public final class MeshSnapshot {

    /** The node metadata key a sidecar sets to the port its outbound listener binds on 127.0.0.1. */
    public static final String LISTENER_PORT = "LISTENER_PORT";
    static final String LOCAL_RATE_LIMIT = "envoy.filters.http.local_ratelimit";
    static final String ROUTER = "envoy.filters.http.router";
    static final String HCM = "envoy.filters.network.http_connection_manager";

    private final MeshRules rules;
    private final Endpoints endpoints;
    private final String version;

    public MeshSnapshot(MeshRules rules, Endpoints endpoints, String version) {
        this.rules = rules;
        this.endpoints = endpoints;
        this.version = version;
    }

    public Snapshot forListenerPort(int listenerPort) {
        IstioNames names = rules.names();
        List<Cluster> clusters = new ArrayList<>();
        List<ClusterLoadAssignment> assignments = new ArrayList<>();
        clusters.add(cluster(names.cluster()));
        assignments.add(assignment(names.cluster(), endpoints.all()));
        for (Map.Entry<String, List<Endpoints.Address>> subset : endpoints.bySubset().entrySet()) {
            String name = names.subsetCluster(subset.getKey());
            clusters.add(cluster(name));
            assignments.add(assignment(name, subset.getValue()));
        }
        return Snapshot.create(clusters, assignments, List.of(listener(names, listenerPort)),
                List.of(routeConfiguration(names)), List.of(), version);
    }

    private Cluster cluster(String name) {
        return Cluster.newBuilder()
                .setName(name)
                .setType(Cluster.DiscoveryType.EDS)
                .setEdsClusterConfig(Cluster.EdsClusterConfig.newBuilder().setEdsConfig(ads()))
                .setConnectTimeout(com.google.protobuf.Duration.newBuilder().setSeconds(2))
                .setLbPolicy(Cluster.LbPolicy.valueOf(rules.loadBalancer()))
                .build();
    }

    private static ClusterLoadAssignment assignment(String cluster, List<Endpoints.Address> addresses) {
        LocalityLbEndpoints.Builder locality = LocalityLbEndpoints.newBuilder();
        for (Endpoints.Address address : addresses) {
            locality.addLbEndpoints(LbEndpoint.newBuilder().setEndpoint(Endpoint.newBuilder()
                    .setAddress(socket(address.host(), address.port()))));
        }
        return ClusterLoadAssignment.newBuilder().setClusterName(cluster).addEndpoints(locality).build();
    }

    private Listener listener(IstioNames names, int port) {
        HttpConnectionManager manager = HttpConnectionManager.newBuilder()
                .setStatPrefix("outbound_" + names.port())
                .setRds(Rds.newBuilder().setConfigSource(ads()).setRouteConfigName(names.routeConfiguration()))
                .addHttpFilters(HttpFilter.newBuilder().setName(LOCAL_RATE_LIMIT).setTypedConfig(Any.pack(
                        LocalRateLimit.newBuilder().setStatPrefix("http_local_rate_limiter").build())))
                .addHttpFilters(HttpFilter.newBuilder().setName(ROUTER).setTypedConfig(Any.pack(Router.getDefaultInstance())))
                .build();
        return Listener.newBuilder()
                .setName(names.listener())
                .setAddress(socket("127.0.0.1", port))
                .addFilterChains(FilterChain.newBuilder().addFilters(
                        Filter.newBuilder().setName(HCM).setTypedConfig(Any.pack(manager))))
                .build();
    }

    private RouteConfiguration routeConfiguration(IstioNames names) {
        RouteAction.Builder action = RouteAction.newBuilder();
        if (rules.routes().isEmpty()) {
            action.setCluster(names.cluster());
        } else {
            WeightedCluster.Builder weighted = WeightedCluster.newBuilder();
            for (MeshRules.WeightedRoute route : rules.routes()) {
                weighted.addClusters(WeightedCluster.ClusterWeight.newBuilder()
                        .setName(names.subsetCluster(route.subset()))
                        .setWeight(UInt32Value.of(route.weight())));
            }
            action.setWeightedClusters(weighted);
        }
        Route.Builder route = Route.newBuilder()
                .setName("default")
                .setMatch(RouteMatch.newBuilder().setPrefix("/"))
                .setRoute(action);
        if (rules.rateLimit() != null) {
            route.putTypedPerFilterConfig(LOCAL_RATE_LIMIT, Any.pack(localRateLimit(rules.rateLimit())));
        }
        VirtualHost host = VirtualHost.newBuilder()
                .setName(names.virtualHost())
                .addDomains(names.host()).addDomains(names.virtualHost())
                .addDomains(names.service()).addDomains(names.service() + ":" + names.port())
                .addDomains("*") // a sidecar is called on its loopback address: one service per route configuration
                .addRoutes(route)
                .build();
        return RouteConfiguration.newBuilder().setName(names.routeConfiguration()).addVirtualHosts(host).build();
    }

    /**
     * The local rate limit as Istio's EnvoyFilter writes it (a TypedStruct), the form Sermant's xDS flow control
     * parses and Envoy accepts.
     */
    static TypedStruct localRateLimit(MeshRules.RateLimit limit) {
        Struct hundredPercent = struct(Map.of("default_value", Value.newBuilder().setStructValue(struct(Map.of(
                "numerator", number(100), "denominator", Value.newBuilder().setStringValue("HUNDRED").build()))).build(),
                "runtime_key", Value.newBuilder().setStringValue("local_rate_limit_enabled").build()));
        Struct bucket = struct(Map.of(
                "max_tokens", number(limit.maxTokens()),
                "tokens_per_fill", number(limit.tokensPerFill()),
                "fill_interval", Value.newBuilder().setStringValue(limit.fillIntervalSeconds() + "s").build()));
        Struct value = struct(Map.of(
                "stat_prefix", Value.newBuilder().setStringValue("http_local_rate_limiter").build(),
                "token_bucket", Value.newBuilder().setStructValue(bucket).build(),
                "filter_enabled", Value.newBuilder().setStructValue(hundredPercent).build(),
                "filter_enforced", Value.newBuilder().setStructValue(hundredPercent).build()));
        return TypedStruct.newBuilder()
                .setTypeUrl("type.googleapis.com/envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit")
                .setValue(value)
                .build();
    }

    private static Struct struct(Map<String, Value> fields) {
        return Struct.newBuilder().putAllFields(fields).build();
    }

    private static Value number(double value) {
        return Value.newBuilder().setNumberValue(value).build();
    }

    private static ConfigSource ads() {
        return ConfigSource.newBuilder()
                .setAds(AggregatedConfigSource.getDefaultInstance())
                .setResourceApiVersion(ApiVersion.V3)
                .build();
    }

    private static Address socket(String host, int port) {
        return Address.newBuilder().setSocketAddress(SocketAddress.newBuilder().setAddress(host).setPortValue(port)).build();
    }
}
