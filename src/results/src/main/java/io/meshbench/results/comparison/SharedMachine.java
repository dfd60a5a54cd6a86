package io.meshbench.results.comparison;

import io.meshbench.results.format.RunJson;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.samples.ForeignCpu;
import io.meshbench.results.samples.ProcessResources;
import io.meshbench.results.format.ResourceSample;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether other work shared the machine with a run: a run is <b>on a shared machine</b> when the CPU used outside the
 * benchmark's own processes (the {@code machine} samples' {@code foreignCorePct}) reached
 * {@link ForeignCpu#THRESHOLD_CORE_PCT} % of a core in at least {@link #SHARE_PCT} % of its measured seconds, or when
 * {@code --wait-quiet} gave up waiting for a quiet machine before it. Its deltas then include that work's interference
 * (CPU it took, caches it cooled, queueing it caused), whichever side it fell on.
 *
 * @param busySharePct seconds with foreign CPU at or above the threshold, % of the window's seconds
 * @param meanCorePct  mean foreign CPU over the window, % of one core
 * @param maxCorePct   its highest second
 */
public record SharedMachine(double busySharePct, double meanCorePct, double maxCorePct) {

    /** A fifth of the window, as for saturation ({@link MachineLoad#SATURATED_SHARE_PCT}): more than a few stray seconds. */
    public static final double SHARE_PCT = 20;

    /** @return the run's foreign CPU, or empty when its samples do not hold the figure (older folders, not Linux) */
    public static Optional<SharedMachine> of(Map<String, ProcessResources> resources) {
        ProcessResources machine = resources.get(ResourceSample.MACHINE);
        if (machine == null || machine.foreign() == null) {
            return Optional.empty();
        }
        ForeignCpu foreign = machine.foreign();
        return Optional.of(new SharedMachine(foreign.busySharePct(), foreign.corePct().mean(), foreign.corePct().max()));
    }

    public boolean shared() {
        return busySharePct >= SHARE_PCT;
    }

    /**
     * Adds a "⚠ shared machine" line to {@code flags} for each of {@code runs} that shared the machine.
     *
     * @return whether any did
     */
    public static boolean flag(String side, List<RunResult> runs, List<String> flags) {
        boolean any = false;
        for (RunResult run : runs) {
            Optional<SharedMachine> shared = of(run.resources()).filter(SharedMachine::shared);
            Optional<RunJson.QuietWait> gaveUp = quietWait(run).filter(wait -> !wait.quiet());
            if (shared.isEmpty() && gaveUp.isEmpty()) {
                continue;
            }
            any = true;
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "⚠ shared machine: %s round %s: ", side,
                    run.info().round() == null ? "?" : run.info().round()));
            shared.ifPresent(figure -> line.append(String.format(Locale.ROOT, "other work than the benchmark's "
                    + "processes used at least %.0f%% of a core in %.0f%% of the measured seconds (mean %.0f%% of a "
                    + "core, at most %.0f%%)", ForeignCpu.THRESHOLD_CORE_PCT, figure.busySharePct(),
                    figure.meanCorePct(), figure.maxCorePct())));
            gaveUp.ifPresent(wait -> line.append(shared.isPresent() ? "; " : "").append(String.format(Locale.ROOT,
                    "--wait-quiet gave up after %.0f s waiting for a quiet machine%s", wait.waitedSeconds(),
                    wait.foreignCorePct() == null ? "" : String.format(Locale.ROOT,
                            " (%.0f%% of a core foreign at the end)", wait.foreignCorePct()))));
            line.append(", so its deltas include that work's interference; rerun on a quiet machine");
            flags.add(line.toString());
        }
        return any;
    }

    private static Optional<RunJson.QuietWait> quietWait(RunResult run) {
        return RecordedRun.of(run).map(RunJson::quietWait);
    }
}
