package io.meshbench.services.mq.prohibition;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.rocketmq.client.consumer.DefaultLitePullConsumer;
import org.apache.rocketmq.client.consumer.DefaultMQPushConsumer;
import org.apache.rocketmq.client.consumer.listener.ConsumeConcurrentlyStatus;
import org.apache.rocketmq.client.consumer.listener.MessageListenerConcurrently;
import org.apache.rocketmq.client.exception.MQClientException;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;

/**
 * The RocketMQ 5.0.0 consumers of Sermant's published test that {@code clients} names: a push consumer on
 * {@link Topics#ROCKETMQ_PUSH}, a lite pull consumer (subscribe mode, polled on a thread of its own) on
 * {@link Topics#ROCKETMQ_PULL}.
 */
final class RocketMqConsumers implements AutoCloseable {

    private final List<Runnable> stops = new ArrayList<>();

    RocketMqConsumers(String nameServer, RocketMqClientSettings settings, Set<ConsumerClient> clients,
                      ConsumedCounts counts) throws MQClientException {
        if (clients.contains(ConsumerClient.ROCKETMQ_PUSH)) {
            DefaultMQPushConsumer push = new DefaultMQPushConsumer("meshbench-push");
            push.setNamesrvAddr(nameServer);
            // each consumer has a client instance of its own (the lite pull one's id ends @STREAM): both get the interval
            push.setHeartbeatBrokerInterval((int) settings.heartbeatMs());
            push.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
            push.subscribe(Topics.ROCKETMQ_PUSH, "*");
            push.registerMessageListener((MessageListenerConcurrently) (messages, context) -> {
                counts.of(ConsumerClient.ROCKETMQ_PUSH).addAndGet(messages.size());
                return ConsumeConcurrentlyStatus.CONSUME_SUCCESS;
            });
            push.start();
            stops.add(push::shutdown);
        }
        if (clients.contains(ConsumerClient.ROCKETMQ_PULL)) {
            DefaultLitePullConsumer pull = new DefaultLitePullConsumer("meshbench-pull");
            pull.setNamesrvAddr(nameServer);
            pull.setHeartbeatBrokerInterval((int) settings.heartbeatMs());
            pull.setConsumeFromWhere(ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET);
            pull.subscribe(Topics.ROCKETMQ_PULL, "*");
            pull.start();
            Thread puller = new Thread(() -> {
                while (!Thread.currentThread().isInterrupted() && pull.isRunning()) {
                    counts.of(ConsumerClient.ROCKETMQ_PULL).addAndGet(pull.poll(1000).size());
                }
            }, "rocketmq-pull-consumer");
            puller.setDaemon(true);
            puller.start();
            stops.add(0, () -> {
                puller.interrupt();
                pull.shutdown();
            });
        }
    }

    @Override
    public void close() {
        stops.forEach(Runnable::run);
    }
}
