package io.meshbench.harness.remote;

import io.meshbench.results.format.ResourceSample;
import io.meshbench.harness.sampler.SampleSource;
import java.io.IOException;
import java.net.URI;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Samples one deployed JVM through Micrometer's metrics in Prometheus' format, into the same samples.jsonl fields as
 * the local sampler:
 * <ul>
 *   <li>heap: {@code jvm_memory_used_bytes{area="heap"}} summed over the pools (MemoryMXBean, current; PerfData
 *       locally);</li>
 *   <li>metaspace and class space: {@code jvm_memory_used_bytes{id="Metaspace"}} and {@code id="Compressed Class
 *       Space"}, non-heap except the code cache being their sum, as locally;</li>
 *   <li>classes, threads: {@code jvm_classes_loaded_classes}, {@code jvm_threads_live_threads};</li>
 *   <li>CPU: the change of {@code process_cpu_time_ns_total} between two scrapes over the time between them, in % of a
 *       core (as /proc locally); without that counter, {@code process_cpu_usage} × {@code system_cpu_count}; the
 *       machine share is over the CPUs the JVM sees ({@code system_cpu_count}), i.e. its node or its CPU limit;</li>
 *   <li>GC: {@code jvm_gc_pause_seconds_count} and {@code _sum} over every cause (pauses only; PerfData counts
 *       concurrent cycles too);</li>
 *   <li>RSS: not exposed by the JVM's metrics, so left empty, never estimated.</li>
 * </ul>
 * A scrape that fails costs that second's line of this process, counted in {@link #failedScrapes()}.
 */
public final class PrometheusProbe implements SampleSource {

    private static final double ROUNDING = 100.0;

    private final String process;
    private final URI metrics;
    private final Long pid;
    private final AtomicInteger failed = new AtomicInteger();
    private volatile String lastFailure;
    private double previousCpuNanos = -1;
    private long previousNanoTime;

    public PrometheusProbe(String process, URI metrics, Long pid) {
        this.process = process;
        this.metrics = metrics;
        this.pid = pid;
    }

    @Override
    public Optional<ResourceSample> sample() {
        String body;
        try {
            body = RemoteHttp.get(metrics);
        } catch (IOException e) {
            failed.incrementAndGet();
            lastFailure = e.getMessage();
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        long now = System.nanoTime();
        try {
            return Optional.of(toSample(PrometheusText.parse(body), now, System.currentTimeMillis()));
        } catch (IllegalArgumentException e) {
            failed.incrementAndGet();
            lastFailure = metrics + ": " + e.getMessage();
            return Optional.empty();
        }
    }

    /** The figures of one scrape taken at {@code nanoTime}; CPU needs the previous scrape's counter. */
    ResourceSample toSample(PrometheusText text, long nanoTime, long epochMillis) {
        Double cpus = boxed(text.value("system_cpu_count"));
        Double corePct = corePercent(text, nanoTime, cpus);
        Long metaspace = bytes(text.sum("jvm_memory_used_bytes", "id", "Metaspace"));
        Long classSpace = bytes(text.sum("jvm_memory_used_bytes", "id", "Compressed Class Space"));
        Long nonHeapExceptCodeCache = metaspace == null ? null : metaspace + (classSpace == null ? 0 : classSpace);
        OptionalDouble gcSeconds = text.value("jvm_gc_pause_seconds_sum");
        return new ResourceSample(
                epochMillis,
                process,
                pid,
                corePct,
                corePct == null || cpus == null || cpus <= 0 ? null : round(corePct / cpus),
                bytes(text.sum("jvm_memory_used_bytes", "area", "heap")),
                metaspace,
                nonHeapExceptCodeCache,
                bytes(text.value("jvm_classes_loaded_classes")),
                bytes(text.value("jvm_threads_live_threads")),
                null,
                classSpace,
                bytes(text.value("jvm_gc_pause_seconds_count")),
                gcSeconds.isPresent() ? round(gcSeconds.getAsDouble() * 1000) : null);
    }

    private Double corePercent(PrometheusText text, long nanoTime, Double cpus) {
        OptionalDouble cpuTime = text.value("process_cpu_time_ns_total");
        if (cpuTime.isEmpty()) {
            OptionalDouble usage = text.value("process_cpu_usage");
            return usage.isEmpty() || cpus == null || usage.getAsDouble() < 0 ? null
                    : round(usage.getAsDouble() * 100 * cpus);
        }
        Double pct = null;
        if (previousCpuNanos >= 0 && nanoTime > previousNanoTime) {
            pct = round(100.0 * (cpuTime.getAsDouble() - previousCpuNanos) / (nanoTime - previousNanoTime));
        }
        previousCpuNanos = cpuTime.getAsDouble();
        previousNanoTime = nanoTime;
        return pct;
    }

    public String process() {
        return process;
    }

    public URI metrics() {
        return metrics;
    }

    /** Scrapes that gave no line (no answer, an error status, not Prometheus' format). */
    public int failedScrapes() {
        return failed.get();
    }

    /** Why the last failed scrape failed; null when none did. */
    public String lastFailure() {
        return lastFailure;
    }

    private static Long bytes(OptionalDouble value) {
        return value.isPresent() ? Math.round(value.getAsDouble()) : null;
    }

    private static Double boxed(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    private static double round(double value) {
        return Math.round(value * ROUNDING) / ROUNDING;
    }
}
