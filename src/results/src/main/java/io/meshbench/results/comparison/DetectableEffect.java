package io.meshbench.results.comparison;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The detectable effect of a paired comparison over R ≥ {@link RoundsInterval#MIN_ROUNDS} rounds: the true mean delta
 * that the "within noise" verdict (two-sided paired Student-t at α = 5 %) finds {@value #POWER_PCT} % of the time.
 * Smaller effects may be missed; at 3 rounds that is a wide band, and saying so is the honest claim.
 *
 * <p>Method: with true per-round spread σ the statistic d̄ / (s/√R) is noncentral t with R − 1 degrees of freedom and
 * noncentrality δ = effect / (σ/√R). Its power is
 * <pre>P(|T'| &gt; t_c) = E_V[Φ(δ − t_c·√(V/ν)) + Φ(−δ − t_c·√(V/ν))],  V ~ χ²(ν), ν = R − 1, t_c = t(0.975, ν)</pre>
 * integrated numerically (Simpson's rule over √V), and δ_R is the δ where it is 0.80 (bisection). The detectable
 * effect is δ_R · s / √R, s the rounds' own spread standing in for σ. δ_R is 5.65 at R = 3 (the textbook shortcut
 * t(0.975, ν) + t(0.80, ν) = 5.36 gives only 77 % power there), 3.76 at 5, 3.15 at 10, and tends to 1.96 + 0.84.
 * Checked by {@code NoiseVerdictSimulationTest}.
 */
public final class DetectableEffect {

    static final int POWER_PCT = 80;
    private static final double POWER = POWER_PCT / 100.0;
    private static final int INTERVALS = 400;
    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);
    private static final Map<Integer, Double> FACTORS = new ConcurrentHashMap<>();

    private DetectableEffect() {
    }

    /**
     * k_R · s / √R for these per-round deltas, or null with fewer than {@link RoundsInterval#MIN_ROUNDS}: the printed
     * figure, found 80 % of the time on average over the spread s it is computed from ({@link #printedFactor}).
     */
    public static Double of(RoundsInterval interval) {
        if (interval == null || interval.rounds() < RoundsInterval.MIN_ROUNDS) {
            return null;
        }
        // the interval's half-width is t(0.975, R − 1) · s / √R
        double standardError = interval.halfWidth() / RoundsInterval.t975(interval.degreesOfFreedom());
        return printedFactor(interval.degreesOfFreedom()) * standardError;
    }

    private static final Map<Integer, Double> PRINTED = new ConcurrentHashMap<>();

    /**
     * k_R: the factor on s / √R whose figure a true effect equal to it is found 80 % of the time <b>on average over
     * s</b>. δ_R · s / √R (the factor at the true σ) is found only 63 % of the time on average at 3 rounds, since s
     * from 2 degrees of freedom is often small: power(δ_R · s/σ) averaged over s/σ = √(V/ν), V ~ χ²(ν), falls short.
     * k_R solves E_V[power(k · √(V/ν))] = 0.80: s · k_R / δ_R is then an upper confidence bound on σ at the level
     * that gives the promised power on average. k_R = 8.77 at R = 3 (1.55 × δ_R), 4.68 at 5, 3.46 at 10.
     */
    public static double printedFactor(int df) {
        return PRINTED.computeIfAbsent(df, DetectableEffect::solvePrinted);
    }

    private static double solvePrinted(int df) {
        double low = factor(df);
        double high = 60 * low;
        while (high - low > 1e-4 * low) {
            double middle = (low + high) / 2;
            if (averagePower(middle, df) < POWER) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return (low + high) / 2;
    }

    /** E_V[power(k · √(V/ν), ν)], V ~ χ²(ν): the power at the printed figure, averaged over the spread. */
    static double averagePower(double k, int df) {
        ChiSquaredDistribution chiSquare = new ChiSquaredDistribution(null, df);
        double from = Math.sqrt(chiSquare.inverseCumulativeProbability(1e-9));
        double to = Math.sqrt(chiSquare.inverseCumulativeProbability(1 - 1e-9));
        int intervals = 80;
        double step = (to - from) / intervals;
        double sum = 0;
        for (int i = 0; i <= intervals; i++) {
            double w = from + i * step;
            double value = power(k * w / Math.sqrt(df), df) * chiSquare.density(w * w) * 2 * w;
            sum += value * (i == 0 || i == intervals ? 1 : i % 2 == 1 ? 4 : 2);
        }
        return sum * step / 3;
    }

    /** δ_R: the noncentrality the two-sided t-test with {@code df} degrees of freedom finds 80 % of the time. */
    public static double factor(int df) {
        return FACTORS.computeIfAbsent(df, DetectableEffect::solve);
    }

    private static double solve(int df) {
        double low = 0;
        double high = 50;
        while (high - low > 1e-7) {
            double middle = (low + high) / 2;
            if (power(middle, df) < POWER) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return (low + high) / 2;
    }

    /**
     * The two-sided α = 5 % t-test's power at noncentrality δ with {@code df} degrees of freedom, integrated over
     * w = √V (smooth at 0, where √V is not) between V's 1e-12 and 1 − 1e-12 quantiles.
     */
    static double power(double delta, int df) {
        ChiSquaredDistribution chiSquare = new ChiSquaredDistribution(null, df);
        double critical = RoundsInterval.t975(df);
        double from = Math.sqrt(chiSquare.inverseCumulativeProbability(1e-12));
        double to = Math.sqrt(chiSquare.inverseCumulativeProbability(1 - 1e-12));
        double step = (to - from) / INTERVALS;
        double sum = 0;
        for (int i = 0; i <= INTERVALS; i++) {
            double w = from + i * step;
            double scaled = critical * w / Math.sqrt(df);
            double value = (NORMAL.cumulativeProbability(delta - scaled) + NORMAL.cumulativeProbability(-delta - scaled))
                    * chiSquare.density(w * w) * 2 * w;
            sum += value * (i == 0 || i == INTERVALS ? 1 : i % 2 == 1 ? 4 : 2);
        }
        return sum * step / 3;
    }
}
