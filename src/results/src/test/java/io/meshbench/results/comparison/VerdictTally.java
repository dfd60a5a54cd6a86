package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a seeded verdict simulation counts over its cells, against the true effect it injected: false findings,
 * "within ±m", coverage of the 95 % interval and decided cells; and the rates every such simulation asserts.
 */
final class VerdictTally {

    /** Cells per simulated row. */
    static final int TRIALS = 3000;
    /** 5 % and three binomial standard errors at {@link #TRIALS} cells: a rate above it is not chance. */
    static final double ALLOWED = 0.05 + 3 * Math.sqrt(0.05 * 0.95 / TRIALS);

    record Rates(double falseFinding, double falseWithin, double coverage, double decided) {
    }

    private final double effect;
    private int cells;
    private int findings;
    private int within;
    private int covered;
    private int decided;

    /** A tally of cells whose true effect is {@code effect}. */
    VerdictTally(double effect) {
        this.effect = effect;
    }

    void add(CellVerdict verdict) {
        cells++;
        findings += effect == 0 && verdict.decision().finding() ? 1 : 0;
        within += verdict.withinMargin() ? 1 : 0;
        covered += verdict.lower95() <= effect && effect <= verdict.upper95() ? 1 : 0;
        decided += verdict.decision() != CellVerdict.Decision.UNDECIDED ? 1 : 0;
    }

    Rates rates() {
        return new Rates(findings / (double) cells, within / (double) cells, covered / (double) cells,
                decided / (double) cells);
    }

    /**
     * What issue 34 asks of a verdict, on a row of no effect, an effect of the margin and of 1.5 margins: at most 5 %
     * false findings and false "within ±m" (at the margin and beyond it), coverage at least 93 %.
     */
    static void assertRatesHold(String row, Rates none, Rates atMargin, Rates beyond) {
        assertThat(none.falseFinding()).as(row).isLessThanOrEqualTo(ALLOWED);
        assertThat(atMargin.falseWithin()).as(row).isLessThanOrEqualTo(ALLOWED);
        assertThat(beyond.falseWithin()).as(row).isLessThanOrEqualTo(ALLOWED);
        assertThat(none.coverage()).as(row).isGreaterThanOrEqualTo(0.93);
        assertThat(beyond.coverage()).as(row).isGreaterThanOrEqualTo(0.93);
    }
}
