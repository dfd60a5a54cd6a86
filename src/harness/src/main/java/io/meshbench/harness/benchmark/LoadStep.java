package io.meshbench.harness.benchmark;

import java.time.Instant;

import io.meshbench.harness.load.JMeterSeconds;

import io.meshbench.results.format.RunFolderLayout;

import io.meshbench.results.format.FaultEntry;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.faults.FaultSchedule;
import io.meshbench.harness.faults.FaultSwitch;
import io.meshbench.harness.load.EngineRecord;
import io.meshbench.harness.load.FirstSample;
import io.meshbench.harness.load.JMeterRunner;
import io.meshbench.harness.load.LoadResult;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.sampler.SampledProcess;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.FaultSpec;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.results.format.RunJson;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A run's load: JMeter through the scenario's plan, the deployment sampled meanwhile, the scenario's faults fired on
 * time into the measured window. The one place that says what run.json records of JMeter and of the sampler.
 */
final class LoadStep {

    /** Margin over warm-up plus duration for JMeter's start, its end and its HTML dashboard. */
    private static final Duration JMETER_MARGIN = Duration.ofMinutes(3);

    /** What drives the load: JMeter ({@link #of(JMeterRunner)}); a stand-in in tests. */
    interface Driver {
        /** The command line, in full, so that a run can be repeated by hand. */
        List<String> command(LoadRun load);

        /** @param onStart called with the load generator's process as soon as it runs */
        LoadResult run(LoadRun load, Consumer<ProcessHandle> onStart) throws IOException, InterruptedException;

        static Driver of(JMeterRunner jmeter) {
            return new Driver() {
                @Override
                public List<String> command(LoadRun load) {
                    return jmeter.command(load);
                }

                @Override
                public LoadResult run(LoadRun load, Consumer<ProcessHandle> onStart) throws IOException, InterruptedException {
                    // in the ledger while it runs: a harness killed mid-load leaves it to the next one to stop
                    ProcessHandle[] started = new ProcessHandle[1];
                    try {
                        return jmeter.run(load, process -> {
                            started[0] = process;
                            io.meshbench.harness.machine.ChildLedger.current().started(process, "jmeter");
                            onStart.accept(process);
                        });
                    } finally {
                        if (started[0] != null) {
                            io.meshbench.harness.machine.ChildLedger.current().stopped(started[0]);
                        }
                    }
                }
            };
        }
    }

    private final Scenario scenario;
    private final Driver driver;
    private final PrintStream console;
    private final Clock clock;

    LoadStep(Scenario scenario, Driver driver, PrintStream console, Clock clock) {
        this.scenario = scenario;
        this.driver = driver;
        this.console = console;
        this.clock = clock;
    }

    /** The JMeter execution of {@code run} against {@code deployment}'s target, its files in {@code folder}. */
    LoadRun loadRun(PlannedRun run, Path folder, DeployedTopology deployment) {
        URI target = deployment.urlOf(scenario.plan().target());
        Map<String, String> properties = new LinkedHashMap<>(scenario.plan().properties());
        properties.put("host", target.getHost());
        properties.put("port", String.valueOf(target.getPort()));
        properties.put("path", scenario.plan().path());
        properties.putAll(run.level().planProperties());
        properties.put("users", String.valueOf(run.level().users()));
        properties.put("tps", String.valueOf(run.level().targetTps()));
        properties.put("warmup", JMeterSeconds.of(run.warmup()));
        properties.put("duration", String.valueOf(run.duration().toSeconds()));
        return new LoadRun(scenario.plan().file(), properties, folder, run.loadTime().plus(JMETER_MARGIN),
                scenario.plan().engines());
    }

    List<String> command(LoadRun load) {
        return driver.command(load);
    }

    /** Loads one run's deployment; each fault fired (or not) goes to {@code emit} as it happens. */
    RunFragment.Loaded run(PlannedRun run, LoadRun load, DeployedTopology deployment, Consumer<RunFragment> emit)
            throws IOException, InterruptedException {
        try (JvmSampler sampler = deployment.sample(RunFolderLayout.samples(load.runFolder()));
             FaultSchedule faults = new FaultSchedule(scenario.checks().faults(), run.warmup(),
                     () -> FirstSample.seen(load.watched().resultFile(), load.watched().logFile(), clock.instant()),
                     fault -> inject(fault, deployment, emit), clock)) {
            return drive(load, sampler, Map.of(), faults, emit);
        }
    }

    /**
     * Runs the load with {@code sampler} already sampling: JMeter joins the sampled processes, {@code faults} (or
     * null) start with it; {@code extraInfo} goes into run.json's jmeter map before its last summary.
     */
    RunFragment.Loaded drive(LoadRun load, JvmSampler sampler, Map<String, Object> extraInfo, FaultSchedule faults,
                             Consumer<RunFragment> emit) throws IOException, InterruptedException {
        Optional<io.meshbench.harness.sampler.CgroupCpuStat> cgroup = io.meshbench.harness.sampler.CgroupCpuStat.ofThisProcess();
        Optional<long[]> throttlingBefore = cgroup.flatMap(io.meshbench.harness.sampler.CgroupCpuStat::counters);
        java.util.concurrent.atomic.AtomicInteger engines = new java.util.concurrent.atomic.AtomicInteger();
        LoadResult result = driver.run(load, jmeterProcess -> {
            // independent engines: the first is "jmeter" (the JMeter-busy figure), the others jmeter-2, jmeter-3 ...
            int engine = engines.incrementAndGet();
            sampler.add(new SampledProcess(engine == 1 ? "jmeter" : "jmeter-" + engine, jmeterProcess.pid()));
            if (faults != null && engine == 1) {
                faults.start();
            }
        });
        Optional<RunJson.CpuThrottling> throttling = throttlingBefore.flatMap(before -> cgroup.get().since(before));
        if (faults != null) {
            faults.close();
            for (FaultSpec fault : faults.notFired()) {
                emit.accept(new RunFragment.Fault(FaultEntry.notInjected(Durations.format(fault.at()), fault.process(),
                        fault.mode(), "the load ended before " + Durations.format(fault.at()) + " into the measured window"
                        + faults.windowStart().map(start -> " (window start " + start + ")").orElse(" (no sample seen)")),
                        true));
            }
        }
        Double samplerCpuPct = samplerCpuPct(sampler);
        Map<String, Object> jmeterInfo = new LinkedHashMap<>();
        jmeterInfo.put("exitCode", result.exitCode());
        jmeterInfo.put("timedOut", result.timedOut());
        jmeterInfo.putAll(extraInfo);
        result.lastSummary().ifPresent(summary -> jmeterInfo.put("lastSummary", summary));
        jmeterInfo.putAll(EngineRecord.of(result.engines()));
        return new RunFragment.Loaded(result, jmeterInfo, samplerCpuPct, throttling.orElse(null));
    }

    /** What the sampler itself used, in % of one core, to two decimals; stops the sampler. */
    static double samplerCpuPct(JvmSampler sampler) {
        return Math.round(sampler.stop().cpuCorePct() * 100) / 100.0;
    }

    private void inject(FaultSpec fault, DeployedTopology deployment, Consumer<RunFragment> emit) {
        Instant when = clock.instant();
        try {
            String answer = new FaultSwitch().set(deployment.urlOf(fault.process()), fault.mode(), fault.delayMillis());
            emit.accept(new RunFragment.Fault(FaultEntry.injected(when, Durations.format(fault.at()), fault.process(),
                    fault.mode(), answer), false));
            console.println("  fault: " + fault.process() + " switched to " + fault.mode());
        } catch (IOException | RuntimeException e) {
            emit.accept(new RunFragment.Fault(FaultEntry.failed(when, fault.process(), fault.mode(), e.getMessage()),
                    true));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
