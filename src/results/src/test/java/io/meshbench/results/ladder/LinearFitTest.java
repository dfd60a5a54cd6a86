package io.meshbench.results.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.junit.jupiter.api.Test;

class LinearFitTest {

    @Test
    void pointsOnALineGiveThatLineExactly() {
        LinearFit fit = LinearFit.of(List.of(new LinearFit.Point(100, 25), new LinearFit.Point(500, 65),
                new LinearFit.Point(1000, 115)));
        assertThat(fit.slope()).isCloseTo(0.1, offset(1e-12));
        assertThat(fit.intercept()).isCloseTo(15, offset(1e-9));
        assertThat(fit.rSquared()).isCloseTo(1, offset(1e-12));
        assertThat(fit.points()).isEqualTo(3);
        assertThat(fit.at(2000)).isCloseTo(215, offset(1e-9));
    }

    @Test
    void scatteredPointsGiveTheLeastSquaresLine() {
        // x 1 2 3 4, y 2 3 5 6: mean x 2.5, mean y 4; Sxx 5, Sxy 7, Syy 10 -> slope 1.4, intercept 0.5, R² 49/50
        LinearFit fit = LinearFit.of(List.of(new LinearFit.Point(1, 2), new LinearFit.Point(2, 3),
                new LinearFit.Point(3, 5), new LinearFit.Point(4, 6)));
        assertThat(fit.slope()).isCloseTo(1.4, offset(1e-12));
        assertThat(fit.intercept()).isCloseTo(0.5, offset(1e-12));
        assertThat(fit.rSquared()).isCloseTo(0.98, offset(1e-12));
    }

    @Test
    void oneDistinctXDefinesNoLine() {
        assertThatThrownBy(() -> LinearFit.of(List.of(new LinearFit.Point(100, 1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two points");
        assertThatThrownBy(() -> LinearFit.of(List.of(new LinearFit.Point(100, 1), new LinearFit.Point(100, 2))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
