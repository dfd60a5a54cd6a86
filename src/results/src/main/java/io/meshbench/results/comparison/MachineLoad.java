package io.meshbench.results.comparison;

import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.samples.ResourceSample;
import java.util.Map;

/**
 * How busy the machine was over a run's measured window, from the sampler's {@code machine} samples (/proc/stat):
 * its mean busy share, the share of the window's seconds in which it was saturated (busy at or above
 * {@link ProcessResources#SATURATED_PCT} %), and what all sampled processes (JMeter, ZooKeeper, every service) used
 * together. A run is <b>machine-saturated</b> when at least {@link #SATURATED_SHARE_PCT} % of its seconds were
 * saturated: its latency and throughput then measure queueing for the CPU on this machine, not the treatment's cost.
 *
 * @param busyPct             mean busy share of the whole machine, %
 * @param saturatedSharePct   seconds at or above the saturation threshold, % of the window's seconds
 * @param sampledProcessesPct the sampled processes' mean CPU summed, % of the machine
 */
public record MachineLoad(double busyPct, double saturatedSharePct, double sampledProcessesPct, boolean saturated) {

    /** A fifth of the window: more than a few noisy seconds, well before the whole run is queueing. */
    public static final double SATURATED_SHARE_PCT = 20;

    /** @return the machine's load, or null when the samples hold no {@code machine} figures (older runs, not Linux) */
    public static MachineLoad of(Map<String, ProcessResources> resources) {
        ProcessResources machine = resources.get(ResourceSample.MACHINE);
        if (machine == null || machine.cpuMachinePct() == null || machine.samples() == 0) {
            return null;
        }
        double sharePct = 100.0 * machine.saturatedSamples() / machine.cpuMachinePct().count();
        double processes = resources.values().stream()
                .filter(process -> !process.process().equals(ResourceSample.MACHINE))
                .filter(process -> process.cpuMachinePct() != null)
                .mapToDouble(process -> process.cpuMachinePct().mean()).sum();
        return new MachineLoad(machine.cpuMachinePct().mean(), sharePct, processes, sharePct >= SATURATED_SHARE_PCT);
    }
}
