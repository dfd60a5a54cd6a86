package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.scenario.FaultSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The load step against a fake deployed topology and a JMeter stand-in: sampling around the load, run.json's JMeter
 * map and sampler CPU, and faults fired (or not) into the measured window.
 */
class LoadStepTest {

    @TempDir
    Path dir;

    private FakeTopology topology;
    private final List<RunFragment> emitted = java.util.Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void start() throws IOException {
        topology = new FakeTopology();
    }

    @AfterEach
    void stop() {
        topology.close();
    }

    private LoadStep step(List<FaultSpec> faults, StepFixtures.FakeJMeter jmeter) {
        return new LoadStep(StepFixtures.scenario().withChecks(StepFixtures.scenario().checks().withFaults(faults)), jmeter, StepFixtures.QUIET, Clock.systemUTC());
    }

    @Test
    void theJMeterPropertiesNameTheTargetAndTheLevel() {
        PlannedRun run = StepFixtures.run("A");
        LoadRun load = step(List.of(), new StepFixtures.FakeJMeter(0, 0, topology.events)).loadRun(run, dir, topology);

        assertThat(load.properties()).containsEntry("host", "127.0.0.1").containsEntry("path", "/")
                .containsEntry("users", "5").containsEntry("tps", "20").containsEntry("warmup", "0")
                .containsEntry("duration", "10");
        assertThat(load.timeLimit()).isEqualTo(Duration.ofSeconds(10).plusMinutes(3));
        assertThat(load.runFolder()).isEqualTo(dir);
    }

    @Test
    void samplesAroundTheLoadAndRecordsHowJMeterEnded() throws Exception {
        PlannedRun run = StepFixtures.run("A");
        LoadStep step = step(List.of(), new StepFixtures.FakeJMeter(0, 0, topology.events));

        RunFragment.Loaded loaded = step.run(run, step.loadRun(run, dir, topology), topology, emitted::add);

        assertThat(topology.events).containsExactly("sample", "load 5u");
        assertThat(loaded.result().succeeded()).isTrue();
        assertThat(loaded.jmeter()).containsExactly(Map.entry("exitCode", 0), Map.entry("timedOut", false),
                Map.entry("lastSummary", "summary = 100 in 00:00:10 = 10.0/s"));
        assertThat(loaded.samplerCpuPct()).isNotNull().isGreaterThanOrEqualTo(0.0);
        assertThat(Math.round(loaded.samplerCpuPct() * 100) / 100.0).as("two decimals").isEqualTo(loaded.samplerCpuPct());
        assertThat(Files.exists(dir.resolve("samples.jsonl"))).isTrue();
        assertThat(emitted).isEmpty();
    }

    @Test
    void aFaultWhoseTimeDidNotComeFailsTheRun() throws Exception {
        PlannedRun run = StepFixtures.run("A");
        LoadStep step = step(List.of(new FaultSpec(Duration.ofSeconds(30), "provider-2", "slow", 3000)),
                new StepFixtures.FakeJMeter(0, 0, topology.events));

        step.run(run, step.loadRun(run, dir, topology), topology, emitted::add);

        assertThat(emitted).singleElement().isInstanceOfSatisfying(RunFragment.Fault.class, fault -> {
            assertThat(fault.failed()).isTrue();
            assertThat(fault.entry().prose()).startsWith("provider-2 mode=slow NOT INJECTED: the load ended before 30s into the "
                    + "measured window (");
        });
    }

    @Test
    void aFaultFiresIntoTheMeasuredWindowAndIsRecordedWithTheAnswer() throws Exception {
        PlannedRun run = StepFixtures.run("A");
        StepFixtures.FakeJMeter jmeter = new StepFixtures.FakeJMeter(0, 0, topology.events);
        // the fault at 0 s into the window fires as soon as the first row is seen: the load lasts until its answer is
        // recorded (a fixed 2 s was too short on a busy machine, where the first request's class loading alone can
        // take longer, and a load that ends while the request is in flight interrupts it)
        jmeter.takes = Duration.ofSeconds(60);
        jmeter.doneWhen = () -> !emitted.isEmpty();
        LoadStep step = step(List.of(new FaultSpec(Duration.ZERO, "provider-2", "error", null)), jmeter);

        step.run(run, step.loadRun(run, dir, topology), topology, emitted::add);

        assertThat(emitted).singleElement().isInstanceOfSatisfying(RunFragment.Fault.class, fault -> {
            assertThat(fault.failed()).isFalse();
            assertThat(fault.entry().prose()).contains(" (0s into the measured window) provider-2 mode=error: POST http://127.0.0.1:")
                    .endsWith("/fault?mode=error -> 200");
        });
        assertThat(topology.events).containsExactly("sample", "load 5u", "fault mode=error");
    }

    @Test
    void aDuetsLoadAddsItsNoteBeforeTheLastSummaryInTheOneJMeterMap() throws Exception {
        LoadStep step = step(List.of(), new StepFixtures.FakeJMeter(0, 3, topology.events));
        LoadRun load = step.loadRun(StepFixtures.run("A"), dir, topology);

        RunFragment.Loaded loaded;
        try (JvmSampler sampler = JvmSampler.start(dir.resolve("samples.jsonl"), List.of())) {
            loaded = step.drive(load, sampler, Map.of("duet", "one JMeter loaded both sides"), null, emitted::add);
        }

        assertThat(loaded.result().succeeded()).isFalse();
        assertThat(List.copyOf(loaded.jmeter().keySet())).containsExactly("exitCode", "timedOut", "duet", "lastSummary");
        assertThat(loaded.jmeter()).containsEntry("exitCode", 3);
    }
}
