package io.meshbench.services.mq.prohibition;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/**
 * A Kafka 2.7.0 consumer subscribed to {@link Topics#KAFKA}, polling on a thread of its own for the service's life
 * (Sermant's prohibition unsubscribes it while the switch is on, and subscribes it again when it is off).
 */
final class KafkaPollingConsumer implements AutoCloseable {

    private final KafkaConsumer<byte[], byte[]> consumer;
    private final Thread poller;

    KafkaPollingConsumer(String bootstrap, AtomicLong consumed) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "meshbench-kafka");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        this.consumer = new KafkaConsumer<>(config, new ByteArrayDeserializer(), new ByteArrayDeserializer());
        consumer.subscribe(List.of(Topics.KAFKA));
        this.poller = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    for (ConsumerRecord<byte[], byte[]> ignored : consumer.poll(Duration.ofSeconds(1))) {
                        consumed.incrementAndGet();
                    }
                }
            } catch (WakeupException stopping) {
                // close() woke it
            } finally {
                consumer.close(Duration.ofSeconds(3));
            }
        }, "kafka-consumer");
        poller.start();
    }

    @Override
    public void close() {
        consumer.wakeup();
        try {
            poller.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
