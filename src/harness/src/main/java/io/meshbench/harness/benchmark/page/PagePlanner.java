package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.BenchmarkPlan;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.LoadSpec;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.results.api.Reports;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioOverrides;
import io.meshbench.harness.scenario.ServiceSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntFunction;

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
 *   <li>levels: each scenario keeps its at-rest levels and its first load level only (largest scenario first).</li>
 * </ol>
 * If even that exceeds the budget, the plan fails naming the smallest budget that fits.
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
    /** Binary-search steps of a continuous shrink: 2^-12 of the way between the original and the floor. */
    private static final int SEARCH_STEPS = 12;

    private final MachineEstimate machine;
    private final ScenarioLoader loader = new ScenarioLoader(Reports.tableNames());
    /** Each scenario file as loaded with one set of options (or the problem it had): the search asks again and again. */
    private final Map<List<Object>, Object> loads = new HashMap<>();

    public PagePlanner(MachineEstimate machine) {
        this.machine = machine;
    }

    /** One scenario to plan: its page entry and its scenario as {@code run} would run it (optional treatments left out). */
    public record Candidate(PageEntry entry, Scenario scenario) {
    }

    /** The plan: each scenario's sizing in page order, the budget, and the steps the planner took. */
    public record Plan(String page, Duration budget, List<ScenarioSizing> scenarios, List<String> steps) {

        public Duration total() {
            return scenarios.stream().map(ScenarioSizing::planned).reduce(Duration.ZERO, Duration::plus);
        }
    }

    /** @throws PageBudgetException when even the floors exceed {@code budget} */
    public Plan plan(String page, List<Candidate> candidates, Duration budget) {
        List<Knobs> knobs = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        for (Candidate c : candidates) {
            Knobs k = Knobs.original(c.scenario());
            List<String> sized = sizedLevels(c.scenario());
            if (!sized.equals(k.levels)) {
                steps.add(c.entry().scenario() + ": levels " + k.levels + " -> " + sized + " (the machine holds about "
                        + Math.round(MachineEstimate.HELD_SHARE * machine.capacityTps()) + " TPS below the queueing knee)");
                k = k.withLevels(sized);
            }
            knobs.add(k);
        }
        if (total(candidates, knobs).compareTo(budget) > 0) {
            knobs = shrinkContinuously(candidates, knobs, budget, steps, "windows", this::windowAt);
        }
        if (total(candidates, knobs).compareTo(budget) > 0) {
            knobs = shrinkContinuously(candidates, knobs, budget, steps, "warm-ups", this::warmupAt);
        }
        if (total(candidates, knobs).compareTo(budget) > 0) {
            knobs = fewerRounds(candidates, knobs, budget, steps);
        }
        if (total(candidates, knobs).compareTo(budget) > 0) {
            knobs = fewerLevels(candidates, knobs, budget, steps);
        }
        Duration total = total(candidates, knobs);
        if (total.compareTo(budget) > 0) {
            long minutes = (total.toSeconds() + 59) / 60;
            throw new PageBudgetException("Budget " + Durations.format(budget) + " is too small for page " + page
                    + ": even at the floors (windows " + Durations.format(WINDOW_FLOOR) + ", warm-ups "
                    + Durations.format(WARMUP_FLOOR) + ", " + MIN_ROUNDS + " rounds, one load level each) it needs "
                    + "about " + Durations.format(total) + "; give a budget of at least " + minutes + "m (-Dbudget="
                    + minutes + "m) or fewer scenarios in the page file",
                    new Plan(page, Duration.ofMinutes(minutes), sizings(candidates, knobs), List.copyOf(steps)));
        }
        return new Plan(page, budget, sizings(candidates, knobs), List.copyOf(steps));
    }

    /** The load each scenario's levels ask of this machine: design-card levels it cannot hold become capacity-relative. */
    List<String> sizedLevels(Scenario scenario) {
        List<Level> unheld = scenario.load().levels().stream()
                .filter(l -> !l.atRest() && !l.isCapacityRelative() && !machine.holds(l.targetTps())).toList();
        if (unheld.isEmpty()) {
            return names(scenario.load().levels());
        }
        int lowest = unheld.stream().mapToInt(Level::targetTps).min().orElseThrow();
        List<String> levels = new ArrayList<>();
        for (Level level : scenario.load().levels()) {
            if (!unheld.contains(level)) {
                levels.add(level.name());
                continue;
            }
            int pct = (int) Math.min(MachineEstimate.LAST_SHARE_PCT,
                    Math.round(MachineEstimate.FIRST_SHARE_PCT * (double) level.targetTps() / lowest));
            levels.add(scenario.load().workloads().isEmpty() ? level.users() + "u-" + pct + "%cap"
                    : level.users() + "u-" + Math.max(1, Math.round(machine.capacityTps() * pct / 100.0)) + "tps");
        }
        return levels.stream().distinct().toList();
    }

    /** Applies {@code at(candidate, knobs, t)} with the least t in [0, 1] that fits the budget (1: the floor). */
    private List<Knobs> shrinkContinuously(List<Candidate> candidates, List<Knobs> knobs, Duration budget,
                                           List<String> steps, String what, Shrink at) {
        IntFunction<List<Knobs>> atStep = step -> {
            List<Knobs> shrunk = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                shrunk.add(at.apply(candidates.get(i), knobs.get(i), step / (double) (1 << SEARCH_STEPS)));
            }
            return shrunk;
        };
        int lo = 0;
        int hi = 1 << SEARCH_STEPS;
        if (total(candidates, atStep.apply(hi)).compareTo(budget) > 0) {
            lo = hi;
        } else {
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (total(candidates, atStep.apply(mid)).compareTo(budget) <= 0) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
        }
        List<Knobs> result = atStep.apply(lo);
        steps.add(what + " shortened " + Math.round(100.0 * lo / (1 << SEARCH_STEPS)) + "% of the way to their floor");
        return result;
    }

    private interface Shrink {
        Knobs apply(Candidate candidate, Knobs knobs, double t);
    }

    private Knobs windowAt(Candidate c, Knobs k, double t) {
        if (c.entry().jobBound()) {
            return k;
        }
        Duration floor = c.entry().minWindow() == null ? WINDOW_FLOOR : max(WINDOW_FLOOR, c.entry().minWindow());
        Knobs shrunk = k.withWindow(between(c.scenario().load().duration(), floor, t));
        return applies(c, shrunk) ? shrunk : k;
    }

    private Knobs warmupAt(Candidate c, Knobs k, double t) {
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

    /** One round less at a time, from the scenario with most rounds above {@link #MIN_ROUNDS}, until the page fits. */
    private List<Knobs> fewerRounds(List<Candidate> candidates, List<Knobs> knobs, Duration budget, List<String> steps) {
        List<Knobs> current = new ArrayList<>(knobs);
        while (total(candidates, current).compareTo(budget) > 0) {
            int most = -1;
            for (int i = 0; i < current.size(); i++) {
                if (current.get(i).rounds > MIN_ROUNDS && (most < 0 || current.get(i).rounds > current.get(most).rounds)) {
                    most = i;
                }
            }
            if (most < 0) {
                break;
            }
            current.set(most, current.get(most).withRounds(current.get(most).rounds - 1));
        }
        for (int i = 0; i < current.size(); i++) {
            if (current.get(i).rounds != knobs.get(i).rounds) {
                steps.add(candidates.get(i).entry().scenario() + ": rounds " + knobs.get(i).rounds + " -> " + current.get(i).rounds);
            }
        }
        return current;
    }

    /** Each scenario, longest first, down to its at-rest levels and first load level, until the page fits. */
    private List<Knobs> fewerLevels(List<Candidate> candidates, List<Knobs> knobs, Duration budget, List<String> steps) {
        List<Knobs> current = new ArrayList<>(knobs);
        List<Integer> longestFirst = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            longestFirst.add(i);
        }
        List<Duration> planned = sizings(candidates, knobs).stream().map(ScenarioSizing::planned).toList();
        longestFirst.sort(Comparator.comparing(planned::get).reversed());
        for (int i : longestFirst) {
            if (total(candidates, current).compareTo(budget) <= 0) {
                break;
            }
            List<String> fewer = firstLoadLevelOnly(candidates.get(i).scenario(), current.get(i).levels);
            if (!fewer.equals(current.get(i).levels)) {
                steps.add(candidates.get(i).entry().scenario() + ": levels " + current.get(i).levels + " -> " + fewer);
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

    private Duration total(List<Candidate> candidates, List<Knobs> knobs) {
        return sizings(candidates, knobs).stream().map(ScenarioSizing::planned).reduce(Duration.ZERO, Duration::plus);
    }

    /** Each scenario's sizing; the first scenario of a topology with capacity-relative levels probes, later ones reuse. */
    private List<ScenarioSizing> sizings(List<Candidate> candidates, List<Knobs> knobs) {
        Map<List<Object>, String> prober = new HashMap<>();
        List<ScenarioSizing> sizings = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            Candidate c = candidates.get(i);
            Knobs k = knobs.get(i);
            Scenario sized = applied(c, k);
            String reusedFrom = null;
            if (sized.load().levels().stream().anyMatch(Level::isCapacityRelative)) {
                reusedFrom = prober.putIfAbsent(capacityKey(c.scenario()), c.entry().scenario());
            }
            Scenario estimated = c.entry().jobBound()
                    ? sized.withLoad(withDuration(sized.load(), c.entry().runEstimate())) : sized;
            BenchmarkPlan plan = BenchmarkPlan.of(estimated);
            Duration planned = plan.expectedTime().minus(reusedFrom != null ? plan.probeTime() : Duration.ZERO);
            sizings.add(new ScenarioSizing(c.entry(), c.scenario(), k.levels, k.warmup, k.window, k.rounds, planned,
                    reusedFrom));
        }
        return sizings;
    }

    /**
     * What the baseline's capacity depends on: the plan, the request path and the untreated services (their jars,
     * instances and properties). Scenarios alike in these share one probe.
     */
    public static List<Object> capacityKey(Scenario scenario) {
        List<Object> services = new ArrayList<>();
        for (ServiceSpec s : scenario.topology().services()) {
            services.add(List.of(s.name(), Objects.toString(s.jar()), Objects.toString(s.instances()),
                    Objects.toString(s.properties())));
        }
        return List.of(Objects.toString(scenario.plan().closedPlan()), Objects.toString(scenario.plan().path()),
                Objects.toString(scenario.plan().properties()), services);
    }

    private boolean applies(Candidate c, Knobs k) {
        try {
            applied(c, k);
            return true;
        } catch (ScenarioException e) {
            return false; // e.g. a fault or rule change late in the window: this scenario's window stays
        }
    }

    /**
     * The scenario as {@code run} would load it with these knobs' options (read again from its file: options patch
     * the file before its one validation), with the treatments {@code run} would mount (optional ones left out).
     */
    private Scenario applied(Candidate c, Knobs k) {
        ScenarioOverrides overrides = k.overrides(c.scenario());
        List<Object> key = List.of(c.entry().file(), k.levels, k.warmup, k.window, k.rounds);
        Scenario loaded = loaded(key, c, overrides);
        return loaded.withTreatments(c.scenario().treatments());
    }

    private Scenario loaded(List<Object> key, Candidate c, ScenarioOverrides overrides) {
        Object cached = loads.get(key);
        if (cached instanceof ScenarioException problem) {
            throw problem;
        }
        if (cached != null) {
            return (Scenario) cached;
        }
        try {
            Scenario scenario = loader.load(c.entry().file(), overrides);
            loads.put(key, scenario);
            return scenario;
        } catch (ScenarioException problem) {
            loads.put(key, problem);
            throw problem;
        }
    }

    private static LoadSpec withDuration(LoadSpec load, Duration duration) {
        return new LoadSpec(load.levels(), load.workloads(), load.warmup(), load.coldWarmup(), load.warmupRequests(),
                duration, load.rounds(), load.levelsShareDeployment());
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static List<String> names(List<Level> levels) {
        return levels.stream().map(Level::name).toList();
    }

    /** The four things the planner turns, for one scenario. */
    private record Knobs(List<String> levels, Duration warmup, Duration window, int rounds) {

        static Knobs original(Scenario scenario) {
            return new Knobs(names(scenario.load().levels()), scenario.load().warmup(), scenario.load().duration(), scenario.load().rounds());
        }

        Knobs withLevels(List<String> newLevels) {
            return new Knobs(List.copyOf(newLevels), warmup, window, rounds);
        }

        Knobs withWarmup(Duration newWarmup) {
            return new Knobs(levels, newWarmup, window, rounds);
        }

        Knobs withWindow(Duration newWindow) {
            return new Knobs(levels, warmup, newWindow, rounds);
        }

        Knobs withRounds(int newRounds) {
            return new Knobs(levels, warmup, window, newRounds);
        }

        /** The options {@code run} gets for these knobs: only those that differ from the scenario file. */
        ScenarioOverrides overrides(Scenario scenario) {
            return ScenarioOverrides.none()
                    .with(ScenarioOverrides.DURATION, window.equals(scenario.load().duration()) ? null : window.toSeconds() + "s")
                    .with(ScenarioOverrides.WARMUP, warmup.equals(scenario.load().warmup()) ? null : warmup.toSeconds() + "s")
                    .with(ScenarioOverrides.ROUNDS, rounds == scenario.load().rounds() ? null : Integer.toString(rounds))
                    .with(ScenarioOverrides.LEVELS, levels.equals(names(scenario.load().levels())) ? null : String.join(",", levels));
        }
    }
}
