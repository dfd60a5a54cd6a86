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
        /** The 90 % interval lies within the budget (the one-sided test at 5 % of an equivalence verdict). */
        KEPT,
        /** The delta exceeds the budget, its whole 95 % interval (below three rounds: every round) too. */
        BROKEN,
        /**
         * Neither: the 95 % interval is not wholly past the limit and the 90 % interval not wholly within it (or,
         * below three rounds, no interval at all): the run cannot tell, and says so rather than pass.
         */
        UNDECIDED,
        /** The report has no such delta for this treatment and level (a side has no figure): not shown to be kept. */
        NOT_MEASURED
    }

    public boolean passed() {
        return verdict == Verdict.KEPT;
    }
}
