package io.meshbench.harness.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ProbeExpectationTest {

    @Test
    void aShareExpectationPassesInsideItsRangeAndNamesTheShareOutsideIt() {
        Map<String, Integer> weighted = Map.of("xds-server-1", 32, "xds-server-2", 8);
        Map<String, Integer> even = Map.of("xds-server-1", 20, "xds-server-2", 20);

        assertThat(ProbeExpectation.check("probe", "envoy", "xds-server-1 60..97%", weighted)).isEmpty();
        assertThat(ProbeExpectation.check("probe", "envoy", "xds-server-1 60..97%", even)).get().asString()
                .contains("xds-server-1 to answer 60..97%").contains("it answered 50%");
        assertThat(ProbeExpectation.check("probe", "baseline", "xds-server-1 30..70%", Map.of())).isPresent();
        assertThat(ProbeExpectation.isShare("xds-server-1 30..70%")).isTrue();
        assertThat(ProbeExpectation.isShare("tags crossed")).isFalse();
    }

    @Test
    void anAnswerExpectationStillNeedsEveryAnswer() {
        assertThat(ProbeExpectation.check("probe", "t", "tags crossed", Map.of("tags crossed", 5))).isEmpty();
        assertThat(ProbeExpectation.check("probe", "t", "tags crossed", Map.of("no tag", 5))).isPresent();
    }
}
