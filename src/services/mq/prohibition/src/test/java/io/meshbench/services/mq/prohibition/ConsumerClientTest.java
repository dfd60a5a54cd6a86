package io.meshbench.services.mq.prohibition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConsumerClientTest {

    @Test
    void oneClientPerJvmIsChosenByName() {
        assertThat(ConsumerClient.parse("kafka")).containsExactly(ConsumerClient.KAFKA);
        assertThat(ConsumerClient.parse(" rocketmq-pull ")).containsExactly(ConsumerClient.ROCKETMQ_PULL);
        assertThat(ConsumerClient.parse("rocketmq-push,kafka"))
                .containsExactly(ConsumerClient.KAFKA, ConsumerClient.ROCKETMQ_PUSH);
    }

    @Test
    void unsetMeansAllThree() {
        assertThat(ConsumerClient.parse(null)).isEqualTo(EnumSet.allOf(ConsumerClient.class));
    }

    @Test
    void anUnknownClientIsRefusedNamingTheChoices() {
        assertThatThrownBy(() -> ConsumerClient.parse("kafka,pulsar"))
                .hasMessage("-Dmq.clients=kafka,pulsar names no client 'pulsar': give one or more of kafka, "
                        + "rocketmq-push, rocketmq-pull, e.g. -Dmq.clients=kafka");
        assertThatThrownBy(() -> ConsumerClient.parse("")).hasMessageContaining("names no client ''");
    }

    @Test
    void statsShowTheSubscribedClientsOnlyAndTheirSumAsConsumed() {
        ConsumedCounts counts = new ConsumedCounts(EnumSet.of(ConsumerClient.ROCKETMQ_PUSH));
        counts.of(ConsumerClient.ROCKETMQ_PUSH).addAndGet(7);
        counts.fed.addAndGet(9);
        assertThat(counts.toMap()).isEqualTo(Map.of("rocketmqPush", 7L, "consumed", 7L, "fed", 9L));

        ConsumedCounts all = new ConsumedCounts(ConsumerClient.parse(null));
        all.of(ConsumerClient.KAFKA).addAndGet(2);
        all.of(ConsumerClient.ROCKETMQ_PULL).addAndGet(3);
        assertThat(Map.copyOf(all.toMap())).isEqualTo(Map.of("kafka", 2L, "rocketmqPush", 0L, "rocketmqPull", 3L,
                "consumed", 5L, "fed", 0L));
    }

    @Test
    void readyOnlyOnceEverySubscribedConsumerGotAMessage() {
        ConsumedCounts counts = new ConsumedCounts(ConsumerClient.parse("kafka,rocketmq-push"));
        assertThat(counts.everyConsumerConsumed()).isFalse();
        counts.of(ConsumerClient.KAFKA).incrementAndGet();
        assertThat(counts.everyConsumerConsumed()).as("the push consumer has had nothing yet").isFalse();
        counts.of(ConsumerClient.ROCKETMQ_PUSH).incrementAndGet();
        assertThat(counts.everyConsumerConsumed()).isTrue();
    }
}
