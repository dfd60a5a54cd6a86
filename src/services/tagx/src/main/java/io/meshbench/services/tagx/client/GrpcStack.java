package io.meshbench.services.tagx.client;

import com.fasterxml.jackson.core.type.TypeReference;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCalls;
import io.meshbench.services.tagx.api.GrpcEcho;
import io.meshbench.services.tagx.web.Responses;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** gRPC 1.52.1 (netty-shaded), one plain-text channel, blocking unary calls. */
final class GrpcStack implements Stack {

    private final ManagedChannel channel;

    GrpcStack(String address, int port) {
        this.channel = NettyChannelBuilder.forAddress(address, port).usePlaintext().build();
    }

    @Override
    public String name() {
        return "grpc";
    }

    @Override
    public Map<String, String> call() throws IOException {
        String answer = ClientCalls.blockingUnaryCall(channel, GrpcEcho.METHOD,
                CallOptions.DEFAULT.withDeadlineAfter(HttpEcho.READ_TIMEOUT_MS, TimeUnit.MILLISECONDS), name());
        return Responses.JSON.readValue(answer, new TypeReference<>() { });
    }

    @Override
    public void close() throws InterruptedException {
        channel.shutdown();
        if (!channel.awaitTermination(5, TimeUnit.SECONDS)) {
            channel.shutdownNow();
        }
    }
}
