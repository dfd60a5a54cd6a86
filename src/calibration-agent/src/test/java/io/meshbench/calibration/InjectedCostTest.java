package io.meshbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class InjectedCostTest {

    @Test
    void readsEveryFigure() {
        assertThat(InjectedCost.parse("delayMs=4,cpuMicros=4000,heapMb=32,classes=500"))
                .isEqualTo(new InjectedCost(4, 4000, 32, 500));
    }

    @Test
    void missingFiguresAreZero() {
        assertThat(InjectedCost.parse(null)).isEqualTo(new InjectedCost(0, 0, 0, 0));
        assertThat(InjectedCost.parse(" cpuMicros = 250 ")).isEqualTo(new InjectedCost(0, 250, 0, 0));
        assertThat(InjectedCost.parse("heapMb=1").perRequest()).isFalse();
    }

    @Test
    void anUnknownNameIsRefusedWithTheKnownOnes() {
        assertThatThrownBy(() -> InjectedCost.parse("delayMs=4,cpuMs=4"))
                .hasMessageStartingWith("unknown argument 'cpuMs=4' (known: delayMs, cpuMicros, heapMb, classes)");
    }

    @Test
    void negativeFractionalAndEmptyValuesAreRefused() {
        for (String bad : new String[] {"delayMs=-1", "delayMs=1.5", "heapMb=", "classes"}) {
            assertThatThrownBy(() -> InjectedCost.parse(bad)).as(bad)
                    .hasMessageStartingWith("bad value in '" + bad + "'")
                    .hasMessageContaining("whole numbers >= 0");
        }
    }
}
