package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.page.PagePlanner.Candidate;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The page planner's ways of giving up fidelity, each only as far as the budget needs: shorter windows, shorter
 * warm-ups, fewer rounds, fewer levels, levels sharing a deployment, fewer workloads. Each adds what it did to
 * {@code steps}, which the plan and the page show.
 */
final class ShrinkSteps {

    /** Binary-search steps of a continuous shrink: 2^-12 of the way between the original and the floor. */
    private static final int SEARCH_STEPS = 12;

    private final PlannedTime time;

    ShrinkSteps(PlannedTime time) {
        this.time = time;
    }

    /** Windows shortened toward {@code floor} (or an entry's {@code minWindow}, when longer), from where they are. */
    List<SizingKnobs> windows(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps,
                              Duration floor) {
        return shrinkContinuously(candidates, knobs, budget, steps, "windows", floor,
                (c, k, t) -> windowAt(c, k, t, floor));
    }

    /** Warm-ups shortened toward {@code floor}, from where they are. */
    List<SizingKnobs> warmups(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps,
                              Duration floor) {
        return shrinkContinuously(candidates, knobs, budget, steps, "warm-ups", floor,
                (c, k, t) -> k.withWarmup(between(k.warmup(), floor, t)));
    }

    /** Applies {@code at(candidate, knobs, t)} with the least t in [0, 1] that fits the budget (1: the floor). */
    private List<SizingKnobs> shrinkContinuously(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget,
                                                 List<String> steps, String what, Duration floor, Shrink at) {
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
        steps.add(what + " shortened " + Math.round(100.0 * lo / (1 << SEARCH_STEPS)) + "% of the way to "
                + Durations.format(floor));
        return result;
    }

    private interface Shrink {
        SizingKnobs apply(Candidate candidate, SizingKnobs knobs, double t);
    }

    private SizingKnobs windowAt(Candidate c, SizingKnobs k, double t, Duration floor) {
        if (c.entry().jobBound()) {
            return k;
        }
        Duration least = c.entry().minWindow() == null ? floor : max(floor, c.entry().minWindow());
        SizingKnobs shrunk = k.withWindow(between(k.window(), least, t));
        return time.applies(c, shrunk) ? shrunk : k;
    }

    /** {@code t} of the way from {@code original} down to {@code floor}, whole seconds; never above the original. */
    private static Duration between(Duration original, Duration floor, double t) {
        if (original.compareTo(floor) <= 0) {
            return original;
        }
        long seconds = original.toSeconds() - (long) Math.floor(t * (original.toSeconds() - floor.toSeconds()));
        return Duration.ofSeconds(seconds);
    }

    /** One round less at a time, from the scenario with most rounds above {@code floor}, until the page fits. */
    List<SizingKnobs> fewerRounds(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps,
                                  int floor) {
        List<SizingKnobs> current = new ArrayList<>(knobs);
        while (time.total(candidates, current).compareTo(budget) > 0) {
            int most = -1;
            for (int i = 0; i < current.size(); i++) {
                if (current.get(i).rounds() > floor && (most < 0 || current.get(i).rounds() > current.get(most).rounds())) {
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

    /**
     * Longest scenario first, a round's levels and workloads of one treatment on one deployment instead of a fresh
     * one each, until the page fits. Not for a scenario with an at-rest level: its memory at rest is a fresh
     * deployment's, not one that has just carried load. Not for a duet entry either: a duet deploys both sides afresh.
     */
    List<SizingKnobs> sharedDeployments(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget,
                                        List<String> steps) {
        return longestFirst(candidates, knobs, budget, (c, k) -> {
            boolean atRest = c.scenario().load().levels().stream().anyMatch(Level::atRest);
            int runsPerDeployment = k.levels().size() * Math.max(1, k.workloads().size());
            if (c.entry().duet() || k.shareDeployment() || atRest || runsPerDeployment < 2
                    || !time.applies(c, k.withSharedDeployment())) {
                return k;
            }
            steps.add(c.entry().scenario() + ": a round's " + runsPerDeployment + " runs per treatment on one deployment");
            return k.withSharedDeployment();
        });
    }

    /** Longest scenario first, its workloads cut to the page entry's {@code fewestWorkloads}, until the page fits. */
    List<SizingKnobs> fewerWorkloads(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget,
                                     List<String> steps) {
        return longestFirst(candidates, knobs, budget, (c, k) -> {
            List<String> fewest = c.entry().fewestWorkloads();
            if (fewest.isEmpty() || fewest.equals(k.workloads())) {
                return k;
            }
            steps.add(c.entry().scenario() + ": workloads " + k.workloads() + " -> " + fewest);
            return k.withWorkloads(fewest);
        });
    }

    private interface Cut {
        SizingKnobs apply(Candidate candidate, SizingKnobs knobs);
    }

    /** Applies {@code cut} to one scenario at a time, the longest (as planned now) first, until the page fits. */
    private List<SizingKnobs> longestFirst(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, Cut cut) {
        List<SizingKnobs> current = new ArrayList<>(knobs);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            order.add(i);
        }
        List<Duration> planned = time.sizings(candidates, knobs).stream().map(ScenarioSizing::planned).toList();
        order.sort(Comparator.comparing(planned::get).reversed());
        for (int i : order) {
            if (time.total(candidates, current).compareTo(budget) <= 0) {
                break;
            }
            current.set(i, cut.apply(candidates.get(i), current.get(i)));
        }
        return current;
    }

    /**
     * Each scenario, longest first, down to its at-rest levels, its first load level and the levels its page entry
     * keeps ({@code keepLevels}), until the page fits.
     */
    List<SizingKnobs> fewerLevels(List<Candidate> candidates, List<SizingKnobs> knobs, Duration budget, List<String> steps) {
        return longestFirst(candidates, knobs, budget, (c, k) -> {
            List<String> fewer = firstLoadLevelOnly(c.scenario(), k.levels(), c.entry().keepLevels());
            if (fewer.equals(k.levels())) {
                return k;
            }
            steps.add(c.entry().scenario() + ": levels " + k.levels() + " -> " + fewer);
            return k.withLevels(fewer);
        });
    }

    private static List<String> firstLoadLevelOnly(Scenario scenario, List<String> levels, List<String> keep) {
        List<String> kept = new ArrayList<>();
        boolean loadKept = false;
        for (String name : levels) {
            boolean atRest = scenario.load().levels().stream().anyMatch(l -> l.name().equals(name) && l.atRest());
            if (keep.contains(name)) {
                kept.add(name);
            } else if (atRest || !loadKept) {
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
