package io.meshbench.results.samples;

import java.util.List;
import java.util.function.Function;

/**
 * One process's resource use over the measured window: mean and max of each figure of samples.jsonl
 * (null when no sample had it). Bytes stay bytes here; tables show MB (2^20 bytes). {@code saturatedSamples} counts
 * the samples whose {@code cpuMachinePct} reached {@link #SATURATED_PCT}: for the {@code machine} pseudo-process, the
 * seconds in which the machine itself was saturated. {@code gcCount} and {@code gcTimeMs} are the collections and the
 * time in them within the window (the cumulative counters' last minus first value; null without them).
 * {@code foreign}: the {@code machine} pseudo-process's CPU outside the benchmark's processes, null for every other
 * process and in folders written before the sampler recorded it.
 */
public record ProcessResources(
        String process,
        long samples,
        Figure cpuCorePct,
        Figure cpuMachinePct,
        Figure heapUsedBytes,
        Figure metaspaceUsedBytes,
        Figure nonHeapExceptCodeCacheBytes,
        Figure classesLoaded,
        Figure threads,
        Figure rssBytes,
        long saturatedSamples,
        Long gcCount,
        Double gcTimeMs,
        ForeignCpu foreign) {

    /** A process without a foreign-CPU figure (every process but {@code machine}). */
    public ProcessResources(String process, long samples, Figure cpuCorePct, Figure cpuMachinePct, Figure heapUsedBytes,
                            Figure metaspaceUsedBytes, Figure nonHeapExceptCodeCacheBytes, Figure classesLoaded,
                            Figure threads, Figure rssBytes, long saturatedSamples, Long gcCount, Double gcTimeMs) {
        this(process, samples, cpuCorePct, cpuMachinePct, heapUsedBytes, metaspaceUsedBytes, nonHeapExceptCodeCacheBytes,
                classesLoaded, threads, rssBytes, saturatedSamples, gcCount, gcTimeMs, null);
    }

    /** A machine busier than this (all cores, % of the machine) queues work: see docs/results-engine.md. */
    public static final double SATURATED_PCT = 85;

    /**
     * Several processes as one (a service and its sidecar): means add up (the sampler reads every process each
     * second), maxes add up to an upper bound; a figure missing in one process is missing in the sum.
     */
    public static ProcessResources sum(String name, List<ProcessResources> parts) {
        return new ProcessResources(name, parts.stream().mapToLong(ProcessResources::samples).min().orElse(0),
                sum(parts, ProcessResources::cpuCorePct), sum(parts, ProcessResources::cpuMachinePct),
                sum(parts, ProcessResources::heapUsedBytes), sum(parts, ProcessResources::metaspaceUsedBytes),
                sum(parts, ProcessResources::nonHeapExceptCodeCacheBytes), sum(parts, ProcessResources::classesLoaded),
                sum(parts, ProcessResources::threads), sum(parts, ProcessResources::rssBytes), 0,
                gcCount(parts), total(parts, ProcessResources::gcTimeMs));
    }

    private static Long gcCount(List<ProcessResources> parts) {
        Double count = total(parts, part -> part.gcCount() == null ? null : part.gcCount().doubleValue());
        return count == null ? null : count.longValue();
    }

    /** The parts' values added up; null when a part has none (a sidecar is no JVM: no GC figures). */
    private static Double total(List<ProcessResources> parts, Function<ProcessResources, Double> value) {
        double sum = 0;
        for (ProcessResources part : parts) {
            Double figure = value.apply(part);
            if (figure == null) {
                return null;
            }
            sum += figure;
        }
        return parts.isEmpty() ? null : sum;
    }

    private static Figure sum(List<ProcessResources> parts, Function<ProcessResources, Figure> figure) {
        double mean = 0;
        double max = 0;
        long count = Long.MAX_VALUE;
        for (ProcessResources part : parts) {
            Figure value = figure.apply(part);
            if (value == null) {
                return null;
            }
            mean += value.mean();
            max += value.max();
            count = Math.min(count, value.count());
        }
        return parts.isEmpty() ? null : new Figure(mean, max, count);
    }
}
