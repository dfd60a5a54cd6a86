package io.meshbench.harness.benchmark.page;

import static io.meshbench.testkit.SimulatedNoise.gaussian;
import static io.meshbench.testkit.SimulatedNoise.studentT3;
import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.comparison.AlphaSpending;
import io.meshbench.results.comparison.CellVerdict;
import io.meshbench.results.comparison.DeltaEstimate;
import io.meshbench.results.comparison.Margin;
import io.meshbench.results.comparison.SequentialVerdict;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The page's adaptive rounds as a loop: which scenarios take part, the budget each added round spends, why it stops,
 * the looks written; then, with a fake round runner drawing no-effect deltas and the page's own sequential verdicts,
 * the error rates across looks that the loop must keep.
 */
class AdaptiveDriverTest {

    private static final int K = 10;

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final AtomicLong clock = new AtomicLong();
    private final AtomicBoolean stopping = new AtomicBoolean();
    private final List<PagePlanFile> writes = new ArrayList<>();
    private final List<String> added = new ArrayList<>();

    private static PagePlanFile.Entry entry(String name, int rounds, String status, Long elapsed, String mode) {
        return new PagePlanFile.Entry(name, name, "Section " + name, 900, 10, List.of("50u-100tps"), null, false, 20,
                40, rounds, status, null, elapsed, mode);
    }

    private static PagePlanFile plan(long budget, PagePlanFile.Entry... entries) {
        return new PagePlanFile("p", null, budget, "run-page p.yaml", List.of(), List.of(entries));
    }

    private AdaptiveDriver driver() {
        return new AdaptiveDriver(K, clock::get, new PrintStream(console, true, StandardCharsets.UTF_8), stopping::get);
    }

    /** A round that takes {@code seconds} of the fake clock and succeeds unless its scenario is {@code failing}. */
    private AdaptiveDriver.RoundRunner rounds(long seconds, String failing) {
        return withRound -> {
            added.add(withRound.scenario() + " " + withRound.rounds());
            clock.addAndGet(seconds * 1_000_000_000L);
            return !withRound.scenario().equals(failing);
        };
    }

    @Test
    void roundsGoToTheNearestScenarioWhileTheBudgetHoldsAndEachLookIsWritten() {
        // router: 3 rounds in 300 s, so a round costs 100 s; removal a duet further from a decision; startup one
        // round: it takes no part
        PagePlanFile plan = plan(1000, entry("router", 3, "done", 300L, "sequential"),
                entry("removal", 3, "done", 300L, "duet"), entry("startup", 1, "done", 100L, "sequential"));
        Map<String, List<Integer>> undecided = new HashMap<>(Map.of("router", List.of(4, 2), "removal", List.of(3)));

        AdaptiveDriver.Result result = driver().drive(plan, () -> undecided, rounds(100, null), writes::add);

        // 1000 - 700 = 300 s left: three rounds of 100 s, then none fits
        assertThat(added).containsExactly("router 4", "router 5", "router 6");
        assertThat(result.roundsAdded()).isEqualTo(3);
        PagePlanFile.Entry router = result.plan().entry("router");
        assertThat(router.rounds()).isEqualTo(6);
        assertThat(router.looks()).containsExactly(3, 4, 5, 6);
        assertThat(router.elapsedSeconds()).isEqualTo(600);
        assertThat(result.plan().entry("removal").looks()).as("a duet takes part: its first look").containsExactly(3);
        assertThat(result.plan().entry("startup").looks()).isNull();
        assertThat(result.stopped()).isEqualTo("3 adaptive round(s) added; stopped: the budget is spent (0 s left, "
                + "less than the nearest round needs)");
        assertThat(result.plan().adaptive()).isEqualTo(result.stopped());
        assertThat(writes.get(0).entry("router").looks()).as("the first look, before any round").containsExactly(3);
        assertThat(writes.get(writes.size() - 1)).isEqualTo(result.plan());
        assertThat(AdaptiveDriver.secondsLeft(result.plan())).isZero();
    }

    /** An extra duet round is one more deployment pair per treatment and level, added with run --resume --rounds R+1. */
    @Test
    void aDuetNearestToADecisionGetsTheNextRound() {
        PagePlanFile plan = plan(1500, entry("router", 3, "done", 300L, "sequential"),
                entry("removal", 3, "done", 600L, "duet"));
        Map<String, List<Integer>> undecided = new HashMap<>(Map.of("router", List.of(3), "removal", List.of(1)));

        AdaptiveDriver.Result result = driver().drive(plan, () -> undecided, rounds(200, null), writes::add);

        // 1500 - 900 = 600 s left; the duet's round costs 200 s (600 s over its 3 rounds): three fit
        assertThat(added).containsExactly("removal 4", "removal 5", "removal 6");
        assertThat(result.plan().entry("removal").looks()).containsExactly(3, 4, 5, 6);
        assertThat(result.plan().entry("removal").duet()).isTrue();
        assertThat(result.plan().entry("router").looks()).containsExactly(3);
    }

    @Test
    void itStopsWhenNoUndecidedCellIsNearOrEveryCellIsDecidedOrKIsReached() {
        PagePlanFile plan = plan(100_000, entry("router", 3, "done", 300L, "sequential"));
        Map<String, List<Integer>> farOff = new HashMap<>();
        farOff.put("router", java.util.Arrays.asList(8, null)); // 3 + 8 > K; null: no round would
        AdaptiveDriver.Result far = driver().drive(plan, () -> farOff, rounds(100, null), writes::add);
        assertThat(added).isEmpty();
        assertThat(far.plan().entry("router").looks()).containsExactly(3);
        assertThat(far.stopped()).isEqualTo("0 adaptive round(s) added; stopped: no undecided cell is within the "
                + "design's 10 rounds of a decision");

        AdaptiveDriver.Result decided = driver().drive(plan, Map::of, rounds(100, null), writes::add);
        assertThat(decided.stopped()).endsWith("stopped: every cell over rounds is decided");

        AdaptiveDriver.Result toK = driver().drive(plan, () -> Map.of("router", List.of(1)), rounds(100, null),
                writes::add);
        assertThat(toK.plan().entry("router").looks()).containsExactly(3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(toK.stopped()).isEqualTo("7 adaptive round(s) added; stopped: every scenario reached the design's "
                + "10 rounds");
    }

    @Test
    void withoutTimeForOneRoundNoLookIsRecordedAndTheFixedDesignJudges() {
        PagePlanFile plan = plan(1000, entry("router", 3, "done", 950L, "sequential"));

        AdaptiveDriver.Result result = driver().drive(plan, () -> Map.of("router", List.of(1)), rounds(100, null),
                writes::add);

        assertThat(added).isEmpty();
        assertThat(result.plan().entry("router").looks()).isNull();
        assertThat(result.stopped()).isEqualTo("no adaptive round: 50 s of the budget left, the cheapest round needs "
                + "317 s; the cells are judged by the fixed design");
        assertThat(driver().drive(plan(1000, entry("startup", 1, "done", 10L, "sequential")), Map::of,
                rounds(1, null), writes::add).stopped()).as("nothing over rounds: nothing to say").isNull();
    }

    @Test
    void aFailedRoundEndsThatScenariosRoundsAndAddsNoLook() {
        PagePlanFile plan = plan(100_000, entry("router", 3, "done", 300L, "sequential"),
                entry("tag", 4, "done", 400L, "sequential"));
        Map<String, List<Integer>> undecided = Map.of("router", List.of(1), "tag", List.of(2));

        AdaptiveDriver.Result result = driver().drive(plan, () -> undecided, rounds(100, "router"), writes::add);

        assertThat(added.get(0)).isEqualTo("router 4");
        assertThat(added.subList(1, added.size())).allMatch(round -> round.startsWith("tag "));
        assertThat(result.plan().entry("router").rounds()).as("meta.json says 4").isEqualTo(4);
        assertThat(result.plan().entry("router").looks()).containsExactly(3);
        // a cell 2 rounds from a decision takes none past round 8: 10 would be its last
        assertThat(result.plan().entry("tag").looks()).containsExactly(4, 5, 6, 7, 8, 9);
    }

    @Test
    void ctrlCStopsBeforeTheNextRound() {
        PagePlanFile plan = plan(100_000, entry("router", 3, "done", 300L, "sequential"));
        AdaptiveDriver.Result result = driver().drive(plan, () -> Map.of("router", List.of(1)), withRound -> {
            stopping.set(true);
            return true;
        }, writes::add);
        assertThat(result.roundsAdded()).isEqualTo(1);
        assertThat(result.stopped()).isEqualTo("stopped on Ctrl-C after 1 added round(s)");
    }

    // The loop against its promises: no-effect cells, the page's sequential verdicts, the driver choosing the rounds.

    private static final int TRIALS = 1000;

    /** One simulated page of one scenario with {@code cells} no-effect cells, driven to its end; its final verdicts. */
    private static List<CellVerdict> page(SplittableRandom random, int cells, boolean heavyTails, double offset) {
        Margin margin = new Margin(1.0, "ms", "±1 ms");
        List<List<Double>> deltas = new ArrayList<>();
        for (int cell = 0; cell < cells; cell++) {
            deltas.add(new ArrayList<>());
        }
        Runnable round = () -> {
            double deployment = offset * gaussian(random); // the round's deployments, shared by its cells
            for (List<Double> cell : deltas) {
                double run = heavyTails ? studentT3(random) / Math.sqrt(3) : gaussian(random);
                cell.add((deployment + run) / Math.sqrt(1 + offset * offset));
            }
        };
        for (int r = 0; r < 3; r++) {
            round.run();
        }
        PagePlanFile[] current = {plan(1_000_000, entry("s", 3, "done", 300L, "sequential"))};
        AdaptiveDriver.Judge judge = () -> {
            List<Integer> looks = current[0].entry("s").looks();
            List<Integer> forecasts = new ArrayList<>();
            for (List<Double> cell : deltas) {
                CellVerdict verdict = SequentialVerdict.judge(DeltaEstimate.of(cell, false, null), margin, "p90", looks,
                        AlphaSpending.PAGE);
                if (verdict.decision() == CellVerdict.Decision.UNDECIDED) {
                    forecasts.add(verdict.moreRounds());
                }
            }
            return Map.of("s", forecasts);
        };
        AdaptiveDriver.Result result = new AdaptiveDriver(AlphaSpending.PAGE.maxRounds(), System::nanoTime,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), () -> false)
                .drive(current[0], judge, withRound -> {
                    round.run();
                    return true;
                }, written -> current[0] = written);
        List<Integer> looks = result.plan().entry("s").looks();
        assertThat(looks.get(looks.size() - 1)).isEqualTo(deltas.get(0).size());
        List<CellVerdict> verdicts = new ArrayList<>();
        for (List<Double> cell : deltas) {
            verdicts.add(SequentialVerdict.judge(DeltaEstimate.of(cell, false, null), margin, "p90", looks,
                    AlphaSpending.PAGE));
        }
        return verdicts;
    }

    @Test
    void drivenByTheLoopANoEffectCellCostsMoreOrLessAtMostFivePercentAndItsIntervalHoldsZero() {
        SplittableRandom random = new SplittableRandom(20261128L);
        for (boolean heavyTails : new boolean[] {false, true}) {
            for (double offset : new double[] {0, 1}) {
                int differs = 0;
                int covered = 0;
                int cells = 0;
                long rounds = 0;
                for (int trial = 0; trial < TRIALS; trial++) {
                    // one cell a page, and pages of three cells sharing their rounds (the loop adds a round to all)
                    for (CellVerdict verdict : page(random, trial % 2 == 0 ? 1 : 3, heavyTails, offset)) {
                        cells++;
                        differs += verdict.decision().finding() ? 1 : 0;
                        covered += verdict.lower95() <= 0 && 0 <= verdict.upper95() ? 1 : 0;
                    }
                }
                String row = String.format(Locale.ROOT, "%s noise, offset %.0f: %d cells, differ %.2f %%, interval "
                        + "holds zero %.2f %%", heavyTails ? "t(3)" : "Gaussian", offset, cells,
                        100.0 * differs / cells, 100.0 * covered / cells);
                System.out.println("AdaptiveDriverTest: " + row);
                // at most 5 %, within the simulation's error (3 binomial standard errors)
                assertThat(differs / (double) cells).as(row)
                        .isLessThanOrEqualTo(0.05 + 3 * Math.sqrt(0.05 * 0.95 / cells));
                assertThat(covered / (double) cells).as(row).isGreaterThanOrEqualTo(0.93);
            }
        }
    }
}
