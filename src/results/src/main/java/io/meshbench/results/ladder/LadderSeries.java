package io.meshbench.results.ladder;

import java.util.List;

/**
 * One treatment's ladder: its steps in offered order, the processes sampled in any step (first-seen order: the
 * table's CPU columns), the first saturated step (null when none) and CPU per load fitted over the unsaturated
 * steps (null when fewer than two kept up); the same fit over the sidecars' CPU alone when the treatment has
 * sidecars ({@code sidecarCpuFit}, null otherwise).
 */
public record LadderSeries(String treatment, String label, List<LadderStep> steps, List<String> processes,
                           Saturation saturation, CpuFit cpuFit, CpuFit sidecarCpuFit) {

    public static LadderSeries of(String treatment, String label, List<LadderStep> steps) {
        return new LadderSeries(treatment, label, List.copyOf(steps),
                steps.stream().flatMap(s -> s.cpuPct().keySet().stream()).distinct().toList(),
                Saturation.firstIn(steps), CpuFit.over(steps), CpuFit.over(steps, LadderStep::sidecarCpuPct));
    }
}
