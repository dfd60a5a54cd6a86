package io.meshbench.harness.benchmark;

import io.meshbench.results.format.RunFolderLayout;

import io.meshbench.results.format.FaultEntry;

import io.meshbench.harness.deployment.CpuAffinity;
import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.Deployment;
import io.meshbench.harness.deployment.ProcessDeath;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.harness.load.JMeterRunner;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.rules.Rule;
import io.meshbench.harness.rules.ZooKeeperUnreachableException;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import io.meshbench.results.format.RunJson;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Executes one planned run, step by step ({@link RunSteps}): deployment for the treatment, its rules (and only its
 * rules) in ZooKeeper, the loaded check, the probe, sampling, JMeter with the scenario's faults on time, the verdict,
 * then everything stopped and run.json written from the steps' fragments.
 */
final class RunExecutor {

    private final Scenario scenario;
    private final Deployment deployments;
    private final Map<String, Treatment> treatments;
    private final RunSteps steps;
    private final PrintStream console;
    private final Clock clock;
    private final BooleanSupplier stopRequested;
    /** {@code --wait-quiet}: waits for a quiet machine before each run; null when not asked for. */
    private io.meshbench.harness.machine.QuietMachine quiet;
    /** Ctrl-C once: the run under way finishes, no later one starts. */
    private BooleanSupplier stopAfterRun = () -> false;
    private Function<PlannedRun, Optional<RunJson.Incident>> incidentsBefore = run -> Optional.empty();

    RunExecutor(Scenario scenario, Deployment deployments, Map<String, Treatment> treatments, List<Rule> scenarioRules,
                JMeterRunner jmeter, PrintStream console, Clock clock, BooleanSupplier stopRequested) {
        this(scenario, deployments, treatments, RunSteps.of(scenario, treatments, scenarioRules, jmeter, console, clock),
                console, clock, stopRequested);
    }

    RunExecutor(Scenario scenario, Deployment deployments, Map<String, Treatment> treatments, RunSteps steps,
                PrintStream console, Clock clock, BooleanSupplier stopRequested) {
        this.scenario = scenario;
        this.deployments = deployments;
        this.treatments = treatments;
        this.steps = steps;
        this.console = console;
        this.clock = clock;
        this.stopRequested = stopRequested;
    }

    /** Waits for a quiet machine before each run ({@code --wait-quiet}). */
    RunExecutor waitingForQuiet(io.meshbench.harness.machine.QuietMachine quietMachine) {
        this.quiet = quietMachine;
        return this;
    }

    /** What happened to each run before it started, e.g. a resumed benchmark running it again (run.json's incidents). */
    RunExecutor withIncidentsBefore(Function<PlannedRun, Optional<RunJson.Incident>> incidentsBefore) {
        this.incidentsBefore = incidentsBefore;
        return this;
    }

    private RunRecord newRecord(PlannedRun run) {
        RunRecord record = new RunRecord(scenario, run, clock.instant());
        incidentsBefore.apply(run).ifPresent(incident -> record.add(new RunFragment.Incident(incident)));
        return record;
    }

    /** After each run, asks whether to stop there (Ctrl-C once): the run is kept, no later one starts. */
    RunExecutor stoppingAfterRunWhen(BooleanSupplier stopAfterRun) {
        this.stopAfterRun = stopAfterRun;
        return this;
    }

    RunSteps steps() {
        return steps;
    }

    /**
     * {@code --wait-quiet}: waits until the CPU outside the benchmark has stayed low, then records in each record how
     * the wait ended (run.json's quietWait; a wait that gave up also gets a note, and the report flags the run).
     */
    void waitQuiet(RunRecord... records) throws InterruptedException {
        if (quiet == null) {
            return;
        }
        RunJson.QuietWait wait = quiet.await();
        for (RunRecord record : records) {
            record.add(new RunFragment.QuietWaited(wait));
        }
    }

    /** Told when a run of a deployment group starts and when its run.json has been written. */
    interface RunListener {
        void started(PlannedRun run);

        void finished(PlannedRun run, RunRecord record);
    }

    /** Runs one run into {@code folder} on a deployment of its own; run.json is written however it ends. */
    RunRecord execute(PlannedRun run, Path folder) throws InterruptedException {
        List<RunRecord> records = new ArrayList<>();
        execute(List.of(run), ignored -> folder, new RunListener() {
            @Override
            public void started(PlannedRun started) {
            }

            @Override
            public void finished(PlannedRun finished, RunRecord record) {
                records.add(record);
            }
        });
        return records.get(0);
    }

    /**
     * Runs {@code runs} (one treatment, one round) one after another on one deployment: rules published and the
     * treatment checked once, then per run the probe, sampling and JMeter, each into {@code folderOf(run)} with its
     * own run.json, written however it ends. The deployment's logs go to the first run's folder. A run that fails its
     * checks (JMeter, error rate, a fault) fails alone; a failure of the deployment, or an exception during a run, fails
     * that run and every later one of the group (each gets a run.json saying why).
     *
     * @throws BenchmarkAbortedException when no later run could be trusted
     * @throws InterruptedException      on Ctrl-C (everything stopped, the current run's run.json written as failed)
     */
    void execute(List<PlannedRun> runs, Function<PlannedRun, Path> folderOf, RunListener listener)
            throws InterruptedException {
        PlannedRun first = runs.get(0);
        Path deploymentFolder = folderOf.apply(first);
        Treatment treatment = treatments.get(first.treatment().name());
        int next = 0;
        RunRecord current = null;
        try {
            Files.createDirectories(deploymentFolder);
            listener.started(first);
            current = newRecord(first);
            waitQuiet(current);
            long setupStart = System.nanoTime();
            CpuAffinity affinity = first.level().cpus() == null ? null : new CpuAffinity(first.level().cpus());
            try (DeployedTopology deployment = deployments.start(treatment, deploymentFolder, affinity,
                    first.level().treatedProperties())) {
                current.add(new RunFragment.Deployed(deployment.commandLines(), deployment.notes()));
                current.add(steps.rules().publish(first.treatment().rules(), deployment));
                current.add(steps.treatmentCheck().check(first.treatment().name(), deployment));
                String started = !deployment.startedHere() ? "deployed topology ready"
                        : "deployment started" + (scenario.topology().startTogether() ? " (services together)" : "");
                String setup = String.format(java.util.Locale.ROOT, "set-up: %s, rules published and treatment "
                        + "checked in %.1f s", started, (System.nanoTime() - setupStart) / 1e9);
                current.add(new RunFragment.Note(setup));
                console.println("  " + setup);
                RunRecord.DeploymentEvidence shared = current.deploymentEvidence(deploymentFolder);
                for (; next < runs.size(); next++) {
                    PlannedRun run = runs.get(next);
                    Path folder = folderOf.apply(run);
                    if (next > 0) {
                        Files.createDirectories(folder);
                        listener.started(run);
                        current = newRecord(run);
                        current.onSharedDeployment(shared);
                        waitQuiet(current);
                    }
                    measure(run, folder, deployment, current);
                    List<ProcessDeath> deaths = deployment.deaths();
                    if (!deaths.isEmpty()) {
                        throw new ProcessDiedException(died(deaths, current));
                    }
                    boolean stopHere = stopAfterRun.getAsBoolean();
                    if (stopHere) {
                        current.add(new RunFragment.Incident(new RunJson.Incident(RunJson.Incident.STOPPED_AFTER,
                                clock.instant().toString(), null, null, "Ctrl-C: this run finished, then the benchmark "
                                + "stopped; no later run started (continue with --resume)")));
                    }
                    finish(run, folder, current, listener);
                    current = null;
                    if (stopHere) {
                        return;
                    }
                }
            }
        } catch (TreatmentNotLoadedException | ZooKeeperUnreachableException e) {
            failRest(runs, next, current, folderOf, listener, e.getMessage());
            throw new BenchmarkAbortedException(e.getMessage(), e);
        } catch (InterruptedException e) {
            interrupted(runs, next, current, folderOf, listener);
            throw e;
        } catch (IOException | RuntimeException e) {
            if (stopRequested.getAsBoolean()) {
                // a part that turned the interrupt into its own exception: still a Ctrl-C
                interrupted(runs, next, current, folderOf, listener);
                throw new InterruptedException("stop requested");
            }
            failRest(runs, next, current, folderOf, listener, e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    /** One run on a running deployment: probe, load, then its checks, which fail this run only. */
    private void measure(PlannedRun run, Path folder, DeployedTopology deployment, RunRecord record)
            throws InterruptedException, IOException {
        record.add(new RunFragment.MeasuredSidecars(deployment.sidecars().stream()
                .filter(sidecar -> record.measuredProcess().equals(sidecar.owner())).map(SidecarProcess::name).toList()));
        Optional<RunFragment.ProbeAnswers> probe = steps.probe().before(run, deployment);
        probe.ifPresent(record::add);
        Optional<String> probeFailure = probe.flatMap(RunFragment.ProbeAnswers::failure);
        if (probeFailure.isPresent()) {
            record.failed(clock.instant(), probeFailure.get());
            return;
        }
        LoadRun load = steps.load().loadRun(run, folder, deployment);
        Optional<URI> counters = steps.counters().countersOf(load, deployment);
        if (run.level().atRest()) {
            // counters at rest too: e.g. consumers that must keep consuming while the treatment sits idle
            RunFragment.Counters before = read(counters, "before", record);
            AtRestStep.Rested rested = steps.atRest().rest(run, folder, deployment, counters, record::add);
            record.add(rested.fragment());
            boolean moved = countersMovedAsExpected(run, counters, before, read(counters, "after", record), record);
            Optional<String> changes = rested.failure();
            if (changes.isPresent()) {
                record.failed(clock.instant(), "the counters " + counters.map(URI::toString).orElse("(none)")
                        + " did not move as the rule changes expect for " + run.treatment().name() + ": " + changes.get());
            } else if (moved) {
                record.succeeded(clock.instant());
            }
            return;
        }
        RunFragment.Counters before = read(counters, "before", record);
        record.add(new RunFragment.CommandLine("jmeter", steps.load().command(load)));
        SidecarTraffic sidecarTraffic = steps.verdict().sidecarsBefore(deployment.sidecars());
        RunFragment.Loaded loaded = steps.load().run(run, load, deployment, record::add);
        record.add(loaded);
        RunFragment.Counters after = read(counters, "after", record);
        LoadAnalysis analysis = new LoadAnalysis(load.resultFile(), run.warmup()); // read once, on first use, for both checks
        VerdictStep.Sidecars sidecars = steps.verdict().sidecarsAfter(sidecarTraffic, analysis);
        sidecars.notes().forEach(note -> record.add(new RunFragment.Note(note)));
        if (loaded.result().succeeded() && sidecars.failure().isPresent()) {
            record.failed(clock.instant(), sidecars.failure().get());
            return;
        }
        if (!loaded.result().succeeded()) {
            String how = loaded.result().describe();
            int exit = loaded.result().exitCode();
            if (!loaded.result().timedOut() && exit > 128) {
                // a signal ended JMeter mid-load: not its own error, so said as a death (the JTL stops there)
                how = "JMeter " + ProcessDeath.how(exit) + " during the load";
                record.add(new RunFragment.Incident(new RunJson.Incident(RunJson.Incident.PROCESS_DIED,
                        clock.instant().toString(), "jmeter", exit, "jmeter " + ProcessDeath.how(exit) + " during the load")));
            }
            record.failed(clock.instant(), how + "; see " + RunFolderLayout.jmeterLog(folder));
            return;
        }
        if (record.faultFailed()) {
            record.failed(clock.instant(), "a fault could not be injected: " + FaultEntry.prose(record.faults()));
            return;
        }
        if (!countersMovedAsExpected(run, counters, before, after, record)) {
            return;
        }
        RunFragment.ErrorRate errors = steps.verdict().errorRate(analysis);
        record.add(errors);
        if (errors.failure().isPresent()) {
            record.failed(clock.instant(), errors.failure().get());
            return;
        }
        Optional<RunFragment.ProbeAfterLoad> afterLoad = steps.probe().afterLoad(run, deployment);
        afterLoad.ifPresent(record::add);
        Optional<String> afterLoadFailure = afterLoad.flatMap(RunFragment.ProbeAfterLoad::failure);
        if (afterLoadFailure.isPresent()) {
            record.failed(clock.instant(), afterLoadFailure.get());
            return;
        }
        record.succeeded(clock.instant());
    }

    private RunFragment.Counters read(Optional<URI> counters, String when, RunRecord record)
            throws IOException, InterruptedException {
        RunFragment.Counters values = steps.counters().read(counters, when);
        record.add(values);
        return values;
    }

    /** Fails the run (and answers false) when the counters did not move as the run's workload expects of its treatment. */
    private boolean countersMovedAsExpected(PlannedRun run, Optional<URI> counters, RunFragment.Counters before,
                                            RunFragment.Counters after, RunRecord record) {
        CounterStep.Expectation expectation = steps.counters().expectation(run, counters, before, after);
        if (expectation.failure().isPresent()) {
            record.failed(clock.instant(), expectation.failure().get());
            return false;
        }
        expectation.note().ifPresent(note -> record.add(new RunFragment.Note(note)));
        return true;
    }

    private void finish(PlannedRun run, Path folder, RunRecord record, RunListener listener) {
        record.write(folder);
        listener.finished(run, record);
    }

    /** The run under way and every later run of the group fail with {@code why}: their deployment is gone. */
    private void failRest(List<PlannedRun> runs, int next, RunRecord current, Function<PlannedRun, Path> folderOf,
                          RunListener listener, String why) {
        for (int i = next; i < runs.size(); i++) {
            PlannedRun run = runs.get(i);
            RunRecord record = i == next && current != null ? current : newRecord(run);
            if (i > next || current == null) {
                listener.started(run);
            }
            record.failed(clock.instant(), i == next ? why : "not run: the deployment it shared failed: " + why);
            try {
                Files.createDirectories(folderOf.apply(run));
            } catch (IOException e) {
                // JsonFiles.write reports the folder that cannot be written
            }
            finish(run, folderOf.apply(run), record, listener);
        }
    }

    /**
     * Records each death as an incident of {@code record} and answers the run's failure: which processes died, how
     * and when (the window's figures after that are the dead process's errors, not the treatment's cost).
     */
    private String died(List<ProcessDeath> deaths, RunRecord record) {
        for (ProcessDeath death : deaths) {
            record.add(new RunFragment.Incident(new RunJson.Incident(RunJson.Incident.PROCESS_DIED,
                    death.at().toString(), death.process(), death.exitCode(), death.describe())));
        }
        return deaths.stream().map(ProcessDeath::describe).collect(java.util.stream.Collectors.joining("; "))
                + " while the run needed it; the deployment was stopped";
    }

    /** A process of the deployment ended under the run: the run and the later runs sharing the deployment fail. */
    private static final class ProcessDiedException extends RuntimeException {
        ProcessDiedException(String message) {
            super(message);
        }
    }

    private void interrupted(List<PlannedRun> runs, int next, RunRecord current, Function<PlannedRun, Path> folderOf,
                             RunListener listener) {
        if (current != null && next < runs.size()) {
            current.add(new RunFragment.Incident(new RunJson.Incident(RunJson.Incident.INTERRUPTED,
                    clock.instant().toString(), null, null, "Ctrl-C twice (or SIGTERM): stopped at once; every "
                    + "process of the run stopped")));
            current.failed(clock.instant(), "interrupted (Ctrl-C); processes of the run stopped");
            finish(runs.get(next), folderOf.apply(runs.get(next)), current, listener);
        }
    }
}
