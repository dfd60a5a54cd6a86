package io.meshbench.sampler;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.samples.ResourceSample;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sources read over the network (here: stand-ins that answer at once, slowly, or fail) do not hold each other up. */
class JvmSamplerOtherSourcesTest {

    @TempDir
    Path dir;

    @Test
    void aSlowSourceCostsItsOwnSamplesOnlyAndIsNeverReadTwiceAtOnce() throws Exception {
        Path samples = dir.resolve("samples.jsonl");
        Source fast = new Source("fast", Duration.ZERO, false);
        Source slow = new Source("slow", Duration.ofMillis(700), false);
        Source failing = new Source("failing", Duration.ZERO, true);
        JvmSampler sampler = JvmSampler.start(samples, List.of(), List.of(slow, fast, failing), Duration.ofMillis(100));
        Thread.sleep(1_600);

        long stopping = System.nanoTime();
        SamplerCost cost = sampler.stop();
        Duration stopTook = Duration.ofNanos(System.nanoTime() - stopping);

        List<String> lines = Files.readAllLines(samples);
        long fastLines = lines.stream().filter(line -> line.contains("\"process\":\"fast\"")).count();
        long slowLines = lines.stream().filter(line -> line.contains("\"process\":\"slow\"")).count();
        // read one after another, every round would wait 0.7 s for the slow one: at most 3 rounds in 1.6 s
        assertThat(fastLines).as("the fast source's samples at 10 a second beside a slow one").isGreaterThanOrEqualTo(8);
        assertThat(slowLines).as("the slow source's: one per 0.7 s read").isBetween(1L, 3L);
        assertThat(lines).noneMatch(line -> line.contains("\"process\":\"failing\""));
        assertThat(failing.reads.get()).as("a failing source is read again in later rounds").isGreaterThanOrEqualTo(8);
        assertThat(slow.mostAtOnce.get()).as("reads of one source at once").isEqualTo(1);
        assertThat(stopTook).as("stop interrupts the read under way").isLessThan(Duration.ofMillis(600));
        assertThat(cost.samples()).isEqualTo(lines.size());
    }

    /** A stand-in for a service read over HTTP: each read takes {@code delay}, then gives a sample or fails. */
    private static final class Source implements SampleSource {
        private final String process;
        private final Duration delay;
        private final boolean fails;
        private final AtomicInteger reading = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();
        final AtomicInteger reads = new AtomicInteger();

        Source(String process, Duration delay, boolean fails) {
            this.process = process;
            this.delay = delay;
            this.fails = fails;
        }

        @Override
        public Optional<ResourceSample> sample() {
            mostAtOnce.accumulateAndGet(reading.incrementAndGet(), Math::max);
            reads.incrementAndGet();
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
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
