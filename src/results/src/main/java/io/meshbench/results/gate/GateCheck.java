package io.meshbench.results.gate;

/**
 * One budget checked against one treatment at one level (one JUnit test case).
 *
 * @param delta   the mean of the per-round deltas, in the budget's unit (null: not measured)
 * @param lower   the low end of what the verdict judged, in the budget's unit: the 95 % interval's with three paired
 *                rounds or more, the lowest round's with two (null with one round)
 * @param upper   the high end of the same
 * @param message one sentence saying what was compared and why the verdict is what it is
 */
public record GateCheck(Budget budget, String treatment, String treatmentLabel, String level, Verdict verdict,
                        Double delta, Double lower, Double upper, String message) {

    public enum Verdict {
        /** The delta (or, with rounds, some part of its interval or spread) is within the budget. */
        KEPT,
        /** The delta exceeds the budget, its whole interval (or spread) too. */
        BROKEN,
        /** The report has no such delta for this treatment and level (a side has no figure): not shown to be kept. */
        NOT_MEASURED
    }

    public boolean passed() {
        return verdict == Verdict.KEPT;
    }
}
