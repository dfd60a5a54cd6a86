package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A scenario's {@code with…} methods change what they name and keep every other component. */
class ScenarioCopiesTest {

    /**
     * Every component away from its default, made with the record's constructor: the loader itself uses
     * {@code with…} methods, so a scenario it loads could not show one of them dropping a component.
     */
    private static final Scenario EVERY_COMPONENT_SET = new Scenario("s", "a description", "p.jmx", "consumer", "/chain",
            "provider", Map.of("threads", "3"), new Topology(List.of(), true, Duration.ofSeconds(90)),
            List.of(new Level(null, 5, 20)), Duration.ofSeconds(30), Duration.ofSeconds(60), 3,
            List.of(new TreatmentSpec("baseline", null, TreatmentKind.BASELINE, null, null, null, null, null, null)),
            Map.of("router", new RuleSpec("/app/router", "router.yaml")), new ProbeSpec(7, "/probe", null, null, null,
            null, null), List.of(new FaultSpec(Duration.ofSeconds(5), "provider", "slow", 100)), List.of("memory"),
            12.5, 500, LoadModel.OPEN, "open.jmx", true, List.of(new Workload("insert", "/insert", Map.of(), null)),
            Duration.ofSeconds(240), new CapacityProbeSpec(Duration.ofSeconds(45), Duration.ofSeconds(20)));

    @Test
    void givenTheValuesItAlreadyHasEachWithMethodReturnsAnEqualScenario() {
        Scenario scenario = EVERY_COMPONENT_SET;

        assertThat(List.of(
                scenario.withLoad(scenario.levels(), scenario.warmup(), scenario.duration(), scenario.rounds()),
                scenario.withFiles(scenario.plan(), scenario.openPlan(), scenario.rules()),
                scenario.withTopology(scenario.topology()),
                scenario.withTreatments(scenario.treatments()),
                scenario.withLevels(scenario.levels()),
                scenario.withLoadModel(scenario.loadModel(), scenario.levelsShareDeployment()),
                scenario.withWarmupRequests(scenario.warmupRequests()),
                scenario.withWorkloads(scenario.workloads()),
                scenario.withFaults(scenario.faults()),
                scenario.withColdWarmup(scenario.coldWarmup()),
                scenario.withCapacityProbe(scenario.capacityProbe()),
                scenario.withErrorRateThresholdPct(scenario.errorRateThresholdPct())))
                .allSatisfy(copy -> assertThat(copy).isEqualTo(scenario));
    }

    @Test
    void eachWithMethodChangesWhatItNames() {
        Scenario scenario = EVERY_COMPONENT_SET;
        List<Level> otherLevels = List.of(new Level(null, 9, 90));

        assertThat(scenario.withLoad(otherLevels, Duration.ofSeconds(7), Duration.ofSeconds(9), 4))
                .isEqualTo(new Scenario("s", "a description", "p.jmx", "consumer", "/chain", "provider",
                        scenario.planProperties(), scenario.topology(), otherLevels, Duration.ofSeconds(7),
                        Duration.ofSeconds(9), 4, scenario.treatments(), scenario.rules(), scenario.probe(),
                        scenario.faults(), scenario.tables(), 12.5, 500, LoadModel.OPEN, "open.jmx", true,
                        scenario.workloads(), Duration.ofSeconds(240), scenario.capacityProbe()));
        assertThat(scenario.withFiles("a.jmx", "b.jmx", Map.of()))
                .returns("a.jmx", Scenario::plan).returns("b.jmx", Scenario::openPlan).returns(Map.of(), Scenario::rules);
        assertThat(scenario.withTopology(new Topology(List.of(), false, null)).topology().startTogether()).isFalse();
        assertThat(scenario.withTreatments(List.of()).treatments()).isEmpty();
        assertThat(scenario.withLevels(otherLevels).levels()).isEqualTo(otherLevels);
        assertThat(scenario.withLoadModel(LoadModel.CLOSED, false))
                .returns(LoadModel.CLOSED, Scenario::loadModel).returns(false, Scenario::levelsShareDeployment);
        assertThat(scenario.withWarmupRequests(1234).warmupRequests()).isEqualTo(1234);
        assertThat(scenario.withWorkloads(List.of()).workloads()).isEmpty();
        assertThat(scenario.withFaults(List.of()).faults()).isEmpty();
        assertThat(scenario.withColdWarmup(Duration.ofSeconds(60)).coldWarmup()).isEqualTo(Duration.ofSeconds(60));
        assertThat(scenario.withCapacityProbe(CapacityProbeSpec.defaults()).capacityProbe().measured())
                .isEqualTo(Duration.ofSeconds(60));
        assertThat(scenario.withErrorRateThresholdPct(2.5).errorRateThresholdPct()).isEqualTo(2.5);
    }
}
