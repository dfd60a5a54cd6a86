package io.meshbench.results.gate;

/**
 * One budget checked against one treatment at one level (one JUnit test case).
 *
 * @param delta   the median delta, in the budget's unit (null: not measured)
 * @param min     the lowest per-round delta in the budget's unit (null with fewer than two paired rounds)
 * @param max     the highest per-round delta in the budget's unit
 * @param message one sentence saying what was compared and why the verdict is what it is
 */
public record GateCheck(Budget budget, String treatment, String treatmentLabel, String level, Verdict verdict,
                        Double delta, Double min, Double max, String message) {

    public enum Verdict {
        /** The delta (or, with rounds, some part of its spread) is within the budget. */
        KEPT,
        /** The delta exceeds the budget, its whole spread too. */
        BROKEN,
        /** The report has no such delta for this treatment and level (a side has no figure): not shown to be kept. */
        NOT_MEASURED
    }

    public boolean passed() {
        return verdict == Verdict.KEPT;
    }
}
