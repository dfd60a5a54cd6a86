package io.meshbench.services.mq.prohibition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FeedRateTest {

    @Test
    void aRateFromZeroToAThousandIsAccepted() {
        assertThat(MqProhibitionMain.feedRate("0")).isZero();
        assertThat(MqProhibitionMain.feedRate(" 5 ")).isEqualTo(5);
    }

    @Test
    void anyOtherRateIsRefusedWithTheOptionToFix() {
        assertThatThrownBy(() -> MqProhibitionMain.feedRate("-1")).hasMessageContaining("-Dmq.feed.rate=-1");
        assertThatThrownBy(() -> MqProhibitionMain.feedRate("fast")).hasMessageContaining("e.g. -Dmq.feed.rate=5");
    }
}
