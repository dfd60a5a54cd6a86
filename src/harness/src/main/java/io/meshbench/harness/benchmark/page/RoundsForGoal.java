package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.page.PagePlanner.Candidate;
import io.meshbench.harness.scenario.Durations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Where more rounds decide most (Kalibera and Jones: repeat at the level whose variance dominates, here the
 * deployment): from a plan, one scenario at a time is given the rounds that make more of its cells decidable, the
 * most cells per added second first, each at its window and warm-up as planned, at Kalibera and Jones's optimal
 * window, and after each longer warm-up the stored components were measured at (a JVM still compiling in its window
 * is far noisier: a longer warm-up can decide with fewer rounds what no number of short ones would), until the
 * issue's goals are forecast ({@link PlanForecast}: 80 % of router and removal's cells, 60 % of all) or no more
 * rounds up to the design's last would decide another cell. The time it then takes is the budget that would reach the
 * goals on this machine.
 */
public final class RoundsForGoal {

    /** The goals: router and removal's share, every scenario's share. */
    public static final double HEADLINE_GOAL = 0.80;
    public static final double OVERALL_GOAL = 0.60;

    private final PlannedTime time = new PlannedTime();

    /**
     * @param forecast the forecast reached
     * @param total    what the plan with those rounds takes
     * @param reached  whether both goals are forecast
     */
    public record Outcome(List<ScenarioSizing> sizings, PlanForecast forecast, Duration total, boolean reached) {
    }

    /** From {@code plan} (made for {@code candidates}), the rounds that reach the goals, or as near as they come. */
    public Outcome search(List<Candidate> candidates, PagePlanner.Plan plan, StoredVariance stored, int maxRounds) {
        return search(candidates, plan, stored, maxRounds, null, new ArrayList<>());
    }

    /**
     * From {@code plan}, the rounds (and windows) that make the most cells decidable within {@code budget}: what the
     * page run plans when it has variance components. Each change is added to {@code steps}.
     */
    public Outcome decideMost(List<Candidate> candidates, PagePlanner.Plan plan, StoredVariance stored, int maxRounds,
                              Duration budget, List<String> steps) {
        return search(candidates, plan, stored, maxRounds, budget, steps);
    }

    private Outcome search(List<Candidate> candidates, PagePlanner.Plan plan, StoredVariance stored, int maxRounds,
                           Duration budget, List<String> steps) {
        List<SizingKnobs> knobs = new ArrayList<>();
        for (ScenarioSizing s : plan.scenarios()) {
            knobs.add(new SizingKnobs(s.levels(), s.warmup(), s.window(), s.rounds(), s.workloads(),
                    s.shareDeployment()));
        }
        PlanForecast forecast = PlanForecast.of(candidates, knobs, time, stored);
        while (budget != null || !reached(forecast)) {
            int best = -1;
            double bestGain = 0;
            Duration now = time.total(candidates, knobs);
            SizingKnobs bestKnobs = null;
            for (int i = 0; i < candidates.size(); i++) {
                int decidable = decidableCells(forecast.scenarios().get(i));
                for (SizingKnobs shape : shapes(candidates.get(i), knobs.get(i), forecast.scenarios().get(i), stored)) {
                    // the planned shape needs a round more to change anything; another shape may decide as it is
                    int fewest = Math.max(3, knobs.get(i).rounds() + (shape.equals(knobs.get(i)) ? 1 : 0));
                    for (int rounds = fewest; rounds <= maxRounds; rounds++) {
                        SizingKnobs next = shape.withRounds(rounds);
                        int gained = decidableCells(PlanForecast.of(candidates.get(i).entry(), next, stored))
                                - decidable;
                        if (gained > 0) {
                            List<SizingKnobs> tried = new ArrayList<>(knobs);
                            tried.set(i, next);
                            Duration total = time.total(candidates, tried);
                            if (budget != null && total.compareTo(budget) > 0) {
                                break; // more rounds of this shape cost more still
                            }
                            double perSecond = gained / (double) Math.max(1, total.minus(now).toSeconds());
                            if (perSecond > bestGain) {
                                best = i;
                                bestKnobs = next;
                                bestGain = perSecond;
                            }
                            break;
                        }
                    }
                }
            }
            if (best < 0) {
                break;
            }
            SizingKnobs before = knobs.get(best);
            steps.add(candidates.get(best).entry().scenario() + ": rounds " + before.rounds() + " -> "
                    + bestKnobs.rounds() + (bestKnobs.window().equals(before.window()) ? ""
                    : ", window " + Durations.format(before.window()) + " -> " + Durations.format(bestKnobs.window()))
                    + (bestKnobs.warmup().equals(before.warmup()) ? ""
                    : ", warm-up " + Durations.format(before.warmup()) + " -> " + Durations.format(bestKnobs.warmup()))
                    + " (forecast: more cells decidable per second than any other change)");
            knobs.set(best, bestKnobs);
            forecast = PlanForecast.of(candidates, knobs, time, stored);
        }
        return new Outcome(time.sizings(candidates, knobs), forecast, time.total(candidates, knobs),
                reached(forecast));
    }

    /**
     * The scenario's shape as it is; at Kalibera and Jones's optimum window where that is longer; and each of those
     * after every stored warm-up longer than its own. Only shapes the scenario file takes.
     */
    private List<SizingKnobs> shapes(Candidate candidate, SizingKnobs knobs, PlanForecast.ScenarioForecast forecast,
                                     StoredVariance stored) {
        List<SizingKnobs> windows = new ArrayList<>(List.of(knobs));
        Duration optimal = forecast.optimalWindow();
        if (optimal != null && !candidate.entry().jobBound() && optimal.compareTo(knobs.window()) > 0
                && time.applies(candidate, knobs.withWindow(optimal))) {
            windows.add(knobs.withWindow(optimal));
        }
        List<SizingKnobs> shapes = new ArrayList<>(windows);
        for (Duration warmup : stored.warmups()) {
            for (SizingKnobs shape : windows) {
                if (warmup.compareTo(shape.warmup()) > 0 && time.applies(candidate, shape.withWarmup(warmup))) {
                    shapes.add(shape.withWarmup(warmup));
                }
            }
        }
        return shapes;
    }

    private static boolean reached(PlanForecast forecast) {
        return forecast.headlineShare() >= HEADLINE_GOAL && forecast.overallShare() >= OVERALL_GOAL;
    }

    private static int decidableCells(PlanForecast.ScenarioForecast scenario) {
        return scenario.figures().stream().filter(PlanForecast.FigureForecast::decidable)
                .mapToInt(PlanForecast.FigureForecast::cells).sum();
    }
}
