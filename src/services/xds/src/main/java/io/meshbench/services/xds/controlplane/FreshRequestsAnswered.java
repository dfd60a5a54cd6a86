package io.meshbench.services.xds.controlplane;

import io.envoyproxy.envoy.service.discovery.v3.DiscoveryRequest;
import io.envoyproxy.envoy.service.discovery.v3.DiscoveryResponse;
import io.grpc.ForwardingServerCall.SimpleForwardingServerCall;
import io.grpc.ForwardingServerCallListener.SimpleForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Answers a fresh request on a stream that already got a response, as istiod does.
 *
 * <p>Sermant's xDS client re-subscribes on an open stream with a request that carries new resource names and no nonce
 * (its LDS handler does so for RDS as soon as the listener names a route configuration). istiod answers such a
 * request; java-control-plane ignores every request whose nonce is not the stream's latest, so Sermant would wait for
 * an answer that never comes. This interceptor gives such a request the latest nonce of its type on that stream and
 * an empty version: java-control-plane then treats it as a new subscription and answers it.
 */
final class FreshRequestsAnswered implements ServerInterceptor {

    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
                                                      ServerCallHandler<Q, R> next) {
        Map<String, String> latestNonceByType = new ConcurrentHashMap<>();
        ServerCall<Q, R> recording = new SimpleForwardingServerCall<>(call) {
            @Override
            public void sendMessage(R message) {
                if (message instanceof DiscoveryResponse response) {
                    latestNonceByType.put(response.getTypeUrl(), response.getNonce());
                }
                super.sendMessage(message);
            }
        };
        return new SimpleForwardingServerCallListener<>(next.startCall(recording, headers)) {
            @Override
            @SuppressWarnings("unchecked")
            public void onMessage(Q message) {
                super.onMessage(message instanceof DiscoveryRequest request
                        ? (Q) answerable(request, latestNonceByType.get(request.getTypeUrl()))
                        : message);
            }
        };
    }

    /** {@code request} as java-control-plane answers it: unchanged unless it is a fresh request after a response. */
    static DiscoveryRequest answerable(DiscoveryRequest request, String latestNonce) {
        if (latestNonce == null || !request.getResponseNonce().isEmpty()) {
            return request;
        }
        return request.toBuilder().setResponseNonce(latestNonce).setVersionInfo("").build();
    }
}
