package io.meshbench.harness.benchmark.page;

import static io.meshbench.harness.benchmark.page.PagePlanner.MIN_ROUNDS;
import static io.meshbench.harness.benchmark.page.PagePlanner.WARMUP_FLOOR;
import static io.meshbench.harness.benchmark.page.PagePlanner.WINDOW_FLOOR;

import io.meshbench.harness.benchmark.page.PagePlanner.Candidate;
import io.meshbench.harness.scenario.Scenario;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The page planner's four ways of giving up fidelity, each only as far as the budget needs: shorter windows, shorter
 * warm-ups, fewer rounds, fewer levels. Each adds what it did to {@code steps}.
 */
final class ShrinkSteps {

    /** Binary-search steps of a continuous shrink: 2^-12 of the way between the original and the floor. */
    private static final int SEARCH_STEPS = 12;

    private final PlannedTime time;

    ShrinkSteps(PlannedTime time) {
        this.time = time;
    }

    List<SizingKnobs> windows(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps) {
        return shrinkContinuously(candidates, knobs, budget, steps, "windows", this::windowAt);
    }

    List<SizingKnobs> warmups(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps) {
        return shrinkContinuously(candidates, knobs, budget, steps, "warm-ups", ShrinkSteps::warmupAt);
    }

    /** Applies {@code at(candidate, knobs, t)} with the least t in [0, 1] that fits the budget (1: the floor). */
    private List<SizingKnobs> shrinkContinuously(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget,
                                                 List<String> steps, String what, Shrink at) {
        IntFunction<List<SizingKnobs>> atStep = step -> {
            List<SizingKnobs> shrunk = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                shrunk.add(at.apply(candidates.get(i), knobs.get(i), step / (double) (1 << SEARCH_STEPS)));
            }
            return shrunk;
        };
        int lo = 0;
        int hi = 1 << SEARCH_STEPS;
        if (time.total(candidates, atStep.apply(hi)).compareTo(budget) > 0) {
            lo = hi;
        } else {
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (time.total(candidates, atStep.apply(mid)).compareTo(budget) <= 0) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
        }
        List<SizingKnobs> result = atStep.apply(lo);
        steps.add(what + " shortened " + Math.round(100.0 * lo / (1 << SEARCH_STEPS)) + "% of the way to their floor");
        return result;
    }

    private interface Shrink {
        SizingKnobs apply(Candidate candidate, SizingKnobs knobs, double t);
    }

    private SizingKnobs windowAt(Candidate c, SizingKnobs k, double t) {
        if (c.entry().jobBound()) {
            return k;
        }
        Duration floor = c.entry().minWindow() == null ? WINDOW_FLOOR : max(WINDOW_FLOOR, c.entry().minWindow());
        SizingKnobs shrunk = k.withWindow(between(c.scenario().load().duration(), floor, t));
        return time.applies(c, shrunk) ? shrunk : k;
    }

    private static SizingKnobs warmupAt(Candidate c, SizingKnobs k, double t) {
        return k.withWarmup(between(c.scenario().load().warmup(), WARMUP_FLOOR, t));
    }

    /** {@code t} of the way from {@code original} down to {@code floor}, whole seconds; never above the original. */
    private static Duration between(Duration original, Duration floor, double t) {
        if (original.compareTo(floor) <= 0) {
            return original;
        }
        long seconds = original.toSeconds() - (long) Math.floor(t * (original.toSeconds() - floor.toSeconds()));
        return Duration.ofSeconds(seconds);
    }

    /** One round less at a time, from the scenario with most rounds above {@link PagePlanner#MIN_ROUNDS}, until the page fits. */
    List<SizingKnobs> fewerRounds(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps) {
        List<SizingKnobs> current = new ArrayList<>(knobs);
        while (time.total(candidates, current).compareTo(budget) > 0) {
            int most = -1;
            for (int i = 0; i < current.size(); i++) {
                if (current.get(i).rounds() > MIN_ROUNDS && (most < 0 || current.get(i).rounds() > current.get(most).rounds())) {
                    most = i;
                }
            }
            if (most < 0) {
                break;
            }
            current.set(most, current.get(most).withRounds(current.get(most).rounds() - 1));
        }
        for (int i = 0; i < current.size(); i++) {
            if (current.get(i).rounds() != knobs.get(i).rounds()) {
                steps.add(candidates.get(i).entry().scenario() + ": rounds " + knobs.get(i).rounds() + " -> "
                        + current.get(i).rounds());
            }
        }
        return current;
    }

    /** Each scenario, longest first, down to its at-rest levels and first load level, until the page fits. */
    List<SizingKnobs> fewerLevels(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps) {
        List<SizingKnobs> current = new ArrayList<>(knobs);
        List<Integer> longestFirst = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            longestFirst.add(i);
        }
        List<Duration> planned = time.sizings(candidates, knobs).stream().map(ScenarioSizing::planned).toList();
        longestFirst.sort(Comparator.comparing(planned::get).reversed());
        for (int i : longestFirst) {
            if (time.total(candidates, current).compareTo(budget) <= 0) {
                break;
            }
            List<String> fewer = firstLoadLevelOnly(candidates.get(i).scenario(), current.get(i).levels());
            if (!fewer.equals(current.get(i).levels())) {
                steps.add(candidates.get(i).entry().scenario() + ": levels " + current.get(i).levels() + " -> " + fewer);
                current.set(i, current.get(i).withLevels(fewer));
            }
        }
        return current;
    }

    private static List<String> firstLoadLevelOnly(Scenario scenario, List<String> levels) {
        List<String> kept = new ArrayList<>();
        boolean loadKept = false;
        for (String name : levels) {
            boolean atRest = scenario.load().levels().stream().anyMatch(l -> l.name().equals(name) && l.atRest());
            if (atRest || !loadKept) {
                kept.add(name);
                loadKept |= !atRest;
            }
        }
        return kept;
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}
