package io.meshbench.services.xds.fleet;

import io.grpc.ManagedChannel;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.netty.channel.nio.NioEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioSocketChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * N simulated sidecars in one JVM: each {@link AdsClient} has a connection of its own to the control plane, as a pod's
 * Envoy has, but every connection shares one event loop of two threads and the answers are handled on it, so that
 * 1,600 of them cost a few hundred MB and no thread each. A rollout starts them all at once, as a mesh whose pods
 * roll out together does (Open Service Mesh's scale test), and waits until every one is served or the time is up.
 */
public final class Fleet implements AutoCloseable {

    /** What one rollout did. {@code servedMs}: per served client, start to its last ACK, ascending. */
    public record Rollout(int clients, int served, int failed, long elapsedMs, List<Long> servedMs, String firstError) {

        public boolean complete() {
            return served == clients;
        }

        /** The served clients' median time, or -1 when none was served. */
        public long medianServedMs() {
            return servedMs.isEmpty() ? -1 : servedMs.get((servedMs.size() - 1) / 2);
        }
    }

    private final String host;
    private final int port;
    private final NioEventLoopGroup loop = new NioEventLoopGroup(2);
    private final List<ManagedChannel> channels = new ArrayList<>();
    private final List<AdsClient> clients = new ArrayList<>();

    public Fleet(String host, int port) {
        this.host = host;
        this.port = port;
    }

    /**
     * Starts {@code count} more clients at once, named {@code sidecar~127.0.0.1~xds-fleet-<i>.default~...}, and waits
     * up to {@code timeout} for every one to acknowledge CDS, EDS, LDS and RDS.
     */
    public synchronized Rollout rollout(int count, Duration timeout) throws InterruptedException {
        long start = System.nanoTime();
        List<AdsClient> started = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = clients.size() + 1;
            AdsClient client = new AdsClient("sidecar~127.0.0.1~xds-fleet-" + index + ".default~default.svc.cluster.local",
                    "xds-fleet", 20000 + index % 10000);
            ManagedChannel channel = NettyChannelBuilder.forAddress(host, port).usePlaintext()
                    .eventLoopGroup(loop).channelType(NioSocketChannel.class).directExecutor()
                    .maxInboundMessageSize(16 * 1024 * 1024).build();
            channels.add(channel);
            clients.add(client);
            started.add(client);
            client.start(channel);
        }
        List<Long> servedMs = new ArrayList<>();
        AtomicReference<String> firstError = new AtomicReference<>();
        int failed = 0;
        long deadline = start + timeout.toNanos();
        for (AdsClient client : started) {
            CompletableFuture<Long> served = client.served();
            try {
                long left = Math.max(0, deadline - System.nanoTime());
                servedMs.add(TimeUnit.NANOSECONDS.toMillis(served.get(left, TimeUnit.NANOSECONDS)));
            } catch (ExecutionException e) {
                failed++;
                firstError.compareAndSet(null, String.valueOf(e.getCause()));
            } catch (TimeoutException e) {
                // not served in time: counted as neither served nor failed
            }
        }
        servedMs.sort(null);
        return new Rollout(count, servedMs.size(), failed, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start),
                List.copyOf(servedMs), firstError.get());
    }

    /** Clients whose stream is still open. */
    public synchronized int open() {
        return (int) clients.stream().filter(AdsClient::open).count();
    }

    public synchronized int size() {
        return clients.size();
    }

    /** The requests client {@code index} (0-based) sent, in order. */
    synchronized List<io.envoyproxy.envoy.service.discovery.v3.DiscoveryRequest> sentBy(int index) {
        return clients.get(index).sent();
    }

    @Override
    public synchronized void close() throws InterruptedException {
        clients.forEach(AdsClient::close);
        channels.forEach(ManagedChannel::shutdownNow);
        for (ManagedChannel channel : channels) {
            channel.awaitTermination(5, TimeUnit.SECONDS);
        }
        loop.shutdownGracefully(0, 1, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
    }
}
