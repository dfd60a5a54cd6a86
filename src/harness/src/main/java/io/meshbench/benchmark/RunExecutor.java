package io.meshbench.benchmark;

import io.meshbench.deployment.LocalDeployment;
import io.meshbench.deployment.RunningDeployment;
import io.meshbench.deployment.ServiceProcess;
import io.meshbench.faults.FaultSchedule;
import io.meshbench.faults.FaultSwitch;
import io.meshbench.load.FirstSample;
import io.meshbench.load.JMeterRunner;
import io.meshbench.load.LoadResult;
import io.meshbench.load.LoadRun;
import io.meshbench.rules.Rule;
import io.meshbench.rules.RulePublisher;
import io.meshbench.probe.ProbeExpectation;
import io.meshbench.probe.TrafficProbe;
import io.meshbench.rules.ZooKeeperUnreachableException;
import io.meshbench.scenario.Durations;
import io.meshbench.scenario.FaultSpec;
import io.meshbench.scenario.ProbeSpec;
import io.meshbench.sampler.JvmSampler;
import io.meshbench.sampler.SampledProcess;
import io.meshbench.scenario.Scenario;
import io.meshbench.treatment.LoadEvidence;
import io.meshbench.treatment.Treatment;
import io.meshbench.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

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

    private final Scenario scenario;
    private final LocalDeployment deployments;
    private final Map<String, Treatment> treatments;
    private final List<Rule> scenarioRules;
    private final JMeterRunner jmeter;
    private final PrintStream console;
    private final Clock clock;
    private final BooleanSupplier stopRequested;

    RunExecutor(Scenario scenario, LocalDeployment deployments, Map<String, Treatment> treatments, List<Rule> scenarioRules,
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

    /**
     * Runs {@code run} into its folder below {@code benchmarkFolder}; run.json is written however it ends.
     *
     * @throws BenchmarkAbortedException when no later run could be trusted
     * @throws InterruptedException      on Ctrl-C (everything of the run stopped, run.json written as failed)
     */
    RunRecord execute(PlannedRun run, Path benchmarkFolder) throws InterruptedException {
        Path folder = run.folderIn(benchmarkFolder);
        RunRecord record = new RunRecord(scenario, run, clock.instant());
        try {
            Files.createDirectories(folder);
            Treatment treatment = treatments.get(run.treatment().name());
            try (RunningDeployment deployment = deployments.start(treatment::jvmArguments, folder)) {
                record.commandLines.putAll(deployment.commandLines());
                publishRules(run, deployment, record);
                checkTreatment(deployment, record);
                Optional<String> probeFailure = probe(run, deployment, record);
                if (probeFailure.isPresent()) {
                    record.failed(clock.instant(), probeFailure.get());
                    return record;
                }
                LoadRun load = loadRun(run, folder, deployment);
                record.commandLines.put("jmeter", jmeter.command(load));
                LoadResult result = load(load, deployment, record);
                if (!result.succeeded()) {
                    record.failed(clock.instant(), result.describe() + "; see " + folder.resolve("jmeter.log"));
                    return record;
                }
                if (record.faultFailed) {
                    record.failed(clock.instant(), "a fault could not be injected: " + record.faults);
                    return record;
                }
                ErrorRateCheck errors = ErrorRateCheck.of(load.resultFile(), scenario.warmup(), scenario.errorRateThresholdPct());
                record.errorRatePct = errors.errorRatePct();
                record.errorRateThresholdPct = scenario.errorRateThresholdPct();
                if (errors.failure().isPresent()) {
                    record.failed(clock.instant(), errors.failure().get());
                    return record;
                }
            }
            record.succeeded(clock.instant());
            return record;
        } catch (TreatmentNotLoadedException | ZooKeeperUnreachableException e) {
            record.failed(clock.instant(), e.getMessage());
            throw new BenchmarkAbortedException(e.getMessage(), e);
        } catch (InterruptedException e) {
            record.failed(clock.instant(), "interrupted (Ctrl-C); processes of the run stopped");
            throw e;
        } catch (IOException | RuntimeException e) {
            if (stopRequested.getAsBoolean()) {
                // a part that turned the interrupt into its own exception: still a Ctrl-C
                record.failed(clock.instant(), "interrupted (Ctrl-C); processes of the run stopped");
                throw new InterruptedException("stop requested");
            }
            record.failed(clock.instant(), e.getMessage() == null ? e.toString() : e.getMessage());
            return record;
        } finally {
            JsonFiles.write(folder.resolve("run.json"), record.toJson());
        }
    }

    private void publishRules(PlannedRun run, RunningDeployment deployment, RunRecord record) throws InterruptedException {
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

    private void checkTreatment(RunningDeployment deployment, RunRecord record) {
        Map<String, List<String>> check = new LinkedHashMap<>();
        Treatment treatment = treatments.get(record.treatment);
        for (LoadEvidence evidence : TreatmentVerification.of(treatment, deployment)) {
            check.put(evidence.process(), evidence.findings());
        }
        record.treatmentCheck = check;
        if (treatment.agentInfo().isEmpty()) {
            record.notes.add("baseline: no agent mounted");
        } else {
            record.notes.add(check.isEmpty() ? "no treated process" : "treatment loaded in " + String.join(", ", check.keySet()));
        }
    }

    /** @return why the run fails when the probe did not show what the scenario expects of this treatment */
    private Optional<String> probe(PlannedRun run, RunningDeployment deployment, RunRecord record) throws InterruptedException {
        ProbeSpec spec = scenario.probe();
        if (spec.requests() == 0) {
            return Optional.empty();
        }
        // a stack's level probes its own path: the probe is per stack
        String path = run.level().path() != null ? run.level().path() : spec.path() == null ? scenario.path() : spec.path();
        URI target = deployment.service(scenario.target()).baseUrl().resolve(path);
        boolean tags = ProbeSpec.TAGS.equals(spec.kind());
        record.probe = new TrafficProbe(spec.instanceField(), tags).probe(target, spec.headers(), spec.requests());
        console.println("  probe " + target + " -> " + record.probe);
        String what = "probe of " + (run.level().stack() == null ? "" : "stack " + run.level().stack() + " ") + "(" + target + ")";
        return ProbeExpectation.check(what, run.treatment().name(), spec.expect().get(run.treatment().name()), record.probe);
    }

    private LoadRun loadRun(PlannedRun run, Path folder, RunningDeployment deployment) {
        ServiceProcess target = deployment.service(scenario.target());
        Map<String, String> properties = new LinkedHashMap<>(scenario.planProperties());
        properties.put("host", "127.0.0.1");
        properties.put("port", String.valueOf(target.port()));
        properties.put("path", run.level().path() != null ? run.level().path() : scenario.path());
        properties.put("users", String.valueOf(run.level().users()));
        properties.put("tps", String.valueOf(run.level().targetTps()));
        properties.put("warmup", String.valueOf(scenario.warmup().toSeconds()));
        properties.put("duration", String.valueOf(scenario.duration().toSeconds()));
        return new LoadRun(scenario.planFile(), properties, folder, scenario.loadTime().plus(JMETER_MARGIN));
    }

    private LoadResult load(LoadRun load, RunningDeployment deployment, RunRecord record)
            throws IOException, InterruptedException {
        List<SampledProcess> sampled = new ArrayList<>();
        deployment.services().forEach(service -> sampled.add(new SampledProcess(service.name(), service.pid())));
        sampled.add(new SampledProcess("zookeeper", deployment.zookeeperPid()));
        try (JvmSampler sampler = JvmSampler.start(load.runFolder().resolve("samples.jsonl"), sampled);
             FaultSchedule faults = new FaultSchedule(scenario.faults(), scenario.warmup(),
                     () -> FirstSample.seen(load.resultFile(), load.logFile(), clock.instant()),
                     fault -> inject(fault, deployment, record), clock)) {
            LoadResult result = jmeter.run(load, jmeterProcess -> {
                sampler.add(new SampledProcess("jmeter", jmeterProcess.pid()));
                faults.start();
            });
            faults.close();
            for (FaultSpec fault : faults.notFired()) {
                record.faults.add(fault.process() + " mode=" + fault.mode() + " NOT INJECTED: the load ended before "
                        + Durations.format(fault.at()) + " into the measured window"
                        + faults.windowStart().map(start -> " (window start " + start + ")").orElse(" (no sample seen)"));
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

    private void inject(FaultSpec fault, RunningDeployment deployment, RunRecord record) {
        String when = clock.instant().toString();
        try {
            String answer = new FaultSwitch().set(deployment.service(fault.process()).baseUrl(), fault.mode(), fault.delayMillis());
            synchronized (record) {
                record.faults.add(when + " (" + Durations.format(fault.at()) + " into the measured window) "
                        + fault.process() + " mode=" + fault.mode() + ": " + answer);
            }
            console.println("  fault: " + fault.process() + " switched to " + fault.mode());
        } catch (IOException | RuntimeException e) {
            synchronized (record) {
                record.faults.add(when + " " + fault.process() + " mode=" + fault.mode() + " FAILED: " + e.getMessage());
                record.faultFailed = true;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
