package io.meshbench.results.comparison;

/**
 * How busy the machine was while each side of a comparison ran, shown beside every latency delta: a latency delta is
 * only the treatment's cost where neither side queued for the CPU ({@link MachineLoad}).
 *
 * @param baselinePct  the baseline runs' mean busy share, median over rounds, % of the machine (null without samples)
 * @param treatedPct   the same for the treated runs
 * @param thresholdPct the busy share from which latency deltas are flagged as queueing (M/M/c on the machine's cores)
 * @param queueing     a run of either side, under load, was at or above {@code thresholdPct}
 * @param text         what a table cell shows, e.g. "busy 24%/27%" ("busy —" where a side has no figure)
 */
public record MachineBusy(Double baselinePct, Double treatedPct, Double thresholdPct, boolean queueing, String text) {

    static MachineBusy of(Double baselinePct, Double treatedPct, Double thresholdPct, boolean queueing) {
        if (baselinePct == null && treatedPct == null) {
            return null;
        }
        return new MachineBusy(baselinePct, treatedPct, thresholdPct, queueing,
                "busy " + percent(baselinePct) + "/" + percent(treatedPct));
    }

    private static String percent(Double value) {
        return value == null ? "—" : Math.round(value) + "%";
    }
}
