package io.meshbench.harness.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.api.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each part of a scenario applies its defaults where it is built, once, and the loader adds none of its own. */
class ScenarioPartsTest {

    @TempDir
    Path dir;

    @Test
    void eachPartAppliesItsDefaultsWhereItIsBuilt() {
        LoadSpec load = new LoadSpec(null, null, Duration.ofSeconds(10), Duration.ZERO, null, Duration.ofSeconds(20), null, null);
        assertThat(load.levels()).isEmpty();
        assertThat(load.workloads()).isEmpty();
        assertThat(load.coldWarmup()).as("0s: none").isNull();
        assertThat(load.warmupRequests()).isZero();
        assertThat(load.rounds()).isEqualTo(1);
        assertThat(load.levelsShareDeployment()).isFalse();

        PlanSpec plan = new PlanSpec("p.jmx", null, null, "consumer", " ", null, null);
        assertThat(plan.loadModel()).isEqualTo(LoadModel.CLOSED);
        assertThat(plan.path()).isEqualTo("/");
        assertThat(plan.properties()).isEmpty();
        assertThat(plan.file()).isEqualTo(Path.of("p.jmx"));

        ChecksSpec checks = ChecksSpec.defaults();
        assertThat(checks.probe()).isEqualTo(ProbeSpec.defaults());
        assertThat(checks.faults()).isEmpty();
        assertThat(checks.errorRateThresholdPct()).isEqualTo(ChecksSpec.DEFAULT_ERROR_RATE_THRESHOLD_PCT);
        assertThat(checks.capacityProbe()).isEqualTo(CapacityProbeSpec.defaults());
        assertThat(ReportSpec.defaults().tables()).containsExactly("plugin", "summary");

        Scenario bare = new Scenario("s", null, null, null, null, null, null, null, null);
        assertThat(bare.description()).isEmpty();
        assertThat(bare.load()).isEqualTo(new LoadSpec(null, null, null, null, null, null, null, null));
        assertThat(bare.checks()).isEqualTo(checks);
        assertThat(bare.report()).isEqualTo(ReportSpec.defaults());
    }

    @Test
    void aFileWithoutTheOptionalFieldsGetsThePartsDefaultsAndNothingElse() throws IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, """
                name: s
                plan: plan.jmx
                target: svc
                topology: {services: [{name: svc}]}
                treatments: [{name: baseline, kind: baseline}]
                levels: [{users: 5, targetTps: 50}]
                warmup: 10s
                duration: 20s
                """);

        Scenario scenario = new ScenarioLoader(Reports.tableNames()).load(file);

        assertThat(scenario.load()).isEqualTo(new LoadSpec(List.of(new Level(null, 5, 50)), null, Duration.ofSeconds(10),
                null, null, Duration.ofSeconds(20), null, null));
        assertThat(scenario.checks()).isEqualTo(ChecksSpec.defaults());
        assertThat(scenario.report()).isEqualTo(ReportSpec.defaults());
        assertThat(scenario.plan()).isEqualTo(new PlanSpec(dir.resolve("plan.jmx").toString(), null, null, "svc", null,
                null, null));
    }

    @Test
    void whatAPartChangesKeepsTheRest() {
        LoadSpec load = new LoadSpec(List.of(new Level(null, 5, 50)), null, Duration.ofSeconds(10), Duration.ofSeconds(240),
                1000, Duration.ofSeconds(20), 3, true);
        List<Level> other = List.of(new Level(null, 10, 100));
        assertThat(load.withLevels(other)).isEqualTo(new LoadSpec(other, null, Duration.ofSeconds(10),
                Duration.ofSeconds(240), 1000, Duration.ofSeconds(20), 3, true));
        assertThat(load.withSharedDeployment(false).levelsShareDeployment()).isFalse();
        assertThat(load.withSharedDeployment(false).withSharedDeployment(true)).isEqualTo(load);

        PlanSpec plan = new PlanSpec("c.jmx", "o.jmx", LoadModel.OPEN, "consumer", "/chain", Map.of("a", "b"), "provider");
        assertThat(plan.file()).isEqualTo(Path.of("o.jmx"));
        assertThat(plan.withLoadModel(LoadModel.CLOSED).file()).isEqualTo(Path.of("c.jmx"));
        assertThat(plan.withLoadModel(LoadModel.CLOSED).withLoadModel(LoadModel.OPEN)).isEqualTo(plan);
        assertThat(plan.withFiles("x.jmx", null)).isEqualTo(new PlanSpec("x.jmx", null, LoadModel.OPEN, "consumer",
                "/chain", Map.of("a", "b"), "provider"));

        ChecksSpec checks = new ChecksSpec(null, List.of(new FaultSpec(Duration.ofSeconds(5), "p", "slow", 100)), 12.5, null);
        assertThat(checks.withFaults(List.of())).isEqualTo(new ChecksSpec(null, List.of(), 12.5, null));

        Scenario scenario = new Scenario("s", "d", plan, null, load, null, null, checks, null);
        assertThat(scenario.withLoad(load.withLevels(other))).isEqualTo(new Scenario("s", "d", plan, null,
                load.withLevels(other), null, null, checks, null));
        assertThat(scenario.withChecks(ChecksSpec.defaults()).plan()).isSameAs(plan);
        assertThat(scenario.withPlan(plan.withLoadModel(LoadModel.CLOSED)).load()).isSameAs(load);
    }
}
