package io.meshbench.results.paired;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The within-deployment duet interval ({@link BatchMeans}) when the seconds remember longer than an AR(1): the paired
 * differences are a fast AR(1) (φ = 0.5, 70 % of the variance) plus a slow one (30 %, φ = 0.95 or 0.98: a time
 * constant of 20 or 50 s), one round. Seeded; its coverage is of the deployment pair's own mean (0 here).
 */
class SlowMemorySimulationTest {

    static final int RUNS = 2000;
    static final int[] WINDOWS = {58, 118, 298, 1078};
    static final double[] SLOW_PHIS = {0.95, 0.98};

    /** Per configuration: {window, slow φ, shown share, covered share of shown}. */
    static List<double[]> simulate(long seed) {
        List<double[]> rows = new ArrayList<>();
        long index = 0;
        for (double slowPhi : SLOW_PHIS) {
            for (int window : WINDOWS) {
                Random random = new Random(seed + index++);
                int shown = 0;
                int covered = 0;

                for (int run = 0; run < RUNS; run++) {
                    PairedInterval interval = BatchMeans.withinDeployments(List.of(draw(random, window, 0.5, slowPhi,
                            0.3))).interval();
                    if (!interval.available()) {
                        continue;
                    }
                    shown++;
                    boolean holds = interval.lower() <= 0 && 0 <= interval.upper();
                    covered += holds ? 1 : 0;

                }
                rows.add(new double[] {window, slowPhi, shown / (double) RUNS, covered / (double) shown});
            }
        }
        return rows;
    }

    /** One round's paired seconds: zero baseline, the treated side fast + slow AR(1) noise of unit total variance. */
    static PairedSeconds draw(Random random, int window, double fastPhi, double slowPhi, double slowShare) {
        double fastSd = Math.sqrt(1 - slowShare);
        double slowSd = Math.sqrt(slowShare);
        double fast = random.nextGaussian();
        double slow = random.nextGaussian();
        double[] baseline = new double[window];
        double[] treated = new double[window];
        for (int s = 0; s < window; s++) {
            treated[s] = fastSd * fast + slowSd * slow;
            fast = fastPhi * fast + Math.sqrt(1 - fastPhi * fastPhi) * random.nextGaussian();
            slow = slowPhi * slow + Math.sqrt(1 - slowPhi * slowPhi) * random.nextGaussian();
        }
        return PairedSeconds.ofValues(baseline, treated);
    }

    @Test
    void batchesTwiceAsLongWidenTheIntervalWhenTheMemoryOutlastsAnAr1() {
        long seed = Long.getLong("simulation.seed", DuetSimulation.SEED);
        System.out.println("SlowMemorySimulationTest seed " + seed);
        double slack = 3 * Math.sqrt(0.07 * 0.93 / RUNS); // 1.7 points
        List<String> failures = new ArrayList<>();
        for (double[] row : simulate(seed)) {
            String line = String.format(Locale.ROOT, "| %.0f s | %.2f | %.1f %% | %.1f %% |", row[0], row[1],
                    100 * row[2], 100 * row[3]);
            System.out.println(line);
            // before (AR(1) correction alone): 85-91 % at a 20 s time constant, 73-88 % at 50 s. Now 91-95 % and
            // 83-93 %: better, short of 93 % below 1,078 s, which the report's note beside the intervals says
            double promised = row[0] >= 1000 ? 0.92 : row[1] == 0.95 ? 0.91 - slack / 3 : 0.82;
            if (row[2] < 1 || row[3] < promised) {
                failures.add(line);
            }
        }
        assertThat(failures).isEmpty();
    }
}
