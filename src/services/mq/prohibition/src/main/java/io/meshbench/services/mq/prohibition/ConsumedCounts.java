package io.meshbench.services.mq.prohibition;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** Messages each consumer received since the service started: {@code GET /stats}, read before and after a run. */
final class ConsumedCounts {

    final AtomicLong kafka = new AtomicLong();
    final AtomicLong rocketmqPush = new AtomicLong();
    final AtomicLong rocketmqPull = new AtomicLong();
    final AtomicLong fed = new AtomicLong();

    Map<String, ?> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("kafka", kafka.get());
        map.put("rocketmqPush", rocketmqPush.get());
        map.put("rocketmqPull", rocketmqPull.get());
        map.put("fed", fed.get());
        return map;
    }
}
