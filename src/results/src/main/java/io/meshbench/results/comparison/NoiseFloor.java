package io.meshbench.results.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The A/A check: a second baseline deployment compared with the baseline shows, per metric and level, how far two
 * identical deployments differ on this machine. Its per-round deltas a_1..a_R' are pure noise, and their spread
 * s_aa estimates the standard deviation of one round's delta when nothing differs. A treated delta (the mean of R
 * paired rounds) is marked "within A/A noise" when
 * <pre>|delta| ≤ t(0.975, R' − 1) · s_aa / √R</pre>
 * the 95 % band in which a treatment with no effect keeps its mean delta (t-distributed with R' − 1 degrees of
 * freedom: the treated mean and the A/A spread are independent even though both are taken against the same baseline
 * rounds). In terms of one deployment's own spread s_run (s_aa ≈ √2 · s_run) this is t · s_run · √(2/R). The old
 * floor, |A/A delta| itself, was one draw of the noise: a treatment with no effect got the mark about half the time.
 * With fewer than {@link RoundsInterval#MIN_ROUNDS} A/A rounds there is no spread worth the name, and no delta is
 * marked; the comparison's flags say so. Error rates checked by simulation in {@code NoiseVerdictSimulationTest}.
 */
public final class NoiseFloor {

    static final String MARK = " (within A/A noise)";
    static final String METHOD = "|delta| <= t(0.975, A/A rounds - 1) * s(A/A per-round deltas) / sqrt(treated rounds)";

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
                        + aaRounds + " per-round deltas, R the treatment's paired rounds");
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
     * The floor for a treated mean over {@code treatedRounds} paired rounds, from the A/A's per-round deltas; null
     * with fewer than {@link RoundsInterval#MIN_ROUNDS} A/A rounds or no treated round.
     */
    static MetricComparison.AaNoise floor(double treatedDelta, int treatedRounds, List<Double> aaDeltas) {
        if (treatedRounds < 1 || aaDeltas == null || aaDeltas.size() < RoundsInterval.MIN_ROUNDS) {
            return null;
        }
        int df = aaDeltas.size() - 1;
        double floor = RoundsInterval.t975(df) * RoundsInterval.standardDeviation(aaDeltas) / Math.sqrt(treatedRounds);
        return new MetricComparison.AaNoise(floor, aaDeltas.size(), treatedRounds, df,
                Math.abs(treatedDelta) <= floor, METHOD);
    }

    private static MetricComparison judge(MetricComparison metric, MetricComparison aa) {
        if (metric.delta() == null || aa == null) {
            return metric;
        }
        MetricComparison.AaNoise noise = floor(metric.delta(), metric.pairedRounds(), aa.roundDeltas());
        return noise == null ? metric : metric.withAaNoise(noise, MARK);
    }
}
