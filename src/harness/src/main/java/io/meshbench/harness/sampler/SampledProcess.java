package io.meshbench.harness.sampler;

/** A process to sample: its logical name in samples.jsonl (e.g. {@code consumer}) and its OS process id. */
public record SampledProcess(String name, long pid) {
}
