package io.meshbench.results.jtl;

import java.time.Instant;

/**
 * Which start times and durations a real sample can have. A row outside these bounds (timeStamp 0, a year-2286
 * timestamp, an elapsed of 285 years) is a malformed row with its line number: taken as data it would stretch the
 * run's time base and every per-second figure computed over it.
 */
final class SampleTimes {

    /** 2010-01-01T00:00:00Z: JMeter 2.x times; a smaller epoch value is a wrong unit or a wrong column. */
    static final long EARLIEST_START_MS = 1_262_304_000_000L;
    /** 2100-01-01T00:00:00Z. */
    static final long LATEST_START_MS = 4_102_444_800_000L;
    /** One day: no single request of a load test takes longer. */
    static final long LONGEST_ELAPSED_MS = 86_400_000L;

    private SampleTimes() {
    }

    /** What is wrong with an elapsed field that is no count of milliseconds (a message part, cut if long). */
    static String badElapsed(String text) {
        String shown = "elapsed '" + JtlFormatException.excerpt(text) + "'";
        return text.matches("-\\d{1,18}") ? shown + " is negative: a sample lasts 0 ms or more"
                : shown + " is not a whole number of milliseconds";
    }

    /** @return what is wrong with the row's times, or null when they are plausible */
    static String problem(long start, long elapsed) {
        if (start < EARLIEST_START_MS || start >= LATEST_START_MS) {
            return "timeStamp " + start + " is not a time a test ran (" + Instant.ofEpochMilli(start) + "; MeshBench takes 2010 to 2100, in epoch milliseconds)";
        }
        if (elapsed > LONGEST_ELAPSED_MS) {
            return "elapsed " + elapsed + " ms is more than a day, longer than any sample of a load test";
        }
        return null;
    }
}
