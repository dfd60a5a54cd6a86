package io.meshbench.harness.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TagsCrossedTest {

    static final Map<String, String> SENT = Map.of("x-sermant-lane", "gray", "meshbench-tag", "1");
    final ObjectMapper json = new ObjectMapper();

    String of(String received) throws Exception {
        return TagsCrossed.of(SENT, json.readTree(received));
    }

    @Test
    void everyTagWithItsValueIsCrossedNamesInAnyCase() throws Exception {
        assertThat(of("{\"X-Sermant-Lane\":\"gray\",\"meshbench-tag\":\"1\",\"host\":\"x\"}")).isEqualTo("tags crossed");
    }

    @Test
    void noneSomeAndWrongValues() throws Exception {
        assertThat(of("{\"host\":\"x\"}")).isEqualTo("no tag");
        assertThat(of("{\"x-sermant-lane\":\"gray\"}")).isEqualTo("some tags: x-sermant-lane");
        assertThat(of("{\"x-sermant-lane\":\"blue\",\"meshbench-tag\":\"1\"}")).isEqualTo("some tags: meshbench-tag");
        assertThat(TagsCrossed.of(SENT, json.missingNode())).isEqualTo("unnamed");
    }

    @Test
    void aProbeWithoutTagsIsABug() {
        assertThatThrownBy(() -> TagsCrossed.of(Map.of(), json.createObjectNode())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anExpectationHoldsOnlyWhenEveryAnswerIsTheExpectedOne() {
        assertThat(ProbeExpectation.check("probe", "sermant-tag", "tags crossed", Map.of("tags crossed", 5))).isEmpty();
        assertThat(ProbeExpectation.check("probe", "sermant-tag", null, Map.of("no tag", 5))).isEmpty();
        assertThat(ProbeExpectation.check("probe of stack grpc (/grpc)", "sermant-tag", "tags crossed",
                Map.of("tags crossed", 4, "error", 1)))
                .hasValueSatisfying(failure -> assertThat(failure)
                        .contains("probe of stack grpc (/grpc): treatment sermant-tag expects every answer 'tags crossed'")
                        .contains("the tags did not cross"));
        assertThat(ProbeExpectation.check("probe", "baseline", "no tag", Map.of("tags crossed", 5))).isPresent();
        assertThat(ProbeExpectation.check("probe", "baseline", "no tag", Map.of())).as("no answer proves nothing").isPresent();
    }
}
