package io.meshbench.services.mq.brokers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FreePortsTest {

    @Test
    void portsLieBelowTheEphemeralRangeAndAreFree() {
        for (int i = 0; i < 20; i++) {
            int port = FreePorts.any();
            assertThat(port).isBetween(20_000, 31_999);
            assertThat(FreePorts.free(port)).isTrue();
        }
    }

    @Test
    void aBrokerPortComesWithItsFastPortTwoBelowFree() {
        int port = FreePorts.withFastPort();
        assertThat(FreePorts.free(port)).isTrue();
        assertThat(FreePorts.free(port - 2)).isTrue();
    }
}
