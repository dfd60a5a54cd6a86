package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** The detectable effect's noncentral-t factor; its 80 % promise is simulated in NoiseVerdictSimulationTest. */
class DetectableEffectTest {

    @Test
    void theFactorGivesEightyPercentPowerWhereTheTextbookShortcutFallsShortAtThreeRounds() {
        double shortcut = RoundsInterval.t975(2) + new TDistribution(null, 2).inverseCumulativeProbability(0.8);
        assertThat(shortcut).isCloseTo(5.363, offset(1e-3));
        assertThat(DetectableEffect.power(shortcut, 2)).isCloseTo(0.766, offset(1e-3));
        assertThat(DetectableEffect.factor(2)).isCloseTo(5.654, offset(1e-3));
        assertThat(DetectableEffect.power(DetectableEffect.factor(2), 2)).isCloseTo(0.80, offset(1e-6));
        // large samples: the z-test's 1.96 + 0.84
        assertThat(DetectableEffect.factor(2000)).isCloseTo(2.80, offset(0.01));
    }

    @Test
    void itIsTheFactorTimesTheRoundsStandardError() {
        RoundsInterval interval = RoundsInterval.of(List.of(1.0, 2.0, 3.0)); // s = 1
        assertThat(DetectableEffect.of(interval)).isCloseTo(DetectableEffect.factor(2) / Math.sqrt(3), offset(1e-9));
        assertThat(DetectableEffect.of(RoundsInterval.of(List.of(1.0, 2.0)))).isNull();
    }
}
