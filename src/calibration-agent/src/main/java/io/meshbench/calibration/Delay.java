package io.meshbench.calibration;

import java.util.concurrent.locks.LockSupport;

/** Holds the calling thread for a wall-clock time without using CPU (it parks). */
final class Delay {

    private Delay() {
    }

    static void hold(long nanos) {
        long deadline = System.nanoTime() + nanos;
        long left = nanos;
        while (left > 0) {
            LockSupport.parkNanos(left);
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt(); // the request was cancelled: keep its flag, stop holding it
                return;
            }
            left = deadline - System.nanoTime();
        }
    }
}
