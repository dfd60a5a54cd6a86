package io.meshbench.results.comparison;

import static io.meshbench.testkit.SimulatedNoise.gaussian;
import static io.meshbench.testkit.SimulatedNoise.studentT3;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The page's adaptive rounds for duet entries, against the promises {@code SequentialVerdictSimulationTest} checks
 * for sequential ones. Each duet round deploys both sides afresh (each side its own deployment offset, normal, its
 * spread {@code offset} times the per-second noise's over the window) and loads them in the same seconds: each
 * second carries the machine's noise on both sides (cancelled by pairing, as a duet intends), each side's own
 * per-second noise with memory (AR(1), φ = 0.5), Gaussian or Student t(3) (heavy-tailed) scaled to the same spread,
 * and the effect on the treated side. The round's delta is the mean over the window of treated minus baseline; the
 * duet's report gives the rounds' mean and 95 % half-width over R − 1 degrees of freedom, and the page judges the
 * cell from those ({@link DeltaEstimate#ofInterval}) at the look's boundary ({@link SequentialVerdict}). Adaptive
 * rule: a 3-round pilot, then one more round and another look while undecided, up to the design's 10 rounds.
 * Promised, each within 3 binomial standard errors at 3,000 cells:
 * <ul>
 * <li>a cell with no effect "costs more" or "costs less" in at most 5 %;</li>
 * <li>a cell whose true effect is 1.5 × its margin is "within ±m" in at most 5 %;</li>
 * <li>the interval the cell ends with holds the true effect in at least 93 %.</li>
 * </ul>
 */
class DuetSequentialVerdictSimulationTest {

    private static final int TRIALS = Integer.getInteger("simulation.trials", 3000);
    private static final long SEED = Long.getLong("simulation.seed", 20261128L);
    private static final double ALLOWED_FALSE = 0.05 + 3 * Math.sqrt(0.05 * 0.95 / TRIALS);
    private static final AlphaSpending DESIGN = AlphaSpending.PAGE;
    private static final int WINDOW_SECONDS = 24;
    private static final double PHI = 0.5;

    enum Noise { GAUSSIAN, STUDENT_T3 }

    record Row(Noise noise, double offset, double margin, double effect, double differs, double within,
               double coverage, double decided) {
        String line() {
            return String.format(Locale.ROOT, "duet %-10s offset %.0f margin %.1f effect %.2f: differs %5.1f %%, "
                    + "within %5.1f %%, coverage %5.1f %%, decided %5.1f %%", noise, offset, margin, effect,
                    100 * differs, 100 * within, 100 * coverage, 100 * decided);
        }
    }

    private static final List<Row> ROWS = new ArrayList<>();

    @BeforeAll
    static void simulate() {
        SplittableRandom random = new SplittableRandom(SEED);
        System.out.println("DuetSequentialVerdictSimulationTest: seed " + SEED + ", " + TRIALS + " cells a row, "
                + DESIGN.describe());
        for (Noise noise : Noise.values()) {
            for (double offset : new double[] {0, 1}) {
                for (double margin : new double[] {0.5, 2}) { // in units of a round delta's spread
                    for (double effectInMargins : new double[] {0, 1.5}) {
                        Row row = simulate(random.split(), noise, offset, margin, effectInMargins * margin);
                        ROWS.add(row);
                        System.out.println(row.line());
                    }
                }
            }
        }
    }

    /** One round's delta: treated minus baseline over the window's shared seconds, in units of its own spread. */
    private static double round(SplittableRandom random, Noise noise, double offset, double effect, double scale) {
        double baselineOffset = offset * gaussian(random);
        double treatedOffset = offset * gaussian(random);
        double baseline = 0;
        double treated = 0;
        double sum = 0;
        for (int second = 0; second < WINDOW_SECONDS; second++) {
            double machine = 3 * gaussian(random); // both sides' second: cancelled by the pairing
            baseline = PHI * baseline + side(random, noise);
            treated = PHI * treated + side(random, noise);
            sum += (effect / scale + treatedOffset + treated + machine) - (baselineOffset + baseline + machine);
        }
        return scale * sum / WINDOW_SECONDS;
    }

    private static double side(SplittableRandom random, Noise noise) {
        return noise == Noise.GAUSSIAN ? gaussian(random) : studentT3(random) / Math.sqrt(3.0);
    }

    private static Row simulate(SplittableRandom random, Noise noise, double offset, double margin, double effect) {
        // a round delta's spread without scaling: 2 offsets plus 2 AR(1) sides averaged over the window
        double perSide = 1 / ((1 - PHI) * (1 - PHI)) / WINDOW_SECONDS; // AR(1)'s long-run variance over the window
        double scale = 1 / Math.sqrt(2 * offset * offset + 2 * perSide); // so that a round's delta has spread ≈ 1
        int differs = 0;
        int within = 0;
        int covered = 0;
        int decided = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            List<Double> deltas = new ArrayList<>();
            List<Integer> looks = new ArrayList<>();
            Look look = null;
            while (deltas.size() < DESIGN.maxRounds()) {
                deltas.add(round(random, noise, offset, effect, scale));
                if (deltas.size() < RoundsInterval.MIN_ROUNDS) {
                    continue;
                }
                looks.add(deltas.size());
                // the duet report's cell over rounds, and the page's judgement of it at this look
                RoundsInterval interval = RoundsInterval.of(deltas);
                look = Look.of(DeltaEstimate.ofInterval(interval.mean(), interval.halfWidth(), deltas.size() - 1,
                        null), looks);
                if (look.decided(margin)) {
                    break;
                }
            }
            differs += look.differs() ? 1 : 0;
            within += look.within(margin) ? 1 : 0;
            decided += look.decided(margin) ? 1 : 0;
            covered += look.lower95() <= effect && effect <= look.upper95() ? 1 : 0;
        }
        return new Row(noise, offset, margin, effect, differs / (double) TRIALS, within / (double) TRIALS,
                covered / (double) TRIALS, decided / (double) TRIALS);
    }

    /**
     * A duet cell at one look as {@link SequentialVerdict#judge} decides it (its difference and equivalence intervals
     * at the look's levels around the estimate's centre), without the forecast of more rounds an undecided cell's
     * text carries, which only the page needs.
     */
    private record Look(double centre, double difference, double equivalence) {

        static Look of(DeltaEstimate estimate, List<Integer> looks) {
            int last = looks.size() - 1;
            double differenceLevel = SequentialBoundaries.nominalLevels(DESIGN, looks)[last];
            double equivalenceLevel = SequentialBoundaries.nominalLevels(
                    DESIGN.withAlpha(SequentialLook.EQUIVALENCE_ALPHA), looks)[last];
            return new Look(estimate.centre(), SequentialVerdict.halfWidth(estimate, differenceLevel,
                    estimate.rounds()), SequentialVerdict.halfWidth(estimate, equivalenceLevel, estimate.rounds()));
        }

        double lower95() {
            return centre - difference;
        }

        double upper95() {
            return centre + difference;
        }

        boolean differs() {
            return lower95() > 0 || upper95() < 0;
        }

        boolean within(double margin) {
            return centre - equivalence >= -margin && centre + equivalence <= margin;
        }

        boolean decided(double margin) {
            return differs() || within(margin);
        }
    }

    @Test
    void theJudgementHereIsThePagesJudgementOfADuetCell() {
        DeltaEstimate estimate = DeltaEstimate.ofInterval(0.4, 0.9, 3, null);
        List<Integer> looks = List.of(3, 4);
        CellVerdict page = SequentialVerdict.judge(estimate, new Margin(1, "ms", "test"), "cpuMsPerRequest", looks,
                DESIGN);
        Look look = Look.of(estimate, looks);
        assertThat(look.lower95()).isEqualTo(page.lower95());
        assertThat(look.upper95()).isEqualTo(page.upper95());
        assertThat(look.within(1)).isEqualTo(page.withinMargin());
        assertThat(look.decided(1)).isEqualTo(page.decision() != CellVerdict.Decision.UNDECIDED);
    }

    @Test
    void aNoEffectDuetCellCostsMoreOrLessAtMostFivePercentAcrossLooks() {
        assertThat(ROWS).filteredOn(row -> row.effect() == 0).hasSize(8)
                .allSatisfy(row -> assertThat(row.differs()).as(row.line()).isLessThanOrEqualTo(ALLOWED_FALSE));
    }

    @Test
    void aDuetCellOneAndAHalfMarginsAwayIsWithinTheMarginAtMostFivePercent() {
        assertThat(ROWS).filteredOn(row -> row.effect() > 0).hasSize(8)
                .allSatisfy(row -> assertThat(row.within()).as(row.line()).isLessThanOrEqualTo(ALLOWED_FALSE));
    }

    @Test
    void theIntervalADuetCellEndsWithHoldsTheTruthAtLeast93Percent() {
        assertThat(ROWS).allSatisfy(row -> assertThat(row.coverage()).as(row.line()).isGreaterThanOrEqualTo(0.93));
    }

    @Test
    void theAdaptiveRuleDecidesClearDuetCells() {
        // a check that the simulation exercises the rule: at a margin of twice the rounds' spread most no-effect
        // cells are shown within it before the design's last round
        assertThat(ROWS).filteredOn(row -> row.effect() == 0 && row.margin() == 2)
                .allSatisfy(row -> assertThat(row.decided()).as(row.line()).isGreaterThan(0.5));
    }
}
