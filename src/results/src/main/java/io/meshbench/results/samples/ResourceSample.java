package io.meshbench.results.samples;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** One line of samples.jsonl (docs/formats.md): one process at one instant; any figure may be null. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceSample(
        Long ts,
        String process,
        Long pid,
        Double cpuCorePct,
        Double cpuMachinePct,
        Long heapUsedBytes,
        Long metaspaceUsedBytes,
        Long nonHeapUsedBytes,
        Long classesLoaded,
        Long threads,
        Long rssBytes) {
}
