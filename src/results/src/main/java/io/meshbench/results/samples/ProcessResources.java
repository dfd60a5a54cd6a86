package io.meshbench.results.samples;

/**
 * One process's resource use over the measured window: mean and max of each figure of samples.jsonl
 * (null when no sample had it). Bytes stay bytes here; tables show MB (2^20 bytes).
 */
public record ProcessResources(
        String process,
        long samples,
        Figure cpuCorePct,
        Figure cpuMachinePct,
        Figure heapUsedBytes,
        Figure metaspaceUsedBytes,
        Figure nonHeapUsedBytes,
        Figure classesLoaded,
        Figure threads,
        Figure rssBytes) {
}
