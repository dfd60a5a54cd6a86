package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.BenchmarkPlan;
import io.meshbench.harness.benchmark.OlderReleaseTreatments;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.TreatmentKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Sizes every scenario of a page to a time budget, before anything runs.
 *
 * <p>Each scenario's time is the harness's own estimate ({@link BenchmarkPlan#expectedTime}): rounds × treatments ×
 * levels × (warm-up + window), plus about 60 s per deployment (start, probe, stop: 21 to 67 s measured,
 * docs/measurements.md "Set-up per deployment"; the MQ brokers and databases start within it) and the capacity probe
 * (180 s longest warm-up + 60 s measured, docs/ladder.md). A job-bound scenario counts its entry's run estimate
 * instead of its window.
 *
 * <p>First the levels are sized to the machine: a level of the design card that asks more than 70 % of this
 * machine's estimated capacity ({@link MachineEstimate}) is replaced by a capacity-relative one (30 % of capacity for
 * the lowest, in proportion above, at most 60 %). This shortens nothing, so it is not a trade against the budget: a
 * saturated level measures queueing, whatever the time. Scenarios with workloads cannot take {@code %cap} levels yet
 * (each workload has a capacity of its own), so theirs get the estimated rate.
 *
 * <p>Then, while the total exceeds the budget, fidelity is given up in this order, each step only as far as needed:
 * <ol>
 *   <li>windows shortened toward {@link #WINDOW_FLOOR} (or the entry's {@code minWindow});</li>
 *   <li>warm-ups shortened toward {@link #WARMUP_FLOOR};</li>
 *   <li>rounds lowered to {@link #MIN_ROUNDS} where a scenario has more;</li>
 *   <li>levels: each scenario keeps its at-rest levels and its first load level only (largest scenario first);</li>
 *   <li>a round's levels and workloads of one treatment on one deployment (largest scenario first; not where an
 *       at-rest level needs a fresh deployment);</li>
 *   <li>windows and warm-ups shortened further, to {@link #SHORTEST_WINDOW} and {@link #SHORTEST_WARMUP};</li>
 *   <li>workloads cut to the subset the page entry names ({@code fewestWorkloads}, largest scenario first);</li>
 *   <li>rounds lowered to 1: such a table has no interval and no "within noise", and the page says so.</li>
 * </ol>
 * Up to the fourth step every delta keeps its 95 % interval; the later ones are what a small machine and a short
 * budget cost, stated in the plan's steps and on the page. If even that exceeds the budget, the plan fails naming the
 * smallest budget that fits.
 */
public final class PagePlanner {

    /**
     * The shortest window: the RPS ladder's steps (docs/ladder.md) and the measured capacity-relative router run
     * (docs/measurements.md, 40 s + 20 s warm-up); the steadiness test needs at least 24 s.
     */
    public static final Duration WINDOW_FLOOR = Duration.ofSeconds(40);
    /** The shortest warm-up: the measured capacity-relative router and removal runs used 20 s (docs/measurements.md). */
    public static final Duration WARMUP_FLOOR = Duration.ofSeconds(20);
    /** The fewest rounds a delta's 95 % interval and its "within noise" verdict need (docs/method.md). */
    public static final int MIN_ROUNDS = 3;
    /** The shortest window of all: what the steadiness test needs (docs/method.md: 24 one-second samples). */
    public static final Duration SHORTEST_WINDOW = PageFileLoader.SHORTEST_MIN_WINDOW;
    /**
     * The shortest warm-up of all: 10 s, enough for the load to reach its rate and the first JIT burst on a warm
     * deployment; on a cold one a window may then still drift, which the steadiness test flags as "not steady".
     */
    public static final Duration SHORTEST_WARMUP = Duration.ofSeconds(10);

    private final MachineSizedLevels sizedLevels;
    private final PlannedTime time = new PlannedTime();
    private final ShrinkSteps shrink = new ShrinkSteps(time);

    public PagePlanner(MachineEstimate machine) {
        this.sizedLevels = new MachineSizedLevels(machine);
    }

    /** One way of giving up fidelity: the knobs after it. */
    private interface Step {
        List<SizingKnobs> apply(List<SizingKnobs> knobs);
    }

    /** One scenario to plan: its page entry and its scenario as {@code run} would run it (optional treatments left out). */
    public record Candidate(PageEntry entry, Scenario scenario) {

        /**
         * The scenario as {@code run --sermant-compare-home} runs it: each Sermant treatment followed by its copy on
         * {@code otherHome}, which the plan must count. A scenario without a Sermant treatment is left alone.
         */
        public static Scenario withOtherRelease(Scenario scenario, Path home, Path otherHome) {
            boolean sermant = scenario.treatments().stream().anyMatch(t -> t.kind() == TreatmentKind.SERMANT);
            return sermant && otherHome != null ? OlderReleaseTreatments.addTo(scenario, home, otherHome) : scenario;
        }
    }

    /** The plan: each scenario's sizing in page order, the budget, and the steps the planner took. */
    public record Plan(String page, Duration budget, List<ScenarioSizing> scenarios, List<String> steps) {

        public Duration total() {
            return scenarios.stream().map(ScenarioSizing::planned).reduce(Duration.ZERO, Duration::plus);
        }
    }

    /** @throws PageBudgetException when even the floors exceed {@code budget} */
    public Plan plan(String page, List<Candidate> candidates, Duration budget) {
        List<SizingKnobs> knobs = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        for (Candidate c : candidates) {
            SizingKnobs k = SizingKnobs.original(c.scenario());
            List<String> sized = sizedLevels.of(c.scenario());
            if (!sized.equals(k.levels())) {
                steps.add(c.entry().scenario() + ": levels " + k.levels() + " -> " + sized + " (" + sizedLevels.reason() + ")");
                k = k.withLevels(sized);
            }
            knobs.add(k);
        }
        List<Step> order = List.of(
                k -> shrink.windows(candidates, k, budget, steps, WINDOW_FLOOR),
                k -> shrink.warmups(candidates, k, budget, steps, WARMUP_FLOOR),
                k -> shrink.fewerRounds(candidates, k, budget, steps, MIN_ROUNDS),
                k -> shrink.fewerLevels(candidates, k, budget, steps),
                k -> shrink.sharedDeployments(candidates, k, budget, steps),
                k -> shrink.windows(candidates, k, budget, steps, SHORTEST_WINDOW),
                k -> shrink.warmups(candidates, k, budget, steps, SHORTEST_WARMUP),
                k -> shrink.fewerWorkloads(candidates, k, budget, steps),
                k -> shrink.fewerRounds(candidates, k, budget, steps, 1));
        for (Step step : order) {
            if (time.total(candidates, knobs).compareTo(budget) > 0) {
                knobs = step.apply(knobs);
            }
        }
        Duration total = time.total(candidates, knobs);
        if (total.compareTo(budget) > 0) {
            long minutes = (total.toSeconds() + 59) / 60;
            throw new PageBudgetException("Budget " + Durations.format(budget) + " is too small for page " + page
                    + ": even at the floors (windows " + Durations.format(SHORTEST_WINDOW) + ", warm-ups "
                    + Durations.format(SHORTEST_WARMUP) + ", 1 round, one load level and the fewest workloads each) "
                    + "it needs "
                    + "about " + Durations.format(total) + "; give a budget of at least " + minutes + "m (-Dbudget="
                    + minutes + "m) or fewer scenarios in the page file",
                    new Plan(page, Duration.ofMinutes(minutes), time.sizings(candidates, knobs), List.copyOf(steps)));
        }
        return new Plan(page, budget, time.sizings(candidates, knobs), List.copyOf(steps));
    }

    /**
     * What the baseline's capacity depends on: the plan, the request path, the untreated services, and whether the
     * scenario runs as duets (a duet pair's probe measures what each of two sides holds at once, not one deployment).
     * Scenarios alike in these share one probe (the page runner keys the probed capacities by it too).
     */
    public static List<Object> capacityKey(Scenario scenario, boolean duet) {
        return PlannedTime.capacityKey(scenario, duet);
    }
}
