package io.meshbench.calibration;

import java.util.ArrayList;
import java.util.List;

/** Heap held for the JVM's lifetime. */
final class HeapBlock {

    /**
     * 256 KiB pieces: below half a G1 region (1 MiB for the services' 256 MiB heap), so no piece is a humongous object
     * taking two regions for one region's worth of data.
     */
    static final int PIECE_BYTES = 256 * 1024;
    private static final List<byte[]> RETAINED = new ArrayList<>();

    private HeapBlock() {
    }

    /** Allocates and keeps {@code mb} MiB (the JVM zeroes each piece, so its pages are touched and resident). */
    static synchronized void retain(long mb) {
        long pieces = mb * 1024 * 1024 / PIECE_BYTES;
        for (long i = 0; i < pieces; i++) {
            RETAINED.add(new byte[PIECE_BYTES]);
        }
    }

    static synchronized long retainedBytes() {
        return (long) RETAINED.size() * PIECE_BYTES;
    }
}
