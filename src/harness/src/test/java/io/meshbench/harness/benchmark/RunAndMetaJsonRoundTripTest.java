package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.api.Reports;
import io.meshbench.results.run.RunEvidence;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunInfo;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the harness writes into run.json and meta.json is what the results engine reads, field for field. */
class RunAndMetaJsonRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void theEngineReadsEveryFieldTheHarnessWritesIntoRunJson() {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000)));
        PlannedRun planned = BenchmarkPlan.of(scenario).runs().get(1);
        RunRecord record = new RunRecord(scenario, planned, Instant.parse("2026-11-22T08:00:00Z"));
        record.add(new RunFragment.Deployed(Map.of("consumer", List.of("java", "-javaagent:/a.jar", "-jar", "c.jar")),
                List.of()));
        record.add(new RunFragment.TreatmentChecked(Map.of("consumer", List.of("command line has -javaagent:/a.jar")),
                "treatment loaded in consumer"));
        record.add(new RunFragment.ProbeAnswers(Map.of("provider-1", 10), java.util.Optional.empty()));
        record.add(new RunFragment.Fault(io.meshbench.results.format.FaultEntry.failed(
                java.time.Instant.parse("2026-11-22T08:01:31Z"), "provider-1", "error", "refused"), true));
        record.add(new RunFragment.Loaded(new io.meshbench.harness.load.LoadResult(0, false, java.util.Optional.empty()),
                Map.of("exitCode", 0), 0.25, null));
        record.add(new RunFragment.ErrorRate(0.5, 1.0, java.util.Optional.empty()));
        record.succeeded(Instant.parse("2026-11-22T08:03:00Z"));
        Path folder = planned.folderIn(dir);
        record.write(folder);

        assertThat(FormatFiles.readRun(folder.resolve("run.json"))).isEqualTo(record.toJson());
        RunInfo info = RunFolder.info(folder);
        assertThat(info.warmup()).isEqualTo(java.time.Duration.ofSeconds(60));
        assertThat(info.warmupSource()).isEqualTo("run.json");
        assertThat(info.durationSeconds()).isEqualTo(120.0);
        assertThat(info.targetTps()).isEqualTo(1000.0);
        assertThat(info.users()).isEqualTo(50);
        assertThat(info.treatment()).isEqualTo("B");
        assertThat(info.level()).isEqualTo("50u-1000tps");
        assertThat(info.measuredProcess()).isEqualTo("consumer");
        assertThat(info.ok()).isTrue();
        RunEvidence evidence = RunFolder.evidence(folder);
        assertThat(evidence.probe()).containsEntry("provider-1", 10);
        assertThat(evidence.samplerCpuPct()).isEqualTo(0.25);
        assertThat(io.meshbench.results.format.FaultEntry.prose(evidence.faults())).containsExactly("2026-11-22T08:01:31Z provider-1 mode=error FAILED: refused");
        assertThat(evidence.treated()).containsExactly("consumer");
        assertThat(evidence.commandLines()).containsEntry("consumer", List.of("java", "-javaagent:/a.jar", "-jar", "c.jar"));
    }

    @Test
    void theEngineTakesTheWarmupOfARunWithoutRunJsonFromTheMetaJsonTheHarnessWrites() throws Exception {
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000)));
        MetaJson meta = MetaRecord.of(scenario, Map.of(), new MachineEnvironment("17", "cpu", 2, "abc"), "5.6.3", "run");
        JsonFiles.write(dir.resolve("meta.json"), meta);
        assertThat(FormatFiles.readMeta(dir.resolve("meta.json"))).usingRecursiveComparison().isEqualTo(meta);

        Path folder = BenchmarkPlan.of(scenario).runs().get(0).folderIn(dir);
        Files.createDirectories(folder);
        RunInfo info = RunFolder.info(folder);
        assertThat(info.warmup()).isEqualTo(java.time.Duration.ofSeconds(60));
        assertThat(info.warmupSource()).isEqualTo("the benchmark's meta.json");
    }

    @Test
    void theMetaJsonOfAScenarioWithWorkloadsNamesThemAndTheEngineReadsThem() throws Exception {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("s.yaml"), """
                name: stacks
                plan: plan.jmx
                target: svc
                path: /
                topology: {services: [{name: svc}]}
                treatments: [{name: baseline, kind: baseline}]
                workloads: [{name: okhttp2, path: /okhttp2}, {name: grpc, path: /grpc}]
                levels: [{users: 5, targetTps: 50}]
                warmup: 1s
                duration: 2s
                """);
        Scenario scenario = new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml"));
        MetaJson meta = MetaRecord.of(scenario, Map.of(), new MachineEnvironment("17", "cpu", 2, "abc"), "5.6.3", "run");
        JsonFiles.write(dir.resolve("meta.json"), meta);

        MetaJson read = FormatFiles.readMeta(dir.resolve("meta.json"));
        assertThat(read.load().workloads()).containsExactly("okhttp2", "grpc");
        assertThat(read.load().hasWorkloads()).isTrue();
        assertThat(read.levels()).extracting(MetaJson.Level::name).containsExactly("okhttp2-5u-50tps", "grpc-5u-50tps");
        assertThat(MetaRecord.of(BenchmarkPlanTest.scenario(1, List.of(new Level(null, 50, 1000))), Map.of(),
                new MachineEnvironment("17", "cpu", 2, "abc"), "5.6.3", "run").load().workloads()).isNull();
    }

    @Test
    void anIdleScenarioRecordsTheImageSizesInItsEnvironmentAndNoOtherDoes() {
        Scenario idle = new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/idle.yaml"));
        Scenario quickstart = new ScenarioLoader(Reports.tableNames()).load(Path.of("../../scenarios/quickstart.yaml"));
        MachineEnvironment machine = new MachineEnvironment("17", "cpu", 2, "abc");

        assertThat(MetaRecord.of(idle, Map.of(), machine, "5.6.3", "run", () -> "not measured: why").environment())
                .containsEntry("images", "not measured: why");
        assertThat(MetaRecord.of(quickstart, Map.of(), machine, "5.6.3", "run", () -> {
            throw new AssertionError("measured for a scenario without the idle table");
        }).environment()).doesNotContainKey("images");
    }
}
