package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {

    @Test
    void parsesTheUsualForms() {
        assertThat(Durations.parse("90")).isEqualTo(Duration.ofSeconds(90));
        assertThat(Durations.parse("90s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(Durations.parse("2m")).isEqualTo(Duration.ofMinutes(2));
        assertThat(Durations.parse("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(Durations.parse("PT1M30S")).isEqualTo(Duration.ofSeconds(90));
    }

    @Test
    void rejectsOtherText() {
        assertThatThrownBy(() -> Durations.parse("soon")).hasMessageContaining("'soon' is not a duration");
    }

    @Test
    void formatsCompactly() {
        assertThat(Durations.format(Duration.ofSeconds(45))).isEqualTo("45s");
        assertThat(Durations.format(Duration.ofSeconds(125))).isEqualTo("2m05s");
        assertThat(Durations.format(Duration.ofSeconds(3725))).isEqualTo("1h02m05s");
    }
}
