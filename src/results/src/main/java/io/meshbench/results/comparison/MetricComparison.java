package io.meshbench.results.comparison;

import java.util.List;

/**
 * One figure compared: the baseline and treated medians across rounds, the median of the per-round deltas and,
 * with two rounds or more, their spread (min and max across rounds) and whether that range contains zero
 * ("within noise"). Deltas are treated - baseline, in the unit of {@link DeltaStyle} (relative ones in %).
 * The texts are what tables print: {@code cell} is "baseline / treated / delta [min..max]" or "—" parts where a
 * side is missing.
 */
public record MetricComparison(
        String metric,
        String style,
        Double baseline,
        Double treated,
        Double delta,
        Double deltaMin,
        Double deltaMax,
        int pairedRounds,
        Boolean withinNoise,
        List<Double> roundDeltas,
        String baselineText,
        String treatedText,
        String deltaText,
        String cell) {

    public static final String MISSING = "—";
}
