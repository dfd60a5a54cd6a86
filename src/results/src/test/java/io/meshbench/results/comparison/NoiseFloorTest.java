package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** The pooled A/A floor's arithmetic; its error rates are simulated in NoiseVerdictSimulationTest. */
class NoiseFloorTest {

    @Test
    void degreesOfFreedomFollowSatterthwaiteForSharedBaselineRounds() {
        assertThat(NoiseFloor.degreesOfFreedom(3, 3)).isCloseTo(2 * 2 / 1.25, offset(1e-12));
        assertThat(NoiseFloor.degreesOfFreedom(10, 10)).isCloseTo(2 * 9 / 1.25, offset(1e-12));
        // one treated round: the A/A spread alone
        assertThat(NoiseFloor.degreesOfFreedom(1, 4)).isCloseTo(3, offset(1e-12));
        // 5 treated, 3 A/A sharing 3 rounds: N = 6, q = 3 (1 − 1/5 − 1/3) + 9/15 = 2
        assertThat(NoiseFloor.degreesOfFreedom(5, 3)).isCloseTo(36 / 7.0, offset(1e-12));
    }

    @Test
    void theFloorPoolsTheTreatedAndTheAaSpreads() {
        List<Double> aa = List.of(4.0, -2.0, 1.0);        // s = 3
        List<Double> treated = List.of(2.0, 4.0, 3.0);    // s = 1
        MetricComparison.AaNoise noise = NoiseFloor.floor(3.0, treated, aa);
        double t = new TDistribution(null, 3.2).inverseCumulativeProbability(0.975);
        assertThat(noise.floor()).isCloseTo(t * Math.sqrt(5) / Math.sqrt(3), offset(1e-9));
        assertThat(noise.degreesOfFreedom()).isCloseTo(3.2, offset(1e-12));
        assertThat(noise.within()).isTrue();
        // an outlier in a treated round widens the floor with it
        assertThat(NoiseFloor.floor(3.0, List.of(2.0, 4.0, 13.0), aa).floor()).isGreaterThan(noise.floor());
        assertThat(NoiseFloor.floor(3.0, treated, List.of(1.0, 2.0))).isNull();
    }
}
