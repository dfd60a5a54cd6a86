package io.meshbench.services.tagx.api;

/**
 * Where the server listens, published by the server in the run's ZooKeeper ({@link #NODE}, ephemeral) and read by the
 * client: only the HTTP port is the deployment's; the RPC ports are chosen free. Dubbo is found through its own
 * ZooKeeper registry, its port is here for the record; the ServiceComb consumer is given its provider's port in its
 * local registry.
 */
public record ServerPorts(String address, int http, int grpc, int dubbo, int sofarpc, int servicecomb) {

    public static final String NODE = "/meshbench/tagx/server";
}
