package io.meshbench.services.mq.prohibition;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The consumers of Sermant's published consume-prohibition test, each measured in a JVM of its own there: one is chosen
 * per JVM with {@code -Dmq.clients=kafka} (or {@code rocketmq-push}, {@code rocketmq-pull}; a comma-separated list
 * subscribes several in one JVM, the default all three).
 */
enum ConsumerClient {
    KAFKA("kafka", "kafka", Topics.KAFKA),
    ROCKETMQ_PUSH("rocketmq-push", "rocketmqPush", Topics.ROCKETMQ_PUSH),
    ROCKETMQ_PULL("rocketmq-pull", "rocketmqPull", Topics.ROCKETMQ_PULL);

    static final String PROPERTY = "mq.clients";

    final String option;
    final String counter;
    final String topic;

    ConsumerClient(String option, String counter, String topic) {
        this.option = option;
        this.counter = counter;
        this.topic = topic;
    }

    boolean rocketMq() {
        return this != KAFKA;
    }

    /**
     * @param text {@code -Dmq.clients}, or null for all three
     * @throws IllegalArgumentException one line naming the property, the value and the names it takes
     */
    static Set<ConsumerClient> parse(String text) {
        if (text == null) {
            return EnumSet.allOf(ConsumerClient.class);
        }
        Set<ConsumerClient> chosen = EnumSet.noneOf(ConsumerClient.class);
        for (String name : text.split(",", -1)) {
            ConsumerClient client = Stream.of(values()).filter(c -> c.option.equals(name.strip().toLowerCase(Locale.ROOT)))
                    .findFirst().orElse(null);
            if (client == null) {
                throw new IllegalArgumentException("-D" + PROPERTY + "=" + text + " names no client '" + name.strip()
                        + "': give one or more of " + Stream.of(values()).map(c -> c.option)
                        .collect(Collectors.joining(", ")) + ", e.g. -D" + PROPERTY + "=kafka");
            }
            chosen.add(client);
        }
        return chosen;
    }
}
