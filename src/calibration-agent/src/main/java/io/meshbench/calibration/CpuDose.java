package io.meshbench.calibration;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Spends a dose of CPU on the calling thread, measured by that thread's own CPU clock: a thread preempted halfway
 * resumes and spends the rest, so a busy machine stretches the wall time but not the dose.
 */
final class CpuDose {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Published so the JIT cannot drop the loop as dead code. */
    static volatile long sink;

    private CpuDose() {
    }

    static void requireSupported() {
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot read a thread's CPU time (ThreadMXBean), "
                    + "so it cannot give a CPU dose: run with cpuMicros=0");
        }
    }

    /** Spins until the calling thread has used {@code nanos} of CPU since the call; returns the CPU used. */
    static long spend(long nanos) {
        if (nanos <= 0) {
            return 0;
        }
        long start = THREADS.getCurrentThreadCpuTime();
        long used;
        long x = start;
        do {
            // about 0.2 µs of arithmetic between clock reads (each read is itself a clock_gettime call)
            for (int i = 0; i < 128; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
            used = THREADS.getCurrentThreadCpuTime() - start;
        } while (used < nanos);
        sink = x;
        return used;
    }
}
