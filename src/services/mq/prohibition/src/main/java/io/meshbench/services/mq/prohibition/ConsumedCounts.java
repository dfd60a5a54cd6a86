package io.meshbench.services.mq.prohibition;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Messages each subscribed consumer received since the service started: {@code GET /stats}, read before and after a
 * run. {@code consumed} is their sum, the one counter a scenario's expectations name whatever client a JVM runs.
 */
final class ConsumedCounts {

    private final Map<ConsumerClient, AtomicLong> consumers = new EnumMap<>(ConsumerClient.class);
    final AtomicLong fed = new AtomicLong();

    ConsumedCounts(Set<ConsumerClient> clients) {
        clients.forEach(client -> consumers.put(client, new AtomicLong()));
    }

    AtomicLong of(ConsumerClient client) {
        return consumers.get(client);
    }

    /**
     * Whether every subscribed consumer has received a message: {@code GET /ready}'s answer, so that a measurement
     * starts with the consumers consuming. A RocketMQ push consumer starts its 20 consume threads only with its first
     * messages, 20 to 30 s after start-up; sampled before that, a JVM has 20 threads fewer (docs/mq.md).
     */
    boolean everyConsumerConsumed() {
        return consumers.values().stream().allMatch(count -> count.get() > 0);
    }

    Map<String, ?> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        long consumed = 0;
        for (Map.Entry<ConsumerClient, AtomicLong> consumer : consumers.entrySet()) {
            long count = consumer.getValue().get();
            map.put(consumer.getKey().counter, count);
            consumed += count;
        }
        map.put("consumed", consumed);
        map.put("fed", fed.get());
        return map;
    }
}
