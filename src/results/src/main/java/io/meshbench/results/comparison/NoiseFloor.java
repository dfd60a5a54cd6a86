package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The A/A check: a second baseline deployment compared with the baseline shows, per metric and level, how far two
 * identical deployments differ on this machine. A treated delta no larger than that is marked "within A/A noise": the
 * harness could not tell it from no difference at all.
 */
public final class NoiseFloor {

    static final String MARK = " (within A/A noise)";

    private NoiseFloor() {
    }

    /**
     * @param aaTreatment the second baseline's treatment name; comparisons of it are the floor and stay as they are
     * @return the comparisons, each other treatment's metrics marked against the A/A comparison of its level
     */
    public static List<TreatmentComparison> apply(List<TreatmentComparison> comparisons, String aaTreatment,
                                                  String aaLabel) {
        Map<String, TreatmentComparison> floors = new LinkedHashMap<>();
        comparisons.stream().filter(c -> c.treatment().equals(aaTreatment)).forEach(c -> floors.put(c.level(), c));
        List<TreatmentComparison> marked = new ArrayList<>();
        for (TreatmentComparison comparison : comparisons) {
            TreatmentComparison floor = floors.get(comparison.level());
            if (floor == null || comparison.treatment().equals(aaTreatment)) {
                marked.add(comparison);
                continue;
            }
            Map<String, MetricComparison> metrics = new LinkedHashMap<>();
            comparison.metrics().forEach((key, metric) -> metrics.put(key, mark(metric, floor.metrics().get(key))));
            List<String> flags = new ArrayList<>(comparison.flags());
            flags.add("deltas marked \"within A/A noise\" are no larger than the difference between two identical "
                    + "baseline deployments (" + aaLabel + ") at this level");
            marked.add(new TreatmentComparison(comparison.treatment(), comparison.treatmentLabel(), comparison.level(),
                    comparison.users(), comparison.targetTps(), comparison.baselineRounds(), comparison.treatedRounds(),
                    metrics, comparison.labels(), comparison.loadLimited(), comparison.machineSaturated(), comparison.unsteady(),
                    comparison.atRest(),                    comparison.pooled(), List.copyOf(flags), comparison.machineBusy()));
        }
        return marked;
    }

    static boolean withinFloor(double delta, double floorDelta) {
        return Math.abs(delta) <= Math.abs(floorDelta);
    }

    private static MetricComparison mark(MetricComparison metric, MetricComparison floor) {
        if (metric.delta() == null || floor == null || floor.delta() == null
                || !withinFloor(metric.delta(), floor.delta())) {
            return metric;
        }
        return new MetricComparison(metric.metric(), metric.style(), metric.baseline(), metric.treated(), metric.delta(),
                metric.deltaMin(), metric.deltaMax(), metric.pairedRounds(), metric.withinNoise(), metric.roundDeltas(),
                metric.baselineText(), metric.treatedText(), metric.deltaText() + MARK, metric.cell() + MARK);
    }
}
