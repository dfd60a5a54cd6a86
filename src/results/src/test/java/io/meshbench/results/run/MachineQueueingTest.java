package io.meshbench.results.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import org.junit.jupiter.api.Test;

/** Erlang C against the closed forms of M/M/1 and M/M/2. */
class MachineQueueingTest {

    @Test
    void oneCoreWaitsRhoOverOneMinusRhoServiceTimes() {
        assertThat(MachineQueueing.waitShare(1, 0.5)).isCloseTo(1.0, offset(1e-9));
        assertThat(MachineQueueing.thresholdPct(1)).isCloseTo(100.0 / 11, offset(1e-6));
    }

    @Test
    void twoCoresWaitRhoSquaredOverOneMinusRhoSquaredAndTheThresholdIsThirtyPercentBusy() {
        assertThat(MachineQueueing.waitShare(2, 0.7)).isCloseTo(0.49 / 0.51, offset(1e-9)); // one service time at 70 %
        // ρ²/(1−ρ²) = 0.1: ρ = √(1/11)
        assertThat(MachineQueueing.thresholdPct(2)).isCloseTo(100 * Math.sqrt(1.0 / 11), offset(1e-6));
        // a CPU cost shows (1+ρ²)/(1−ρ²)² times in latency: 5.7 at 70 %, 1.32 at the threshold
        assertThat(MachineQueueing.amplification(2, 0.7)).isCloseTo(1.49 / (0.51 * 0.51), offset(1e-3));
        assertThat(MachineQueueing.amplification(2, Math.sqrt(1.0 / 11))).isCloseTo(1.32, offset(0.01));
    }

    @Test
    void moreCoresQueueLaterAtTheSameBusyShare() {
        assertThat(MachineQueueing.thresholdPct(4)).isGreaterThan(MachineQueueing.thresholdPct(2));
        assertThat(MachineQueueing.thresholdPct(8)).isGreaterThan(MachineQueueing.thresholdPct(4));
        System.out.printf("queueing thresholds: 1 core %.1f%%, 2 %.1f%%, 4 %.1f%%, 8 %.1f%%, 16 %.1f%%%n",
                MachineQueueing.thresholdPct(1), MachineQueueing.thresholdPct(2), MachineQueueing.thresholdPct(4),
                MachineQueueing.thresholdPct(8), MachineQueueing.thresholdPct(16));
    }
}
