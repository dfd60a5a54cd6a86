package io.meshbench.services.xds.controlplane;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A scenario's mesh rules, the equivalents of Istio's DestinationRule (load balancer, subsets), VirtualService
 * (weighted routes to subsets) and local rate limit, as one YAML file in scenarios/rules/.
 *
 * @param service      the service's name (the first DNS label Sermant takes from a request's host)
 * @param namespace    its namespace in the Istio names (default {@code default})
 * @param port         the service port in the Istio names (the endpoints' real ports come from the deployment)
 * @param loadBalancer ROUND_ROBIN, RANDOM or LEAST_REQUEST
 * @param routes       weighted routes to subsets; none: every request to the service's cluster
 * @param rateLimit    a local rate limit on the route; none: no limit
 */
@JsonIgnoreProperties(ignoreUnknown = false)
public record MeshRules(String service, String namespace, Integer port, String loadBalancer, List<WeightedRoute> routes,
                        RateLimit rateLimit) {

    static final Set<String> LOAD_BALANCERS = Set.of("ROUND_ROBIN", "RANDOM", "LEAST_REQUEST");

    public MeshRules {
        if (service == null || service.isBlank()) {
            throw new IllegalArgumentException("service is required (the Istio service name, e.g. xds-server)");
        }
        namespace = namespace == null ? "default" : namespace;
        port = port == null ? 8080 : port;
        loadBalancer = loadBalancer == null ? "ROUND_ROBIN" : loadBalancer;
        if (!LOAD_BALANCERS.contains(loadBalancer)) {
            throw new IllegalArgumentException("loadBalancer '" + loadBalancer + "' is not one of " + LOAD_BALANCERS);
        }
        routes = routes == null ? List.of() : List.copyOf(routes);
    }

    /** A share of the requests for one subset (instances labelled with that subset). */
    public record WeightedRoute(String subset, int weight) {
        public WeightedRoute {
            if (subset == null || subset.isBlank() || weight < 0) {
                throw new IllegalArgumentException("a route needs a subset and a weight >= 0, e.g. {subset: v1, weight: 80}");
            }
        }
    }

    /** Envoy's local rate limit token bucket: {@code maxTokens}, refilled by {@code tokensPerFill} every {@code fillIntervalSeconds}. */
    public record RateLimit(long maxTokens, long tokensPerFill, long fillIntervalSeconds) {
        public RateLimit {
            if (maxTokens <= 0 || tokensPerFill <= 0 || fillIntervalSeconds <= 0) {
                throw new IllegalArgumentException("rateLimit needs maxTokens, tokensPerFill and fillIntervalSeconds > 0");
            }
        }
    }

    public IstioNames names() {
        return new IstioNames(service, namespace, port);
    }

    public static MeshRules read(Path file) {
        try {
            return new ObjectMapper(new YAMLFactory())
                    .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(file.toFile(), MeshRules.class);
        } catch (IOException e) {
            throw new IllegalArgumentException("rules file " + file + ": " + e.getMessage(), e);
        }
    }
}
