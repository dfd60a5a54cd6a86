package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.benchmark.BenchmarkPlanTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class AaCheckTest {

    @Test
    void theBaselineGetsATwinOfKindBaselineThatRotatesLikeAnyTreatment() {
        Scenario scenario = AaCheck.addTo(BenchmarkPlanTest.scenario(2, List.of(new Level(null, 5, 20))));

        assertThat(scenario.treatments()).extracting(TreatmentSpec::name).containsExactly("A", "B", "C", "baseline-aa");
        TreatmentSpec twin = scenario.treatment("baseline-aa").orElseThrow();
        assertThat(twin.isBaseline()).isTrue();
        assertThat(twin.label()).isEqualTo("A again (A/A)");
        assertThat(scenario.baseline().name()).isEqualTo("A");
        assertThat(AaCheck.addTo(scenario).treatments()).hasSize(4); // a twin already there is kept, not doubled
    }

    @Test
    void theOptionIsTrueFalseOrEmpty() {
        assertThat(AaCheck.parse("")).isFalse();
        assertThat(AaCheck.parse("false")).isFalse();
        assertThat(AaCheck.parse("TRUE")).isTrue();
        assertThatThrownBy(() -> AaCheck.parse("maybe")).isInstanceOf(ScenarioException.class)
                .hasMessage("--aa-check: 'maybe' is neither true nor false");
    }
}
