package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.scenario.ScenarioOverrides;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.results.api.Reports;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.RunFolderLayout;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The warm-up is one Duration from the option to the files: JMeter's property and run.json/meta.json get exactly the
 * value given; a warm-up JMeter's plans cannot run (not whole seconds) is refused where it is given.
 */
class WarmupEndToEndTest {

    @TempDir
    Path dir;

    @Test
    void theLongestWarmupReachesJMeterRunJsonAndMetaJsonUnchanged() throws Exception {
        Scenario scenario = load("""
                name: s
                plan: plan.jmx
                target: svc
                topology: {services: [{name: svc}]}
                treatments: [{name: baseline, kind: baseline}]
                levels: [{users: 50, targetTps: 1000}]
                warmup: 60s
                duration: 120s
                """, ScenarioOverrides.none().with(ScenarioOverrides.WARMUP, "24h")
                .with(ScenarioOverrides.COLD_WARMUP, "86400s"));
        PlannedRun run = BenchmarkPlan.of(scenario).runs().get(0);
        assertThat(run.warmup()).isEqualTo(Duration.ofDays(1));

        LoadRun load = new LoadStep(scenario, null, System.out, java.time.Clock.systemUTC())
                .loadRun(run, run.folderIn(dir), new LoopbackTopology());
        assertThat(load.properties()).containsEntry("warmup", "86400").containsEntry("duration", "120");

        Path folder = run.folderIn(dir);
        JsonFiles.write(RunFolderLayout.runJson(folder), new RunRecord(scenario, run, Instant.EPOCH).toJson());
        assertThat(RunFolder.info(folder).warmup()).isEqualTo(Duration.ofDays(1));

        MetaJson meta = MetaRecord.of(scenario, Map.of(), new MachineEnvironment("17", "cpu", 2, "abc"), "5.6.3", "run");
        JsonFiles.write(BenchmarkFolderLayout.metaJson(dir), meta);
        MetaJson read = FormatFiles.readMeta(BenchmarkFolderLayout.metaJson(dir));
        assertThat(read.warmup()).isEqualTo(Duration.ofDays(1));
        assertThat(read.load().coldWarmup()).isEqualTo(Duration.ofDays(1));
    }

    /** Before, 1500ms became "1" for JMeter and warmupSeconds 1 in run.json: half a second lost without a word. */
    @Test
    void aWarmupThatIsNotWholeSecondsIsRefusedWhereItIsGiven() throws Exception {
        String valid = """
                name: s
                plan: plan.jmx
                target: svc
                topology: {services: [{name: svc}]}
                treatments: [{name: baseline, kind: baseline}]
                levels: [{users: 50, targetTps: 1000}]
                warmup: 60s
                duration: 120s
                """;
        assertThatThrownBy(() -> load(valid, ScenarioOverrides.none().with(ScenarioOverrides.WARMUP, "1500ms")))
                .isInstanceOf(ScenarioException.class)
                .hasMessage("--warmup 1500ms: 1.5s is not whole seconds, and JMeter's plans run whole seconds: give "
                        + "e.g. --warmup 1s");
        assertThatThrownBy(() -> load(valid, ScenarioOverrides.none().with(ScenarioOverrides.COLD_WARMUP, "500ms")))
                .isInstanceOf(ScenarioException.class).hasMessageStartingWith("--cold-warmup 500ms: 0.5s is not whole seconds");

        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("s.yaml"), """
                name: s
                plan: plan.jmx
                target: svc
                path: /
                topology: {services: [{name: svc}]}
                treatments: [{name: baseline, kind: baseline}]
                levels: [{users: 5, targetTps: 50}]
                warmup: 2500ms
                duration: 20s
                """);
        assertThatThrownBy(() -> new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml")))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("warmup: 2.5s is not whole seconds, and JMeter's plans run whole seconds: give "
                        + "e.g. warmup: 2s");
    }

    private Scenario load(String yaml, ScenarioOverrides overrides) throws java.io.IOException {
        Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
        Files.writeString(dir.resolve("s.yaml"), yaml);
        return new ScenarioLoader(Reports.tableNames()).load(dir.resolve("s.yaml"), overrides);
    }

    /** A deployed topology that only answers where its target is: all the load step asks. */
    private static final class LoopbackTopology implements DeployedTopology {
        @Override
        public URI urlOf(String processName) {
            return URI.create("http://127.0.0.1:8080");
        }

        @Override
        public String zookeeperAddress() {
            return "127.0.0.1:2181";
        }

        @Override
        public List<SidecarProcess> sidecars() {
            return List.of();
        }

        @Override
        public Map<String, List<String>> commandLines() {
            return Map.of();
        }

        @Override
        public JvmSampler sample(Path samplesFile) {
            throw new UnsupportedOperationException("not sampled here");
        }

        @Override
        public List<LoadEvidence> verifyTreatment(Treatment treatment) {
            return List.of();
        }

        @Override
        public void close() {
        }
    }
}
