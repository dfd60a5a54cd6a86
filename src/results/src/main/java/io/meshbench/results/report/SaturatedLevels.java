package io.meshbench.results.report;

import io.meshbench.results.comparison.TreatmentComparison;
import io.meshbench.results.format.MetaJson;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The levels declared with a nominal rate (not a share of capacity) at which some run saturated the machine, and
 * what to do about them: their deltas measure CPU queueing, so the report offers a rerun at levels this machine holds.
 */
final class SaturatedLevels {

    private SaturatedLevels() {
    }

    static Set<String> nominal(MetaJson meta, List<TreatmentComparison> comparisons) {
        Set<String> saturatedNominal = new LinkedHashSet<>();
        comparisons.stream().filter(TreatmentComparison::machineSaturated).map(TreatmentComparison::level)
                .filter(level -> declaredLevel(meta, level).map(l -> l.capacityPct() == null).orElse(true))
                .forEach(saturatedNominal::add);
        return saturatedNominal;
    }

    /**
     * The command that reruns the benchmark at capacity-relative levels, which this machine can hold. Null when none
     * saturated. Not for a scenario with workloads, whose capacity differs per workload (the run refuses %cap levels
     * there).
     */
    static String rerunCommand(MetaJson meta, Set<String> saturatedNominal) {
        if (saturatedNominal.isEmpty() || meta.levels() == null) {
            return null;
        }
        List<Integer> users = meta.levels().stream().filter(l -> l.capacityPct() == null && l.users() != null)
                .map(MetaJson.Level::users).toList();
        return RerunCommand.atCapacity(meta.command(), users).orElse(null);
    }

    private static Optional<MetaJson.Level> declaredLevel(MetaJson meta, String level) {
        return meta.levels() == null ? Optional.empty()
                : meta.levels().stream().filter(l -> level.equals(l.name())).findFirst();
    }
}
