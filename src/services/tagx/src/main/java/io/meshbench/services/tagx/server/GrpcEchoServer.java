package io.meshbench.services.tagx.server;

import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ServerCalls;
import io.meshbench.services.tagx.api.GrpcEcho;
import io.meshbench.services.tagx.web.Responses;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/** The gRPC server: {@code tagx.Echo/Echo} answers with the request metadata (ASCII keys) as a JSON object. */
final class GrpcEchoServer implements AutoCloseable {

    private static final Context.Key<Map<String, String>> RECEIVED = Context.key("tagx-received");

    private final Server server;

    private GrpcEchoServer(Server server) {
        this.server = server;
    }

    static GrpcEchoServer start(String address) throws IOException {
        ServerServiceDefinition echo = ServerServiceDefinition.builder("tagx.Echo")
                .addMethod(GrpcEcho.METHOD, ServerCalls.asyncUnaryCall((request, observer) -> {
                    try {
                        observer.onNext(Responses.JSON.writeValueAsString(RECEIVED.get()));
                        observer.onCompleted();
                    } catch (IOException e) {
                        observer.onError(new UncheckedIOException(e));
                    }
                }))
                .build();
        Server server = NettyServerBuilder.forAddress(new InetSocketAddress(address, 0))
                .addService(ServerInterceptors.intercept(echo, new MetadataCapture()))
                .build()
                .start();
        return new GrpcEchoServer(server);
    }

    int port() {
        return server.getPort();
    }

    @Override
    public void close() throws InterruptedException {
        server.shutdown();
        if (!server.awaitTermination(5, TimeUnit.SECONDS)) {
            server.shutdownNow();
        }
    }

    /** Reads what arrived on the wire; it never copies anything onwards. */
    private static final class MetadataCapture implements ServerInterceptor {
        @Override
        public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
                                                           ServerCallHandler<Q, R> next) {
            Map<String, String> received = new TreeMap<>();
            for (String key : headers.keys()) {
                if (!key.endsWith(Metadata.BINARY_HEADER_SUFFIX)) {
                    received.put(key, headers.get(Metadata.Key.of(key, Metadata.ASCII_STRING_MARSHALLER)));
                }
            }
            return Contexts.interceptCall(Context.current().withValue(RECEIVED, received), call, headers, next);
        }
    }
}
