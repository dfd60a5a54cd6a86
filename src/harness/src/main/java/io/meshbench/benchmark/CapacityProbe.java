package io.meshbench.benchmark;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.format.MetaJson;
import io.meshbench.scenario.Level;
import io.meshbench.scenario.LoadModel;
import io.meshbench.scenario.Scenario;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The baseline's capacity on this machine, which capacity-relative levels ({@code 50u-30%cap}) are shares of: a short
 * baseline run before the benchmark, closed model and unthrottled, whose mean throughput over its measured window is
 * the capacity. Its run folder is {@code capacity-probe/} beside {@code runs/}, so the report never takes it for a level.
 */
final class CapacityProbe {

    static final String FOLDER = "capacity-probe";
    static final Duration MEASURED = Duration.ofSeconds(30);
    static final Duration LONGEST_WARMUP = Duration.ofSeconds(30);
    /** A rate no machine this runs on reaches: the Throughput Shaping Timer never delays a sample. */
    static final int UNTHROTTLED_TPS = 1_000_000;

    private CapacityProbe() {
    }

    /** Whether a capacity-relative level still waits for its rate. */
    static boolean needed(Scenario scenario) {
        return scenario.levels().stream().anyMatch(level -> level.isCapacityRelative() && !level.isResolved());
    }

    /** The probe's run: the baseline with as many users as the largest capacity-relative level, unthrottled. */
    static PlannedRun run(Scenario scenario) {
        int users = scenario.levels().stream().filter(Level::isCapacityRelative).mapToInt(Level::users).max().orElse(1);
        Duration warmup = scenario.warmup().compareTo(LONGEST_WARMUP) < 0 ? scenario.warmup() : LONGEST_WARMUP;
        return new PlannedRun(0, scenario.baseline(), new Level("capacity-probe", users, UNTHROTTLED_TPS), 1, warmup,
                MEASURED);
    }

    /**
     * The scenario the probe runs under: the closed model (an open model offers arrivals at the rate it is told, so it
     * cannot find one), no faults, the levels it probes for left as they are.
     */
    static Scenario probing(Scenario scenario) {
        return scenario.withLoadModel(LoadModel.CLOSED, false).withFaults(List.of());
    }

    /**
     * Runs the probe through {@code executor} into {@code <benchmark>/capacity-probe/} and measures what it held.
     *
     * @throws BenchmarkAbortedException when the probe run failed: no capacity-relative level can be set
     */
    static MetaJson.Capacity measure(RunExecutor executor, Scenario scenario, Path benchmarkFolder)
            throws InterruptedException {
        PlannedRun probe = run(scenario);
        Path folder = benchmarkFolder.resolve(FOLDER);
        RunRecord record = executor.execute(probe, folder);
        if (!RunRecord.OK.equals(record.status)) {
            throw new BenchmarkAbortedException("the capacity probe failed, so no capacity-relative level can be set: "
                    + record.failure + " (see " + folder + ")", null);
        }
        RunStatistics statistics;
        try {
            statistics = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true).withWarmup(probe.warmup()))
                    .analyze(folder.resolve("result.jtl"));
        } catch (ResultsException e) {
            throw new BenchmarkAbortedException("the capacity probe's result.jtl cannot be read: " + e.getMessage(), e);
        }
        return new MetaJson.Capacity(Math.round(statistics.tps().avgTps() * 10) / 10.0, probe.level().users(),
                probe.warmup().toSeconds(), probe.duration().toSeconds(), statistics.total().errorPct(), FOLDER);
    }

    /** {@code scenario} with every capacity-relative level set to its share of {@code capacityTps}. */
    static Scenario resolve(Scenario scenario, double capacityTps) {
        return scenario.withLevels(scenario.levels().stream().map(level -> level.atCapacity(capacityTps)).toList());
    }
}
