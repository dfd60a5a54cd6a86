package io.meshbench.services.mq.tags;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Jobs on Kafka with the 2.7.0 client: one producer for the service's life (acks=1, the client's defaults otherwise),
 * a new consumer group per consumer job. Each job gets a topic of its own (one partition).
 */
final class KafkaQueue extends MessageQueue {

    private static final Duration JOB_TIMEOUT = Duration.ofMinutes(30);

    private final String bootstrap;
    private final KafkaProducer<byte[], byte[]> producer;

    KafkaQueue(String bootstrap) {
        this.bootstrap = bootstrap;
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.ACKS_CONFIG, "1");
        this.producer = new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer());
    }

    /** Sends every message, then waits for the last acknowledgement (the producer sends in batches meanwhile). */
    @Override
    void send(String topic, int messages) throws Exception {
        java.util.concurrent.Future<?> last = null;
        for (int i = 0; i < messages; i++) {
            last = producer.send(new ProducerRecord<>(topic, Payload.BYTES));
        }
        producer.flush();
        if (last != null) {
            last.get();
        }
    }

    /** A new consumer group subscribed to {@code topic} from its beginning, polling until {@code limit} messages. */
    @Override
    Count read(String topic, int limit) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "meshbench-" + topic);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        int read = 0;
        int tagged = 0;
        long deadline = System.nanoTime() + JOB_TIMEOUT.toNanos();
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(topic));
            while (read < limit) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("consumed " + read + " of " + limit + " messages of " + topic
                            + " within " + JOB_TIMEOUT.toMinutes() + " min");
                }
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(500))) {
                    if (read == limit) {
                        break;
                    }
                    read++;
                    // value() is where Sermant's consumer interceptor reads the record's tags
                    if (record.value() != null && record.headers().lastHeader(TagHeader.KEY) != null) {
                        tagged++;
                    }
                }
            }
        }
        return new Count(read, tagged);
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(5));
    }
}
