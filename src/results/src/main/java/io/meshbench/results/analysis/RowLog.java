package io.meshbench.results.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * What the one pass keeps so that it need not read the file again when the run's bounds guessed before it prove
 * wrong (a slow early sample written far into the file), or when a shorter warm-up is chosen after it: every sample's
 * start and elapsed time, from which the per-second series and the window's halves are rebuilt on the exact time
 * base; and the rows that fell outside the pass's window (warm-up and cool-down), with what the accumulators take of
 * them (kind, label, success, bytes), of which the exact, wider window may take some.
 *
 * <p>Each number is packed ({@link PackedLongs}): a start as the step from the row logged before, so a sample costs
 * 2 to 3 bytes and a row outside the window about 8, where they took 8 and about 64 as longs and objects. The logs of
 * one analysis hold at most {@link #DEFAULT_BUDGET} bytes together (32 MB): memory stays bounded whatever the file's
 * size. Past that the log stops, says it is not {@link #complete()}, and a wrong guess then costs a second read.
 */
final class RowLog {

    /** Bytes the logs of one analysis may hold together: 32 MB (10 to 15 million samples' times). */
    static final long DEFAULT_BUDGET = 32L << 20;

    /** A row outside the pass's window, as the sink received it. */
    record Outside(byte kind, long start, long elapsed, String label, boolean success, long received, long sent) {
        static final byte SAMPLE = 0;
        static final byte TRANSACTION = 1;
        static final byte EMPTY_TRANSACTION = 2;
    }

    /** One chunk's rows, in file order; a read in parallel chunks appends the later chunks' segments in order. */
    private static final class Segment {
        /** Per sample: start (as the step from the sample before), elapsed. */
        final PackedLongs times;
        /** Per row outside the window: label number and flags, start (as the step), elapsed, received, sent. */
        final PackedLongs outside;
        final List<String> labels = new ArrayList<>();
        final Map<String, Integer> labelNumbers = new HashMap<>();
        long lastTimeStart;
        long lastOutsideStart;

        Segment(AtomicLong budget) {
            times = new PackedLongs(budget);
            outside = new PackedLongs(budget);
        }

        long labelNumber(String label) {
            Integer number = labelNumbers.get(label);
            if (number == null) {
                number = labels.size();
                labels.add(label);
                labelNumbers.put(label, number);
            }
            return number;
        }
    }

    private final Segment own;
    private final List<Segment> segments = new ArrayList<>();
    private boolean complete = true;

    /** @param budget bytes left for all logs of this analysis, shared by its chunks */
    RowLog(AtomicLong budget) {
        own = new Segment(budget);
        segments.add(own);
    }

    /** A sample (not a Transaction Controller's): its start and elapsed time. */
    void time(long start, long elapsed) {
        if (complete && !(own.times.add(start - own.lastTimeStart) && own.times.add(elapsed))) {
            stop();
        }
        own.lastTimeStart = start;
    }

    /** A row outside the pass's window; {@code kind} is one of {@link Outside}'s. */
    void outside(byte kind, long start, long elapsed, String label, boolean success, long received, long sent) {
        if (!complete) {
            return;
        }
        PackedLongs values = own.outside;
        long head = own.labelNumber(label) << 3 | (long) kind << 1 | (success ? 1 : 0);
        if (!(values.add(head) && values.add(start - own.lastOutsideStart) && values.add(elapsed)
                && values.add(received) && values.add(sent))) {
            stop();
        }
        own.lastOutsideStart = start;
    }

    private void stop() {
        complete = false;
        segments.clear();
        own.times.clear();
        own.outside.clear();
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
        segments.addAll(later.segments);
    }

    interface TimeConsumer {
        void accept(long start, long elapsed);
    }

    /** Every logged sample's start and elapsed time, in file order. */
    void forEachTime(TimeConsumer consumer) {
        for (Segment segment : segments) {
            PackedLongs.Reader values = segment.times.reader();
            long start = 0;
            while (values.hasNext()) {
                start += values.next();
                consumer.accept(start, values.next());
            }
        }
    }

    /** Every logged row outside the pass's window, in file order. */
    void forEachOutside(Consumer<Outside> consumer) {
        for (Segment segment : segments) {
            PackedLongs.Reader values = segment.outside.reader();
            long start = 0;
            while (values.hasNext()) {
                long head = values.next();
                start += values.next();
                long elapsed = values.next();
                long received = values.next();
                long sent = values.next();
                consumer.accept(new Outside((byte) (head >> 1 & 3), start, elapsed, segment.labels.get((int) (head >>> 3)),
                        (head & 1) == 1, received, sent));
            }
        }
    }

    /** The bytes the logged rows take (tests). */
    long bytes() {
        return segments.stream().mapToLong(segment -> segment.times.bytes() + segment.outside.bytes()).sum();
    }
}
