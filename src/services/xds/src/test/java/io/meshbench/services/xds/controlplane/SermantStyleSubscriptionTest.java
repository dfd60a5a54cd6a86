package io.meshbench.services.xds.controlplane;

import static org.assertj.core.api.Assertions.assertThat;

import io.envoyproxy.envoy.config.core.v3.Node;
import io.envoyproxy.envoy.service.discovery.v3.AggregatedDiscoveryServiceGrpc;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryRequest;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryResponse;
import io.grpc.ManagedChannel;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.StreamObserver;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The control plane answers the requests Sermant's xDS client sends, on a real gRPC stream over loopback: Sermant opens
 * one stream per resource type and, once LDS names a route configuration, asks again for it on the open RDS stream
 * with no nonce. istiod answers that request; without {@link FreshRequestsAnswered} java-control-plane ignores it.
 */
class SermantStyleSubscriptionTest {

    private static final String RDS = "type.googleapis.com/envoy.config.route.v3.RouteConfiguration";
    private static final Node SERMANT_NODE = Node.newBuilder()
            .setId("sidecar~192.0.2.2~null.default~default.svc.cluster.local").build();

    @Test
    void aFreshRequestWithoutNonceOnAnAnsweredStreamIsAnsweredAgainAndItsAckIsRecorded() throws Exception {
        MeshRules rules = new MeshRules("xds-server", null, null, "ROUND_ROBIN",
                List.of(new MeshRules.WeightedRoute("v1", 80), new MeshRules.WeightedRoute("v2", 20)), null);
        try (ControlPlane plane = ControlPlane.start(rules, Endpoints.parse("v1=127.0.0.1:18081,v2=127.0.0.1:18082"),
                freePort(), freePort())) {
            ManagedChannel channel = NettyChannelBuilder.forAddress("127.0.0.1", plane.adsPort()).usePlaintext().build();
            try {
                BlockingQueue<DiscoveryResponse> responses = new LinkedBlockingQueue<>();
                StreamObserver<DiscoveryRequest> stream = AggregatedDiscoveryServiceGrpc.newStub(channel)
                        .streamAggregatedResources(collectingInto(responses));

                stream.onNext(request(List.of(), "", ""));                      // Sermant's first RDS request: all routes
                DiscoveryResponse first = responses.poll(10, TimeUnit.SECONDS);
                assertThat(first).isNotNull();
                assertThat(first.getResourcesCount()).isEqualTo(1);

                stream.onNext(request(List.of("8080"), "", ""));                // LDS named "8080": asked again, no nonce
                DiscoveryResponse second = responses.poll(10, TimeUnit.SECONDS);
                assertThat(second).as("the fresh request is answered").isNotNull();
                assertThat(second.getNonce()).isNotEqualTo(first.getNonce());

                stream.onNext(request(List.of("8080"), second.getVersionInfo(), second.getNonce())); // the ACK
                awaitAccepted(plane, "rds");
                assertThat(responses.poll(1, TimeUnit.SECONDS)).as("an ACK gets no answer").isNull();
                stream.onCompleted();
            } finally {
                channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void onlyARequestWithoutNonceAfterAResponseIsChanged() {
        DiscoveryRequest ack = request(List.of("8080"), "1", "0");
        assertThat(FreshRequestsAnswered.answerable(ack, "0")).isSameAs(ack);
        DiscoveryRequest first = request(List.of(), "", "");
        assertThat(FreshRequestsAnswered.answerable(first, null)).isSameAs(first);
        DiscoveryRequest fresh = request(List.of("8080"), "1", "");
        assertThat(FreshRequestsAnswered.answerable(fresh, "3"))
                .satisfies(r -> assertThat(r.getResponseNonce()).isEqualTo("3"))
                .satisfies(r -> assertThat(r.getVersionInfo()).isEmpty())
                .satisfies(r -> assertThat(r.getResourceNamesList()).containsExactly("8080"));
    }

    private static DiscoveryRequest request(List<String> names, String version, String nonce) {
        return DiscoveryRequest.newBuilder().setNode(SERMANT_NODE).setTypeUrl(RDS).addAllResourceNames(names)
                .setVersionInfo(version).setResponseNonce(nonce).build();
    }

    private static StreamObserver<DiscoveryResponse> collectingInto(BlockingQueue<DiscoveryResponse> responses) {
        return new StreamObserver<>() {
            @Override
            public void onNext(DiscoveryResponse response) {
                responses.add(response);
            }

            @Override
            public void onError(Throwable error) {
            }

            @Override
            public void onCompleted() {
            }
        };
    }

    private static void awaitAccepted(ControlPlane plane, String type) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if ("1".equals(plane.acceptedByNode().getOrDefault(SERMANT_NODE.getId(), java.util.Map.of()).get(type))) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no " + type + " ACK recorded: " + plane.acceptedByNode());
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
