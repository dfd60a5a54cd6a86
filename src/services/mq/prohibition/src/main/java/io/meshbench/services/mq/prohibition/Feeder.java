package io.meshbench.services.mq.prohibition;

import java.time.Duration;
import java.util.Properties;
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
 * Sends {@code rate} messages a second to each consumer's topic, so that consumption can be seen to stop and resume;
 * the same in every treatment (Sermant's prohibition acts on consumers only). Rate 0: no feed, no producer.
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

    Feeder(String bootstrap, String nameServer, int rate, AtomicLong fed) throws Exception {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        kafka = new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer());
        rocketmq = new DefaultMQProducer("meshbench-feeder");
        rocketmq.setNamesrvAddr(nameServer);
        rocketmq.start();
        ticks.scheduleAtFixedRate(() -> {
            try {
                for (int i = 0; i < rate; i++) {
                    kafka.send(new ProducerRecord<>(Topics.KAFKA, BODY));
                    rocketmq.send(new Message(Topics.ROCKETMQ_PUSH, BODY));
                    rocketmq.send(new Message(Topics.ROCKETMQ_PULL, BODY));
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
        kafka.close(Duration.ofSeconds(3));
        rocketmq.shutdown();
    }
}
