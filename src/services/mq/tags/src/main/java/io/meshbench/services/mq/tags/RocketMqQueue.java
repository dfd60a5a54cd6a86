package io.meshbench.services.mq.tags;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.rocketmq.client.consumer.DefaultMQPushConsumer;
import org.apache.rocketmq.client.consumer.listener.ConsumeConcurrentlyStatus;
import org.apache.rocketmq.client.consumer.listener.MessageListenerConcurrently;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.client.producer.SendResult;
import org.apache.rocketmq.client.producer.SendStatus;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;
import org.apache.rocketmq.common.message.Message;
import org.apache.rocketmq.common.message.MessageExt;

/**
 * Jobs on RocketMQ with the 4.8.0 client: one producer for the service's life sending synchronously, a new push
 * consumer group per consumer job. Each job gets a topic of its own (created by the broker on first use).
 */
final class RocketMqQueue extends MessageQueue {

    private static final long JOB_TIMEOUT_MINUTES = 30;

    private final String nameServer;
    private final DefaultMQProducer producer;

    RocketMqQueue(String nameServer) throws Exception {
        this.nameServer = nameServer;
        this.producer = new DefaultMQProducer("meshbench-producer");
        producer.setNamesrvAddr(nameServer);
        producer.setSendMsgTimeout(10_000);
        producer.start();
    }

    @Override
    void send(String topic, int messages) throws Exception {
        for (int i = 0; i < messages; i++) {
            SendResult result = producer.send(new Message(topic, Payload.BYTES));
            if (result.getSendStatus() != SendStatus.SEND_OK) {
                throw new IllegalStateException("message " + (i + 1) + " of " + messages + " to " + topic + ": "
                        + result.getSendStatus());
            }
        }
    }

    /** A new push consumer group on {@code topic} from its first message, until {@code limit} messages arrived. */
    @Override
    Count read(String topic, int limit) throws Exception {
        AtomicInteger read = new AtomicInteger();
        AtomicInteger tagged = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(limit);
        DefaultMQPushConsumer consumer = new DefaultMQPushConsumer("meshbench-" + topic);
        consumer.setNamesrvAddr(nameServer);
        consumer.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
        consumer.subscribe(topic, "*");
        consumer.registerMessageListener((MessageListenerConcurrently) (batch, context) -> {
            for (MessageExt message : batch) {
                if (read.incrementAndGet() <= limit) {
                    if (message.getUserProperty(TagHeader.KEY) != null) {
                        tagged.incrementAndGet();
                    }
                    done.countDown();
                }
            }
            return ConsumeConcurrentlyStatus.CONSUME_SUCCESS;
        });
        consumer.start();
        try {
            if (!done.await(JOB_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                throw new IllegalStateException("consumed " + read.get() + " of " + limit + " messages of " + topic
                        + " within " + JOB_TIMEOUT_MINUTES + " min");
            }
        } finally {
            consumer.shutdown();
        }
        return new Count(Math.min(read.get(), limit), tagged.get());
    }

    @Override
    public void close() {
        producer.shutdown();
    }
}
