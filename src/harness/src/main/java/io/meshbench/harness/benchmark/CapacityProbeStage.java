package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Treatment;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.MetaJson;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
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
        console.print(describe(capacity, duet));
        console.println("The plan at those rates:");
        return measured;
    }

    /** What the probe held, what the levels are shares of and, when it did not settle, a warning line. */
    static String describe(MetaJson.Capacity capacity, boolean duet) {
        String perSide = duet ? " per side" : "";
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "Capacity: %s held %.1f TPS%s with %d "
                        + "users%s over %d s after %s %d s of warm-up (machine %s busy, throughput drift %s between the "
                        + "halves)%n", duet ? "the duet pair" : "the baseline",
                capacity.warmTps() != null ? capacity.warmTps() : capacity.tps(), perSide, capacity.users(), perSide,
                capacity.durationSeconds(),
                Boolean.TRUE.equals(capacity.settled()) ? "settling in" : "NOT settling in the longest",
                capacity.warmupSeconds(), capacity.busyPct() == null ? "?" : capacity.busyPct() + "%",
                capacity.driftPct() == null ? "?" : capacity.driftPct() + "%"));
        MetaJson.RunAge age = capacity.runAge();
        if (age != null) {
            text.append(String.format(Locale.ROOT, "Capacity at the runs' ages, %d to %d s after the load began: %s; "
                            + "the capacity-relative levels are shares of %.1f TPS%s%n", age.fromSeconds(),
                    age.toSeconds(), age.tps() == null ? "the probe did not reach them"
                            : String.format(Locale.ROOT, "%.1f TPS%s over its lowest 15 s", age.tps(), perSide),
                    capacity.tps(), perSide));
        }
        if (capacity.unsettledNote() != null) {
            text.append("⚠ ").append(capacity.unsettledNote()).append(System.lineSeparator());
        }
        return text.toString();
    }
}
