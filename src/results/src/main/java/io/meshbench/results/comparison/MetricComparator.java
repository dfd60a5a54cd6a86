package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Compares one figure between baseline rounds and treated rounds: the per-round deltas, their mean (relative deltas
 * through log ratios, {@link DeltaEstimate}), and with three rounds or more a paired Student-t 95 % interval
 * ({@link RoundsInterval}); with two rounds their spread. The cell ends with its three-way verdict
 * ({@link CellVerdict}): "costs more", "within ±5 %", "undecided: about 4 more rounds".
 *
 * <p>The cell's baseline and treated figures are the medians over rounds and its delta the mean of the paired
 * per-round deltas, so the three need not subtract (an odd round moves the mean, not the medians); tables say so
 * in their legend.
 */
final class MetricComparator {

    private MetricComparator() {
    }

    /**
     * @param baseline the figure per baseline round (round number to value; null values = not measured)
     * @param treated  the figure per treated round
     */
    static MetricComparison compare(String key, DeltaStyle style, Map<Integer, Double> baseline,
                                    Map<Integer, Double> treated) {
        return compare(key, style, baseline, treated, Margins.DEFAULT.of(key).orElse(null));
    }

    /** The same, judged against {@code margin} (null: the figure has none, so nothing is "within"). */
    static MetricComparison compare(String key, DeltaStyle style, Map<Integer, Double> baseline,
                                    Map<Integer, Double> treated, Margin margin) {
        Double baselineMedian = median(baseline.values());
        Double treatedMedian = median(treated.values());
        List<Double> deltas = new ArrayList<>();
        for (Map.Entry<Integer, Double> round : new TreeMap<>(baseline).entrySet()) {
            Double treatedValue = treated.get(round.getKey());
            if (round.getValue() != null && treatedValue != null) {
                Double delta = style.delta(round.getValue(), treatedValue);
                if (delta != null) {
                    deltas.add(delta);
                }
            }
        }
        Double delta;
        Double min = null;
        Double max = null;
        DeltaEstimate estimate = CellVerdict.estimate(key, style, baselineMedian, deltas);
        RoundsInterval interval = RoundsInterval.of(estimate);
        MetricComparison.Verdict verdict = interval == null ? MetricComparison.Verdict.NONE
                : interval.containsZero() ? MetricComparison.Verdict.WITHIN_NOISE : MetricComparison.Verdict.FINDING;
        if (!deltas.isEmpty()) {
            delta = estimate != null ? estimate.delta() : RoundsInterval.mean(deltas);
            if (deltas.size() >= 2) {
                min = deltas.stream().min(Double::compare).orElseThrow();
                max = deltas.stream().max(Double::compare).orElseThrow();
            }
        } else {
            // rounds do not pair up (or one round each with different numbers): the delta of the medians
            delta = baselineMedian == null || treatedMedian == null ? null : style.delta(baselineMedian, treatedMedian);
        }
        // one precision per cell: "36.6 / 37.0 / 0.4", not "36.6 / 37 / 0.4"
        boolean tenths = style.tenths(baselineMedian, treatedMedian, delta);
        String baselineText = baselineMedian == null ? MetricComparison.MISSING : style.value(baselineMedian, tenths);
        String treatedText = treatedMedian == null ? MetricComparison.MISSING : style.value(treatedMedian, tenths);
        String deltaText = delta == null ? MetricComparison.MISSING : style.delta(delta, tenths);
        if (interval != null && style.relative()) {
            // a ratio's interval, written back from the log ratios: not symmetric around the delta
            deltaText += " [" + style.delta(interval.lower(), tenths) + ".." + style.delta(interval.upper(), tenths)
                    + String.format(Locale.ROOT, "] (95%% t, %d rounds)", interval.rounds());
        } else if (interval != null) {
            deltaText += " ±" + style.delta(interval.halfWidth(), tenths)
                    + String.format(Locale.ROOT, " (95%% t, %d rounds)", interval.rounds());
        } else if (min != null) {
            deltaText += " [" + style.delta(min, tenths) + ".." + style.delta(max, tenths) + "] (" + deltas.size()
                    + " rounds)";
        }
        Boolean withinNoise = verdict == MetricComparison.Verdict.NONE ? null
                : verdict == MetricComparison.Verdict.WITHIN_NOISE;
        String head = baselineText + " / " + treatedText + " / " + deltaText;
        MetricComparison bare = new MetricComparison(key, style.name(), baselineMedian, treatedMedian, delta, min, max,
                deltas.size(), withinNoise, verdict, interval, DetectableEffect.of(interval), null, List.copyOf(deltas),
                baselineText, treatedText, deltaText, head);
        return delta == null ? bare : bare.withVerdict(CellVerdict.judge(estimate, margin, key));
    }

    static Double median(java.util.Collection<Double> values) {
        double[] sorted = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).sorted().toArray();
        if (sorted.length == 0) {
            return null;
        }
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

}
