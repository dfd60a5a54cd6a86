package io.meshbench.harness.sampler;

/**
 * The CPU a machine spent outside a benchmark's own processes over one interval, from two readings taken together: the
 * machine's busy clock ticks ({@code /proc/stat}, all CPUs) and the ticks of the benchmark's process tree
 * ({@code /proc/<pid>/stat}, the same USER_HZ unit). What the machine did that the tree did not is foreign: other
 * builds, other benchmarks, the desktop. Both counts are whole ticks, so one interval's figure carries a few ticks of
 * rounding; a figure below zero is that rounding and reads as 0.
 */
final class ForeignTicks {

    private ForeignTicks() {
    }

    /**
     * @param machineBusyTicks  the machine's busy ticks over the interval, all CPUs together
     * @param machineTotalTicks the machine's ticks over the interval, busy or not, all CPUs together
     * @param cpus              the CPUs those ticks were counted over
     * @param ownTicks          the benchmark's processes' ticks over the same interval
     * @return foreign CPU in % of one core (100 = one core busy the whole interval), rounded to 0.01; null when no time
     *         passed
     */
    static Double corePct(long machineBusyTicks, long machineTotalTicks, int cpus, long ownTicks) {
        if (machineTotalTicks <= 0 || cpus <= 0) {
            return null;
        }
        double elapsedTicksPerCpu = (double) machineTotalTicks / cpus;
        double pct = 100.0 * Math.max(0, machineBusyTicks - ownTicks) / elapsedTicksPerCpu;
        return Math.round(pct * 100) / 100.0;
    }
}
