package io.meshbench.results.ladder;

import java.util.Map;

/**
 * One step of an RPS ladder for one treatment: what was offered, what was served, at what latency and what CPU.
 * With several rounds each figure is the median of the rounds.
 *
 * @param achievedPct     achieved as % of offered
 * @param cpuPct          mean CPU of each sampled process over the measured window, in % of one core, by process
 * @param servicesCpuPct  the CPU of the deployment (every process but the load generator), % of one core
 * @param machineBusyPct  how busy the whole machine was (all cores, %); null when not sampled
 * @param saturated       achieved below {@link Saturation#THRESHOLD_PCT} % of offered
 * @param sidecarCpuPct   the CPU of every sidecar process together (Envoy, sampled as the JVMs are), % of one core;
 *                        null when the treatment has none
 * @param sidecarRssMb    their resident memory together (mean over the window, MB); null when none
 */
public record LadderStep(String level, double offeredRps, double achievedRps, double achievedPct, long p50, long p90,
                         long p99, long p999, double errorPct, Map<String, Double> cpuPct, double servicesCpuPct,
                         Double machineBusyPct, int rounds, boolean saturated, Double sidecarCpuPct,
                         Double sidecarRssMb) {

    public LadderStep(String level, double offeredRps, double achievedRps, double achievedPct, long p50, long p90,
                      long p99, long p999, double errorPct, Map<String, Double> cpuPct, double servicesCpuPct,
                      Double machineBusyPct, int rounds, boolean saturated) {
        this(level, offeredRps, achievedRps, achievedPct, p50, p90, p99, p999, errorPct, cpuPct, servicesCpuPct,
                machineBusyPct, rounds, saturated, null, null);
    }
}
