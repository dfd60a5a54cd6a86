package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The treatment check against a fake deployed topology: what proved the treatment, per process, or why it stops. */
class TreatmentCheckStepTest {

    private final FakeTopology topology = newTopology();
    private final TreatmentCheckStep step = new TreatmentCheckStep(StepFixtures.scenario().treatments(),
            Map.of("A", new Baseline("A", "A")));

    private static FakeTopology newTopology() {
        try {
            return new FakeTopology();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @AfterEach
    void stop() {
        topology.close();
    }

    @Test
    void theBaselineIsCheckedAndNotedAsHavingNoAgent() {
        RunFragment.TreatmentChecked checked = step.check("A", topology);

        assertThat(checked.check()).isEmpty();
        assertThat(checked.note()).isEqualTo("baseline: no agent mounted");
        assertThat(topology.events).containsExactly("verifyTreatment");
    }

    @Test
    void aTreatmentRecordsWhatProvedItPerProcess() {
        topology.evidence = List.of(new LoadEvidence("B", "consumer", List.of("command line has -javaagent:/a.jar")),
                new LoadEvidence("B", "provider-1", List.of("command line has -javaagent:/a.jar", "log: agent started")));

        RunFragment.TreatmentChecked checked = step.check("B", topology);

        assertThat(checked.check()).containsExactly(
                Map.entry("consumer", List.of("command line has -javaagent:/a.jar")),
                Map.entry("provider-1", List.of("command line has -javaagent:/a.jar", "log: agent started")));
        assertThat(checked.note()).isEqualTo("treatment loaded in consumer, provider-1");
    }

    @Test
    void aTreatmentThatDidNotLoadStopsWithItsReason() {
        topology.notLoaded = "treatment B is not loaded in consumer: no -javaagent on its command line";

        assertThatThrownBy(() -> step.check("B", topology)).isInstanceOf(TreatmentNotLoadedException.class)
                .hasMessage("treatment B is not loaded in consumer: no -javaagent on its command line");
    }
}
