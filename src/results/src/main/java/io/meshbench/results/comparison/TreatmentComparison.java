package io.meshbench.results.comparison;

import java.util.List;
import java.util.Map;

/**
 * One treatment against the baseline at one level: every {@link Metric} compared ({@code metrics}, by metric key),
 * the latency and throughput of every label (a label run on one side only shows "—" on the other), and flags that
 * qualify the figures (the machine limited the load, throughput drifted); {@code machineSaturated}: a run of either side
 * was machine-saturated ({@link MachineLoad}), so its latency and throughput deltas measure CPU queueing, not the
 * treatment; {@code unsteady}: a run of either side had not settled ({@link JitSteadiness}), so its CPU and latency
 * deltas include JIT compilation; {@code atRest}: the level offered no load, so only resource figures exist. {@code machineBusy}: each side's mean machine busy share, shown beside every latency delta, and whether
 * it reached the queueing threshold. {@code pooled}: latency percentiles over all rounds' samples together ({@link PooledLatency}).
 */
public record TreatmentComparison(
        String treatment,
        String treatmentLabel,
        String level,
        Integer users,
        Double targetTps,
        List<Integer> baselineRounds,
        List<Integer> treatedRounds,
        Map<String, MetricComparison> metrics,
        Map<String, Map<String, MetricComparison>> labels,
        boolean loadLimited,
        boolean machineSaturated,
        boolean unsteady,
        boolean atRest,
        Map<String, PooledLatency> pooled,
        List<String> flags,
        MachineBusy machineBusy) {
}
