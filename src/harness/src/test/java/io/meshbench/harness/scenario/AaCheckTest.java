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
    void anAaPageReplacesEveryTreatmentByTheBaselineUnderItsNameMountingNothing() {
        Scenario scenario = BenchmarkPlanTest.scenario(2, List.of(new Level(null, 5, 20)));
        assertThat(scenario.treatments()).filteredOn(t -> !t.isBaseline()).isNotEmpty();

        Scenario aa = AaCheck.standInsFor(scenario);

        assertThat(aa.treatments()).extracting(TreatmentSpec::name).containsExactly("A", "B", "C");
        assertThat(aa.treatments()).allSatisfy(t -> {
            assertThat(t.isBaseline()).as(t.name()).isTrue();
            assertThat(t.plugins()).as(t.name()).isNullOrEmpty();
            assertThat(t.rules()).as(t.name()).isNullOrEmpty();
            assertThat(t.agent()).as(t.name()).isNullOrEmpty();
        });
        assertThat(aa.baseline()).isSameAs(scenario.baseline());
        assertThat(aa.treatment("B").orElseThrow().label()).isEqualTo("B → A/A: the baseline in its place");
        // a stand-in is checked as the baseline it is: the replaced treatment's proof (tags crossed) cannot hold
        assertThat(aa.treatments()).extracting(TreatmentSpec::checkedAs).containsExactly("A", "A", "A");
        assertThat(scenario.treatment("B").orElseThrow().checkedAs()).isEqualTo("B");
        // the A/A check's twin, added first (as run does), stays what it is, named as the report looks for it
        assertThat(AaCheck.standInsFor(AaCheck.addTo(scenario)).treatments()).extracting(TreatmentSpec::name)
                .containsExactly("A", "B", "C", "baseline-aa");
    }

    @Test
    void anAaPageKeepsTheBaselineFirstWhereverTheScenarioListsIt() {
        Scenario scenario = BenchmarkPlanTest.scenario(2, List.of(new Level(null, 5, 20)));
        List<TreatmentSpec> reordered = new java.util.ArrayList<>(scenario.treatments());
        java.util.Collections.reverse(reordered);
        Scenario baselineLast = scenario.withTreatments(reordered);

        Scenario aa = AaCheck.standInsFor(baselineLast);

        assertThat(aa.treatments().get(0).name()).isEqualTo("A");
        assertThat(aa.baseline().name()).isEqualTo("A");
    }

    @Test
    void theOptionIsTrueFalseOrEmpty() {
        assertThat(AaCheck.parse("")).isFalse();
        assertThat(AaCheck.parse("false")).isFalse();
        assertThat(AaCheck.parse("TRUE")).isTrue();
        assertThatThrownBy(() -> AaCheck.parse("maybe")).isInstanceOf(ScenarioException.class)
                .hasMessage("--aa-check: 'maybe' is neither true nor false");
        assertThatThrownBy(() -> AaCheck.parse("--as-aa", "yes")).isInstanceOf(ScenarioException.class)
                .hasMessage("--as-aa: 'yes' is neither true nor false");
    }
}
