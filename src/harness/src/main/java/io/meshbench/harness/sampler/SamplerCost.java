package io.meshbench.harness.sampler;

/**
 * What sampling cost the machine: the CPU time of the sampler's own thread over the time it ran.
 *
 * @param samples    lines written
 * @param cpuNanos   CPU time of the sampler thread
 * @param wallNanos  from start to stop
 */
public record SamplerCost(long samples, long cpuNanos, long wallNanos) {

    /** The sampler's CPU in % of one core over its lifetime. */
    public double cpuCorePct() {
        return wallNanos == 0 ? 0 : 100.0 * cpuNanos / wallNanos;
    }

    /** CPU time per sample, in microseconds. */
    public double cpuMicrosPerSample() {
        return samples == 0 ? 0 : cpuNanos / 1000.0 / samples;
    }
}
