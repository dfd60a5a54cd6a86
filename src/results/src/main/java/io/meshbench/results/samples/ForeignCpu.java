package io.meshbench.results.samples;

/**
 * The CPU the machine used outside the benchmark's own processes over the measured window, from the {@code machine}
 * lines' {@code foreignCorePct} (docs/formats.md): its mean and max in % of one core, and how many of the window's
 * seconds it reached {@link #THRESHOLD_CORE_PCT}.
 *
 * @param corePct     foreign CPU per second, % of one core
 * @param busySamples the samples at or above the threshold
 */
public record ForeignCpu(Figure corePct, long busySamples) {

    /**
     * A second is busy with foreign work from a tenth of a core on: above what the tick accounting's rounding and an
     * idle machine's own daemons add (docs/results-engine.md, "Shared machine").
     */
    public static final double THRESHOLD_CORE_PCT = 10;

    /** The busy seconds in % of the seconds with a figure. */
    public double busySharePct() {
        return corePct.count() == 0 ? 0 : 100.0 * busySamples / corePct.count();
    }
}
