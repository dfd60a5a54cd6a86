package io.meshbench.results.comparison;

import java.util.List;

/**
 * One figure compared: the baseline and treated medians across rounds and the mean of the per-round deltas (round i
 * treated against round i baseline). Deltas are treated - baseline, in the unit of {@link DeltaStyle} (relative ones
 * in % of that round's baseline).
 *
 * <p>The verdict depends on the paired rounds: with {@link RoundsInterval#MIN_ROUNDS} or more, a paired Student-t 95 %
 * interval over the per-round deltas ({@code interval}) decides it: {@link Verdict#WITHIN_NOISE} when the interval
 * contains zero, {@link Verdict#FINDING} when it does not; with two rounds only their spread is shown
 * ({@code deltaMin}..{@code deltaMax}) and there is no verdict; with one round, neither. {@code withinNoise} is the
 * same verdict as a boolean (null: none). {@code detectableEffect}: the true delta the verdict finds 80 % of the time
 * at α = 5 %, from the rounds' spread ({@link DetectableEffect}; null below three rounds): smaller effects may be missed.
 * {@code aaNoise}: the delta against the A/A check's noise floor
 * ({@link NoiseFloor}), null without an A/A check or with too few A/A rounds.
 *
 * <p>The texts are what tables print: {@code cell} is "baseline / treated / delta" and the delta's qualifier
 * ({@code ±half-width (95% t, R rounds)} or {@code [min..max] (2 rounds, no verdict)}), "—" where a side is missing.
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
        Verdict verdict,
        RoundsInterval interval,
        Double detectableEffect,
        AaNoise aaNoise,
        List<Double> roundDeltas,
        String baselineText,
        String treatedText,
        String deltaText,
        String cell,
        CellVerdict cellVerdict) {

    public static final String MISSING = "—";

    /** A comparison without the three-way verdict (report.json written before it; the gate's own conversions). */
    public MetricComparison(String metric, String style, Double baseline, Double treated, Double delta, Double deltaMin,
                            Double deltaMax, int pairedRounds, Boolean withinNoise, Verdict verdict,
                            RoundsInterval interval, Double detectableEffect, AaNoise aaNoise, List<Double> roundDeltas,
                            String baselineText, String treatedText, String deltaText, String cell) {
        this(metric, style, baseline, treated, delta, deltaMin, deltaMax, pairedRounds, withinNoise, verdict, interval,
                detectableEffect, aaNoise, roundDeltas, baselineText, treatedText, deltaText, cell, null);
    }

    /** A comparison whose detectable effect follows from its interval (the canonical constructor's other callers). */
    public MetricComparison(String metric, String style, Double baseline, Double treated, Double delta, Double deltaMin,
                            Double deltaMax, int pairedRounds, Boolean withinNoise, Verdict verdict,
                            RoundsInterval interval, AaNoise aaNoise, List<Double> roundDeltas, String baselineText,
                            String treatedText, String deltaText, String cell) {
        this(metric, style, baseline, treated, delta, deltaMin, deltaMax, pairedRounds, withinNoise, verdict, interval,
                DetectableEffect.of(interval), aaNoise, roundDeltas, baselineText, treatedText, deltaText, cell);
    }

    /** What the rounds say about the delta. */
    public enum Verdict {
        /** The 95 % interval contains zero: the rounds cannot tell this delta from no difference. */
        WITHIN_NOISE,
        /** The 95 % interval excludes zero. */
        FINDING,
        /** Fewer than {@link RoundsInterval#MIN_ROUNDS} paired rounds: no interval, no verdict. */
        NONE
    }

    /**
     * The delta against the noise of two identical baseline deployments (the A/A check, {@link NoiseFloor}):
     * {@code within} when |delta| ≤ {@code floor} = t(0.975, ν) · s / √(treated paired rounds), s the treated and A/A
     * per-round deltas' spreads pooled, ν their Satterthwaite degrees of freedom (fractional).
     */
    public record AaNoise(double floor, int aaRounds, int treatedRounds, double degreesOfFreedom, boolean within,
                          String method) {
    }

    /**
     * This comparison with its A/A judgement, and the mark in its texts when it is within the A/A noise and not a
     * finding: a cell whose 95 % interval excludes zero is not "within noise" of any kind, whatever the A/A floor.
     */
    MetricComparison withAaNoise(AaNoise noise, String mark) {
        String suffix = noise.within() && !finding() ? mark : "";
        return new MetricComparison(metric, style, baseline, treated, delta, deltaMin, deltaMax, pairedRounds,
                withinNoise, verdict, interval, detectableEffect, noise, roundDeltas, baselineText, treatedText,
                deltaText + suffix, cell + suffix, cellVerdict);
    }

    /** Whether the cell is a finding: its three-way verdict, else (report.json before it) its 95 % interval. */
    public boolean finding() {
        return cellVerdict != null ? cellVerdict.decision().finding() : verdict == Verdict.FINDING;
    }

    /**
     * This comparison judged again with another margin: the verdict, and the verdict's words at the end of
     * {@code cell} (after {@code deltaText}, before any A/A mark).
     */
    MetricComparison withVerdict(CellVerdict judged) {
        boolean marked = deltaText.endsWith(NoiseFloor.MARK);
        String bare = marked ? deltaText.substring(0, deltaText.length() - NoiseFloor.MARK.length()) : deltaText;
        String mark = marked && !judged.decision().finding() ? NoiseFloor.MARK : "";
        return new MetricComparison(metric, style, baseline, treated, delta, deltaMin, deltaMax, pairedRounds,
                withinNoise, verdict, interval, detectableEffect, aaNoise, roundDeltas, baselineText, treatedText,
                bare + mark, baselineText + " / " + treatedText + " / " + bare + ", " + judged.text() + mark, judged);
    }
}
