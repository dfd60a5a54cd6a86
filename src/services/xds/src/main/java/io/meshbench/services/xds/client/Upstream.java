package io.meshbench.services.xds.client;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the client sends its calls, in this order: the local sidecar when a sidecar treatment set
 * {@code -Dmeshbench.sidecar.egress=127.0.0.1:<port>} (Envoy routes and balances); else the service URL a treatment set
 * ({@code -Dxds.client.serviceUrl=http://xds-server.default.svc.cluster.local:8080}: Sermant's xDS routing resolves
 * the host); else the instances' own addresses ({@code -Dxds.client.upstreams=http://127.0.0.1:p1,...}), in turn:
 * the baseline's direct calls.
 */
public final class Upstream {

    private final List<URI> bases;
    private final AtomicInteger next = new AtomicInteger();
    private final String describe;

    private Upstream(List<URI> bases, String describe) {
        this.bases = bases;
        this.describe = describe;
    }

    public static Upstream fromSystemProperties() {
        String egress = System.getProperty("meshbench.sidecar.egress", "");
        if (!egress.isBlank()) {
            return new Upstream(List.of(URI.create("http://" + egress.strip())), "through the sidecar at " + egress);
        }
        String service = System.getProperty("xds.client.serviceUrl", "");
        if (!service.isBlank()) {
            return new Upstream(List.of(URI.create(service.strip())), "to the service URL " + service);
        }
        String direct = System.getProperty("xds.client.upstreams", "");
        if (direct.isBlank()) {
            throw new IllegalArgumentException("-Dxds.client.upstreams=http://127.0.0.1:<port>,... is required "
                    + "(or -Dxds.client.serviceUrl, or a sidecar's -Dmeshbench.sidecar.egress)");
        }
        List<URI> bases = Arrays.stream(direct.split(",")).map(String::strip).map(URI::create).toList();
        return new Upstream(bases, "directly to " + bases);
    }

    /** The URL of {@code path} on the next base in turn. */
    public URI resolve(String path) {
        URI base = bases.get(Math.floorMod(next.getAndIncrement(), bases.size()));
        return base.resolve(path);
    }

    @Override
    public String toString() {
        return describe;
    }
}
