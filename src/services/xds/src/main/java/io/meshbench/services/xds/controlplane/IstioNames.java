package io.meshbench.services.xds.controlplane;

/**
 * The names Istio gives a service's xDS resources, which Sermant parses (the service is the first DNS label of the
 * host in a cluster or virtual host name): clusters {@code outbound|<port>|<subset>|<svc>.<ns>.svc.cluster.local},
 * route configurations named after the port, virtual hosts {@code <host>:<port>}.
 */
public record IstioNames(String service, String namespace, int port) {

    public String host() {
        return service + "." + namespace + ".svc.cluster.local";
    }

    /** The cluster of every endpoint of the service. */
    public String cluster() {
        return subsetCluster("");
    }

    public String subsetCluster(String subset) {
        return "outbound|" + port + "|" + subset + "|" + host();
    }

    public String routeConfiguration() {
        return String.valueOf(port);
    }

    public String virtualHost() {
        return host() + ":" + port;
    }

    public String listener() {
        return "0.0.0.0_" + port;
    }
}
