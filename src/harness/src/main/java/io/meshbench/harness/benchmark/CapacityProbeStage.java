package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.MetaJson;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/**
 * The stage before the runs of a scenario with capacity-relative levels: probes the capacity the way the benchmark
 * will run (the baseline alone, or the duet pair side by side), records it in meta.json and says it, so that
 * {@link Benchmark} only has to replan at the rates it returns. {@link CapacityProbe} does the measuring itself.
 */
final class CapacityProbeStage {

    private CapacityProbeStage() {
    }

    /**
     * The scenario with its capacity-relative levels set from the probed capacity.
     *
     * @throws BenchmarkAbortedException when the probe failed: no capacity-relative level can be set
     */
    static Scenario resolve(Scenario scenario, boolean duet, RunExecutors executors, Map<String, Treatment> mounted,
                            MetaJson meta, Path folder, PrintStream console) throws InterruptedException {
        MetaJson.Capacity capacity;
        Scenario probing = CapacityProbe.probing(scenario);
        if (duet) {
            console.println("Capacity probe: the duet pair, two baseline deployments side by side, "
                    + "unthrottled, before the benchmark");
            capacity = CapacityProbe.measurePair(executors.duet(probing, mounted,
                    executors.sequential(probing, mounted)), scenario, folder);
        } else {
            console.println("Capacity probe: the baseline, unthrottled, before the benchmark");
            capacity = CapacityProbe.measure(executors.sequential(probing, mounted), scenario, folder);
        }
        Scenario measured = CapacityProbe.resolve(scenario, capacity.tps());
        JsonFiles.write(BenchmarkFolderLayout.metaJson(folder), MetaRecord.withCapacity(meta, measured, capacity));
        console.printf("Capacity: %s held %.1f TPS%s with %d users%s over %d s after %s %d s of "
                + "warm-up (machine %s busy, throughput drift %s between the halves); the plan at those "
                + "rates:%n", duet ? "the duet pair" : "the baseline", capacity.tps(),
                duet ? " per side" : "", capacity.users(), duet ? " per side" : "",
                capacity.durationSeconds(),
                Boolean.TRUE.equals(capacity.settled()) ? "settling in" : "NOT settling in the longest",
                capacity.warmupSeconds(), capacity.busyPct() == null ? "?" : capacity.busyPct() + "%",
                capacity.driftPct() == null ? "?" : capacity.driftPct() + "%");
        return measured;
    }
}
