package io.meshbench.harness.sampler;

import io.meshbench.results.format.ResourceSample;

/**
 * The machine's CPU outside the benchmark's processes, one second at a time, measured as the sampler's machine line
 * measures it: what {@code --wait-quiet} watches before a run.
 */
public final class ForeignCpuMeter {

    private final MachineProbe probe = new MachineProbe(Runtime.getRuntime().availableProcessors());

    /** Foreign CPU over the next second, % of one core; null when it cannot be measured (no /proc/stat). */
    public Double nextSecond() throws InterruptedException {
        Thread.sleep(1_000);
        return probe.sample().map(ResourceSample::foreignCorePct).orElse(null);
    }
}
