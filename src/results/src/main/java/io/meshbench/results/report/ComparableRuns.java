package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.Seconds;
import io.meshbench.results.run.RunResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Picks the runs of one treatment at one level, and refuses to compare two sides trimmed differently: shared by the
 * baseline comparisons and the release comparisons, which pair runs alike.
 */
final class ComparableRuns {

    private ComparableRuns() {
    }

    static List<RunResult> select(List<RunResult> runs, String treatment, String level) {
        return runs.stream().filter(run -> run.info().treatment().equals(treatment)
                && run.info().level().equals(level)).toList();
    }

    /** A trimmed side compared with an untrimmed one (or trimmed otherwise) would measure the warm-up, not the agent. */
    static void requireSameWarmup(List<RunResult> baseline, List<RunResult> treated) {
        RunResult first = baseline.get(0);
        List<RunResult> all = new ArrayList<>(baseline);
        all.addAll(treated);
        for (RunResult run : all) {
            if (!run.info().warmup().equals(first.info().warmup())) {
                throw new ResultsException("not comparable: " + first.folder() + " is trimmed by "
                        + seconds(first) + " of warm-up (from " + first.info().warmupSource() + ") but " + run.folder()
                        + " by " + seconds(run) + " (from " + run.info().warmupSource() + "). Compare runs with the "
                        + "same warm-up: fix their run.json, or give runs without one --warmup.");
            }
        }
    }

    private static String seconds(RunResult run) {
        return Seconds.format(run.info().warmup());
    }
}
