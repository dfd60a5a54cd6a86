package io.meshbench.harness.benchmark;

import io.meshbench.results.format.RunFolderLayout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Baseline;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.RunJson;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One run through every step against a fake deployed topology and a JMeter stand-in: the order of what happens
 * (deployment, treatment check, probe, sampling, load, verdict) and the run.json assembled from the steps' fragments.
 */
class RunExecutorTest {

    @TempDir
    Path dir;

    private FakeTopology topology;

    @BeforeEach
    void start() throws Exception {
        topology = new FakeTopology();
    }

    @AfterEach
    void stop() {
        topology.close();
    }

    private RunExecutor executor(StepFixtures.FakeJMeter jmeter) {
        Scenario scenario = StepFixtures.scenario();
        Map<String, io.meshbench.harness.treatment.Treatment> treatments = Map.of("A", new Baseline("A", "A"));
        RunSteps steps = new RunSteps(new RulesStep(List.of()), new TreatmentCheckStep(scenario.treatments(), treatments),
                new ProbeStep(scenario, StepFixtures.QUIET), new CounterStep(scenario, StepFixtures.QUIET), null,
                new LoadStep(scenario, jmeter, StepFixtures.QUIET, Clock.systemUTC()),
                new VerdictStep(scenario.checks().errorRateThresholdPct()));
        return new RunExecutor(scenario, topology, treatments, steps, StepFixtures.QUIET, Clock.systemUTC(), () -> false);
    }

    @Test
    void theStepsRunInOrderAndTheirFragmentsMakeTheRunJson() throws Exception {
        topology.evidence = List.of(new LoadEvidence("B", "consumer", List.of("command line has -javaagent:/a.jar")));

        RunRecord record = executor(new StepFixtures.FakeJMeter(0, 0, topology.events)).execute(StepFixtures.run("B"), dir);

        assertThat(topology.events).containsExactly("deploy ?", "verifyTreatment", "probe /", "sample", "load 5u", "close");
        assertThat(record.status()).isEqualTo(RunJson.OK);
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.status()).isEqualTo("ok");
        assertThat(json.treatment()).isEqualTo("B");
        assertThat(json.notes()).hasSize(2);
        assertThat(json.notes().get(0)).isEqualTo("treatment loaded in consumer");
        assertThat(json.notes().get(1)).startsWith("set-up: deployment started, rules published and treatment checked in ");
        assertThat(json.treatmentCheck()).containsExactly(Map.entry("consumer", List.of("command line has -javaagent:/a.jar")));
        assertThat(json.probe()).containsExactly(Map.entry("provider-1", 15), Map.entry("provider-2", 15));
        assertThat(json.commandLines()).containsOnlyKeys("consumer", "jmeter");
        assertThat(json.commandLines().get("jmeter")).startsWith("jmeter", "-n", "-t");
        assertThat(json.jmeter()).containsEntry("exitCode", 0).containsEntry("timedOut", false);
        assertThat(json.errorRatePct()).isEqualTo(0.0);
        assertThat(json.errorRateThresholdPct()).isEqualTo(1.0);
        assertThat(json.samplerCpuPct()).isNotNull();
        assertThat(json.faults()).isEmpty();
        assertThat(json.measuredProcess()).isEqualTo("consumer");
    }

    @Test
    void aProcessThatDiedUnderTheRunFailsItNamingTheProcessHowAndWhen() throws Exception {
        java.time.Instant at = java.time.Instant.parse("2026-11-28T12:03:04Z");
        topology.deaths = List.of(new io.meshbench.harness.deployment.ProcessDeath("provider", 4242, 137, at));

        RunRecord record = executor(new StepFixtures.FakeJMeter(0, 0, topology.events)).execute(StepFixtures.run("A"), dir);

        assertThat(record.status()).isEqualTo(RunJson.FAILED);
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.failure()).isEqualTo("provider (pid 4242) died: killed by SIGKILL (exit 137) at "
                + "2026-11-28T12:03:04Z while the run needed it; the deployment was stopped");
        assertThat(json.incidents()).containsExactly(new RunJson.Incident(RunJson.Incident.PROCESS_DIED,
                "2026-11-28T12:03:04Z", "provider", 137, "provider (pid 4242) died: killed by SIGKILL (exit 137) at "
                + "2026-11-28T12:03:04Z"));
        assertThat(topology.events).endsWith("close");
    }

    @Test
    void jmeterKilledMidLoadIsADeathNotJMetersOwnError() throws Exception {
        RunRecord record = executor(new StepFixtures.FakeJMeter(0, 137, topology.events)).execute(StepFixtures.run("A"), dir);

        assertThat(record.failure()).startsWith("JMeter killed by SIGKILL (exit 137) during the load; see ");
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.incidents()).extracting(RunJson.Incident::kind, RunJson.Incident::process,
                RunJson.Incident::exitCode).containsExactly(org.assertj.core.groups.Tuple.tuple("process-died", "jmeter", 137));
    }

    @Test
    void stoppingAfterTheRunKeepsItAndStartsNoLaterRunOfTheDeployment() throws Exception {
        List<PlannedRun> runs = List.of(StepFixtures.run("A"), new PlannedRun(2, StepFixtures.run("A").treatment(),
                new io.meshbench.harness.scenario.Level(null, 5, 40), 1, java.time.Duration.ZERO,
                java.time.Duration.ofSeconds(1)));
        List<RunRecord> finished = new java.util.ArrayList<>();
        executor(new StepFixtures.FakeJMeter(0, 0, topology.events)).stoppingAfterRunWhen(() -> true)
                .execute(runs, run -> dir.resolve("r" + run.index()), new RunExecutor.RunListener() {
                    @Override
                    public void started(PlannedRun run) {
                    }

                    @Override
                    public void finished(PlannedRun run, RunRecord record) {
                        finished.add(record);
                    }
                });

        assertThat(finished).hasSize(1);
        RunJson json = FormatFiles.readRun(dir.resolve("r1").resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.status()).isEqualTo(RunJson.OK);
        assertThat(json.incidents()).extracting(RunJson.Incident::kind).containsExactly("stopped-after");
        assertThat(dir.resolve("r2")).doesNotExist();
    }

    @Test
    void aTreatmentCheckThatFailsStopsTheRunWithItsReasonBeforeTheProbe() {
        topology.notLoaded = "treatment B is not loaded in consumer";

        assertThatThrownBy(() -> executor(new StepFixtures.FakeJMeter(0, 0, topology.events))
                .execute(StepFixtures.run("B"), dir)).isInstanceOf(BenchmarkAbortedException.class)
                .hasMessage("treatment B is not loaded in consumer");

        assertThat(topology.events).containsExactly("deploy ?", "verifyTreatment", "close");
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.status()).isEqualTo("failed");
        assertThat(json.failure()).isEqualTo("treatment B is not loaded in consumer");
    }

    @Test
    void aRunAboveTheErrorThresholdFailsWithItsRate() throws Exception {
        RunRecord record = executor(new StepFixtures.FakeJMeter(10, 0, topology.events)).execute(StepFixtures.run("A"), dir);

        assertThat(record.status()).isEqualTo(RunJson.FAILED);
        assertThat(record.failure()).startsWith("error rate 10.00% (10 of 100 samples of the measured window) is above "
                + "the threshold of 1%");
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.errorRatePct()).isEqualTo(10.0);
        assertThat(json.notes()).first().isEqualTo("baseline: no agent mounted");
    }

    @Test
    void aJMeterThatFailedFailsTheRunBeforeItsErrorRateIsCounted() throws Exception {
        RunRecord record = executor(new StepFixtures.FakeJMeter(0, 1, topology.events)).execute(StepFixtures.run("A"), dir);

        assertThat(record.failure()).isEqualTo("JMeter exited with code 1; see " + dir.resolve("jmeter.log"));
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.errorRatePct()).isNull();
        assertThat(json.jmeter()).containsEntry("exitCode", 1);
    }

    @Test
    void aRunInterruptedDuringTheLoadStillWritesWhatItGotTo() {
        StepFixtures.FakeJMeter jmeter = new StepFixtures.FakeJMeter(0, 0, topology.events);
        jmeter.interrupted = true;

        assertThatThrownBy(() -> executor(jmeter).execute(StepFixtures.run("A"), dir))
                .isInstanceOf(InterruptedException.class);

        assertThat(topology.events).containsExactly("deploy A", "verifyTreatment", "probe /", "sample", "load 5u", "close");
        RunJson json = FormatFiles.readRun(dir.resolve(RunFolderLayout.RUN_JSON));
        assertThat(json.status()).isEqualTo("failed");
        assertThat(json.failure()).isEqualTo("interrupted (Ctrl-C); processes of the run stopped");
        assertThat(json.probe()).containsExactly(Map.entry("provider-1", 15), Map.entry("provider-2", 15));
        assertThat(json.commandLines()).containsOnlyKeys("consumer", "jmeter");
        assertThat(json.jmeter()).isNull();
    }
}
