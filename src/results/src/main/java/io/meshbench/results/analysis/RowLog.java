package io.meshbench.results.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the one pass keeps so that it need not read the file again when the run's bounds guessed before it prove
 * wrong (a slow early sample written far into the file): every sample's start and elapsed time, 8 bytes a row, from
 * which the per-second series and the window's halves are rebuilt on the exact time base; and the rows that fell
 * outside the guessed window (warm-up and cool-down), whole, of which the exact, wider window may take some.
 *
 * <p>The log holds at most {@link #DEFAULT_BUDGET} rows' worth over all chunks of a read (32 MB: 4,000,000 rows,
 * each row outside the guessed window counting as 8): memory stays bounded whatever the file's size. Past that it
 * stops, says it is not {@link #complete()}, and a wrong guess then costs a second read, as it did before.
 */
final class RowLog {

    /** Rows' worth the logs of one analysis may hold together: 4,000,000 x 8 bytes = 32 MB. */
    static final long DEFAULT_BUDGET = 4_000_000;
    /** What a row kept whole costs, in rows of start and elapsed time (an object of about 64 bytes). */
    private static final int OUTSIDE_COST = 8;
    /** 256 KB a block: under half a G1 region of a small heap, so no block is a humongous object. */
    private static final int BLOCK = 1 << 15;

    /** A row outside the guessed window, as the sink received it. */
    record Outside(byte kind, long start, long elapsed, String label, boolean success, long received, long sent) {
        static final byte SAMPLE = 0;
        static final byte TRANSACTION = 1;
        static final byte EMPTY_TRANSACTION = 2;
    }

    /** Packed times (offset from {@code base} << 27 | elapsed); the last block fills up to {@code filled}. */
    private record Block(long base, long[] times) {
    }

    private final AtomicLong budget;
    private final List<Block> blocks = new ArrayList<>();
    private long[] block;
    private long base;
    private int filled = BLOCK;
    private final List<Outside> outside = new ArrayList<>();
    private boolean complete = true;

    /** @param budget rows' worth left for all logs of this analysis, shared by its chunks */
    RowLog(AtomicLong budget) {
        this.budget = budget;
    }

    /**
     * A sample (not a Transaction Controller's): its start, as ms from its block's first start (within 2^36 ms, two
     * years either way: a file spanning more is refused anyway), and its elapsed time (under 2^27 ms: a day is
     * less, and a longer row is malformed), packed in one long.
     */
    void time(long start, long elapsed) {
        if (!complete) {
            return;
        }
        if (filled == BLOCK) {
            if (budget.addAndGet(-BLOCK) < 0) {
                stop();
                return;
            }
            block = new long[BLOCK];
            base = start;
            blocks.add(new Block(base, block));
            filled = 0;
        }
        long offset = start - base;
        if (elapsed < 0 || elapsed >= 1L << 27 || offset >= 1L << 36 || offset <= -(1L << 36)) {
            stop();
            return;
        }
        block[filled++] = offset << 27 | elapsed;
    }

    void outside(Outside row) {
        if (!complete) {
            return;
        }
        if (budget.addAndGet(-OUTSIDE_COST) < 0) {
            stop();
            return;
        }
        outside.add(row);
    }

    private void stop() {
        complete = false;
        blocks.clear();
        block = null;
        outside.clear();
    }

    boolean complete() {
        return complete;
    }

    /** Appends the log of the chunk after this one. */
    void append(RowLog later) {
        if (!complete || !later.complete) {
            stop();
            return;
        }
        trim();
        later.trim();
        blocks.addAll(later.blocks);
        outside.addAll(later.outside);
        filled = BLOCK;
    }

    /** Drops the unfilled tail of the last block, so blocks can be appended. */
    private void trim() {
        if (block != null && filled < BLOCK) {
            blocks.set(blocks.size() - 1, new Block(base, java.util.Arrays.copyOf(block, filled)));
        }
        block = null;
        filled = BLOCK;
    }

    interface TimeConsumer {
        void accept(long start, long elapsed);
    }

    /** Every logged sample's start and elapsed time, in file order. */
    void forEachTime(TimeConsumer consumer) {
        trim();
        for (Block times : blocks) {
            for (long packed : times.times()) {
                consumer.accept(times.base() + (packed >> 27), packed & ((1L << 27) - 1));
            }
        }
    }

    List<Outside> outside() {
        return outside;
    }
}
