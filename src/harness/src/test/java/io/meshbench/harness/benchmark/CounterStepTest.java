package io.meshbench.harness.benchmark;

import io.meshbench.results.api.Reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.scenario.CounterChange;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.ScenarioLoader;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The counters against a fake deployed topology: the URL filled in, the readings, and the level's expectation. */
class CounterStepTest {

    @TempDir
    Path dir;

    private FakeTopology topology;
    private CounterStep step;

    @BeforeEach
    void start() throws IOException {
        topology = new FakeTopology();
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("s.yaml"), """
                name: counted
                plan: plan.jmx
                target: consumer
                topology: {services: [{name: consumer}]}
                treatments: [{name: A, kind: baseline}]
                levels: [{users: 5, targetTps: 20}]
                probe: {requests: 0, counters: '/stats/${db}'}
                warmup: 1s
                duration: 2s
                """);
        step = new CounterStep(new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml")), StepFixtures.QUIET);
    }

    @AfterEach
    void stop() {
        topology.close();
    }

    private PlannedRun expecting(Map<String, CounterChange> expected) {
        Level withExpectation = new Level("5u-20tps", 5, 20, null,
                new io.meshbench.harness.scenario.Workload("w", null, null, Map.of("A", expected)));
        return new PlannedRun(1, BenchmarkPlanTest.treatment("A"), withExpectation, 1, Duration.ZERO, Duration.ofSeconds(1));
    }

    @Test
    void readsTheCountersAtTheURLWithThePlanPropertiesFilledIn() throws Exception {
        LoadRun load = new LoadRun(dir.resolve("plan.jmx"), Map.of("db", "mariadb"), dir, Duration.ofMinutes(1));
        Optional<URI> counters = step.countersOf(load, topology);

        RunFragment.Counters before = step.read(counters, "before");

        assertThat(counters.orElseThrow().getPath()).isEqualTo("/stats/mariadb");
        assertThat(before).isEqualTo(new RunFragment.Counters("before", true, Map.of("rows", 100L, "rejected", 0L)));
        assertThat(topology.events).containsExactly("counters /stats/mariadb");
    }

    @Test
    void withoutCountersNothingIsAskedOrRecorded() throws Exception {
        RunFragment.Counters none = step.read(Optional.empty(), "before");

        assertThat(none.asked()).isFalse();
        assertThat(topology.events).isEmpty();
    }

    @Test
    void countersThatDidNotMoveAsTheLevelExpectsFailTheRun() throws Exception {
        Optional<URI> counters = Optional.of(topology.urlOf("consumer").resolve("/stats"));
        PlannedRun run = expecting(Map.of("rows", CounterChange.GROWS));
        RunFragment.Counters before = step.read(counters, "before");
        RunFragment.Counters after = step.read(counters, "after"); // rowsPerRead 0: rows stay at 100

        CounterStep.Expectation expectation = step.expectation(run, counters, before, after);

        assertThat(expectation.failure()).hasValue("the counters " + counters.get() + " did not move as level 5u-20tps "
                + "expects for A: rows grows expected, 100 -> 100");
        topology.rowsPerRead = 5;
        CounterStep.Expectation held = step.expectation(run, counters, step.read(counters, "before"), step.read(counters, "after"));
        assertThat(held.failure()).isEmpty();
        assertThat(held.note()).hasValue("counters as expected: {rows=grows}");
    }
}
