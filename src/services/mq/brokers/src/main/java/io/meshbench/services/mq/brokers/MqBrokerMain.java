package io.meshbench.services.mq.brokers;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import io.meshbench.services.arguments.ServiceArguments;
import io.meshbench.services.mq.common.BrokerAddress;
import java.time.Duration;

/**
 * One broker per process, chosen with {@code -Dmq.broker}: {@code kafka} (KRaft), {@code rocketmq-namesrv}, or
 * {@code rocketmq-broker} (which asks {@code -Dmq.namesrv=http://127.0.0.1:<port>}, the name server's service, for
 * its address). Once the broker runs it answers {@code GET /health} ({@code UP}) and {@code GET /address}
 * ({@code 127.0.0.1:<port>}, where clients connect) on {@code --server.address}:{@code --server.port}. Data go to
 * {@code mq-data/<instance>} below the working folder (the run folder); a SIGTERM stops the broker and deletes them.
 */
public final class MqBrokerMain {

    static final Duration STOP_TIMEOUT = Duration.ofSeconds(7);

    private MqBrokerMain() {
    }

    public static void main(String[] args) throws IOException {
        String address;
        int port;
        String instance;
        try {
            ServiceArguments arguments = ServiceArguments.parse(args, ServiceArguments.DEPLOYMENT_OPTIONS);
            address = arguments.value("server.address", "127.0.0.1");
            port = arguments.port("server.port", 0);
            instance = arguments.value("meshbench.instance", System.getProperty("mq.broker", "broker"));
        } catch (IllegalArgumentException e) {
            fail(2, e.getMessage());
            return;
        }
        if (!address.equals("127.0.0.1")) {
            fail(2, "--server.address must be 127.0.0.1 (every listener binds loopback only), not " + address);
        }
        String kind = System.getProperty("mq.broker");
        Path data = Path.of("mq-data", instance);
        long start = System.nanoTime();
        Broker broker;
        try {
            broker = switch (kind == null ? "" : kind) {
                case "kafka" -> KafkaKraftBroker.start(data);
                case "rocketmq-namesrv" -> RocketMqNameServer.start(data);
                case "rocketmq-broker" -> RocketMqBroker.start(data, nameServer());
                default -> throw new IllegalArgumentException(
                        "-Dmq.broker must be kafka, rocketmq-namesrv or rocketmq-broker, not " + kind);
            };
        } catch (IllegalArgumentException e) {
            fail(2, e.getMessage());
            return;
        } catch (RuntimeException e) {
            e.printStackTrace();
            fail(1, e.getMessage());
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(broker, data), "mq-broker-stop"));
        HttpServer http = HttpServer.create(new InetSocketAddress(address, port), 0);
        http.createContext("/health", exchange -> answer(exchange, "UP"));
        http.createContext("/address", exchange -> answer(exchange, broker.address()));
        http.start();
        System.out.printf("%s ready in %.1f s at %s (HTTP %s:%d)%n", broker.describe(),
                (System.nanoTime() - start) / 1e9, broker.address(), address, http.getAddress().getPort());
    }

    /** The name server's address, asked from its service ({@code -Dmq.namesrv}), waiting up to 60 s for it. */
    static String nameServer() {
        String service = System.getProperty("mq.namesrv");
        if (service == null || service.isBlank()) {
            throw new IllegalArgumentException("-Dmq.broker=rocketmq-broker needs -Dmq.namesrv=http://127.0.0.1:<port> "
                    + "(in a scenario: mq.namesrv: \"http://127.0.0.1:${port:rocketmq-namesrv}\")");
        }
        return BrokerAddress.ask(URI.create(service), Duration.ofSeconds(60));
    }

    /**
     * Stops the broker within {@link #STOP_TIMEOUT} (the deployment kills a process 10 s after its SIGTERM; a RocketMQ
     * broker whose name server stopped first spends longer trying to unregister), then deletes its data.
     */
    static void stop(Broker broker, Path data) {
        Thread stopping = new Thread(broker::close, "mq-broker-close");
        stopping.setDaemon(true);
        stopping.start();
        try {
            stopping.join(STOP_TIMEOUT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (stopping.isAlive()) {
            System.err.println(broker.describe() + " did not stop within " + STOP_TIMEOUT.toSeconds() + " s: exiting anyway");
        }
        DataFolder.delete(data);
    }

    private static void answer(HttpExchange exchange, String body) throws IOException {
        try (InputStream ignored = exchange.getRequestBody()) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    private static void fail(int code, String why) {
        System.err.println("Cannot start the MQ broker: " + why);
        System.exit(code);
    }
}
