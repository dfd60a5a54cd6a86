package io.meshbench.results.startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpreadTest {

    @Test
    void theMedianOfAnOddCountIsItsMiddleOfAnEvenCountTheMeanOfTheTwoMiddles() {
        assertThat(Spread.of(List.of(5.0, 4.0, 9.0))).isEqualTo(new Spread(5.0, 4.0, 9.0, 3));
        assertThat(Spread.of(List.of(4.0, 6.0, 5.0, 10.0))).isEqualTo(new Spread(5.5, 4.0, 10.0, 4));
        assertThat(Spread.of(List.of(4.9))).isEqualTo(new Spread(4.9, 4.9, 4.9, 1));
        assertThatThrownBy(() -> Spread.of(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
