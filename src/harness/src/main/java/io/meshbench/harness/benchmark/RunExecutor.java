package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.CpuAffinity;
import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.deployment.Deployment;
import io.meshbench.harness.deployment.SidecarProcess;
import io.meshbench.harness.faults.FaultSchedule;
import io.meshbench.results.format.FaultEntry;
import io.meshbench.harness.faults.FaultSwitch;
import io.meshbench.harness.load.FirstSample;
import io.meshbench.harness.load.JMeterRunner;
import io.meshbench.harness.load.JMeterSeconds;
import io.meshbench.harness.load.LoadResult;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.rules.Rule;
import io.meshbench.harness.rules.RulePublisher;
import io.meshbench.harness.probe.CounterProbe;
import io.meshbench.harness.probe.ProbeExpectation;
import io.meshbench.harness.probe.TrafficProbe;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.results.format.RunJson;
import io.meshbench.harness.scenario.CounterChange;
import io.meshbench.harness.rules.ZooKeeperUnreachableException;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.EvidenceSpec;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.harness.scenario.FaultSpec;
import io.meshbench.harness.scenario.ProbeSpec;
import io.meshbench.harness.scenario.RuleChange;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.sampler.SampledProcess;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.Workload;
import io.meshbench.harness.treatment.LoadEvidence;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Executes one planned run: deployment for the treatment, its rules (and only its rules) in ZooKeeper, the loaded
 * check, the probe, sampling, JMeter with the scenario's faults on time, then everything stopped and run.json written.
 */
final class RunExecutor {

    /** Margin over warm-up plus duration for JMeter's start, its end and its HTML dashboard. */
    private static final Duration JMETER_MARGIN = Duration.ofMinutes(3);
    private static final Duration ZOOKEEPER_TIMEOUT = Duration.ofSeconds(15);
    /** Time for Sermant's watchers to see a rule published after the services started. */
    private static final Duration RULE_PROPAGATION = Duration.ofSeconds(3);
    /** Sermant's xDS client retries every 3 s and does not block start-up: a few of its attempts. */
    private static final Duration EVIDENCE_TIMEOUT = Duration.ofSeconds(30);

    private final Scenario scenario;
    private final Deployment deployments;
    private final Map<String, Treatment> treatments;
    private final List<Rule> scenarioRules;
    private final JMeterRunner jmeter;
    private final PrintStream console;
    private final Clock clock;
    private final BooleanSupplier stopRequested;
    /** {@code --wait-quiet}: waits for a quiet machine before each run; null when not asked for. */
    private io.meshbench.harness.machine.QuietMachine quiet;

    RunExecutor(Scenario scenario, Deployment deployments, Map<String, Treatment> treatments, List<Rule> scenarioRules,
                JMeterRunner jmeter, PrintStream console, Clock clock, BooleanSupplier stopRequested) {
        this.scenario = scenario;
        this.deployments = deployments;
        this.treatments = treatments;
        this.scenarioRules = scenarioRules;
        this.jmeter = jmeter;
        this.console = console;
        this.clock = clock;
        this.stopRequested = stopRequested;
    }

    /** Waits for a quiet machine before each run ({@code --wait-quiet}). */
    RunExecutor waitingForQuiet(io.meshbench.harness.machine.QuietMachine quietMachine) {
        this.quiet = quietMachine;
        return this;
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
            record.quietWait = wait;
            if (wait != null && !wait.quiet()) {
                record.notes.add(String.format(java.util.Locale.ROOT, "--wait-quiet gave up after %.0f s: %.0f%% of "
                        + "a core was still used outside the benchmark", wait.waitedSeconds(), wait.foreignCorePct()));
            }
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
            current = new RunRecord(scenario, first, clock.instant());
            waitQuiet(current);
            long setupStart = System.nanoTime();
            CpuAffinity affinity = first.level().cpus() == null ? null : new CpuAffinity(first.level().cpus());
            try (DeployedTopology deployment = deployments.start(treatment, deploymentFolder, affinity)) {
                current.commandLines.putAll(deployment.commandLines());
                current.notes.addAll(deployment.notes());
                publishRules(first, deployment, current);
                checkTreatment(deployment, current);
                String started = !deployment.startedHere() ? "deployed topology ready"
                        : "deployment started" + (scenario.topology().startTogether() ? " (services together)" : "");
                String setup = String.format(java.util.Locale.ROOT, "set-up: %s, rules published and treatment "
                        + "checked in %.1f s", started, (System.nanoTime() - setupStart) / 1e9);
                current.notes.add(setup);
                console.println("  " + setup);
                RunRecord.DeploymentEvidence shared = current.deploymentEvidence(deploymentFolder);
                for (; next < runs.size(); next++) {
                    PlannedRun run = runs.get(next);
                    Path folder = folderOf.apply(run);
                    if (next > 0) {
                        Files.createDirectories(folder);
                        listener.started(run);
                        current = new RunRecord(scenario, run, clock.instant());
                        current.onSharedDeployment(shared);
                        waitQuiet(current);
                    }
                    measure(run, folder, deployment, current);
                    finish(run, folder, current, listener);
                    current = null;
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
        record.measureWithSidecars(deployment.sidecars().stream()
                .filter(sidecar -> record.measuredProcess.equals(sidecar.owner())).map(SidecarProcess::name).toList());
        Optional<String> probeFailure = probe(run, deployment, record);
        if (probeFailure.isPresent()) {
            record.failed(clock.instant(), probeFailure.get());
            return;
        }
        LoadRun load = loadRun(run, folder, deployment);
        Optional<URI> counters = countersOf(load, deployment);
        if (run.level().atRest()) {
            // counters at rest too: e.g. consumers that must keep consuming while the treatment sits idle
            Map<String, Long> before = readCounters(counters, "before", record);
            Optional<String> changes = rest(run, folder, deployment, counters, record);
            boolean moved = countersMovedAsExpected(run, counters, before, readCounters(counters, "after", record), record);
            if (changes.isPresent()) {
                record.failed(clock.instant(), "the counters " + counters.map(URI::toString).orElse("(none)")
                        + " did not move as the rule changes expect for " + run.treatment().name() + ": " + changes.get());
            } else if (moved) {
                record.succeeded(clock.instant());
            }
            return;
        }
        Map<String, Long> before = readCounters(counters, "before", record);
        record.commandLines.put("jmeter", jmeter.command(load));
        SidecarTraffic sidecarTraffic = SidecarTraffic.before(deployment.sidecars());
        LoadResult result = load(run, load, deployment, record);
        Map<String, Long> after = readCounters(counters, "after", record);
        LoadAnalysis analysis = new LoadAnalysis(load.resultFile(), run.warmup()); // read once, on first use, for both checks
        Optional<String> bypassed = sidecarTraffic.failureAfter(analysis, record.notes);
        if (result.succeeded() && bypassed.isPresent()) {
            record.failed(clock.instant(), bypassed.get());
            return;
        }
        if (!result.succeeded()) {
            record.failed(clock.instant(), result.describe() + "; see " + RunFolderLayout.jmeterLog(folder));
            return;
        }
        if (record.faultFailed) {
            record.failed(clock.instant(), "a fault could not be injected: " + FaultEntry.prose(record.faults));
            return;
        }
        if (!countersMovedAsExpected(run, counters, before, after, record)) {
            return;
        }
        ErrorRateCheck errors = ErrorRateCheck.of(analysis, scenario.errorRateThresholdPct());
        record.errorRatePct = errors.errorRatePct();
        record.errorRateThresholdPct = scenario.errorRateThresholdPct();
        if (errors.failure().isPresent()) {
            record.failed(clock.instant(), errors.failure().get());
            return;
        }
        Optional<String> afterLoad = probeAfterLoad(run, deployment, record);
        if (afterLoad.isPresent()) {
            record.failed(clock.instant(), afterLoad.get());
            return;
        }
        record.succeeded(clock.instant());
    }

    /** Fails the run (and answers false) when the counters did not move as the run's workload expects of its treatment. */
    private boolean countersMovedAsExpected(PlannedRun run, Optional<URI> counters, Map<String, Long> before,
                                            Map<String, Long> after, RunRecord record) {
        Map<String, CounterChange> expected = run.level().expect().getOrDefault(run.treatment().name(), Map.of());
        Optional<String> counterFailure = CounterCheck.failure(expected, before, after);
        if (counterFailure.isPresent()) {
            record.failed(clock.instant(), "the counters " + counters.map(URI::toString).orElse("(none)")
                    + " did not move as level " + run.level().name() + " expects for " + run.treatment().name()
                    + ": " + counterFailure.get());
            return false;
        }
        if (!expected.isEmpty()) {
            record.notes.add("counters as expected: " + expected);
        }
        return true;
    }

    /**
     * An at-rest run: the warm-up passes with no load (the services settle after start-up and the probe), then every
     * process is sampled for the duration; no sampling when the duration is 0 (a start-up alone).
     */
    private Optional<String> rest(PlannedRun run, Path folder, DeployedTopology deployment, Optional<URI> counters,
                                  RunRecord record) throws InterruptedException, IOException {
        console.println("  at rest: " + Durations.format(run.warmup()) + " quiet, then " + Durations.format(run.duration())
                + " sampled, no load");
        Thread.sleep(run.warmup().toMillis());
        long start = clock.millis();
        Optional<String> changes = Optional.empty();
        if (!run.duration().isZero()) {
            try (JvmSampler sampler = deployment.sample(RunFolderLayout.samples(folder))) {
                changes = playRuleChanges(run, deployment, counters, record, start);
                sleepUntil(start + run.duration().toMillis());
                record.samplerCpuPct = Math.round(sampler.stop().cpuCorePct() * 100) / 100.0;
            }
        }
        record.atRestWindow = new RunJson.Window(start, clock.millis());
        record.notes.add("at rest: no load; " + Durations.format(run.warmup()) + " quiet after start-up, then "
                + Durations.format(run.duration()) + " sampled");
        return changes;
    }

    /**
     * The level's rule changes, each at its time into the window starting at {@code windowStart}: the rules
     * published, then the counters read {@link RuleChange#SETTLE} later and at the phase's end, and checked against
     * what the change expects of this treatment. Counters land in run.json as {@code <name>.change<n>.before/after}.
     *
     * @return what did not move as expected; empty when every phase held
     */
    private Optional<String> playRuleChanges(PlannedRun run, DeployedTopology deployment, Optional<URI> counters,
                                             RunRecord record, long windowStart) throws InterruptedException, IOException {
        List<RuleChange> changes = run.level().ruleChanges();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < changes.size(); i++) {
            RuleChange change = changes.get(i);
            String name = "change" + (i + 1);
            sleepUntil(windowStart + change.at().toMillis());
            List<Rule> wanted = scenarioRules.stream().filter(rule -> change.rules().contains(rule.name())).toList();
            try (RulePublisher publisher = RulePublisher.connect(deployment.zookeeperAddress(), ZOOKEEPER_TIMEOUT)) {
                publisher.publishExactly(wanted, scenarioRules);
            }
            record.notes.add("rule " + name + " at " + Durations.format(change.at()) + " into the window: rules now "
                    + change.rules());
            console.println("  rule " + name + ": rules now " + change.rules());
            sleepUntil(windowStart + change.at().plus(RuleChange.SETTLE).toMillis());
            Map<String, Long> before = readCounters(counters, name + ".before", record);
            long phaseEnd = windowStart + (i + 1 < changes.size() ? changes.get(i + 1).at() : run.duration()).toMillis();
            sleepUntil(phaseEnd);
            Map<String, Long> after = readCounters(counters, name + ".after", record);
            Map<String, CounterChange> expected = change.expect().getOrDefault(run.treatment().name(), Map.of());
            Optional<String> failure = CounterCheck.failure(expected, before, after);
            failure.ifPresent(f -> failures.add(name + " " + change.rules() + ": " + f));
            if (failure.isEmpty() && !expected.isEmpty()) {
                record.notes.add("counters as " + name + " expects: " + expected);
            }
        }
        return failures.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", failures));
    }

    private void sleepUntil(long epochMillis) throws InterruptedException {
        long wait = epochMillis - clock.millis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }

    private void finish(PlannedRun run, Path folder, RunRecord record, RunListener listener) {
        JsonFiles.write(RunFolderLayout.runJson(folder), record.toJson());
        listener.finished(run, record);
    }

    /** The run under way and every later run of the group fail with {@code why}: their deployment is gone. */
    private void failRest(List<PlannedRun> runs, int next, RunRecord current, Function<PlannedRun, Path> folderOf,
                          RunListener listener, String why) {
        for (int i = next; i < runs.size(); i++) {
            PlannedRun run = runs.get(i);
            RunRecord record = i == next && current != null ? current : new RunRecord(scenario, run, clock.instant());
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

    private void interrupted(List<PlannedRun> runs, int next, RunRecord current, Function<PlannedRun, Path> folderOf,
                             RunListener listener) {
        if (current != null && next < runs.size()) {
            current.failed(clock.instant(), "interrupted (Ctrl-C); processes of the run stopped");
            finish(runs.get(next), folderOf.apply(runs.get(next)), current, listener);
        }
    }

    void publishRules(PlannedRun run, DeployedTopology deployment, RunRecord record) throws InterruptedException {
        if (scenarioRules.isEmpty()) {
            return;
        }
        List<Rule> wanted = scenarioRules.stream().filter(rule -> run.treatment().rules().contains(rule.name())).toList();
        try (RulePublisher publisher = RulePublisher.connect(deployment.zookeeperAddress(), ZOOKEEPER_TIMEOUT)) {
            record.notes.addAll(publisher.publishExactly(wanted, scenarioRules));
        }
        if (!wanted.isEmpty()) {
            Thread.sleep(RULE_PROPAGATION.toMillis());
        }
    }

    void checkTreatment(DeployedTopology deployment, RunRecord record) {
        Map<String, List<String>> check = new LinkedHashMap<>();
        Treatment treatment = treatments.get(record.treatment);
        for (LoadEvidence evidence : TreatmentVerification.of(treatment, deployment)) {
            check.put(evidence.process(), evidence.findings());
        }
        for (SidecarProcess sidecar : deployment.sidecars()) {
            check.put(sidecar.name(), List.of("the treatment's sidecar of " + sidecar.owner() + ", admin " + sidecar.adminUrl()));
        }
        EvidenceSpec evidence = scenario.treatments().stream().filter(t -> t.name().equals(record.treatment))
                .findFirst().map(TreatmentSpec::evidence).orElse(null);
        if (evidence != null) {
            check.put(evidence.process(), List.of(TreatmentEvidence.await(record.treatment, evidence,
                    deployment.urlOf(evidence.process()), EVIDENCE_TIMEOUT)));
        }
        record.treatmentCheck = check;
        if (treatment instanceof io.meshbench.harness.treatment.Baseline) {
            record.notes.add("baseline: no agent mounted");
        } else {
            record.notes.add(check.isEmpty() ? "no treated process" : "treatment loaded in " + String.join(", ", check.keySet()));
        }
    }

    /** @return why the run fails when the probe did not show what the scenario expects of this treatment */
    Optional<String> probe(PlannedRun run, DeployedTopology deployment, RunRecord record)
            throws InterruptedException {
        Optional<ProbeAnswers> answers = ask(run, deployment);
        if (answers.isEmpty()) {
            return Optional.empty();
        }
        record.probe = answers.get().counts();
        console.println("  probe " + answers.get().target() + " -> " + record.probe);
        return ProbeExpectation.check(answers.get().what(), run.treatment().name(),
                scenario.probe().expect().get(run.treatment().name()), record.probe);
    }

    /**
     * A probe that expects something of this treatment is asked again once the load is over: a treatment that did
     * its job only before the load fails the run. (Sermant 2.2.0's OkHttp 2 tag interceptor, for one, marks each
     * thread on its first request and never clears the mark, so once the load has used every worker thread no tag
     * crosses; the probe before the load, on fresh threads, sees them cross.)
     */
    private Optional<String> probeAfterLoad(PlannedRun run, DeployedTopology deployment, RunRecord record)
            throws InterruptedException {
        String expected = scenario.probe().expect().get(run.treatment().name());
        if (expected == null) {
            return Optional.empty();
        }
        Optional<ProbeAnswers> answers = ask(run, deployment);
        if (answers.isEmpty()) {
            return Optional.empty();
        }
        console.println("  probe after the load " + answers.get().target() + " -> " + answers.get().counts());
        record.notes.add("probe after the load: " + answers.get().counts());
        return ProbeExpectation.check(answers.get().what() + " after the load", run.treatment().name(), expected,
                answers.get().counts());
    }

    private record ProbeAnswers(URI target, String what, Map<String, Integer> counts) {
    }

    /** The scenario's probe requests sent to the run's target; empty when the scenario sends none. */
    private Optional<ProbeAnswers> ask(PlannedRun run, DeployedTopology deployment) throws InterruptedException {
        ProbeSpec spec = scenario.probe();
        if (spec.requests() == 0) {
            return Optional.empty();
        }
        // a workload with a path of its own is probed there: e.g. one client stack's endpoint
        String workloadPath = run.level().planProperties().get("path");
        String path = workloadPath != null ? workloadPath : spec.path() == null ? scenario.path() : spec.path();
        URI target = deployment.urlOf(scenario.target()).resolve(path);
        boolean tags = ProbeSpec.TAGS.equals(spec.kind());
        Map<String, Integer> counts = new TrafficProbe(spec.instanceField(), tags).probe(target, spec.headers(), spec.requests());
        Workload workload = run.level().workload();
        String what = "probe of " + (workload == null ? "" : "workload " + workload.name() + " ") + "(" + target + ")";
        return Optional.of(new ProbeAnswers(target, what, counts));
    }

    /** The probe's counters URL with the run's plan properties filled in; empty when the scenario reads none. */
    private Optional<URI> countersOf(LoadRun load, DeployedTopology deployment) {
        String path = scenario.probe().counters();
        if (path == null || path.isBlank()) {
            return Optional.empty();
        }
        for (Map.Entry<String, String> property : load.properties().entrySet()) {
            path = path.replace("${" + property.getKey() + "}", property.getValue());
        }
        return Optional.of(deployment.urlOf(scenario.target()).resolve(path));
    }

    private Map<String, Long> readCounters(Optional<URI> counters, String when, RunRecord record)
            throws IOException, InterruptedException {
        if (counters.isEmpty()) {
            return Map.of();
        }
        Map<String, Long> values = new CounterProbe().read(counters.get());
        if (record.probe == null) {
            record.probe = new java.util.TreeMap<>();
        }
        CounterCheck.record(values, when, record.probe);
        console.println("  counters (" + when + "): " + counters.get() + " -> " + values);
        return values;
    }

    LoadRun loadRun(PlannedRun run, Path folder, DeployedTopology deployment) {
        URI target = deployment.urlOf(scenario.target());
        Map<String, String> properties = new LinkedHashMap<>(scenario.planProperties());
        properties.put("host", target.getHost());
        properties.put("port", String.valueOf(target.getPort()));
        properties.put("path", scenario.path());
        properties.putAll(run.level().planProperties());
        properties.put("users", String.valueOf(run.level().users()));
        properties.put("tps", String.valueOf(run.level().targetTps()));
        properties.put("warmup", JMeterSeconds.of(run.warmup()));
        properties.put("duration", String.valueOf(run.duration().toSeconds()));
        return new LoadRun(scenario.planFile(), properties, folder, run.loadTime().plus(JMETER_MARGIN));
    }

    private LoadResult load(PlannedRun run, LoadRun load, DeployedTopology deployment, RunRecord record)
            throws IOException, InterruptedException {
        try (JvmSampler sampler = deployment.sample(RunFolderLayout.samples(load.runFolder()));
             FaultSchedule faults = new FaultSchedule(scenario.faults(), run.warmup(),
                     () -> FirstSample.seen(load.resultFile(), load.logFile(), clock.instant()),
                     fault -> inject(fault, deployment, record), clock)) {
            Optional<io.meshbench.harness.sampler.CgroupCpuStat> cgroup = io.meshbench.harness.sampler.CgroupCpuStat.ofThisProcess();
            Optional<long[]> throttlingBefore = cgroup.flatMap(io.meshbench.harness.sampler.CgroupCpuStat::counters);
            LoadResult result = jmeter.run(load, jmeterProcess -> {
                sampler.add(new SampledProcess("jmeter", jmeterProcess.pid()));
                faults.start();
            });
            throttlingBefore.flatMap(before -> cgroup.get().since(before)).ifPresent(t -> record.cpuThrottling = t);
            faults.close();
            for (FaultSpec fault : faults.notFired()) {
                record.faults.add(FaultEntry.notInjected(Durations.format(fault.at()), fault.process(), fault.mode(),
                        "the load ended before " + Durations.format(fault.at()) + " into the measured window"
                        + faults.windowStart().map(start -> " (window start " + start + ")").orElse(" (no sample seen)")));
                record.faultFailed = true;
            }
            record.samplerCpuPct = Math.round(sampler.stop().cpuCorePct() * 100) / 100.0;
            Map<String, Object> jmeterInfo = new LinkedHashMap<>();
            jmeterInfo.put("exitCode", result.exitCode());
            jmeterInfo.put("timedOut", result.timedOut());
            result.lastSummary().ifPresent(summary -> jmeterInfo.put("lastSummary", summary));
            record.jmeter = jmeterInfo;
            return result;
        }
    }

    private void inject(FaultSpec fault, DeployedTopology deployment, RunRecord record) {
        Instant when = clock.instant();
        try {
            String answer = new FaultSwitch().set(deployment.urlOf(fault.process()), fault.mode(), fault.delayMillis());
            synchronized (record) {
                record.faults.add(FaultEntry.injected(when, Durations.format(fault.at()), fault.process(), fault.mode(),
                        answer));
            }
            console.println("  fault: " + fault.process() + " switched to " + fault.mode());
        } catch (IOException | RuntimeException e) {
            synchronized (record) {
                record.faults.add(FaultEntry.failed(when, fault.process(), fault.mode(), e.getMessage()));
                record.faultFailed = true;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
