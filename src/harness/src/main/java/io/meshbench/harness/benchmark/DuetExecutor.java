package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.LocalDeployment;
import io.meshbench.harness.deployment.RunningDeployment;
import io.meshbench.harness.duet.DuetSide;
import io.meshbench.harness.duet.DuetTestPlan;
import io.meshbench.harness.duet.SideSplit;
import io.meshbench.harness.load.LoadResult;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.results.format.DuetJson;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.harness.rules.ZooKeeperUnreachableException;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.sampler.SampledProcess;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.harness.treatment.TreatmentNotLoadedException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Executes one duet: the baseline's and the treatment's deployments started one after the other (each with its own
 * ZooKeeper, free ports, the same JVM flags), each with its rules published and its treatment checked and probed, then
 * one JMeter loading both at the level's rate through the duet plan while one sampler reads both sides in the same
 * tick. The combined JTL and samples are split into the two sides' run folders, each then an ordinary run with its own
 * run.json; duet.json says which two folders pair.
 */
final class DuetExecutor {

    private final Scenario scenario;
    private final LocalDeployment deployments;
    private final Map<String, Treatment> treatments;
    private final RunExecutor executor;
    private final RunSteps steps;
    private final PrintStream console;
    private final Clock clock;
    private final BooleanSupplier stopRequested;

    /** @param executor the run loop whose steps (rules, treatment check, probe, load, verdict) each side goes through */
    DuetExecutor(Scenario scenario, LocalDeployment deployments, Map<String, Treatment> treatments, RunExecutor executor,
                 PrintStream console, Clock clock, BooleanSupplier stopRequested) {
        this.scenario = scenario;
        this.deployments = deployments;
        this.treatments = treatments;
        this.executor = executor;
        this.steps = executor.steps();
        this.console = console;
        this.clock = clock;
        this.stopRequested = stopRequested;
    }

    /**
     * Runs the duet into {@code benchmark}; both sides' run.json are written however it ends.
     *
     * @return the baseline side's and the treated side's records
     * @throws BenchmarkAbortedException when a treatment did not load or ZooKeeper was unreachable
     * @throws InterruptedException      on Ctrl-C, every process stopped and both run.json written as failed
     */
    List<RunRecord> execute(DuetPlan.Duet duet, Path benchmark) throws InterruptedException {
        return execute(duet, benchmark, duet.folderIn(benchmark), new EnumMap<>(Map.of(DuetSide.BASELINE,
                duet.baselineFolderIn(benchmark), DuetSide.TREATED, duet.treatedFolderIn(benchmark))));
    }

    /**
     * Runs the duet with its combined files in {@code duetFolder} and each side's run in {@code folders} (the capacity
     * probe's pair keeps all of it under {@code capacity-probe/}, out of the report's runs and duets).
     */
    List<RunRecord> execute(DuetPlan.Duet duet, Path benchmark, Path duetFolder, Map<DuetSide, Path> folders)
            throws InterruptedException {
        Map<DuetSide, PlannedRun> runs = new EnumMap<>(Map.of(DuetSide.BASELINE, duet.baseline(), DuetSide.TREATED, duet.treated()));
        Map<DuetSide, RunRecord> records = new EnumMap<>(DuetSide.class);
        runs.forEach((side, run) -> records.put(side, new RunRecord(scenario, run, clock.instant())));
        Map<DuetSide, RunningDeployment> started = new EnumMap<>(DuetSide.class);
        String stage = "";
        try {
            Files.createDirectories(duetFolder);
            for (Path folder : folders.values()) {
                Files.createDirectories(folder);
            }
            executor.waitQuiet(records.values().toArray(RunRecord[]::new));
            for (DuetSide side : duet.order()) {
                stage = "the " + side.id() + " side's deployment (" + runs.get(side).treatment().name() + "): ";
                long setupStart = System.nanoTime();
                Treatment treatment = treatments.get(runs.get(side).treatment().name());
                RunningDeployment deployment = deployments.start(LocalDeployment.withProperties(
                        treatment::jvmArguments, runs.get(side).level().treatedProperties()), folders.get(side));
                started.put(side, deployment);
                RunRecord record = records.get(side);
                record.add(new RunFragment.Deployed(deployment.commandLines(), List.of()));
                record.add(steps.rules().publish(runs.get(side).treatment().rules(), deployment));
                record.add(steps.treatmentCheck().check(runs.get(side).treatment().name(), deployment));
                String setup = String.format(java.util.Locale.ROOT, "duet %s side, started %s: deployment started, rules "
                                + "published and treatment checked in %.1f s", side.id(),
                        side == duet.order().get(0) ? "first" : "second", (System.nanoTime() - setupStart) / 1e9);
                record.add(new RunFragment.Note(setup));
                console.println("  " + setup);
            }
            for (DuetSide side : duet.order()) {
                Optional<RunFragment.ProbeAnswers> probe = steps.probe().before(runs.get(side), started.get(side));
                probe.ifPresent(records.get(side)::add);
                Optional<String> probeFailure = probe.flatMap(RunFragment.ProbeAnswers::failure);
                if (probeFailure.isPresent()) {
                    failBoth(records, folders, side.id() + " side: " + probeFailure.get());
                    return List.copyOf(records.values());
                }
            }
            stage = "";
            LoadResult result = load(duet, duetFolder, started, records);
            split(duetFolder, folders);
            for (DuetSide side : DuetSide.values()) {
                finish(runs.get(side), records.get(side), folders.get(side), result, duetFolder);
            }
            writeDuetJson(duet, benchmark, duetFolder, folders, started);
        } catch (TreatmentNotLoadedException | ZooKeeperUnreachableException e) {
            failBoth(records, folders, e.getMessage());
            throw new BenchmarkAbortedException(e.getMessage(), e);
        } catch (InterruptedException e) {
            failBoth(records, folders, "interrupted (Ctrl-C); processes of the duet stopped");
            throw e;
        } catch (IOException | RuntimeException e) {
            if (stopRequested.getAsBoolean()) {
                failBoth(records, folders, "interrupted (Ctrl-C); processes of the duet stopped");
                throw new InterruptedException("stop requested");
            }
            failBoth(records, folders, stage + (e.getMessage() == null ? e.toString() : e.getMessage()));
        } finally {
            started.values().forEach(RunningDeployment::close);
        }
        return List.copyOf(records.values());
    }

    /** One JMeter, the duet plan, each side's port; one sampler over both sides' processes and JMeter. */
    private LoadResult load(DuetPlan.Duet duet, Path duetFolder, Map<DuetSide, RunningDeployment> started,
                            Map<DuetSide, RunRecord> records) throws IOException, InterruptedException {
        Path plan = DuetTestPlan.write(scenario.plan().file(), duetFolder, duet.order());
        LoadRun single = steps.load().loadRun(duet.treated(), duetFolder, started.get(DuetSide.TREATED));
        Map<String, String> properties = new LinkedHashMap<>(single.properties());
        for (DuetSide side : DuetSide.values()) {
            properties.put(side.portProperty(), String.valueOf(started.get(side).service(scenario.plan().target()).port()));
        }
        LoadRun load = new LoadRun(plan, properties, duetFolder, single.timeLimit());
        RunFragment.CommandLine jmeterCommand = new RunFragment.CommandLine("jmeter", steps.load().command(load));
        records.values().forEach(record -> record.add(jmeterCommand));
        List<SampledProcess> sampled = new ArrayList<>();
        for (DuetSide side : duet.order()) {
            RunningDeployment deployment = started.get(side);
            deployment.services().forEach(service ->
                    sampled.add(new SampledProcess(side.processPrefix() + service.name(), service.pid())));
            sampled.add(new SampledProcess(side.processPrefix() + "zookeeper", deployment.zookeeperPid()));
        }
        try (JvmSampler sampler = JvmSampler.start(RunFolderLayout.samples(duetFolder), sampled)) {
            RunFragment.Loaded loaded = steps.load().drive(load, sampler, Map.of("duet", "one JMeter loaded both sides: "
                    + BenchmarkFolderLayout.DUETS + " folder " + duetFolder.getFileName()), null, fragment -> { });
            records.values().forEach(record -> record.add(loaded));
            return loaded.result();
        }
    }

    private static void split(Path duetFolder, Map<DuetSide, Path> folders) throws IOException {
        Path jtl = RunFolderLayout.jtl(duetFolder);
        if (Files.isRegularFile(jtl)) {
            Map<DuetSide, Path> sideJtl = new EnumMap<>(DuetSide.class);
            folders.forEach((side, folder) -> sideJtl.put(side, RunFolderLayout.jtl(folder)));
            SideSplit.jtl(jtl, sideJtl);
        }
        Map<DuetSide, Path> sideSamples = new EnumMap<>(DuetSide.class);
        folders.forEach((side, folder) -> sideSamples.put(side, RunFolderLayout.samples(folder)));
        SideSplit.samples(RunFolderLayout.samples(duetFolder), sideSamples);
    }

    /** A side's checks after the load: JMeter's exit, the side's own error rate; then its run.json. */
    private void finish(PlannedRun run, RunRecord record, Path folder, LoadResult result, Path duetFolder) {
        if (!result.succeeded()) {
            record.failed(clock.instant(), result.describe() + "; see " + RunFolderLayout.jmeterLog(duetFolder));
        } else {
            RunFragment.ErrorRate errors = steps.verdict().errorRate(RunFolderLayout.jtl(folder), run.warmup());
            record.add(errors);
            errors.failure().ifPresentOrElse(why -> record.failed(clock.instant(), why), () -> record.succeeded(clock.instant()));
        }
        record.add(new RunFragment.Note("duet: loaded at the same time as its partner side by one JMeter; paired in " + duetFolder));
        record.write(folder);
    }

    private void failBoth(Map<DuetSide, RunRecord> records, Map<DuetSide, Path> folders, String why) {
        records.forEach((side, record) -> {
            if (!record.ended()) {
                record.failed(clock.instant(), why);
                try {
                    Files.createDirectories(folders.get(side));
                } catch (IOException e) {
                    // JsonFiles.write names the folder that cannot be written
                }
                record.write(folders.get(side));
            }
        });
    }

    private void writeDuetJson(DuetPlan.Duet duet, Path benchmark, Path duetFolder, Map<DuetSide, Path> folders,
                               Map<DuetSide, RunningDeployment> started) {
        Map<String, Integer> ports = new LinkedHashMap<>();
        for (DuetSide side : duet.order()) {
            ports.put(side.id(), started.get(side).service(scenario.plan().target()).port());
        }
        JsonFiles.write(RunFolderLayout.duetJson(duetFolder), new DuetJson(duet.treated().treatment().name(),
                duet.treated().level().name(), duet.treated().round(),
                benchmark.relativize(folders.get(DuetSide.BASELINE)).toString(),
                benchmark.relativize(folders.get(DuetSide.TREATED)).toString(), duet.treated().warmup(),
                duet.order().stream().map(DuetSide::id).toList(), ports, DuetSharing.SHARED));
    }
}
