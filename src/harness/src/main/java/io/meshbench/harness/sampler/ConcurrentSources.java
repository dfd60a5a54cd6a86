package io.meshbench.harness.sampler;

import io.meshbench.results.format.ResourceSample;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The sampler's sources that may be slow (services read over HTTP), each read on a thread of its own: a round starts a
 * read of every source whose last read has ended and waits for them until a deadline. A read that ends later gives its
 * sample to a later round (the sample keeps the time it was taken), and a source is never read twice at once (its CPU
 * figure is the difference between two of its reads). Used by the sampler's thread only.
 */
final class ConcurrentSources {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final List<SampleSource> sources;
    private final Duration wait;
    private final List<Thread> readerThreads = new CopyOnWriteArrayList<>();
    private final ExecutorService readers;
    private final Map<SampleSource, Future<Optional<ResourceSample>>> reads = new LinkedHashMap<>();
    private long roundDeadline;

    /** {@code wait}: how long a round waits for its reads, less than the sampling interval. */
    ConcurrentSources(List<? extends SampleSource> sources, Duration wait) {
        this.sources = List.copyOf(sources);
        this.wait = wait;
        this.readers = this.sources.isEmpty() ? null : Executors.newFixedThreadPool(this.sources.size(), task -> {
            Thread thread = new Thread(task, "meshbench-sampler-source");
            thread.setDaemon(true);
            readerThreads.add(thread);
            return thread;
        });
    }

    /** Starts a read of every source that has none under way. */
    void startRound() {
        roundDeadline = System.nanoTime() + wait.toNanos();
        for (SampleSource source : sources) {
            reads.computeIfAbsent(source, idle -> readers.submit(idle::sample));
        }
    }

    /** The samples of the reads that ended by the round's deadline (or in an earlier round), in the sources' order. */
    List<ResourceSample> awaitRound() {
        List<ResourceSample> samples = new ArrayList<>();
        for (SampleSource source : sources) {
            Future<Optional<ResourceSample>> read = reads.get(source);
            if (read == null) {
                continue;
            }
            try {
                read.get(Math.max(0, roundDeadline - System.nanoTime()), TimeUnit.NANOSECONDS).ifPresent(samples::add);
                reads.remove(source);
            } catch (TimeoutException e) {
                // still reading: its sample, if it gets one, joins a later round
            } catch (ExecutionException e) {
                reads.remove(source); // a read that failed gives no sample, as an empty one
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return samples;
    }

    /** The CPU time the reader threads have used so far, in nanoseconds. */
    long cpuNanos() {
        return readerThreads.stream().mapToLong(thread -> Math.max(0, THREADS.getThreadCpuTime(thread.getId()))).sum();
    }

    /** Interrupts the reads under way and lets their threads end; no sample is taken afterwards. */
    void stop() {
        if (readers == null) {
            return;
        }
        readers.shutdownNow();
        try {
            readers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
