package io.meshbench.results.paired;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The duet markers against their promises ({@link DuetSimulation}: seeded, the real estimator), over the windows
 * (18 s: the quickstart's 20 s; 58 s: 60 s scenarios; 118 s: 120 s scenarios) and round counts (1, 2, 3) the shipped
 * scenarios use, AR(1) noise up to phi = 0.8 and deployment offsets up to 3 within-round standard errors.
 */
class DuetSimulationTest {

    @Test
    void everyMarkerKeepsItsPromise() {
        long seed = DuetSimulation.SEED;
        int runs = DuetSimulation.RUNS;
        System.out.println("DuetSimulationTest seed " + seed);
        List<DuetSimulation.Outcome> outcomes = DuetSimulation.runAll(seed, runs);
        System.out.print(DuetSimulation.table(outcomes, seed));
        double rateError = Math.sqrt(0.05 * 0.95 / runs);
        for (DuetSimulation.Outcome o : outcomes) {
            String at = o.config().toString();
            // a treatment with no effect is a finding at most at the nominal 5 %, within 3 sd of the simulation
            assertThat(o.nullFindings()).as("false findings " + at).isLessThanOrEqualTo(0.05 + 3 * rateError);
            // a shown 95 % interval holds what it estimates at least 93 % of the time (3 sd of slack when few shown)
            if (o.shown() > 0) {
                double shown = o.shown() * runs;
                double slack = shown >= 400 ? 0 : 3 * Math.sqrt(0.05 * 0.95 / shown);
                assertThat(o.coverage()).as("coverage " + at).isGreaterThanOrEqualTo(0.93 - slack);
            }
            if (o.config().rounds() >= PairedEstimator.MIN_ROUNDS) {
                // over rounds an interval is always shown, covers the true effect, and finds a 3 SE effect as often as
                // a t-test with its degrees of freedom can (2 df: 39 %; 80 % at 3 SE needs about 15 df, 16 rounds)
                assertThat(o.shown()).as("shown " + at).isEqualTo(1.0);
                assertThat(o.effectFindings()).as("power " + at)
                        .isGreaterThanOrEqualTo(tTestPower(o.degreesOfFreedom()) - 3 * Math.sqrt(0.25 / runs));
                // with 2 degrees of freedom 80 % takes an effect of about 5.6 SE (a t-test's own power: 84 % at 6)
                assertThat(o.bigEffectFindings()).as("6 SE power " + at).isGreaterThanOrEqualTo(0.80);
            } else {
                assertThat(o.nullFindings()).as("no verdict within deployments " + at).isZero();
            }
        }
    }

    /** The power of a two-sided 5 % t-test at 3 standard errors (noncentral t, computed by simulation once: 400,000). */
    static double tTestPower(int degreesOfFreedom) {
        return switch (degreesOfFreedom) {
            case 2 -> 0.387;
            case 3 -> 0.533;
            case 4 -> 0.620;
            default -> throw new IllegalArgumentException("no tabulated power at " + degreesOfFreedom + " df");
        };
    }
}
