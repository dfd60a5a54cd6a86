package io.meshbench.services.mq.prohibition;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.services.mq.brokers.BrokerProcesses;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.rocketmq.client.consumer.DefaultLitePullConsumer;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.client.producer.SendStatus;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;
import org.apache.rocketmq.common.message.Message;
import org.apache.rocketmq.common.message.MessageExt;
import org.junit.jupiter.api.Test;

/**
 * The consume-prohibition clients against the real brokers: a message with a user property through RocketMQ client
 * 5.0.0 (lite pull) arrives with it; the packaged mq-prohibition service's three consumers (Kafka 2.7.0, RocketMQ
 * push and pull) all consume what its feed sends.
 */
class MqProhibitionIT {

    @Test
    void rocketMqClient500AndTheServicesThreeConsumersReceiveMessages() throws Exception {
        Path work = Files.createTempDirectory("mq-prohibition-it");
        try (BrokerProcesses brokers = BrokerProcesses.start(Path.of("..", "brokers", "target", "mq-brokers.jar"), work)) {
            String nameServer = brokers.get("rocketmq-namesrv").address();
            DefaultMQProducer producer = new DefaultMQProducer("it-producer");
            producer.setNamesrvAddr(nameServer);
            producer.start();
            try {
                Message message = new Message("it-pull", "hello".getBytes(StandardCharsets.UTF_8));
                message.putUserProperty("x-sermant-lane", "gray");
                assertThat(producer.send(message, 30_000).getSendStatus()).isEqualTo(SendStatus.SEND_OK);
            } finally {
                producer.shutdown();
            }
            DefaultLitePullConsumer pull = new DefaultLitePullConsumer("it-pull");
            pull.setNamesrvAddr(nameServer);
            pull.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
            pull.subscribe("it-pull", "*");
            pull.start();
            try {
                MessageExt received = null;
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (received == null && System.nanoTime() < deadline) {
                    List<MessageExt> polled = pull.poll(1000);
                    received = polled.isEmpty() ? null : polled.get(0);
                }
                assertThat(received).as("the message within 60 s").isNotNull();
                assertThat(received.getUserProperty("x-sermant-lane")).isEqualTo("gray");
            } finally {
                pull.shutdown();
            }

            int port = freePort();
            Process service = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Dmq.kafka=" + brokers.get("kafka").service(), "-Dmq.namesrv=" + brokers.get("rocketmq-namesrv").service(),
                    "-Dmq.feed.rate=5", "-jar", Path.of("target", "mq-prohibition.jar").toAbsolutePath().toString(),
                    "--server.address=127.0.0.1", "--server.port=" + port)
                    .redirectErrorStream(true).redirectOutput(work.resolve("mq-prohibition.log").toFile()).start();
            try {
                URI stats = URI.create("http://127.0.0.1:" + port + "/stats");
                String last = "";
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(75);
                while (System.nanoTime() < deadline && !allConsumed(last)) {
                    assertThat(service.isAlive()).as("mq-prohibition alive (log in " + work + ")").isTrue();
                    try {
                        last = HttpClient.newHttpClient().send(HttpRequest.newBuilder(stats).timeout(Duration.ofSeconds(5))
                                .build(), HttpResponse.BodyHandlers.ofString()).body();
                    } catch (java.io.IOException notYet) {
                        // not listening yet
                    }
                    Thread.sleep(1000);
                }
                assertThat(allConsumed(last)).as("every consumer got messages within 75 s: " + last).isTrue();
            } finally {
                service.destroy();
                if (!service.waitFor(10, TimeUnit.SECONDS)) {
                    service.destroyForcibly();
                }
            }
        }
    }

    private static boolean allConsumed(String stats) {
        for (String consumer : List.of("kafka", "rocketmqPush", "rocketmqPull")) {
            Matcher count = Pattern.compile("\"" + consumer + "\":(\\d+)").matcher(stats);
            if (!count.find() || Long.parseLong(count.group(1)) == 0) {
                return false;
            }
        }
        return true;
    }

    private static int freePort() throws Exception {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
