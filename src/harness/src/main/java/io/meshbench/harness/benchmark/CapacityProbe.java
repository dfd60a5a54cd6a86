package io.meshbench.harness.benchmark;

import io.meshbench.results.api.RunAnalysis;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.MetaJson;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.LoadModel;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.RunFolderLayout;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.duet.DuetSide;
import java.util.EnumMap;
import java.util.Map;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The baseline's capacity on this machine, which capacity-relative levels ({@code 50u-30%cap}) are shares of: a
 * baseline run before the benchmark, closed model and unthrottled, whose throughput gives the capacity
 * ({@link CapacityChoice}: the lower of its settled window's mean and what it held at the runs' ages). It warms up
 * until its throughput settles ({@link WarmupSettling}: two consecutive 15 s windows within 5 %, never before the
 * scenario's cold warm-up, at most {@link #longestWarmup}), then measures at least the
 * scenario's {@code capacityProbe.measured} (default 60 s): the run lasts the longest warm-up plus that, and the settling point is found in its samples
 * afterwards, so the measured window is everything after it. Its run folder is {@code capacity-probe/} beside
 * {@code runs/}, so the report never takes it for a level.
 *
 * <p>In duet mode what must fit the machine is the pair, so the probe is a duet too ({@link #pair}): two baseline
 * deployments side by side, one JMeter offering each side the same unthrottled closed-model load, one sampler. The
 * settling point, the window, the drift and the busy share are found in the combined files exactly as for one
 * deployment; the capacity is the pair's throughput per side (total over the sides), which is what a duet's
 * {@code 20u-30%cap} takes 30 % of, for each side.
 */
final class CapacityProbe {

    /** A rate no machine this runs on reaches: the Throughput Shaping Timer never delays a sample. */
    static final int UNTHROTTLED_TPS = 1_000_000;

    private CapacityProbe() {
    }

    /** Whether a capacity-relative level still waits for its rate. */
    static boolean needed(Scenario scenario) {
        return scenario.load().levels().stream().anyMatch(level -> level.isCapacityRelative() && !level.isResolved());
    }

    /** The warm-up the probe honours before it looks for settling: the cold warm-up of a fresh deployment. */
    static Duration coldWarmup(Scenario scenario) {
        Duration cold = scenario.load().coldWarmup() == null ? Duration.ZERO : scenario.load().coldWarmup();
        return cold.compareTo(scenario.load().warmup()) > 0 ? cold : scenario.load().warmup();
    }

    /**
     * The longest warm-up: the scenario's {@code capacityProbe.longestWarmup} (default 180 s: a cold router took about
     * 3 minutes to settle here), or the cold warm-up and two windows when that is longer.
     */
    static Duration longestWarmup(Scenario scenario) {
        Duration longest = scenario.checks().capacityProbe().longestWarmup();
        Duration afterCold = coldWarmup(scenario).plusSeconds(2L * WarmupSettling.WINDOW_SECONDS);
        return afterCold.compareTo(longest) > 0 ? afterCold : longest;
    }

    /**
     * The probe's run: the baseline with as many users as the largest capacity-relative level, unthrottled, for the
     * longest warm-up plus the scenario's {@code capacityProbe.measured} (its planned warm-up is the longest; the measured one is found after).
     */
    static PlannedRun run(Scenario scenario) {
        int users = scenario.load().levels().stream().filter(Level::isCapacityRelative).mapToInt(Level::users).max().orElse(1);
        return new PlannedRun(0, scenario.baseline(), new Level("capacity-probe", users, UNTHROTTLED_TPS), 1,
                longestWarmup(scenario), scenario.checks().capacityProbe().measured());
    }

    /**
     * The scenario the probe runs under: the closed model (an open model offers arrivals at the rate it is told, so it
     * cannot find one), no faults, the levels it probes for left as they are.
     */
    static Scenario probing(Scenario scenario) {
        return scenario.withPlan(scenario.plan().withLoadModel(LoadModel.CLOSED))
                .withLoad(scenario.load().withSharedDeployment(false))
                .withChecks(scenario.checks().withFaults(List.of()));
    }

    /**
     * Runs the probe through {@code executor} into {@code <benchmark>/capacity-probe/} and measures what it held.
     *
     * @throws BenchmarkAbortedException when the probe run failed: no capacity-relative level can be set
     */
    static MetaJson.Capacity measure(RunExecutor executor, Scenario scenario, Path benchmarkFolder)
            throws InterruptedException {
        PlannedRun probe = run(scenario);
        Path folder = BenchmarkFolderLayout.capacityProbe(benchmarkFolder);
        RunRecord record = executor.execute(probe, folder);
        if (!RunRecord.OK.equals(record.status())) {
            throw new BenchmarkAbortedException("the capacity probe failed, so no capacity-relative level can be set: "
                    + record.failure() + " (see " + folder + ")", null);
        }
        return measured(scenario, probe, folder);
    }

    /**
     * The duet pair's probe: the baseline on both sides (the same planned run twice), baseline side first, each with
     * the probe's users and the unthrottled rate.
     */
    static DuetPlan.Duet pair(Scenario scenario) {
        PlannedRun probe = run(scenario);
        return new DuetPlan.Duet(0, probe, probe, List.of(DuetSide.BASELINE, DuetSide.TREATED), true);
    }

    /**
     * Runs the pair probe through {@code executor}: both sides' runs under {@code <benchmark>/capacity-probe/<side>/},
     * the combined JTL and samples in {@code capacity-probe/}, and measures what the pair held per side.
     *
     * @throws BenchmarkAbortedException when a side of the probe failed: no capacity-relative level can be set
     */
    static MetaJson.Capacity measurePair(DuetExecutor executor, Scenario scenario, Path benchmarkFolder)
            throws InterruptedException {
        DuetPlan.Duet pair = pair(scenario);
        Path folder = BenchmarkFolderLayout.capacityProbe(benchmarkFolder);
        Map<DuetSide, Path> sides = new EnumMap<>(DuetSide.class);
        for (DuetSide side : DuetSide.values()) {
            sides.put(side, folder.resolve(side.id()));
        }
        List<RunRecord> records = executor.execute(pair, benchmarkFolder, folder, sides);
        for (RunRecord record : records) {
            if (!RunRecord.OK.equals(record.status())) {
                throw new BenchmarkAbortedException("the duet pair's capacity probe failed, so no capacity-relative "
                        + "level can be set: " + record.failure() + " (see " + folder + ")", null);
            }
        }
        return measured(scenario, pair.treated(), folder, DuetSide.values().length);
    }

    /** The capacity in a finished probe's folder: its settling point found, the window after it measured. */
    static MetaJson.Capacity measured(Scenario scenario, PlannedRun probe, Path folder) {
        return measured(scenario, probe, folder, 1);
    }

    /**
     * As {@link #measured(Scenario, PlannedRun, Path)} over a folder whose JTL holds {@code sides} deployments'
     * requests at once (a duet pair's combined JTL): the settling point and the window are the combined throughput's,
     * the capacity is per side.
     */
    static MetaJson.Capacity measured(Scenario scenario, PlannedRun probe, Path folder, int sides) {
        Path jtl = RunFolderLayout.jtl(folder);
        try {
            // one analysis serves both: the whole run's TPS finds the settling point, the window after it is measured
            AtomicReference<WarmupSettling> found = new AtomicReference<>();
            AtomicReference<List<Long>> wholeTps = new AtomicReference<>();
            RunAnalysis.Window window = RunAnalysis.window(jtl, RunFolderLayout.samples(folder), probe.warmup(),
                    tpsPerSecond -> {
                        wholeTps.set(tpsPerSecond);
                        found.set(WarmupSettling.of(tpsPerSecond, coldWarmup(scenario).toSeconds(),
                                probe.warmup().toSeconds()));
                        return Duration.ofSeconds(found.get().warmupSeconds());
                    });
            return CapacityChoice.of(scenario, probe, wholeTps.get(), found.get(), window, sides);
        } catch (ResultsException e) {
            throw new BenchmarkAbortedException("the capacity probe's " + RunFolderLayout.JTL + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** {@code scenario} with every capacity-relative level set to its share of {@code capacityTps}. */
    static Scenario resolve(Scenario scenario, double capacityTps) {
        return scenario.withLoad(scenario.load().withLevels(
                scenario.load().levels().stream().map(level -> level.atCapacity(capacityTps)).toList()));
    }
}
