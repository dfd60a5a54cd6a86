package io.meshbench.harness.sampler;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.ResourceSample;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Samples JVMs from outside at a fixed rate (1 Hz by default) into samples.jsonl: CPU and RSS from {@code /proc/<pid>},
 * heap, metaspace, classes and threads from the JVM's PerfData file. No JMX, no attach, no agent: the measured JVM runs
 * no extra thread or class because it is watched. One daemon thread samples the local processes; other sources (the
 * services of a deployed topology, read over HTTP) are read at the same time on threads of their own, so that one slow
 * or silent service costs its own samples and never delays the others'. The CPU time of all of them is the sampler's
 * {@link SamplerCost}.
 */
public final class JvmSampler implements AutoCloseable {

    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);

    private static final ObjectWriter JSON = new ObjectMapper().writerFor(ResourceSample.class);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final List<ProcessProbe> probes = new CopyOnWriteArrayList<>();
    private final ConcurrentSources others;
    private final int cores = Runtime.getRuntime().availableProcessors();
    private final MachineProbe machine = new MachineProbe(cores);
    private final BufferedWriter out;
    private final ScheduledExecutorService thread;
    private final AtomicLong samples = new AtomicLong();
    private final AtomicLong samplerCpuNanos = new AtomicLong();
    private final long startNanos = System.nanoTime();
    private volatile IOException writeFailure;
    private SamplerCost cost;

    private JvmSampler(Path samplesFile, List<SampledProcess> targets, List<? extends SampleSource> sources,
                       Duration interval) throws IOException {
        this.out = OutputFolder.around("samples", samplesFile).writer(samplesFile.getFileName());
        targets.forEach(this::add);
        this.others = new ConcurrentSources(sources, interval.multipliedBy(4).dividedBy(5));
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "meshbench-sampler");
            t.setDaemon(true);
            return t;
        });
        thread.scheduleAtFixedRate(this::tick, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Starts sampling {@code targets} into {@code samplesFile} (created or replaced) every {@code interval}. */
    public static JvmSampler start(Path samplesFile, List<SampledProcess> targets, Duration interval) {
        return start(samplesFile, targets, List.of(), interval);
    }

    /**
     * Starts sampling local {@code targets} and other {@code sources} (e.g. services of a cluster read over HTTP) into
     * {@code samplesFile} every {@code interval}; their lines share one file and one clock.
     */
    public static JvmSampler start(Path samplesFile, List<SampledProcess> targets, List<? extends SampleSource> sources,
                                   Duration interval) {
        try {
            return new JvmSampler(samplesFile, targets, sources, interval);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write samples to " + samplesFile, e);
        }
    }

    public static JvmSampler start(Path samplesFile, List<SampledProcess> targets) {
        return start(samplesFile, targets, DEFAULT_INTERVAL);
    }

    /** Adds a process to the next samples, e.g. the JMeter process once it has started. */
    public void add(SampledProcess target) {
        probes.add(new ProcessProbe(target, cores));
    }

    /**
     * Stops sampling, waits for a sample in progress, closes the file and returns the sampler's own cost. Idempotent.
     *
     * @throws UncheckedIOException when writing the samples failed
     */
    public synchronized SamplerCost stop() {
        if (cost != null) {
            return cost;
        }
        thread.shutdown();
        try {
            thread.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        others.stop();
        try {
            out.close();
        } catch (IOException e) {
            writeFailure = e;
        }
        cost = new SamplerCost(samples.get(), samplerCpuNanos.get(), System.nanoTime() - startNanos);
        if (writeFailure != null) {
            throw new UncheckedIOException("Writing samples failed", writeFailure);
        }
        return cost;
    }

    @Override
    public void close() {
        stop();
    }

    private String json(ResourceSample sample) {
        try {
            return JSON.writeValueAsString(sample);
        } catch (IOException e) {
            writeFailure = e;
            return "";
        }
    }

    /**
     * One round: a sample of every live process, one line each, flushed so a crash loses at most this round. The local
     * processes and the machine carry the tick's time, taken once: reading them one after another takes milliseconds,
     * and a duet pairs its two sides' CPU by the second their samples fall in. (Other sources keep the time of their
     * own read, which may end in a later tick.)
     */
    private void tick() {
        long tickMillis = System.currentTimeMillis();
        List<String> lines = new ArrayList<>();
        others.startRound();
        for (ProcessProbe probe : probes) {
            probe.sample(tickMillis).ifPresent(sample -> lines.add(json(sample)));
        }
        others.awaitRound().forEach(sample -> lines.add(json(sample)));
        machine.sample(tickMillis).ifPresent(sample -> lines.add(json(sample)));
        try {
            for (String line : lines) {
                if (line.isEmpty()) {
                    continue;
                }
                out.write(line);
                out.newLine();
            }
            out.flush();
            samples.addAndGet(lines.size());
        } catch (IOException e) {
            writeFailure = e;
        }
        // The threads do nothing but sampling, so their CPU time so far is the whole cost of sampling.
        samplerCpuNanos.set(THREADS.getCurrentThreadCpuTime() + others.cpuNanos());
    }
}
