package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One line of samples.jsonl (docs/formats.md): one process at one instant. The one definition of the format: the
 * harness's sampler writes it, the results engine reads it. A figure that could not be read is null and left out of
 * the line; the first sample of a process has no CPU figure, CPU being a difference between two samples.
 *
 * @param cpuCorePct          CPU used since the previous sample, in % of one core
 * @param cpuMachinePct       the same in % of the machine ({@code cpuCorePct / cores})
 * @param nonHeapExceptCodeCacheBytes the JVM's non-heap (MemoryMXBean: the NON_HEAP pools) without its CodeHeap
 *                                    pools: Metaspace + Compressed Class Space pools, as the JVM adds them (the
 *                                    Metaspace pool already holds class space, so it counts twice, as in the JVM's
 *                                    own figure). The code cache has no PerfData counter, so it is left out.
 * @param classSpaceUsedBytes the compressed class space part of metaspace (an extra field)
 * @param gcCount             collections since the JVM started, every collector (PerfData sun.gc.collector.*)
 * @param gcTimeMs            time in those collections since the JVM started, ms
 * @param foreignCorePct      {@code machine} lines only: CPU the machine used outside the benchmark's own process tree
 *                            since the previous sample, in % of one core (absent in folders written before it existed)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"ts", "process", "pid", "cpuCorePct", "cpuMachinePct", "heapUsedBytes", "metaspaceUsedBytes",
        "nonHeapExceptCodeCacheBytes", "classesLoaded", "threads", "rssBytes", "classSpaceUsedBytes", "gcCount",
        "gcTimeMs", "foreignCorePct"})
public record ResourceSample(
        Long ts,
        String process,
        Long pid,
        Double cpuCorePct,
        Double cpuMachinePct,
        Long heapUsedBytes,
        Long metaspaceUsedBytes,
        Long nonHeapExceptCodeCacheBytes,
        Long classesLoaded,
        Long threads,
        Long rssBytes,
        Long classSpaceUsedBytes,
        Long gcCount,
        Double gcTimeMs,
        Double foreignCorePct) {

    /** A sample without the foreign figure: every process line, and machine lines of older folders. */
    public ResourceSample(Long ts, String process, Long pid, Double cpuCorePct, Double cpuMachinePct, Long heapUsedBytes,
                          Long metaspaceUsedBytes, Long nonHeapExceptCodeCacheBytes, Long classesLoaded, Long threads,
                          Long rssBytes, Long classSpaceUsedBytes, Long gcCount, Double gcTimeMs) {
        this(ts, process, pid, cpuCorePct, cpuMachinePct, heapUsedBytes, metaspaceUsedBytes, nonHeapExceptCodeCacheBytes,
                classesLoaded, threads, rssBytes, classSpaceUsedBytes, gcCount, gcTimeMs, null);
    }

    /**
     * The process name of the whole machine's samples: {@code cpuMachinePct} is its busy share (all CPU time but idle
     * and iowait, from /proc/stat), {@code cpuCorePct} the same in cores x 100, {@code foreignCorePct} the part of it
     * outside the benchmark's processes; the other figures are absent.
     */
    public static final String MACHINE = "machine";
}
