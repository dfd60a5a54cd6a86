package io.meshbench.harness.benchmark.page;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The page run's adaptive rounds (issue 34 §3): after the planned runs, while the budget has time left, one more round
 * of the scenario whose undecided cell is nearest to a decision ({@link AdaptiveRounds}), into its own folder, then a
 * look at every cell again. A group-sequential design: each scenario's first look is at its planned rounds, the next
 * after each added round, and the page judges its cells at the last look's boundary (page-plan.json {@code looks}),
 * so the error rates hold across the looks.
 *
 * <ul>
 *   <li>Which scenarios take part: done, from 3 rounds (the least a look needs) to the design's K, sequential or
 *       duets (a duet's added round is one more deployment pair per treatment and level, beside its window; {@code
 *       run --resume} keeps the finished duets). Scenarios of one or two rounds are judged by the fixed design. If
 *       no scenario's round fits the time left at the start, no look is recorded and the page keeps the fixed
 *       design (nothing was looked at twice).</li>
 *   <li>The time left is the budget less every scenario's wall time so far (page-plan.json's {@code elapsedSeconds},
 *       so a resumed page counts what it ran before); a round costs what the scenario's rounds took on average.</li>
 *   <li>Stops when the budget has no room for the nearest round, when no undecided cell is within the design's K
 *       rounds of a decision, when every scenario has reached K, on Ctrl-C, or when an added round fails (that
 *       scenario takes no more). page-plan.json's {@code adaptive} says which.</li>
 * </ul>
 */
public final class AdaptiveDriver {

    /** The page's cells as {@code meshbench page} judges them: per scenario, each undecided cell's forecast. */
    public interface Judge {
        /** Per scenario name, one entry per undecided cell over rounds: more rounds to decide it, null if none would. */
        Map<String, List<Integer>> undecidedCells();
    }

    /** Runs one more round of a scenario into its folder, as {@code run --resume <folder> --rounds <R+1>}. */
    public interface RoundRunner {
        /** @return true when the round ran and the report was written again with it */
        boolean addRound(PagePlanFile.Entry withTheRound);
    }

    /** How the adaptive rounds ended: the plan as written last, the rounds added, and why they stopped. */
    public record Result(PagePlanFile plan, int roundsAdded, String stopped) {
    }

    private final int maxRounds;
    private final LongSupplier nanoTime;
    private final PrintStream out;
    private final BooleanSupplier stopping;

    /**
     * @param maxRounds K, the design's last round
     * @param nanoTime  the clock a round's wall time is read from
     */
    public AdaptiveDriver(int maxRounds, LongSupplier nanoTime, PrintStream out, BooleanSupplier stopping) {
        this.maxRounds = maxRounds;
        this.nanoTime = nanoTime;
        this.out = out;
        this.stopping = stopping;
    }

    /** Drives the adaptive rounds of {@code plan}, writing each change through {@code write}. */
    public Result drive(PagePlanFile plan, Judge judge, RoundRunner runner, Consumer<PagePlanFile> write) {
        List<PagePlanFile.Entry> taking = plan.scenarios().stream().filter(this::takesPart).toList();
        if (taking.isEmpty()) {
            return new Result(plan, 0, null); // nothing to look at twice: the fixed design, and nothing to say
        }
        long left = secondsLeft(plan);
        if (taking.stream().noneMatch(entry -> roundSeconds(entry) <= left)) {
            return end(plan, 0, String.format("no adaptive round: %d s of the budget left, the cheapest round needs "
                    + "%d s; the cells are judged by the fixed design", Math.max(0, left),
                    taking.stream().mapToLong(AdaptiveDriver::roundSeconds).min().orElseThrow()), write);
        }
        for (PagePlanFile.Entry entry : taking) { // the first look: the planned rounds
            if (entry.looks() == null) {
                plan = plan.with(entry.withRounds(entry.rounds(), List.of(entry.rounds()), elapsed(entry)));
            }
        }
        write.accept(plan);
        Set<String> failed = new HashSet<>();
        int added = 0;
        while (true) {
            if (stopping.getAsBoolean()) {
                return end(plan, added, "stopped on Ctrl-C after " + added + " added round(s)", write);
            }
            Map<String, List<Integer>> undecided = judge.undecidedCells();
            long secondsLeft = secondsLeft(plan);
            List<AdaptiveRounds.Candidate> candidates = new ArrayList<>();
            for (PagePlanFile.Entry entry : plan.scenarios()) {
                if (takesPart(entry) && entry.looks() != null && !failed.contains(entry.scenario())) {
                    candidates.add(new AdaptiveRounds.Candidate(entry.scenario(), roundSeconds(entry), entry.rounds(),
                            maxRounds, undecided.getOrDefault(entry.scenario(), List.of()).stream()
                            .filter(Objects::nonNull).toList()));
                }
            }
            Optional<AdaptiveRounds.Candidate> next = AdaptiveRounds.next(candidates, secondsLeft);
            if (next.isEmpty()) {
                return end(plan, added, why(candidates, undecided, secondsLeft, added), write);
            }
            PagePlanFile.Entry entry = plan.entry(next.get().scenario());
            int rounds = entry.rounds() + 1;
            out.printf("%nPage: adaptive round %d of %s (its undecided cells nearest a decision need about %d more; "
                    + "%d s of the budget left, a round takes about %d s)%n", rounds, entry.scenario(),
                    next.get().forecasts().stream().mapToInt(Integer::intValue).min().orElseThrow(), secondsLeft,
                    next.get().roundSeconds());
            long started = nanoTime.getAsLong();
            List<Integer> looks = new ArrayList<>(entry.looks());
            PagePlanFile.Entry withRound = entry.withRounds(rounds, looks, elapsed(entry));
            boolean ran = runner.addRound(withRound);
            long took = Math.max(0, Math.round((nanoTime.getAsLong() - started) / 1e9));
            if (ran) {
                looks.add(rounds);
                added++;
            } else {
                failed.add(entry.scenario());
                out.printf("Page: the added round of %s failed: it takes no more rounds; its cells stay at look %d%n",
                        entry.scenario(), looks.size());
            }
            plan = plan.with(entry.withRounds(rounds, looks, elapsed(entry) + took));
            write.accept(plan);
        }
    }

    /** Done, and from 3 rounds to K: a scenario whose cells a look can judge (sequential or duets). */
    private boolean takesPart(PagePlanFile.Entry entry) {
        return PagePlanFile.DONE.equals(entry.status()) && entry.rounds() >= 3 && entry.rounds() <= maxRounds;
    }

    /** The budget less the wall time every scenario took so far. */
    static long secondsLeft(PagePlanFile plan) {
        return plan.budgetSeconds() - plan.scenarios().stream().mapToLong(AdaptiveDriver::elapsed).sum();
    }

    private static long elapsed(PagePlanFile.Entry entry) {
        return entry.elapsedSeconds() == null ? 0 : entry.elapsedSeconds();
    }

    /**
     * What one more round costs: the scenario's wall time over its rounds (its set-up and probe included, so an
     * overestimate), or its plan's when it has no wall time.
     */
    static long roundSeconds(PagePlanFile.Entry entry) {
        long spent = entry.elapsedSeconds() != null && entry.elapsedSeconds() > 0 ? entry.elapsedSeconds()
                : entry.plannedSeconds();
        return Math.max(1, (spent + entry.rounds() - 1) / entry.rounds());
    }

    private String why(List<AdaptiveRounds.Candidate> candidates, Map<String, List<Integer>> undecided,
                       long secondsLeft, int added) {
        String after = added + " adaptive round(s) added; ";
        if (candidates.stream().allMatch(c -> c.rounds() >= maxRounds)) {
            return after + "stopped: every scenario reached the design's " + maxRounds + " rounds";
        }
        boolean anyNear = candidates.stream().anyMatch(c -> c.rounds() < maxRounds && !c.forecasts().isEmpty()
                && c.forecasts().stream().mapToInt(Integer::intValue).min().orElseThrow() <= maxRounds - c.rounds());
        if (!anyNear) {
            long undecidedCells = candidates.stream().mapToLong(c -> undecided.getOrDefault(c.scenario(), List.of())
                    .size()).sum();
            return after + "stopped: " + (undecidedCells == 0 ? "every cell over rounds is decided"
                    : "no undecided cell is within the design's " + maxRounds + " rounds of a decision");
        }
        return after + "stopped: the budget is spent (" + Math.max(0, secondsLeft) + " s left, less than the nearest "
                + "round needs)";
    }

    private Result end(PagePlanFile plan, int added, String why, Consumer<PagePlanFile> write) {
        out.println("Page: " + why);
        PagePlanFile ended = plan.withAdaptive(why);
        write.accept(ended);
        return new Result(ended, added, why);
    }
}
