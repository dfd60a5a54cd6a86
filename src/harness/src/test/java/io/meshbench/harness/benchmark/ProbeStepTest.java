package io.meshbench.harness.benchmark;

import io.meshbench.results.api.Reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.ScenarioLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The probe against a fake deployed topology: answers counted per instance, and the scenario's expectation checked. */
class ProbeStepTest {

    @TempDir
    Path dir;

    private FakeTopology topology;

    @BeforeEach
    void start() throws IOException {
        topology = new FakeTopology();
    }

    @AfterEach
    void stop() {
        topology.close();
    }

    private ProbeStep step(String probe) throws IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("s.yaml"), """
                name: probed
                plan: plan.jmx
                target: consumer
                path: /hello
                topology: {services: [{name: consumer}]}
                treatments: [{name: A, kind: baseline}, {name: B, kind: baseline}]
                levels: [{users: 5, targetTps: 20}]
                warmup: 1s
                duration: 2s
                """ + probe);
        return new ProbeStep(new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml")), StepFixtures.QUIET);
    }

    @Test
    void recordsTheAnswersPerInstance() throws Exception {
        Optional<RunFragment.ProbeAnswers> answers = step("probe: {requests: 10}\n").before(StepFixtures.run("A"), topology);

        assertThat(answers).isPresent();
        assertThat(answers.get().counts()).containsExactly(Map.entry("provider-1", 5), Map.entry("provider-2", 5));
        assertThat(answers.get().failure()).isEmpty();
        assertThat(topology.events).containsExactly("probe /hello");
        assertThat(topology.probeRequests()).isEqualTo(10);
    }

    @Test
    void aProbeNotAsTheScenarioExpectsFailsTheRunWithTheAnswers() throws Exception {
        ProbeStep step = step("probe: {requests: 4, expect: {B: provider-1}}\n");

        RunFragment.ProbeAnswers answers = step.before(StepFixtures.run("B"), topology).orElseThrow();

        assertThat(answers.failure()).hasValueSatisfying(why -> assertThat(why).startsWith("probe of (http://127.0.0.1:")
                .endsWith("/hello): treatment B expects every answer 'provider-1', got {provider-1=2, provider-2=2}"));
        assertThat(step.before(StepFixtures.run("A"), topology).orElseThrow().failure()).as("A expects nothing").isEmpty();
    }

    @Test
    void isAskedAgainAfterTheLoadOnlyWhenTheTreatmentIsExpectedSomething() throws Exception {
        ProbeStep step = step("probe: {requests: 4, expect: {B: provider-1}}\n");
        topology.answer = "provider-1";

        assertThat(step.afterLoad(StepFixtures.run("A"), topology)).isEmpty();
        assertThat(topology.probeRequests()).isZero();
        RunFragment.ProbeAfterLoad after = step.afterLoad(StepFixtures.run("B"), topology).orElseThrow();
        assertThat(after.counts()).containsExactly(Map.entry("provider-1", 4));
        assertThat(after.failure()).isEmpty();
    }

    @Test
    void noRequestsNoProbe() throws Exception {
        assertThat(step("probe: {requests: 0}\n").before(StepFixtures.run("A"), topology)).isEmpty();
        assertThat(topology.events).isEmpty();
    }
}
