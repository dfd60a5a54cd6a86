package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The A/A check: a second baseline deployment compared with the baseline shows, per metric and level, how far two
 * identical deployments differ on this machine. Its per-round deltas a_1..a_R' are pure noise. A treated delta d̄
 * (the mean of R paired rounds d_1..d_R) is marked "within A/A noise" when
 * <pre>|d̄| ≤ t(0.975, ν) · s / √R,   s² = ((R − 1) s_d² + (R' − 1) s_aa²) / (R + R' − 2)</pre>
 * the 95 % band in which a treatment with no effect keeps its mean delta. s pools the treated and the A/A rounds'
 * spreads: under "no effect" both estimate the same σ_d, and an outlier in a treated round, which moves d̄, now
 * also widens s (the A/A spread alone missed the mark 5.7-6.9 % of the time with heavy-tailed run noise).
 *
 * <p>Degrees of freedom: the two spreads share the baseline rounds, so they are not independent. For Gaussian noise a
 * treated and an A/A delta of the same round correlate with ρ = 1/2 (each is a side minus the same baseline, all sides
 * with equal variance), and cov(s_d², s_aa²) = 2 ρ² σ⁴ q / ((R − 1)(R' − 1)) with
 * q = k (1 − 1/R − 1/R') + k²/(R R') for k shared rounds. Satterthwaite's approximation then gives
 * <pre>ν = N² / (N + 2 ρ² q) = N² / (N + q/2),   N = R + R' − 2</pre>
 * (2(R − 1)/1.25 when R = R' = k; R' − 1 when R = 1, the A/A spread alone). k is taken as min(R, R'), the most the
 * rounds can share: fewer shared rounds would give more degrees of freedom, so this errs wide. d̄ is independent of
 * the spreads for Gaussian noise (a sample mean and sample covariances), so d̄ / (s / √R) is close to Student-t
 * with ν degrees of freedom. With fewer than {@link RoundsInterval#MIN_ROUNDS} A/A rounds no delta is marked; the
 * comparison's flags say so. Error rates checked by simulation in {@code NoiseVerdictSimulationTest}.
 */
public final class NoiseFloor {

    static final String MARK = " (within A/A noise)";
    static final String METHOD = "|delta| <= t(0.975, df) * s / sqrt(R), s^2 = ((R-1) s_treated^2 + (R'-1) s_aa^2) / "
            + "(R+R'-2) pooling the treated and A/A per-round deltas' spreads, df = N^2 / (N + q/2), N = R+R'-2, "
            + "q = k(1-1/R-1/R') + k^2/(R R'), k = min(R, R') shared baseline rounds (Satterthwaite, correlation 1/2)";

    private NoiseFloor() {
    }

    /**
     * @param aaTreatment the second baseline's treatment name; comparisons of it are the floor and stay as they are
     * @return the comparisons, each other treatment's metrics judged against the A/A comparison of its level
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
            comparison.metrics().forEach((key, metric) -> metrics.put(key, judge(metric, floor.metrics().get(key))));
            List<String> flags = new ArrayList<>(comparison.flags());
            int aaRounds = aaRounds(floor);
            if (aaRounds < RoundsInterval.MIN_ROUNDS) {
                flags.add(String.format(Locale.ROOT, "no delta is marked against the A/A check (%s): it has %d paired "
                        + "round(s) at this level, too few to estimate the noise between two identical deployments "
                        + "(%d or more needed)", aaLabel, aaRounds, RoundsInterval.MIN_ROUNDS));
            } else {
                flags.add("deltas marked \"within A/A noise\" lie within the 95 % band of two identical baseline "
                        + "deployments (" + aaLabel + ") at this level: |delta| ≤ t · s / √R, s the spread of the A/A's "
                        + aaRounds + " per-round deltas pooled with the treatment's own, R the treatment's paired rounds");
            }
            marked.add(new TreatmentComparison(comparison.treatment(), comparison.treatmentLabel(), comparison.level(),
                    comparison.users(), comparison.targetTps(), comparison.baselineRounds(), comparison.treatedRounds(),
                    metrics, comparison.labels(), comparison.loadLimited(), comparison.machineSaturated(), comparison.unsteady(),
                    comparison.atRest(), comparison.pooled(), List.copyOf(flags), comparison.machineBusy()));
        }
        return marked;
    }

    /** The most paired rounds any metric of the A/A comparison has (metrics a side did not measure have fewer). */
    private static int aaRounds(TreatmentComparison floor) {
        return floor.metrics().values().stream().mapToInt(MetricComparison::pairedRounds).max().orElse(0);
    }

    /**
     * The floor for a treated mean over its per-round deltas, pooled with the A/A's per-round deltas; null with fewer
     * than {@link RoundsInterval#MIN_ROUNDS} A/A rounds or no treated round.
     */
    static MetricComparison.AaNoise floor(double treatedDelta, List<Double> treatedDeltas, List<Double> aaDeltas) {
        if (treatedDeltas == null || treatedDeltas.isEmpty() || aaDeltas == null
                || aaDeltas.size() < RoundsInterval.MIN_ROUNDS) {
            return null;
        }
        int rounds = treatedDeltas.size();
        int aaRounds = aaDeltas.size();
        double aaSquares = (aaRounds - 1) * Math.pow(RoundsInterval.standardDeviation(aaDeltas), 2);
        double treatedSquares = rounds < 2 ? 0 : (rounds - 1) * Math.pow(RoundsInterval.standardDeviation(treatedDeltas), 2);
        double df = degreesOfFreedom(rounds, aaRounds);
        double spread = Math.sqrt((aaSquares + treatedSquares) / (rounds + aaRounds - 2));
        double floor = t975(df) * spread / Math.sqrt(rounds);
        return new MetricComparison.AaNoise(floor, aaRounds, rounds, df, Math.abs(treatedDelta) <= floor, METHOD);
    }

    /** ν = N² / (N + q/2) for R treated and R' A/A rounds sharing k = min(R, R') baseline rounds (see above). */
    static double degreesOfFreedom(int rounds, int aaRounds) {
        int n = rounds + aaRounds - 2;
        int shared = Math.min(rounds, aaRounds);
        double q = shared * (1 - 1.0 / rounds - 1.0 / aaRounds) + (double) shared * shared / rounds / aaRounds;
        return n * (double) n / (n + q / 2);
    }

    private static double t975(double df) {
        return df == Math.rint(df) ? RoundsInterval.t975((int) df)
                : new TDistribution(null, df).inverseCumulativeProbability(0.975);
    }

    private static MetricComparison judge(MetricComparison metric, MetricComparison aa) {
        if (metric.delta() == null || aa == null) {
            return metric;
        }
        MetricComparison.AaNoise noise = floor(metric.delta(), metric.roundDeltas(), aa.roundDeltas());
        return noise == null ? metric : metric.withAaNoise(noise, MARK);
    }
}
