package io.meshbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * A hold takes at least its time (exact: parking never ends early on its own) and, beyond that, only what one park of
 * the same length takes on this machine at the same moment: a busy machine wakes both late, so the ceiling is that
 * measured park, not a wall-clock limit another process can break.
 */
class DelayTest {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long MS = 1_000_000;

    @Test
    void holdsAtLeastTheDelayAndNoLongerThanOneParkWithoutSpendingCpu() {
        int holds = 15;
        long[] delay = new long[holds];
        long[] park = new long[holds];
        long cpu = THREADS.getCurrentThreadCpuTime();
        long heldTotal = 0;
        for (int i = 0; i < holds; i++) {
            long wall = System.nanoTime();
            Delay.hold(4 * MS);
            delay[i] = System.nanoTime() - wall;
            heldTotal += delay[i];
            // the reference, interleaved so that both see the same load: one park of the same time
            wall = System.nanoTime();
            LockSupport.parkNanos(4 * MS);
            park[i] = System.nanoTime() - wall;
        }
        long used = THREADS.getCurrentThreadCpuTime() - cpu;

        Arrays.sort(delay);
        Arrays.sort(park);
        assertThat(delay[0]).isGreaterThanOrEqualTo(4 * MS);
        // a hold that parked its full time twice (or spun on) would take a park's time more than the reference
        assertThat(delay[holds / 2]).as("median hold against the median park of %.1f ms", park[holds / 2] / 1e6)
                .isLessThan(park[holds / 2] + 2 * MS);
        // parked, not spinning: a parked thread's CPU time stays far below the time held, even on a busy machine (a
        // spinning one would get its share of a core for the whole hold)
        assertThat(used).as("CPU of %d holds totalling %.1f ms", holds, heldTotal / 1e6)
                .isLessThan(Math.min(2 * MS * holds / 9, heldTotal / 10));
    }

    @Test
    void anInterruptedRequestStopsWaitingAndKeepsItsFlag() {
        Thread.currentThread().interrupt();
        long wall = System.nanoTime();
        Delay.hold(60_000 * MS);
        // a hold that ignored the flag would wait its minute: half of it is far beyond any machine's lateness
        assertThat(System.nanoTime() - wall).isLessThan(30_000 * MS);
        assertThat(Thread.interrupted()).isTrue();
    }
}
