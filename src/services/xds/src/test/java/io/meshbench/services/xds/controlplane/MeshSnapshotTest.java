package io.meshbench.services.xds.controlplane;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.udpa.udpa.type.v1.TypedStruct;
import io.envoyproxy.controlplane.cache.v3.Snapshot;
import io.envoyproxy.envoy.config.cluster.v3.Cluster;
import io.envoyproxy.envoy.config.listener.v3.Listener;
import io.envoyproxy.envoy.config.route.v3.Route;
import io.envoyproxy.envoy.config.route.v3.RouteConfiguration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeshSnapshotTest {

    private static final MeshRules WEIGHTED = new MeshRules("xds-server", null, null, "LEAST_REQUEST",
            List.of(new MeshRules.WeightedRoute("v1", 80), new MeshRules.WeightedRoute("v2", 20)),
            new MeshRules.RateLimit(1000, 100, 1));
    private static final Endpoints ENDPOINTS = Endpoints.parse("v1=127.0.0.1:18081,v2=127.0.0.1:18082;127.0.0.1:18083");

    @Test
    void clustersAndEndpointsCarryIstioNamesPerSubset() throws Exception {
        Snapshot snapshot = new MeshSnapshot(WEIGHTED, ENDPOINTS, "7").forListenerPort(15001);
        assertThat(snapshot.clusters().resources()).containsOnlyKeys(
                "outbound|8080||xds-server.default.svc.cluster.local",
                "outbound|8080|v1|xds-server.default.svc.cluster.local",
                "outbound|8080|v2|xds-server.default.svc.cluster.local");
        assertThat(snapshot.clusters().resources().values()).allMatch(c -> c.getLbPolicy() == Cluster.LbPolicy.LEAST_REQUEST
                && c.getType() == Cluster.DiscoveryType.EDS && c.getEdsClusterConfig().getEdsConfig().hasAds());
        assertThat(snapshot.endpoints().resources().get("outbound|8080|v2|xds-server.default.svc.cluster.local")
                .getEndpoints(0).getLbEndpointsList()).extracting(e -> e.getEndpoint().getAddress().getSocketAddress().getPortValue())
                .containsExactly(18082, 18083);
        assertThat(snapshot.endpoints().resources().get("outbound|8080||xds-server.default.svc.cluster.local")
                .getEndpoints(0).getLbEndpointsCount()).isEqualTo(3);
    }

    @Test
    void theListenerBindsTheNodesPortOnLoopbackAndTakesRoutesFromRds() {
        Listener listener = new MeshSnapshot(WEIGHTED, ENDPOINTS, "1").forListenerPort(15001).listeners().resources()
                .get("0.0.0.0_8080");
        assertThat(listener.getAddress().getSocketAddress().getAddress()).isEqualTo("127.0.0.1");
        assertThat(listener.getAddress().getSocketAddress().getPortValue()).isEqualTo(15001);
    }

    @Test
    void theRouteWeighsSubsetsAndCarriesTheRateLimitAsIstioWritesIt() throws Exception {
        RouteConfiguration routes = new MeshSnapshot(WEIGHTED, ENDPOINTS, "1").forListenerPort(15001).routes().resources()
                .get("8080");
        assertThat(routes.getVirtualHosts(0).getName()).isEqualTo("xds-server.default.svc.cluster.local:8080");
        Route route = routes.getVirtualHosts(0).getRoutes(0);
        assertThat(route.getRoute().getWeightedClusters().getClustersList())
                .extracting(c -> c.getName() + "=" + c.getWeight().getValue())
                .containsExactly("outbound|8080|v1|xds-server.default.svc.cluster.local=80",
                        "outbound|8080|v2|xds-server.default.svc.cluster.local=20");
        TypedStruct limit = route.getTypedPerFilterConfigOrThrow("envoy.filters.http.local_ratelimit").unpack(TypedStruct.class);
        assertThat(limit.getTypeUrl()).endsWith("envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit");
        var bucket = limit.getValue().getFieldsOrThrow("token_bucket").getStructValue();
        assertThat(bucket.getFieldsOrThrow("max_tokens").getNumberValue()).isEqualTo(1000);
        assertThat(bucket.getFieldsOrThrow("tokens_per_fill").getNumberValue()).isEqualTo(100);
        assertThat(bucket.getFieldsOrThrow("fill_interval").getStringValue()).isEqualTo("1s");
    }

    @Test
    void withoutRoutesEveryRequestGoesToTheServicesCluster() {
        MeshRules plain = new MeshRules("xds-server", "default", 8080, null, null, null);
        Route route = new MeshSnapshot(plain, ENDPOINTS, "1").forListenerPort(15001).routes().resources().get("8080")
                .getVirtualHosts(0).getRoutes(0);
        assertThat(route.getRoute().getCluster()).isEqualTo("outbound|8080||xds-server.default.svc.cluster.local");
        assertThat(route.getTypedPerFilterConfigMap()).isEmpty();
    }

    @Test
    void rulesFilesAreReadAndBadOnesNamed(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.yaml"), "service: s\nroutes: [{subset: v1, weight: 100}]\n");
        assertThat(MeshRules.read(good).names().cluster()).isEqualTo("outbound|8080||s.default.svc.cluster.local");
        Path unknown = Files.writeString(dir.resolve("bad.yaml"), "service: s\nweights: 3\n");
        assertThatThrownBy(() -> MeshRules.read(unknown)).hasMessageContaining("bad.yaml").hasMessageContaining("weights");
        assertThatThrownBy(() -> new MeshRules("s", null, null, "FASTEST", null, null))
                .hasMessageContaining("FASTEST");
        assertThatThrownBy(() -> Endpoints.parse("v1=nohost")).hasMessageContaining("nohost");
    }
}
