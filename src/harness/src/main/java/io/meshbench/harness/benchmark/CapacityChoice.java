package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Scenario;
import io.meshbench.results.api.RunAnalysis;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.MetaJson;
import java.util.List;

/**
 * The capacity a finished probe gives the capacity-relative levels, and whether the probe settled. The levels are
 * shares of the lower of two figures (docs/ladder.md): the <em>warm</em> capacity, the mean throughput of the probe's
 * measured window after it settled, and what it held at the ages the runs are measured at ({@link RunAgeCapacity}).
 * The first alone over-promises when the runs measure younger JVMs than the probe's end (fresh deployments, shorter
 * warm-ups); the second alone over-promises if the throughput fell later (it is at most the warm figure otherwise).
 * Both are kept in meta.json.
 *
 * <p>A probe is <em>unsettled</em> when it reached its longest warm-up without two windows agreeing, or when its
 * measured window drifted by the steadiness test (its halves differ by more than 5 % and by more than their noise,
 * docs/results-engine.md): a level is then a share of a figure that was still moving.
 */
final class CapacityChoice {

    static final String RISING = "rising";
    static final String FALLING = "falling";
    /** Not settled, and no two windows were compared: the direction is unknown. */
    static final String CHANGING = "changing";

    private CapacityChoice() {
    }

    /**
     * @param perSecond the probe's samples per second over its whole run (the combined ones of a duet pair)
     * @param settling  where its warm-up ended
     * @param window    its measured window, after {@code settling}
     * @param sides     the deployments the files hold at once (2 for a duet pair): every TPS is per side
     */
    static MetaJson.Capacity of(Scenario scenario, PlannedRun probe, List<Long> perSecond, WarmupSettling settling,
                                RunAnalysis.Window window, int sides) {
        double warm = perSide(window.avgTps(), sides);
        RunAgeCapacity atRunAge = RunAgeCapacity.of(scenario, perSecond);
        Double runAgeTps = atRunAge.lowestTps() == null ? null : perSide(atRunAge.lowestTps(), sides);
        double tps = runAgeTps == null ? warm : Math.min(warm, runAgeTps);
        Double drift = window.tpsChangePct() == null ? null : round(window.tpsChangePct());
        return new MetaJson.Capacity(tps, probe.level().users(), settling.warmupSeconds(),
                Math.round((window.endMs() - window.startMs()) / 1000.0), window.errorPct(),
                BenchmarkFolderLayout.CAPACITY_PROBE, settling.settled(), perSide(settling.windowsTps(), sides), drift,
                window.machineBusyPct() == null ? null : round(window.machineBusyPct()), sides > 1 ? sides : null,
                warm, new MetaJson.RunAge(atRunAge.fromSeconds(), atRunAge.toSeconds(), runAgeTps),
                unsettled(settling, window.tpsDrifting(), window.tpsChangePct()));
    }

    /** Which way an unsettled probe's throughput was still going, or null when it settled. */
    static String unsettled(WarmupSettling settling, Boolean drifting, Double driftPct) {
        if (Boolean.TRUE.equals(drifting)) {
            return driftPct != null && driftPct < 0 ? FALLING : RISING;
        }
        if (!settling.settled()) {
            Double change = settling.lastChangePct();
            return change == null ? CHANGING : change < 0 ? FALLING : RISING;
        }
        return null;
    }

    private static double perSide(double tps, int sides) {
        return round(tps / sides);
    }

    /** Each window's TPS per side (the same as the window's own TPS for one deployment). */
    private static List<Double> perSide(List<Double> windowsTps, int sides) {
        return sides == 1 || windowsTps == null ? windowsTps : windowsTps.stream().map(tps -> perSide(tps, sides)).toList();
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
