package io.meshbench.services.mq.tags;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.services.mq.brokers.BrokerProcesses;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.rocketmq.client.consumer.DefaultMQPushConsumer;
import org.apache.rocketmq.client.consumer.listener.ConsumeConcurrentlyStatus;
import org.apache.rocketmq.client.consumer.listener.MessageListenerConcurrently;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.client.producer.SendStatus;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;
import org.apache.rocketmq.common.message.Message;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The published tag-transmission clients against the real brokers: a message with a header through Kafka client 2.7.0
 * and one with a user property through RocketMQ client 4.8.0 arrive with it; then the packaged mq-tags service runs a
 * producer and a consumer job, which without an agent carry no tag.
 */
class MqTagsIT {

    private static Path work;
    private static BrokerProcesses brokers;
    private static final List<Process> services = new ArrayList<>();

    @BeforeAll
    static void startBrokers() throws Exception {
        work = java.nio.file.Files.createTempDirectory("mq-tags-it");
        brokers = BrokerProcesses.start(Path.of("..", "brokers", "target", "mq-brokers.jar"), work);
    }

    @AfterAll
    static void stop() throws Exception {
        for (Process service : services) {
            service.destroy();
            if (!service.waitFor(10, TimeUnit.SECONDS)) {
                service.destroyForcibly();
            }
        }
        if (brokers != null) {
            brokers.close();
        }
    }

    @Test
    void kafkaClient270CarriesAHeader() throws Exception {
        String bootstrap = brokers.get("kafka").address();
        Properties producerConfig = new Properties();
        producerConfig.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(producerConfig, new ByteArraySerializer(),
                new ByteArraySerializer())) {
            ProducerRecord<byte[], byte[]> record = new ProducerRecord<>("it-headers", "hello".getBytes(StandardCharsets.UTF_8));
            record.headers().add("x-sermant-lane", "gray".getBytes(StandardCharsets.UTF_8));
            producer.send(record).get(30, TimeUnit.SECONDS);
        }
        Properties consumerConfig = new Properties();
        consumerConfig.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        consumerConfig.put(ConsumerConfig.GROUP_ID_CONFIG, "it");
        consumerConfig.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(consumerConfig, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.subscribe(List.of("it-headers"));
            ConsumerRecord<byte[], byte[]> received = null;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (received == null && System.nanoTime() < deadline) {
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(500))) {
                    received = record;
                }
            }
            assertThat(received).as("the message within 30 s").isNotNull();
            Header lane = received.headers().lastHeader("x-sermant-lane");
            assertThat(lane).isNotNull();
            assertThat(new String(lane.value(), StandardCharsets.UTF_8)).isEqualTo("gray");
            assertThat(new String(received.value(), StandardCharsets.UTF_8)).isEqualTo("hello");
        }
    }

    @Test
    void rocketMqClient480CarriesAUserProperty() throws Exception {
        String nameServer = brokers.get("rocketmq-namesrv").address();
        DefaultMQProducer producer = new DefaultMQProducer("it-producer");
        producer.setNamesrvAddr(nameServer);
        producer.start();
        try {
            Message message = new Message("it-properties", "hello".getBytes(StandardCharsets.UTF_8));
            message.putUserProperty("x-sermant-lane", "gray");
            assertThat(producer.send(message, 30_000).getSendStatus()).isEqualTo(SendStatus.SEND_OK);
        } finally {
            producer.shutdown();
        }
        AtomicReference<String> lane = new AtomicReference<>();
        CountDownLatch received = new CountDownLatch(1);
        DefaultMQPushConsumer consumer = new DefaultMQPushConsumer("it-consumer");
        consumer.setNamesrvAddr(nameServer);
        consumer.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
        consumer.subscribe("it-properties", "*");
        consumer.registerMessageListener((MessageListenerConcurrently) (messages, context) -> {
            lane.set(messages.get(0).getUserProperty("x-sermant-lane"));
            received.countDown();
            return ConsumeConcurrentlyStatus.CONSUME_SUCCESS;
        });
        consumer.start();
        try {
            assertThat(received.await(60, TimeUnit.SECONDS)).as("the message within 60 s").isTrue();
            assertThat(lane.get()).isEqualTo("gray");
        } finally {
            consumer.shutdown();
        }
    }

    @Test
    void theServiceRunsJobsWhoseMessagesCarryNoTagWithoutAnAgent() throws Exception {
        int port = freePort();
        Process service = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dmq.kafka=" + brokers.get("kafka").service(), "-Dmq.namesrv=" + brokers.get("rocketmq-namesrv").service(),
                "-jar", Path.of("target", "mq-tags.jar").toAbsolutePath().toString(), "--server.address=127.0.0.1",
                "--server.port=" + port).redirectErrorStream(true).redirectOutput(work.resolve("mq-tags.log").toFile()).start();
        services.add(service);
        URI base = URI.create("http://127.0.0.1:" + port);
        awaitHealthy(base, service);
        String produced = post(base.resolve("/kafka/produce?messages=300"));
        assertThat(produced).contains("\"messages\":300", "\"checked\":300", "\"tagged\":0", "\"untagged\":300");
        String consumed = post(base.resolve("/rocketmq/consume?messages=300"));
        assertThat(consumed).contains("\"messages\":300", "\"checked\":300", "\"tagged\":0");
        assertThat(get(base.resolve("/stats/kafka"))).contains("\"jobs\":1", "\"messages\":300");
        assertThat(get(base.resolve("/stats/rocketmq"))).contains("\"jobs\":1", "\"untagged\":300");
        assertThat(post(base.resolve("/kafka/produce?messages=0"))).contains("not a whole number of messages from 1");
    }

    private static void awaitHealthy(URI base, Process service) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertThat(service.isAlive()).as("mq-tags alive (see its log in " + work + ")").isTrue();
            try {
                if (get(base.resolve("/health")).equals("UP")) {
                    return;
                }
            } catch (java.io.IOException notYet) {
                // not listening yet
            }
            Thread.sleep(300);
        }
        throw new AssertionError("mq-tags not healthy within 60 s");
    }

    private static String get(URI uri) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    private static String post(URI uri) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    private static int freePort() throws Exception {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
