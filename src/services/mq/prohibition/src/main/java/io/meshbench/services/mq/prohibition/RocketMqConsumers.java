package io.meshbench.services.mq.prohibition;

import java.util.concurrent.atomic.AtomicLong;
import org.apache.rocketmq.client.consumer.DefaultLitePullConsumer;
import org.apache.rocketmq.client.consumer.DefaultMQPushConsumer;
import org.apache.rocketmq.client.consumer.listener.ConsumeConcurrentlyStatus;
import org.apache.rocketmq.client.consumer.listener.MessageListenerConcurrently;
import org.apache.rocketmq.client.exception.MQClientException;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;

/**
 * The two RocketMQ 5.0.0 consumers of Sermant's published test: a push consumer on {@link Topics#ROCKETMQ_PUSH} and a
 * lite pull consumer (subscribe mode, polled on a thread of its own) on {@link Topics#ROCKETMQ_PULL}.
 */
final class RocketMqConsumers implements AutoCloseable {

    private final DefaultMQPushConsumer push;
    private final DefaultLitePullConsumer pull;
    private final Thread puller;

    RocketMqConsumers(String nameServer, RocketMqClientSettings settings, AtomicLong pushed, AtomicLong pulled)
            throws MQClientException {
        push = new DefaultMQPushConsumer("meshbench-push");
        push.setNamesrvAddr(nameServer);
        // each consumer has a client instance of its own (the lite pull one's id ends @STREAM): both get the interval
        push.setHeartbeatBrokerInterval((int) settings.heartbeatMs());
        push.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
        push.subscribe(Topics.ROCKETMQ_PUSH, "*");
        push.registerMessageListener((MessageListenerConcurrently) (messages, context) -> {
            pushed.addAndGet(messages.size());
            return ConsumeConcurrentlyStatus.CONSUME_SUCCESS;
        });
        push.start();
        pull = new DefaultLitePullConsumer("meshbench-pull");
        pull.setNamesrvAddr(nameServer);
        pull.setHeartbeatBrokerInterval((int) settings.heartbeatMs());
        pull.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
        pull.subscribe(Topics.ROCKETMQ_PULL, "*");
        pull.start();
        puller = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted() && pull.isRunning()) {
                pulled.addAndGet(pull.poll(1000).size());
            }
        }, "rocketmq-pull-consumer");
        puller.setDaemon(true);
        puller.start();
    }

    @Override
    public void close() {
        puller.interrupt();
        pull.shutdown();
        push.shutdown();
    }
}
