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
 * <p>The cell's three figures are one summary, the mean over the rounds that pair, on the delta's own scale: the
 * arithmetic mean of each side for an absolute delta, so that treated − baseline is the delta exactly; the geometric
 * mean for a relative one, so that treated / baseline is the mean log ratio (the delta takes off its lognormal
 * correction s²/(2R), {@link DeltaEstimate#delta}). Before, the sides were medians over rounds beside a mean delta,
 * and an odd round moved the delta but not the sides: "40 / 40 / +3.3" did not subtract. Rounds that do not pair
 * leave the sides as the means of all their rounds and the delta as theirs.
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
        List<Double> deltas = new ArrayList<>();
        List<Double> pairedBaseline = new ArrayList<>();
        List<Double> pairedTreated = new ArrayList<>();
        for (Map.Entry<Integer, Double> round : new TreeMap<>(baseline).entrySet()) {
            Double treatedValue = treated.get(round.getKey());
            if (round.getValue() != null && treatedValue != null) {
                Double delta = style.delta(round.getValue(), treatedValue);
                if (delta != null) {
                    deltas.add(delta);
                    pairedBaseline.add(round.getValue());
                    pairedTreated.add(treatedValue);
                }
            }
        }
        boolean geometric = style.relative() && !deltas.isEmpty();
        Double baselineMedian = summary(deltas.isEmpty() ? baseline.values() : pairedBaseline, geometric);
        Double treatedMedian = summary(deltas.isEmpty() ? treated.values() : pairedTreated, geometric);
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

    /**
     * The cell's summary of one side's rounds: their mean, geometric for a relative delta (its ratio is then the
     * mean log ratio of the rounds' pairs); null without a value.
     */
    static Double summary(java.util.Collection<Double> values, boolean geometric) {
        double[] present = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        if (present.length == 0) {
            return null;
        }
        double sum = 0;
        for (double value : present) {
            sum += geometric ? Math.log(value) : value;
        }
        if (!geometric) {
            return sum / present.length;
        }
        if (java.util.Arrays.stream(present).allMatch(value -> value == present[0])) {
            return present[0]; // one round, or rounds alike: the value itself, not exp(ln x)
        }
        // exp(ln 34) is 33.999...: a whole geometric mean stays whole, so the cell keeps its precision
        double mean = Math.exp(sum / present.length);
        double whole = Math.rint(mean);
        return Math.abs(mean - whole) <= 1e-9 * Math.max(1, Math.abs(mean)) ? whole : mean;
    }
}
