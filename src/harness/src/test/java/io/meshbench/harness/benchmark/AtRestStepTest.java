package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An at-rest run against a fake deployed topology: sampled for its duration with no load, or not at all for 0 s. */
class AtRestStepTest {

    @TempDir
    Path dir;

    private FakeTopology topology;
    private AtRestStep step;
    private final List<RunFragment> emitted = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        topology = new FakeTopology();
        step = new AtRestStep(new RulesStep(List.of()), new CounterStep(StepFixtures.scenario(), StepFixtures.QUIET),
                StepFixtures.QUIET, Clock.systemUTC());
    }

    @AfterEach
    void stop() {
        topology.close();
    }

    private static PlannedRun atRest(Duration duration) {
        return new PlannedRun(1, BenchmarkPlanTest.treatment("A"), Level.atRest(null), 1, Duration.ZERO, duration);
    }

    @Test
    void samplesEveryProcessForTheDurationWithNoLoad() throws Exception {
        AtRestStep.Rested rested = step.rest(atRest(Duration.ofSeconds(1)), dir, topology, Optional.empty(), emitted::add);

        RunFragment.AtRest fragment = rested.fragment();
        assertThat(fragment.window().endMs() - fragment.window().startMs()).isGreaterThanOrEqualTo(1000);
        assertThat(fragment.samplerCpuPct()).isNotNull();
        assertThat(fragment.note()).isEqualTo("at rest: no load; 0s quiet after start-up, then 1s sampled");
        assertThat(rested.failure()).isEmpty();
        assertThat(topology.events).containsExactly("sample");
        assertThat(Files.exists(dir.resolve("samples.jsonl"))).isTrue();
        assertThat(emitted).isEmpty();
    }

    @Test
    void aStartUpAloneIsNotSampled() throws Exception {
        RunFragment.AtRest fragment = step.rest(atRest(Duration.ZERO), dir, topology, Optional.empty(), emitted::add)
                .fragment();

        assertThat(fragment.samplerCpuPct()).isNull();
        assertThat(topology.events).isEmpty();
    }
}
