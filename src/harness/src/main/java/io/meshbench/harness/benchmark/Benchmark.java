package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeploymentException;
import io.meshbench.harness.deployment.ProcessRegistry;
import io.meshbench.harness.load.JMeterHome;
import io.meshbench.harness.remote.Reachability;
import io.meshbench.harness.remote.Targets;
import io.meshbench.harness.remote.TargetsFile;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.RunJson;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One benchmark of a scenario: everything checked before the first process starts, the plan printed, the runs executed
 * in the plan's order into {@code results/<scenario>/<timestamp>/}, then the report.
 */
public final class Benchmark {

    private final Scenario scenario;
    private final BenchmarkSettings settings;
    private final Map<String, Treatment> treatments;
    private final JMeterHome jmeterHome;
    private final ReportWriter reports;
    private final PrintStream console;
    private final Clock clock;
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    /** Ctrl-C once: the run under way finishes, then the benchmark stops and writes its report. */
    private final AtomicBoolean stopAfterRun = new AtomicBoolean();
    /** {@code --resume}: the benchmark folder continued; null for a new benchmark. */
    private Path resumeFolder;
    /** A resumed benchmark's probed capacity (meta.json's), which its capacity-relative levels take again. */
    private Double resumedCapacity;
    private volatile Thread runner;
    /** Set by {@link #inDuetMode()}: the baseline and each treatment run side by side, not one after another. */
    private DuetPlan duets;
    /** {@code --wait-quiet}: before each run, wait for a quiet machine; null when not asked for. */
    private io.meshbench.harness.machine.QuietMachine quiet;
    /** {@code --benchmark-dir}: this folder instead of a new {@code results/<scenario>/<timestamp>/}; null when not given. */
    private Path givenFolder;
    /** Where each treatment's topology is already deployed ({@code --targets}); null when the suite starts it. */
    private final Targets targets;

    private Benchmark(Scenario scenario, BenchmarkSettings settings, Map<String, Treatment> treatments, JMeterHome jmeterHome,
                      ReportWriter reports, PrintStream console, Clock clock, Targets targets) {
        this.targets = targets;
        this.scenario = scenario;
        this.settings = settings;
        this.treatments = treatments;
        this.jmeterHome = jmeterHome;
        this.reports = reports;
        this.console = console;
        this.clock = clock;
    }

    /**
     * Validates the settings against the scenario (Sermant release, agent jars, JMeter, service jars) so that a
     * mistake fails at once, before anything starts.
     *
     * @throws ScenarioException or {@code InvalidTreatmentException} saying what to pass
     */
    public static Benchmark prepare(Scenario scenario, BenchmarkSettings settings, ReportWriter reports,
                                    PrintStream console) {
        TreatmentFactory factory = new TreatmentFactory(settings);
        scenario = withoutUnmountableOptionals(scenario, factory, console);
        Map<String, Treatment> treatments = factory.create(scenario.treatments());
        scenario = withMountedLabels(scenario, treatments);
        // deployed already: no jar is started here, the targets file says where each treatment answers
        Targets targets = null;
        if (settings.remote()) {
            targets = new TargetsFile().load(settings.targetsFile(), scenario);
            Reachability.require(targets);
        }
        JMeterHome jmeterHome;
        try {
            jmeterHome = JMeterHome.at(settings.jmeterHome());
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(e.getMessage());
        }
        if (targets != null) {
            return new Benchmark(scenario, settings, treatments, jmeterHome, reports, console, Clock.systemUTC(), targets);
        }
        if (settings.servicesDir() == null) {
            throw new ScenarioException("--services-dir is required: the folder holding the service jars, e.g. src/services");
        }
        DeploymentSpecs.of(scenario, settings.servicesDir());
        return new Benchmark(scenario, settings, treatments, jmeterHome, reports, console, Clock.systemUTC(), null);
    }

    /** The scenario without its optional treatments whose agent was not given, each left out with a line saying so. */
    static Scenario withoutUnmountableOptionals(Scenario scenario, TreatmentFactory factory, PrintStream console) {
        Map<String, String> skipped = factory.unavailableOptional(scenario.treatments());
        skipped.forEach((name, why) -> console.println("Treatment '" + name + "' left out: it is optional and " + why));
        return skipped.isEmpty() ? scenario : scenario.withTreatments(scenario.treatments().stream()
                .filter(spec -> !skipped.containsKey(spec.name())).toList());
    }

    /**
     * The scenario with each treatment labelled as its mounted treatment is (a javaagent without a label of its own is
     * named after its jar), so run.json, meta.json and the report name what was measured.
     *
     * @throws ScenarioException when two treatments end up with one label
     */
    static Scenario withMountedLabels(Scenario scenario, Map<String, Treatment> treatments) {
        List<TreatmentSpec> labelled = new ArrayList<>();
        Map<String, String> owners = new java.util.HashMap<>();
        for (TreatmentSpec spec : scenario.treatments()) {
            String label = treatments.get(spec.name()).label();
            String other = owners.putIfAbsent(label, spec.name());
            if (other != null) {
                throw new ScenarioException("Treatments '" + other + "' and '" + spec.name() + "' would both be labelled '"
                        + label + "' in the report: give them labels of their own (label: ... in the scenario)");
            }
            labelled.add(spec.labelGiven() || spec.label().equals(label) ? spec : spec.withLabel(label));
        }
        return scenario.withTreatments(labelled);
    }

    public BenchmarkPlan plan() {
        return plan(scenario);
    }

    private BenchmarkPlan plan(Scenario planned) {
        return BenchmarkPlan.of(planned, targets != null ? DeploymentSetUp.DEPLOYED : DeploymentSetUp.STARTED_HERE);
    }

    /**
     * Duet mode ({@code --mode duet}): each treatment runs beside a baseline of its own, both loaded by one JMeter at
     * once, and the report pairs them second by second.
     *
     * @throws ScenarioException when the scenario cannot run as duets (checked now, before anything starts)
     */
    public Benchmark inDuetMode() {
        if (targets != null) {
            throw new ScenarioException("--mode duet starts both sides' deployments itself; it cannot run with "
                    + Targets.OPTION + " (a deployed topology): leave one of them out");
        }
        duets = DuetPlan.of(scenario);
        return this;
    }

    /** Writes into exactly {@code folder} ({@code run --benchmark-dir}, used by the page), which must be new or empty. */
    public Benchmark intoFolder(Path folder) {
        this.givenFolder = folder;
        return this;
    }

    /**
     * Continues the benchmark in {@code folder} ({@code --resume}): its finished runs are kept, the others run again;
     * with more rounds than the folder holds, the added rounds run too. Capacity-relative levels take the absolute
     * rates the folder's probe recorded (meta.json), so an added round runs at the load the first ones ran at.
     *
     * A duet is kept when both its sides finished; otherwise its folders are moved aside and it runs again whole (a
     * duet's two sides share their seconds, so one side cannot be run again alone).
     *
     * @throws ScenarioException when the scenario needs what a resume cannot repeat (a capacity probe that recorded
     *                           no capacity)
     */
    public Benchmark resuming(Path folder) {
        if (CapacityProbe.needed(scenario)) {
            resumedCapacity = ResumedBenchmark.recordedCapacity(folder).stream().boxed().findFirst().orElseThrow(() ->
                    new ScenarioException("--resume " + folder + ": this benchmark sets its levels by a capacity probe, "
                            + "and its meta.json records no probed capacity to run them at again: run it again "
                            + "instead"));
        }
        this.resumeFolder = folder;
        return this;
    }

    /** Before each run, waits until the machine is quiet ({@code --wait-quiet}), at most as long as {@code quiet} says. */
    public Benchmark waitingForQuiet(io.meshbench.harness.machine.QuietMachine quietMachine) {
        this.quiet = quietMachine;
        return this;
    }

    /**
     * Runs the plan. A failed run is recorded and the next one starts; a failure no later run could survive (a
     * treatment that did not load, ZooKeeper unreachable) stops the benchmark.
     *
     * @throws InterruptedException on Ctrl-C, after the current run's processes are stopped and its run.json written
     */
    public BenchmarkOutcome run() throws InterruptedException {
        runner = Thread.currentThread();
        BenchmarkPlan plan = plan();
        console.print(duets != null ? duets.describe() : plan.describe());
        MetaJson meta = MetaRecord.of(scenario, treatments, MachineEnvironment.detect(Path.of("").toAbsolutePath()),
                jmeterHome.version(), settings.command());
        ResumedBenchmark resumed = resumeFolder == null ? null : ResumedBenchmark.of(resumeFolder, meta);
        Path folder = resumed != null ? resumed.folder() : givenFolder != null ? ResultsFolder.createExactly(givenFolder)
                : ResultsFolder.create(settings.resultsRoot(), scenario.name(), LocalDateTime.now(clock));
        console.println((resumed != null ? "Resuming: " : "Results: ") + folder);
        if (resumed == null) {
            JsonFiles.write(BenchmarkFolderLayout.metaJson(folder), meta); // a resume keeps the one it continues
        } else if (resumed.recordedRounds() < scenario.load().rounds()) {
            console.printf("Adding rounds %d to %d to the finished benchmark%n", resumed.recordedRounds() + 1,
                    scenario.load().rounds());
            JsonFiles.write(BenchmarkFolderLayout.metaJson(folder),
                    resumed.recordedWithRounds(scenario.load().rounds()));
        }

        List<RunRecord> records = new ArrayList<>();
        Optional<String> aborted = Optional.empty();
        try (ProcessRegistry registry = ProcessRegistry.withShutdownHook()) {
            RunExecutors executors = new RunExecutors(settings.servicesDir(), targets, jmeterHome, scenario.rules(),
                    quiet, registry, console, clock, stopRequested::get);
            Scenario measured = scenario;
            try {
                // a deployed topology's agents are configured where they are deployed: nothing to prime here
                Map<String, Treatment> mounted = targets != null ? treatments
                        : PreFilterPriming.prime(treatments, executors.local(scenario), folder, console);
                if (resumedCapacity != null) {
                    measured = CapacityProbe.resolve(scenario, resumedCapacity);
                    plan = plan(measured);
                    if (duets != null) {
                        duets = DuetPlan.of(measured);
                    }
                    console.printf("Capacity-relative levels at the capacity the benchmark's probe recorded, "
                            + "%.1f TPS:%n", resumedCapacity);
                    console.print(duets != null ? duets.describe() : plan.describe());
                } else if (CapacityProbe.needed(scenario)) {
                    measured = CapacityProbeStage.resolve(scenario, duets != null, executors, mounted, meta, folder,
                            console);
                    plan = plan(measured);
                    if (duets != null) {
                        duets = DuetPlan.of(measured);
                    }
                    console.print(duets != null ? duets.describe() : plan.describe());
                }
                if (duets != null) {
                    runDuets(executors.duet(measured, mounted, executors.sequential(measured, mounted)), folder,
                            records, resumed);
                } else {
                    runPlan(plan, executors.sequential(measured, mounted).stoppingAfterRunWhen(stopAfterRun::get),
                            folder, records, resumed);
                }
            } catch (BenchmarkAbortedException | TreatmentNotLoadedException | DeploymentException e) {
                aborted = Optional.of(e.getMessage());
                console.println("Benchmark stopped: " + e.getMessage());
            } catch (RuntimeException e) {
                Optional<String> full = DiskFull.in(e);
                if (full.isEmpty()) {
                    throw e;
                }
                // every process is stopped as the registry closes; the report would not fit either
                aborted = Optional.of("the disk is full (" + full.get() + "): the runs written so far are kept; free "
                        + "space and continue with --resume " + folder);
                console.println("Benchmark stopped: " + aborted.get());
                return new BenchmarkOutcome(folder, records, aborted, Optional.empty(), false);
            }
        }
        boolean stoppedOnCtrlC = stopAfterRun.get();
        if (stoppedOnCtrlC && aborted.isEmpty()) {
            aborted = Optional.of("stopped on Ctrl-C after a finished run; continue with --resume " + folder);
            console.println("Benchmark stopped: " + aborted.get());
        }
        return new BenchmarkOutcome(folder, records, aborted, report(folder), stoppedOnCtrlC);
    }

    private void runPlan(BenchmarkPlan plan, RunExecutor executor, Path folder, List<RunRecord> records,
                         ResumedBenchmark resumed) throws InterruptedException {
        BenchmarkProgress progress = new BenchmarkProgress(plan, clock.withZone(java.time.ZoneId.systemDefault()));
        int total = plan.runs().size();
        RunExecutor.RunListener listener = new RunExecutor.RunListener() {
            @Override
            public void started(PlannedRun run) {
                console.printf("Run %d/%d: %s%n", run.index(), total, run.describe());
            }

            @Override
            public void finished(PlannedRun run, RunRecord record) {
                records.add(record);
                console.printf("Run %d/%d: %s%s%n", run.index(), total, record.status(),
                        record.failure() == null ? "" : " - " + record.failure());
                console.println("Progress: " + progress.runFinished());
            }
        };
        Map<PlannedRun, RunJson.Incident> again = new java.util.HashMap<>();
        executor.withIncidentsBefore(run -> Optional.ofNullable(again.get(run)));
        for (List<PlannedRun> deployment : plan.deployments()) {
            if (stopRequested.get()) {
                throw new InterruptedException("stop requested");
            }
            if (stopAfterRun.get()) {
                return;
            }
            List<PlannedRun> toRun = resumed == null ? deployment : unfinished(deployment, resumed, again, total);
            if (!toRun.isEmpty()) {
                executor.execute(toRun, run -> run.folderIn(folder), listener);
            }
        }
    }

    /**
     * The runs of a deployment group that a resumed benchmark still has to run; each earlier attempt's folder is moved
     * aside and its incident kept in {@code again} for the new run.json.
     */
    private List<PlannedRun> unfinished(List<PlannedRun> deployment, ResumedBenchmark resumed,
                                        Map<PlannedRun, RunJson.Incident> again, int total) {
        List<PlannedRun> toRun = new ArrayList<>();
        for (PlannedRun run : deployment) {
            if (resumed.finished(run)) {
                console.printf("Run %d/%d: finished in an earlier attempt, kept (%s)%n", run.index(), total,
                        run.describe());
            } else {
                resumed.setAside(run, clock.instant()).ifPresent(incident -> again.put(run, incident));
                toRun.add(run);
            }
        }
        return toRun;
    }

    private void runDuets(DuetExecutor executor, Path folder, List<RunRecord> records, ResumedBenchmark resumed)
            throws InterruptedException {
        int total = duets.duets().size();
        for (DuetPlan.Duet duet : duets.duets()) {
            if (stopRequested.get()) {
                throw new InterruptedException("stop requested");
            }
            if (stopAfterRun.get()) {
                return;
            }
            if (resumed != null && resumed.finished(duet)) {
                console.printf("Duet %d/%d: finished in an earlier attempt, kept (%s)%n", duet.index(), total,
                        duet.describe());
                continue;
            }
            if (resumed != null) {
                resumed.setAside(duet);
            }
            console.printf("Duet %d/%d: %s%n", duet.index(), total, duet.describe());
            List<RunRecord> sides = executor.execute(duet, folder);
            records.addAll(sides);
            for (RunRecord side : sides) {
                console.printf("Duet %d/%d: %s side %s%s%n", duet.index(), total, side.treatment(), side.status(),
                        side.failure() == null ? "" : " - " + side.failure());
            }
        }
    }

    /**
     * Ctrl-C once: the run under way finishes and is kept, no later run starts, and the report is written of what
     * finished ({@link BenchmarkOutcome#stoppedOnCtrlC()}).
     */
    public void requestStopAfterRun() {
        stopAfterRun.set(true);
    }

    /**
     * Asks a running benchmark to stop (Ctrl-C twice): the current run's processes are stopped and its run.json written,
     * and {@link #run} throws {@link InterruptedException}.
     */
    public void requestStop() {
        stopRequested.set(true);
        Thread thread = runner;
        if (thread != null) {
            thread.interrupt();
        }
    }

    private Optional<Path> report(Path folder) {
        try {
            return Optional.ofNullable(reports.write(folder));
        } catch (IOException | RuntimeException e) {
            console.println("No report: " + e.getMessage());
            return Optional.empty();
        }
    }
}
