package io.meshbench.harness.benchmark.page;

import io.meshbench.harness.benchmark.BenchmarkPlan;
import io.meshbench.harness.benchmark.DuetPlan;
import io.meshbench.harness.benchmark.page.PagePlanner.Candidate;
import io.meshbench.harness.scenario.AaCheck;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.LoadSpec;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.ScenarioLoader;
import io.meshbench.harness.scenario.ServiceSpec;
import io.meshbench.results.api.Reports;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a page's scenarios take with given knobs, by the harness's own estimate ({@link BenchmarkPlan#expectedTime}).
 * Each scenario is loaded again with the knobs' options (options patch the file before its one validation), and
 * cached, because the planner's search asks again and again.
 */
final class PlannedTime {

    private final ScenarioLoader loader = new ScenarioLoader(Reports.tableNames(), Reports::marginProblem);
    /** Each scenario file as loaded with one set of options (or the problem it had). */
    private final Map<List<Object>, Object> loads = new HashMap<>();
    /** Each duet entry's plan as estimated, by its scenario: the planner's search asks for the same ones again and again. */
    private final Map<Scenario, DuetPlan> duetPlans = new HashMap<>();

    Duration total(List<Candidate> candidates, List<SizingKnobs> knobs) {
        return sizings(candidates, knobs).stream().map(ScenarioSizing::planned).reduce(Duration.ZERO, Duration::plus);
    }

    /** Each scenario's sizing; the first scenario of a topology with capacity-relative levels probes, later ones reuse. */
    List<ScenarioSizing> sizings(List<Candidate> candidates, List<SizingKnobs> knobs) {
        Map<List<Object>, String> prober = new HashMap<>();
        List<ScenarioSizing> sizings = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            Candidate c = candidates.get(i);
            SizingKnobs k = knobs.get(i);
            Scenario sized = applied(c, k);
            String reusedFrom = null;
            if (sized.load().levels().stream().anyMatch(Level::isCapacityRelative)) {
                reusedFrom = prober.putIfAbsent(capacityKey(c.scenario(), c.entry().duet()), c.entry().scenario());
            }
            Scenario estimated = c.entry().jobBound()
                    ? sized.withLoad(withDuration(sized.load(), c.entry().runEstimate())) : sized;
            Duration setUp = c.entry().setUpPerDeployment();
            Duration planned;
            if (c.entry().duet()) {
                // run's own estimate of a duet benchmark: each duet's load and its two deployments, the pair's probe
                DuetPlan duets = duetPlans.computeIfAbsent(estimated, s -> DuetPlan.of(AaCheck.addTo(s)));
                planned = duets.expectedTime(setUp).minus(reusedFrom != null ? duets.probeTime(setUp) : Duration.ZERO);
            } else {
                BenchmarkPlan plan = BenchmarkPlan.of(estimated);
                planned = plan.expectedTime(setUp).minus(reusedFrom != null ? plan.probeTime(setUp) : Duration.ZERO);
            }
            sizings.add(new ScenarioSizing(c.entry(), c.scenario(), k.levels(), k.warmup(), k.window(), k.rounds(),
                    k.workloads(), k.shareDeployment(), planned, reusedFrom));
        }
        return sizings;
    }

    /**
     * What the baseline's capacity depends on: the plan, the request path and the untreated services (their jars,
     * instances and properties), and whether it is a duet pair's capacity per side. Scenarios alike in these share one
     * probe.
     */
    static List<Object> capacityKey(Scenario scenario, boolean duet) {
        List<Object> services = new ArrayList<>();
        for (ServiceSpec s : scenario.topology().services()) {
            services.add(List.of(s.name(), Objects.toString(s.jar()), Objects.toString(s.instances()),
                    Objects.toString(s.properties())));
        }
        return List.of(Objects.toString(scenario.plan().closedPlan()), Objects.toString(scenario.plan().path()),
                Objects.toString(scenario.plan().properties()), services, duet);
    }

    /** Whether the scenario file takes these knobs at all. */
    boolean applies(Candidate c, SizingKnobs k) {
        try {
            applied(c, k);
            return true;
        } catch (ScenarioException e) {
            return false; // e.g. a fault or rule change late in the window: this scenario's window stays
        }
    }

    /**
     * The scenario as {@code run} would load it with these knobs' options (read again from its file: options patch
     * the file before its one validation), with the treatments {@code run} would mount (optional ones left out, a
     * second release's copies added).
     */
    private Scenario applied(Candidate c, SizingKnobs k) {
        List<Object> key = List.of(c.entry().file(), k.levels(), k.warmup(), k.window(), k.rounds(), k.workloads(),
                k.shareDeployment());
        Scenario loaded = loaded(key, c, k);
        return loaded.withTreatments(c.scenario().treatments());
    }

    private Scenario loaded(List<Object> key, Candidate c, SizingKnobs k) {
        Object cached = loads.get(key);
        if (cached instanceof ScenarioException problem) {
            throw problem;
        }
        if (cached != null) {
            return (Scenario) cached;
        }
        try {
            Scenario scenario = loader.load(c.entry().file(), k.overrides(c.scenario()));
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
}
