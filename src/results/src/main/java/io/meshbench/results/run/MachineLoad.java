package io.meshbench.results.run;

import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.format.ResourceSample;
import java.util.Map;

/**
 * How busy the machine was over a run's measured window, from the sampler's {@code machine} samples (/proc/stat):
 * its mean busy share, the share of the window's seconds in which it was saturated (busy at or above
 * {@link ProcessResources#SATURATED_PCT} %), and what all sampled processes (JMeter, ZooKeeper, every service) used
 * together. A run is <b>machine-saturated</b> when at least {@link #SATURATED_SHARE_PCT} % of its seconds were
 * saturated: its latency and throughput then measure queueing for the CPU on this machine, not the treatment's cost.
 * Well before that, a run is <b>queueing</b> when its mean busy share reaches {@link MachineQueueing#thresholdPct}
 * for the machine's cores (30 % on 2): there M/M/c already puts the expected wait for a core at a tenth of a service
 * time, and a CPU cost shows larger in latency than it is.
 *
 * @param busyPct             mean busy share of the whole machine, %
 * @param saturatedSharePct   seconds at or above the saturation threshold, % of the window's seconds
 * @param sampledProcessesPct the sampled processes' mean CPU summed, % of the machine
 * @param cores               the machine's cores, from its samples (% of one core over % of the machine); null when
 *                            they do not say
 * @param queueingThresholdPct the busy share from which this machine's latency deltas are flagged as queueing
 * @param jmeterCorePct       JMeter's own mean CPU, % of one core (null when it was not sampled)
 * @param jmeterBusy          JMeter above {@link #JMETER_BUSY_CORE_PCT} % of one core: it may have delayed the samples
 *                            it timed
 */
public record MachineLoad(double busyPct, double saturatedSharePct, double sampledProcessesPct, boolean saturated,
                          Integer cores, Double queueingThresholdPct, boolean queueing, Double jmeterCorePct,
                          boolean jmeterBusy) {

    /** A fifth of the window: more than a few noisy seconds, well before the whole run is queueing. */
    public static final double SATURATED_SHARE_PCT = 20;
    /** JMeter busier than this (% of one core) may itself delay the samples it times. */
    public static final double JMETER_BUSY_CORE_PCT = 90;
    /** The sampler names JMeter's process so. */
    public static final String JMETER = "jmeter";

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
        double busy = machine.cpuMachinePct().mean();
        Integer cores = machine.cpuCorePct() == null || busy <= 0 ? null
                : (int) Math.round(machine.cpuCorePct().mean() / busy);
        Double threshold = cores == null || cores < 1 ? null : MachineQueueing.thresholdPct(cores);
        ProcessResources jmeter = resources.get(JMETER);
        Double jmeterCore = jmeter == null || jmeter.cpuCorePct() == null ? null : jmeter.cpuCorePct().mean();
        return new MachineLoad(busy, sharePct, processes, sharePct >= SATURATED_SHARE_PCT, cores, threshold,
                threshold != null && busy >= threshold, jmeterCore,
                jmeterCore != null && jmeterCore > JMETER_BUSY_CORE_PCT);
    }

    /** How many times larger a CPU cost shows in latency at this busy share (M/M/c); null without the cores. */
    public Double amplification() {
        return cores == null || cores < 1 ? null : MachineQueueing.amplification(cores, busyPct / 100);
    }
}
