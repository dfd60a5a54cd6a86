package io.meshbench.services.mq.prohibition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class RocketMqClientSettingsTest {

    @Test
    void unsetPropertiesKeepTheClientsDefaults() {
        RocketMqClientSettings settings = RocketMqClientSettings.read(Map.<String, String>of()::get);

        assertThat(settings.heartbeatMs()).isEqualTo(30_000);
        assertThat(settings.pullMaxIdleMs()).isEqualTo(120_000);
    }

    @Test
    void bothPropertiesAreRead() {
        RocketMqClientSettings settings = RocketMqClientSettings.read(Map.of(
                "mq.rocketmq.heartbeatMs", " 10000 ", "rocketmq.client.pull.pullMaxIdleTime", "60000")::get);

        assertThat(settings).isEqualTo(new RocketMqClientSettings(10_000, 60_000));
    }

    @Test
    void aValueThatIsNotMillisecondsInRangeIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> RocketMqClientSettings.read(Map.of("mq.rocketmq.heartbeatMs", "10s")::get))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("-Dmq.rocketmq.heartbeatMs=10s is not a whole number of milliseconds from 1000 to 3600000, "
                        + "e.g. -Dmq.rocketmq.heartbeatMs=30000");
        assertThatThrownBy(() -> RocketMqClientSettings.read(Map.of("rocketmq.client.pull.pullMaxIdleTime", "0")::get))
                .hasMessageContaining("-Drocketmq.client.pull.pullMaxIdleTime=0 is not")
                .hasMessageEndingWith("e.g. -Drocketmq.client.pull.pullMaxIdleTime=120000");
    }
}
