package io.meshbench.results.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Longs kept compactly, in the order written, to be read back in that order: each as a variable-length number (7 bits
 * a byte, zigzag-coded so that a small negative number is short too), in 256 KB byte blocks. A JTL row's start as the
 * step from the row before and its elapsed time take 2 to 3 bytes here where two longs take 16. Blocks are taken from
 * a budget of bytes shared by every log of one analysis; when it runs out, {@link #add} says so and the caller gives
 * up its log.
 */
final class PackedLongs {

    /** 256 KB: under half a G1 region of a small heap, so no block is a humongous object. */
    static final int BLOCK = 1 << 18;
    /** The most bytes one long takes: 64 bits, 7 a byte. */
    private static final int MAX_BYTES = 10;

    /** A block given up as full, and how many of its bytes hold values. */
    private record Full(byte[] bytes, int length) {
    }

    private final AtomicLong budget;
    private final List<Full> full = new ArrayList<>();
    private byte[] block;
    private int filled;

    /** @param budget bytes left for every block of this analysis, shared by all its logs */
    PackedLongs(AtomicLong budget) {
        this.budget = budget;
    }

    /** @return false when the budget had no block left for it (the value is then lost: give up the log) */
    boolean add(long value) {
        if (block == null || filled > BLOCK - MAX_BYTES) {
            if (budget.addAndGet(-BLOCK) < 0) {
                return false;
            }
            if (block != null) {
                full.add(new Full(block, filled));
            }
            block = new byte[BLOCK];
            filled = 0;
        }
        long zigzag = value << 1 ^ value >> 63;
        byte[] bytes = block;
        int at = filled;
        while ((zigzag & ~0x7FL) != 0) {
            bytes[at++] = (byte) (zigzag & 0x7F | 0x80);
            zigzag >>>= 7;
        }
        bytes[at++] = (byte) zigzag;
        filled = at;
        return true;
    }

    /** Lets go of every block (the log gave up). */
    void clear() {
        full.clear();
        block = null;
        filled = 0;
    }

    /** The bytes the values take (what a row costs, for tests), not the blocks' capacity. */
    long bytes() {
        return full.stream().mapToLong(Full::length).sum() + filled;
    }

    /** Reads the values back from the first, in the order written. */
    Reader reader() {
        return new Reader();
    }

    final class Reader {
        private int index = -1;
        private byte[] current;
        private int at;
        private int end;

        /** Whether a value is left to read. */
        boolean hasNext() {
            while (at == end) {
                if (index >= full.size()) {
                    return false;
                }
                index++;
                current = index < full.size() ? full.get(index).bytes() : block;
                end = index < full.size() ? full.get(index).length() : filled;
                at = 0;
            }
            return true;
        }

        long next() {
            if (!hasNext()) {
                throw new IllegalStateException("no value left");
            }
            long zigzag = 0;
            int shift = 0;
            byte b;
            do {
                b = current[at++];
                zigzag |= (long) (b & 0x7F) << shift;
                shift += 7;
            } while (b < 0);
            return zigzag >>> 1 ^ -(zigzag & 1);
        }
    }
}
