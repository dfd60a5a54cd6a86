package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The capacity probe's warm-up stopping rule on synthetic per-second throughput. */
class WarmupSettlingTest {

    /** Seconds at the given TPS per 15 s window, in order. */
    private static List<Long> windows(long... tps) {
        List<Long> perSecond = new ArrayList<>();
        for (long rate : tps) {
            for (int s = 0; s < 15; s++) {
                perSecond.add(rate);
            }
        }
        return perSecond;
    }

    @Test
    void aColdRouterClimbingFrom121To467SettlesWhenTwoConsecutiveWindowsAgreeWithinFivePercent() {
        // 121 → 467 TPS per 15 s, as measured here on a cold router
        List<Long> climb = windows(121, 210, 300, 370, 420, 445, 460, 465, 467, 467, 466, 468, 467, 467, 467, 467, 467);

        WarmupSettling settling = WarmupSettling.of(climb, 30, 180);

        // 420 → 445 is 6.0 %, 445 → 460 is 3.4 %: settled at the end of the window that reached 460
        assertThat(settling.settled()).isTrue();
        assertThat(settling.warmupSeconds()).isEqualTo(7 * 15);
        assertThat(settling.lastChangePct()).isCloseTo(3.37, org.assertj.core.data.Offset.offset(0.01));
        assertThat(settling.windowsTps()).containsExactly(121.0, 210.0, 300.0, 370.0, 420.0, 445.0, 460.0);
    }

    @Test
    void theColdWarmupIsHonouredEvenWhenTheThroughputWasFlatFromTheStart() {
        List<Long> flat = windows(400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400);

        assertThat(WarmupSettling.of(flat, 0, 180).warmupSeconds()).isEqualTo(30);
        assertThat(WarmupSettling.of(flat, 90, 180).warmupSeconds()).isEqualTo(90);
        assertThat(WarmupSettling.of(flat, 100, 180).warmupSeconds()).as("not before the cold warm-up").isEqualTo(100);
    }

    @Test
    void aRunStillClimbingAtTheLongestWarmupStopsThereUnsettled() {
        List<Long> climbing = windows(100, 110, 121, 133, 146, 161, 177, 195, 214, 236, 259, 285, 314, 345, 380, 418);

        WarmupSettling settling = WarmupSettling.of(climbing, 30, 180);

        assertThat(settling.settled()).isFalse();
        assertThat(settling.warmupSeconds()).isEqualTo(180);
        assertThat(settling.lastChangePct()).isCloseTo(10.0, org.assertj.core.data.Offset.offset(0.2));
        assertThat(settling.windowsTps()).hasSize(12);
    }

    @Test
    void aShortRunStopsAtItsOwnEnd() {
        assertThat(WarmupSettling.of(windows(100, 150), 30, 180).warmupSeconds()).isEqualTo(30);
        assertThat(WarmupSettling.of(windows(100, 150), 30, 180).settled()).isFalse();
    }

    @Test
    void aSteadyNoisyRunSettlesEarly() {
        long seed = 25L;
        System.out.println("WarmupSettlingTest seed " + seed);
        Random random = new Random(seed);
        List<Long> noisy = new ArrayList<>();
        for (int s = 0; s < 240; s++) {
            noisy.add(Math.round(400 + 20 * random.nextGaussian())); // 5 % per second, ~1.3 % per 15 s window
        }
        assertThat(WarmupSettling.of(noisy, 30, 180).warmupSeconds()).isEqualTo(30);
    }
}
