package io.meshbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class CpuDoseTest {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long MS = 1_000_000;

    @Test
    void spendsTheDoseByTheThreadsOwnCpuClock() {
        CpuDose.spend(MS); // loaded and run once first: a first call also pays for loading the class (1.5 ms in one CI run)
        long before = THREADS.getCurrentThreadCpuTime();
        long reported = CpuDose.spend(20 * MS);
        long used = THREADS.getCurrentThreadCpuTime() - before;

        assertThat(reported).isBetween(20 * MS, 20 * MS + MS / 2);
        // the clock reads around the call add a few microseconds
        assertThat(used).isBetween(20 * MS, 20 * MS + MS);
    }

    /** More spinning threads than cores: each is preempted, and each still spends its dose, not less. */
    @Test
    void preemptionStretchesTheWallTimeNotTheDose() throws Exception {
        int threads = Runtime.getRuntime().availableProcessors() * 2;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> doses = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                doses.add(pool.submit(() -> {
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    long wall = System.nanoTime();
                    CpuDose.spend(30 * MS);
                    return new long[] {THREADS.getCurrentThreadCpuTime() - cpu, System.nanoTime() - wall};
                }));
            }
            for (Future<long[]> dose : doses) {
                long[] cpuAndWall = dose.get();
                assertThat(cpuAndWall[0]).isBetween(30 * MS, 31 * MS);
                assertThat(cpuAndWall[1]).isGreaterThanOrEqualTo(cpuAndWall[0]);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void noDoseCostsNothing() {
        assertThat(CpuDose.spend(0)).isZero();
    }
}
