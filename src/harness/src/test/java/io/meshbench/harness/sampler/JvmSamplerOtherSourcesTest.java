package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.ResourceSample;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sources read over the network (here: stand-ins that answer at once, block, or fail) do not hold each other up. The
 * slow source's first read is held until the fast source has been read eight times: read one after another, that
 * could never happen, whatever the machine's load. The bounds count reads, not milliseconds.
 */
class JvmSamplerOtherSourcesTest {

    /** Reached only when reads wait for each other: no bound on how slow a busy machine may be. */
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    @Test
    void aSlowSourceCostsItsOwnSamplesOnlyAndIsNeverReadTwiceAtOnce() throws Exception {
        Path samples = dir.resolve("samples.jsonl");
        Source fast = new Source("fast", false);
        Source failing = new Source("failing", true);
        Source slow = new Source("slow", false);
        slow.firstReadHeldUntil = () -> fast.reads.get() >= 8;
        JvmSampler sampler = JvmSampler.start(samples, List.of(), List.of(slow, fast, failing), Duration.ofMillis(100));
        await(() -> slow.reads.get() >= 2 && failing.reads.get() >= 8, "a second read of the slow source and eight of the failing one");
        assertThat(slow.secondReadStarted.await(DEADLINE.toSeconds(), TimeUnit.SECONDS)).isTrue();

        SamplerCost cost = sampler.stop();

        List<String> lines = Files.readAllLines(samples);
        long fastLines = lines.stream().filter(line -> line.contains("\"process\":\"fast\"")).count();
        long slowLines = lines.stream().filter(line -> line.contains("\"process\":\"slow\"")).count();
        assertThat(slow.heldByFast.get()).as("the fast source was read eight times while the slow one's first read was under way")
                .isTrue();
        assertThat(fastLines).as("the fast source's samples beside a slow one").isGreaterThanOrEqualTo(8);
        assertThat(slowLines).as("the slow source's first read; its second was under way at the stop").isEqualTo(1);
        assertThat(lines).noneMatch(line -> line.contains("\"process\":\"failing\""));
        assertThat(failing.reads.get()).as("a failing source is read again in later rounds").isGreaterThanOrEqualTo(8);
        assertThat(slow.mostAtOnce.get()).as("reads of one source at once").isEqualTo(1);
        assertThat(slow.interrupted.get()).as("stop interrupts the read under way (it would block for good otherwise)")
                .isTrue();
        assertThat(cost.samples()).isEqualTo(lines.size());
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(condition.getAsBoolean()).as(what).isTrue();
    }

    /**
     * A stand-in for a service read over HTTP: answers at once (or fails), except that, when {@link #firstReadHeldUntil}
     * is set, its first read waits for that condition and every later read blocks until interrupted.
     */
    private static final class Source implements SampleSource {
        private final String process;
        private final boolean fails;
        private final AtomicInteger reading = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();
        final AtomicInteger reads = new AtomicInteger();
        final AtomicBoolean heldByFast = new AtomicBoolean();
        final AtomicBoolean interrupted = new AtomicBoolean();
        final CountDownLatch secondReadStarted = new CountDownLatch(1);
        volatile BooleanSupplier firstReadHeldUntil;

        Source(String process, boolean fails) {
            this.process = process;
            this.fails = fails;
        }

        @Override
        public Optional<ResourceSample> sample() {
            mostAtOnce.accumulateAndGet(reading.incrementAndGet(), Math::max);
            int read = reads.incrementAndGet();
            try {
                if (firstReadHeldUntil != null && read == 1) {
                    long deadline = System.nanoTime() + DEADLINE.toNanos();
                    while (!firstReadHeldUntil.getAsBoolean() && System.nanoTime() < deadline) {
                        Thread.sleep(5);
                    }
                    heldByFast.set(firstReadHeldUntil.getAsBoolean());
                } else if (firstReadHeldUntil != null) {
                    secondReadStarted.countDown();
                    Thread.sleep(DEADLINE.toMillis());
                }
            } catch (InterruptedException e) {
                interrupted.set(true);
                Thread.currentThread().interrupt();
                return Optional.empty();
            } finally {
                reading.decrementAndGet();
            }
            if (fails) {
                throw new IllegalStateException("no answer");
            }
            return Optional.of(new ResourceSample(System.currentTimeMillis(), process, null, 1.0, 0.5, 1L, 1L, 1L, 1L,
                    1L, null, null, null, null));
        }
    }
}
