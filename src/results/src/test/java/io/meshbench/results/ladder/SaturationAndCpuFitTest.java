package io.meshbench.results.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SaturationAndCpuFitTest {

    private static LadderStep step(double offered, double achieved, double servicesCpu) {
        return new LadderStep(offered + "rps", offered, achieved, 100 * achieved / offered, 5, 9, 20, 40, 0,
                Map.of("consumer", servicesCpu / 2), servicesCpu, null, 1,
                Saturation.saturated(offered, achieved));
    }

    @Test
    void theFirstStepBelow95PercentOfOfferedIsTheSaturation() {
        LadderSeries series = LadderSeries.of("baseline", "Baseline", List.of(step(100, 99.8, 20), step(500, 476, 60),
                step(1000, 940, 110), step(2000, 1200, 150), step(4000, 1250, 160)));
        assertThat(series.steps()).extracting(LadderStep::saturated).containsExactly(false, false, true, true, true);
        assertThat(series.saturation().offeredRps()).isEqualTo(1000);
        assertThat(series.saturation().achievedRps()).isEqualTo(940);
        assertThat(series.saturation().achievedPct()).isCloseTo(94.0, offset(1e-9));
    }

    @Test
    void exactly95PercentStillKeepsUp() {
        assertThat(Saturation.saturated(1000, 950)).isFalse();
        assertThat(Saturation.saturated(1000, 949.9)).isTrue();
        assertThat(Saturation.firstIn(List.of(step(100, 100, 10), step(200, 190, 20)))).isNull();
    }

    @Test
    void cpuPerLoadIsFittedOverTheUnsaturatedStepsOnly() {
        // unsaturated: (100, 20) (500, 60); the saturated (2000 offered, 1200 achieved, 150) would bend the line
        LadderSeries series = LadderSeries.of("agent", "Agent", List.of(step(100, 100, 20), step(500, 500, 60),
                step(2000, 1200, 150)));
        CpuFit fit = series.cpuFit();
        assertThat(fit.levels()).containsExactly("100.0rps", "500.0rps");
        assertThat(fit.per100RpsPct()).isCloseTo(10, offset(1e-9));     // 40 % of a core more over 400 RPS
        assertThat(fit.per1000RpsCores()).isCloseTo(1.0, offset(1e-9)); // 100 % of a core per 1000 RPS
        assertThat(fit.idlePct()).isCloseTo(10, offset(1e-9));
        assertThat(fit.rSquared()).isCloseTo(1, offset(1e-12));
    }

    @Test
    void fewerThanTwoUnsaturatedStepsGiveNoFit() {
        LadderSeries series = LadderSeries.of("agent", "Agent", List.of(step(100, 100, 20), step(500, 300, 60)));
        assertThat(series.cpuFit()).isNull();
        assertThat(series.saturation().offeredRps()).isEqualTo(500);
    }
}
