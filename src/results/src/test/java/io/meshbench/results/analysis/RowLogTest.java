package io.meshbench.results.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.testkit.TestSeed;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The one pass's log (RowLog) keeps every sample's times and the rows outside the window compactly (a JMeter-like
 * sample in about 3 bytes, not 8; a row outside the window in about 10, not an object of 64), so the same 32 MB
 * budget holds a longer run before a wrong guess costs a second read, and the peak memory is lower. What it gives
 * back is exactly what it was given.
 */
class RowLogTest {

    /** Samples as JMeter writes them at 2,000 TPS: by completion, so starts step -40..+40 ms; elapsed log-normal. */
    private record Sample(long start, long elapsed) {
    }

    private static final class Samples {
        private final SplittableRandom random;
        private long start = 1_763_000_000_000L;

        Samples(long seed) {
            random = new SplittableRandom(seed);
        }

        Sample next() {
            start += random.nextInt(-40, 42);
            return new Sample(start, Math.round(Math.exp(2.5 + 0.6 * random.nextGaussian())));
        }
    }

    /** 6,000,000 samples' times fit the default budget (the old log, 8 bytes a sample, gave up at 4,000,000). */
    @Test
    void theDefaultBudgetHoldsSixMillionSamplesAndGivesThemBackExactly() {
        long seed = TestSeed.of("RowLogTest samples", 20261126L);
        int rows = 6_000_000;
        RowLog log = new RowLog(new AtomicLong(RowLog.DEFAULT_BUDGET));
        Samples samples = new Samples(seed);
        for (int i = 0; i < rows; i++) {
            Sample sample = samples.next();
            log.time(sample.start(), sample.elapsed());
        }

        assertThat(log.complete()).isTrue();
        Samples expected = new Samples(seed);
        long[] seen = {0, 0};
        log.forEachTime((start, elapsed) -> {
            Sample sample = expected.next();
            seen[0]++;
            if (sample.start() != start || sample.elapsed() != elapsed) {
                seen[1]++;
            }
        });
        assertThat(seen[0]).isEqualTo(rows);
        assertThat(seen[1]).as("samples given back otherwise").isZero();
        assertThat((double) log.bytes() / rows).as("bytes a sample").isLessThan(3.5);
    }

    /** Rows outside the window, of every kind, over two chunks appended: given back whole, in file order. */
    @Test
    void rowsOutsideTheWindowComeBackWholeAcrossChunks() {
        AtomicLong budget = new AtomicLong(RowLog.DEFAULT_BUDGET);
        RowLog first = new RowLog(budget);
        RowLog second = new RowLog(budget);
        List<RowLog.Outside> given = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(TestSeed.of("RowLogTest outside", 7L));
        String[] labels = {"GET /a", "POST /b", "tx", "empty-tx"};
        long start = 1_763_000_000_000L;
        for (int i = 0; i < 100_000; i++) {
            byte kind = (byte) (i % 97 == 0 ? RowLog.Outside.EMPTY_TRANSACTION
                    : i % 13 == 0 ? RowLog.Outside.TRANSACTION : RowLog.Outside.SAMPLE);
            start += random.nextInt(-30, 32);
            long received = i == 500 ? 5L << 33 : random.nextInt(0, 4096); // one response over 32 bits
            RowLog.Outside row = new RowLog.Outside(kind, start, i == 7 ? -3 : random.nextInt(0, 3000),
                    labels[random.nextInt(labels.length)], random.nextInt(100) != 0, received, random.nextInt(0, 512));
            given.add(row);
            (i < 40_000 ? first : second).outside(row.kind(), row.start(), row.elapsed(), row.label(), row.success(),
                    row.received(), row.sent());
        }
        first.append(second);

        List<RowLog.Outside> back = new ArrayList<>();
        first.forEachOutside(back::add);

        assertThat(first.complete()).isTrue();
        assertThat(back).containsExactlyElementsOf(given);
        assertThat((double) first.bytes() / given.size()).as("bytes a row outside the window").isLessThan(12);
    }

    /** Past its budget the log gives up whole: it says so, keeps nothing, and an appended chunk cannot revive it. */
    @Test
    void pastItsBudgetTheLogGivesUpWhole() {
        AtomicLong budget = new AtomicLong(PackedLongs.BLOCK * 2L);
        RowLog log = new RowLog(budget);
        for (int i = 0; i < 1_000_000; i++) {
            log.time(1_763_000_000_000L + i, 10);
        }
        RowLog later = new RowLog(new AtomicLong(RowLog.DEFAULT_BUDGET));
        later.time(1_763_000_000_000L, 10);
        log.append(later);

        assertThat(log.complete()).isFalse();
        long[] seen = {0};
        log.forEachTime((start, elapsed) -> seen[0]++);
        assertThat(seen[0]).isZero();
        assertThat(log.bytes()).isZero();
    }
}
