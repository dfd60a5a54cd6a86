package io.meshbench.services.mq.prohibition;

import java.time.Duration;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.common.message.Message;

/**
 * Sends {@code rate} messages a second to the topic of each consumer the JVM subscribes, so that consumption can be
 * seen to stop and resume; the same in every treatment (Sermant's prohibition acts on consumers only). Only the
 * producers those topics need are started: a Kafka consumer's JVM holds no RocketMQ producer. Rate 0: not started.
 */
final class Feeder implements AutoCloseable {

    private static final byte[] BODY = new byte[128];

    private final KafkaProducer<byte[], byte[]> kafka;
    private final DefaultMQProducer rocketmq;
    private final ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "feeder");
        thread.setDaemon(true);
        return thread;
    });

    Feeder(String bootstrap, String nameServer, Set<ConsumerClient> clients, int rate, AtomicLong fed)
            throws Exception {
        if (clients.contains(ConsumerClient.KAFKA)) {
            Properties config = new Properties();
            config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
            kafka = new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer());
        } else {
            kafka = null;
        }
        if (clients.stream().anyMatch(ConsumerClient::rocketMq)) {
            rocketmq = new DefaultMQProducer("meshbench-feeder");
            rocketmq.setNamesrvAddr(nameServer);
            rocketmq.start();
        } else {
            rocketmq = null;
        }
        ticks.scheduleAtFixedRate(() -> {
            try {
                for (int i = 0; i < rate; i++) {
                    for (ConsumerClient client : clients) {
                        if (client.rocketMq()) {
                            rocketmq.send(new Message(client.topic, BODY));
                        } else {
                            kafka.send(new ProducerRecord<>(client.topic, BODY));
                        }
                    }
                    fed.incrementAndGet();
                }
            } catch (Exception e) {
                System.err.println("feeder: " + e);
            }
        }, 0, 1, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        ticks.shutdownNow();
        if (kafka != null) {
            kafka.close(Duration.ofSeconds(3));
        }
        if (rocketmq != null) {
            rocketmq.shutdown();
        }
    }
}
