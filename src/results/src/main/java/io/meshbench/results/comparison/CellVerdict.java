package io.meshbench.results.comparison;

import java.util.Locale;

/**
 * The three-way verdict of one delta cell (issue 34), from its paired rounds and the figure's practical margin:
 * <ul>
 * <li><b>costs more</b> / <b>costs less</b>: the 95 % interval excludes zero (the paired t-test at 5 %);</li>
 * <li><b>within ±m</b>: the 90 % interval lies inside ±m, two one-sided tests at 5 % each (TOST): a true effect at or
 * beyond the margin is called "within" at most 5 % of the time. A cell can be both: "costs more, within ±m" is a real
 * but small cost;</li>
 * <li><b>undecided</b>: neither. The cell then says what would decide it: the rounds in all at which the same spread
 * would put the 90 % interval inside ±m or the 95 % interval clear of zero ({@link DeltaEstimate#roundsToDecide}),
 * written "about N more rounds".</li>
 * </ul>
 * Fewer than {@link RoundsInterval#MIN_ROUNDS} paired rounds decide nothing (one round has no spread; two give a
 * t-interval with one degree of freedom, ±12.7 standard errors). Error rates: {@code CellVerdictSimulationTest}.
 *
 * @param decision     the verdict
 * @param withinMargin whether the 90 % interval lies inside ±margin (also true beside a cost: "costs more, within")
 * @param margin       the figure's margin, null when it has none (then nothing is "within")
 * @param lower95      the 95 % interval's ends in the delta's unit, null below three rounds
 * @param lower90      the 90 % interval's ends (the equivalence test's), null below three rounds
 * @param moreRounds   the rounds to add to decide an undecided cell, null when decided or when no number of rounds
 *                     up to {@link #MOST_ROUNDS} more would (or the spread is unknown)
 * @param pValue       the paired t-test's two-sided p-value against "no difference" (1 without an interval); for a
 *                     cell judged after several looks, scaled to its last look's boundary
 *                     ({@link SequentialVerdict#sequentialPValue})
 * @param text         what the cell says: "costs more", "within ±5 %", "undecided: about 4 more rounds", ...
 */
public record CellVerdict(Decision decision, boolean withinMargin, Margin margin, Double lower95, Double upper95,
                          Double lower90, Double upper90, Integer moreRounds, double pValue, String text) {

    /** Past this many more rounds a plan is not worth stating: the cell says "not within N more rounds". */
    public static final int MOST_ROUNDS = 100;

    public enum Decision {
        COSTS_MORE("costs more"),
        COSTS_LESS("costs less"),
        WITHIN_MARGIN("within the margin"),
        UNDECIDED("undecided");

        private final String words;

        Decision(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        /** A finding: the 95 % interval excludes zero. */
        public boolean finding() {
            return this == COSTS_MORE || this == COSTS_LESS;
        }
    }

    /** Figures recorded in whole milliseconds: nearest-rank percentiles of whole-ms latencies. */
    private static final java.util.Set<String> WHOLE_MS = java.util.Set.of("median", "p90", "p95", "p99");
    /** Figures recorded in whole units of their own: seconds to the maximum TPS, collections counted. */
    private static final java.util.Set<String> WHOLE_UNITS = java.util.Set.of("timeToMaxTps", "gcCount");

    /**
     * The verdict of a cell from its per-round deltas (relative ones in % of each round's baseline), with the
     * figure's resolution as the interval's smallest half-width ({@link #resolution}).
     */
    public static CellVerdict of(String figure, DeltaStyle style, Double baseline, java.util.List<Double> roundDeltas,
                                 Margin margin) {
        return judge(estimate(figure, style, baseline, roundDeltas), margin, figure);
    }

    /** The estimate of a cell's per-round deltas with its figure's resolution; null without deltas. */
    public static DeltaEstimate estimate(String figure, DeltaStyle style, Double baseline,
                                         java.util.List<Double> roundDeltas) {
        return DeltaEstimate.of(roundDeltas, style.relative(), resolution(figure, style, baseline));
    }

    /**
     * The smallest difference a figure can show, in its delta's unit: 1 ms for a whole-millisecond percentile (in %
     * of the baseline when its delta is relative), null for figures measured finer (means over a window).
     */
    public static Double resolution(String figure, DeltaStyle style, Double baseline) {
        if (WHOLE_UNITS.contains(figure) && !style.relative()) {
            return 1.0;
        }
        if (!WHOLE_MS.contains(figure)) {
            return null;
        }
        if (!style.relative()) {
            return 1.0;
        }
        return baseline == null || !(baseline > 0) ? null : 100 / baseline;
    }

    /** The verdict of a cell from its estimate (null: no delta) and margin (null: none for this figure). */
    public static CellVerdict judge(DeltaEstimate estimate, Margin margin, String figure) {
        if (estimate == null) {
            return undecided(margin, "no paired delta");
        }
        if (estimate.rounds() < RoundsInterval.MIN_ROUNDS) {
            Integer rounds = estimate.roundsToDecide(margin == null ? null : margin.value(), estimate.rounds() + MOST_ROUNDS);
            String why = estimate.rounds() == 1
                    ? (RoundsInterval.MIN_ROUNDS - 1) + "+ more rounds"
                    : rounds == null ? "not within " + MOST_ROUNDS + " more rounds at this spread"
                    : more(Math.max(rounds, RoundsInterval.MIN_ROUNDS) - estimate.rounds());
            if (margin == null && estimate.rounds() > 1) {
                why += noMargin(figure);
            }
            return new CellVerdict(Decision.UNDECIDED, false, margin, null, null, null, null,
                    rounds == null ? null : Math.max(rounds, RoundsInterval.MIN_ROUNDS) - estimate.rounds(), 1,
                    "undecided: " + why);
        }
        return decide(estimate, estimate.interval(0.95), estimate.interval(0.90), estimate.pValue(), margin, figure,
                "");
    }

    /**
     * The verdict of a cell of fewer rounds than an interval of its own needs (one, or two), judged against the
     * no-effect spread an A/A page measured for its figure ({@link AaSpread}): its delta ± t(ν) · s / √R. Cells of
     * {@link RoundsInterval#MIN_ROUNDS} rounds or more are judged by their own rounds ({@link #judge}). An undecided
     * cell says how many rounds of its own would decide it at that spread.
     */
    public static CellVerdict judgeAgainst(DeltaEstimate own, AaSpread aa, Margin margin, String figure) {
        if (own == null) {
            return undecided(margin, "no paired delta");
        }
        if (own.rounds() >= RoundsInterval.MIN_ROUNDS || aa == null || aa.relative() != own.relative()) {
            return judge(own, margin, figure);
        }
        DeltaEstimate estimate = own.withSpread(aa);
        int df = aa.effectiveDegreesOfFreedom();
        return decide(estimate, estimate.interval(0.95, df), estimate.interval(0.90, df), estimate.pValue(df), margin,
                figure, " (" + aa.text() + ")");
    }

    /** The decision from the two intervals, and what the cell says; {@code basis} follows a decided cell's words. */
    private static CellVerdict decide(DeltaEstimate estimate, double[] ci95, double[] ci90, double pValue,
                                      Margin margin, String figure, String basis) {
        boolean more = ci95[0] > 0;
        boolean less = ci95[1] < 0;
        boolean within = margin != null && ci90[0] >= -margin.value() && ci90[1] <= margin.value();
        Decision decision = more ? Decision.COSTS_MORE : less ? Decision.COSTS_LESS
                : within ? Decision.WITHIN_MARGIN : Decision.UNDECIDED;
        Integer moreRounds = null;
        String text;
        if (decision == Decision.UNDECIDED) {
            Integer rounds = estimate.roundsToDecide(margin == null ? null : margin.value(),
                    estimate.rounds() + MOST_ROUNDS);
            moreRounds = rounds == null ? null : rounds - estimate.rounds();
            if (margin == null) {
                text = "undecided: " + (rounds == null ? "no cost or saving shows within " + MOST_ROUNDS
                        + " more rounds at this spread" : more(moreRounds) + " could show a cost or a saving")
                        + noMargin(figure);
            } else {
                text = "undecided: " + (rounds == null ? "not within " + MOST_ROUNDS + " more rounds at this spread"
                        + whatBlocks(estimate.halfWidth(0.90, estimate.rounds() + MOST_ROUNDS),
                        estimate.rounds() + MOST_ROUNDS, estimate.delta(), margin) : more(moreRounds));
            }
            text += basis;
        } else {
            text = (decision.finding() ? decision.words() + (within ? ", within " + margin.text() : "")
                    : "within " + margin.text()) + basis;
        }
        return new CellVerdict(decision, within, margin, ci95[0], ci95[1], ci90[0], ci90[1], moreRounds, pValue, text);
    }

    /**
     * Why a figure without a margin can never be "within": said in the cell, so that "undecided" does not read as a
     * want of rounds alone.
     */
    private static String noMargin(String figure) {
        return "; no margin for " + figure + ", so it cannot be called within one (set one with --margins " + figure
                + "=...)";
    }

    /**
     * Why no number of rounds up to {@code rounds} decides a cell with a margin: either its spread alone (the 90 %
     * interval at that many rounds, {@code halfWidth90}, still no narrower than the margin), or a delta too near both
     * zero and the margin for that spread to tell it from either.
     */
    static String whatBlocks(double halfWidth90, int rounds, double delta, Margin margin) {
        if (halfWidth90 >= margin.value()) {
            return String.format(Locale.ROOT, " (at %d rounds its 90 %% interval would still be %s, no narrower than "
                    + "the margin %s)", rounds, new Margin(halfWidth90, margin.unit(), margin.source()).text(),
                    margin.text());
        }
        return String.format(Locale.ROOT, " (the delta, %s, lies too near both zero and the margin %s for this "
                + "spread to tell it from either)", (delta >= 0 ? "+" : "") + Margin.stripZeros(delta)
                + (margin.unit().isEmpty() ? "" : " " + margin.unit()), margin.text());
    }

    /** An undecided cell that no number of rounds of this kind can decide as it stands, and why. */
    public static CellVerdict undecided(Margin margin, String why) {
        return new CellVerdict(Decision.UNDECIDED, false, margin, null, null, null, null, null, 1, "undecided: " + why);
    }

    /**
     * This verdict with its finding withdrawn by false-discovery control across a page (Benjamini–Hochberg): the
     * interval still excludes zero, but not by enough among so many cells. It stays "within" if it was.
     */
    public CellVerdict withoutFinding() {
        if (!decision.finding()) {
            return this;
        }
        return new CellVerdict(withinMargin ? Decision.WITHIN_MARGIN : Decision.UNDECIDED, withinMargin, margin,
                lower95, upper95, lower90, upper90, moreRounds, pValue, withinMargin ? "within " + margin.text()
                : "undecided: its interval excludes zero, but not by enough among the cells judged together (FDR)");
    }

    private static String more(int rounds) {
        return String.format(Locale.ROOT, "about %d more round%s", rounds, rounds == 1 ? "" : "s");
    }
}
