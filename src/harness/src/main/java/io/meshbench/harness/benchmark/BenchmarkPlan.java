package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.TreatmentSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs of a benchmark: round by round, every treatment at every level, with the order of the treatments rotated
 * between rounds (A B C, then B C A, ...) so that none always runs first on a cold machine or last on a hot one.
 *
 * <p>By default every run gets a fresh deployment (level by level, each treatment once). When the scenario's levels
 * share a deployment, each treatment's levels run one after another on one deployment per round, the levels' order
 * rotated too, so that no level always runs on the freshest JVMs. The first run on each deployment gets the
 * scenario's cold warm-up ({@link Scenario#coldWarmupAt}), the others their level's warm-up.
 */
public record BenchmarkPlan(Scenario scenario, List<PlannedRun> runs, DeploymentSetUp setUp) {

    /** The plan of deployments the suite starts itself. */
    public static BenchmarkPlan of(Scenario scenario) {
        return of(scenario, DeploymentSetUp.STARTED_HERE);
    }

    /** The plan, its expected time counting {@code setUp} for each deployment. */
    public static BenchmarkPlan of(Scenario scenario, DeploymentSetUp setUp) {
        List<PlannedRun> runs = new ArrayList<>();
        List<TreatmentSpec> treatments = scenario.treatments();
        List<Level> levels = scenario.load().runLevels();
        for (int round = 1; round <= scenario.load().rounds(); round++) {
            if (scenario.load().levelsShareDeployment()) {
                for (TreatmentSpec treatment : rotated(treatments, round)) {
                    boolean freshDeployment = true;
                    for (Level level : rotated(levels, round)) {
                        runs.add(run(scenario, runs.size() + 1, treatment, level, round, freshDeployment));
                        freshDeployment = false;
                    }
                }
            } else {
                for (Level level : levels) {
                    for (TreatmentSpec treatment : rotated(treatments, round)) {
                        runs.add(run(scenario, runs.size() + 1, treatment, level, round, true));
                    }
                }
            }
        }
        return new BenchmarkPlan(scenario, List.copyOf(runs), setUp);
    }

    private static PlannedRun run(Scenario scenario, int index, TreatmentSpec treatment, Level level, int round,
                                  boolean freshDeployment) {
        Duration warmup = freshDeployment ? scenario.load().coldWarmupAt(level) : scenario.load().warmupAt(level);
        return new PlannedRun(index, treatment, level, round, warmup, scenario.load().durationAt(level));
    }

    /** {@code items} starting at the (round - 1)-th: round 1 A B C, round 2 B C A, ... */
    private static <T> List<T> rotated(List<T> items, int round) {
        List<T> order = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            order.add(items.get((i + round - 1) % items.size()));
        }
        return order;
    }

    /**
     * The runs grouped by deployment, in order: one run per group by default; a treatment's levels of one round
     * together when they share a deployment.
     */
    public List<List<PlannedRun>> deployments() {
        List<List<PlannedRun>> groups = new ArrayList<>();
        for (PlannedRun run : runs) {
            List<PlannedRun> last = groups.isEmpty() ? null : groups.get(groups.size() - 1);
            if (scenario.load().levelsShareDeployment() && last != null && last.get(0).sameDeploymentAs(run)) {
                last.add(run);
            } else {
                groups.add(new ArrayList<>(List.of(run)));
            }
        }
        return groups.stream().map(List::copyOf).toList();
    }

    public Duration expectedTime() {
        return expectedTime(setUp.perDeployment());
    }

    /** The expected time with {@code perDeployment} of set-up for each deployment (e.g. one measured for this topology). */
    public Duration expectedTime(Duration perDeployment) {
        Duration load = runs.stream().map(PlannedRun::loadTime).reduce(Duration.ZERO, Duration::plus);
        return load.plus(perDeployment.multipliedBy(deployments().size())).plus(probeTime(perDeployment));
    }

    /** The capacity probe's share of {@link #expectedTime}: its run and its deployment; zero when none is needed. */
    public Duration probeTime() {
        return probeTime(setUp.perDeployment());
    }

    /** The capacity probe's share of {@link #expectedTime(Duration)}. */
    public Duration probeTime(Duration perDeployment) {
        return CapacityProbe.needed(scenario)
                ? CapacityProbe.run(scenario).loadTime().plus(perDeployment) : Duration.ZERO;
    }

    /** The plan as printed before the first run starts. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append(String.format("Plan: scenario %s, %d run(s) = %d treatment(s) x %d level(s) x %d round(s) on %d "
                        + "deployment(s); each run %s warm-up + %s measured; %s%n",
                scenario.name(), runs.size(), scenario.treatments().size(), scenario.load().runLevels().size(),
                scenario.load().rounds(), deployments().size(), Durations.format(scenario.load().warmup()),
                Durations.format(scenario.load().duration()), scenario.plan().loadModel().description()));
        if (scenario.load().warmupRequests() > 0) {
            text.append(String.format("  warm-up: at least %d requests at each level's rate%n", scenario.load().warmupRequests()));
        }
        if (scenario.load().coldWarmup() != null) {
            text.append(String.format("  warm-up: %s for the first run on each fresh deployment (its JVMs start cold)%n",
                    Durations.format(scenario.load().coldWarmup())));
        }
        if (scenario.load().levelsShareDeployment()) {
            text.append("  a round's levels run one after another on one deployment per treatment (rotated order)\n");
        }
        if (CapacityProbe.needed(scenario)) {
            PlannedRun probe = CapacityProbe.run(scenario);
            text.append(String.format("  first: capacity probe, baseline unthrottled with %d users for %s: warm-up "
                    + "until two consecutive %d s windows agree within %.0f%% (not before %s, at most %s), then at least "
                    + "%s measured; capacity-relative levels are shares of the throughput it held%n",
                    probe.level().users(), Durations.format(probe.loadTime()), WarmupSettling.WINDOW_SECONDS,
                    WarmupSettling.AGREEMENT_PCT, Durations.format(CapacityProbe.coldWarmup(scenario)),
                    Durations.format(probe.warmup()), Durations.format(probe.duration())));
        }
        for (PlannedRun run : runs) {
            text.append(String.format("  %3d. round %d  %-14s %-4d users %-22s %s%s%s%n", run.index(), run.round(),
                    run.level().name(), run.level().users(), run.level().describeRate(), run.treatment().name(),
                    run.warmup().equals(scenario.load().warmup()) ? "" : "  (warm-up " + Durations.format(run.warmup()) + ")",
                    run.duration().equals(scenario.load().duration()) ? "" : "  (measured " + Durations.format(run.duration()) + ")"));
        }
        text.append(String.format("Expected time: about %s (load plus ~%s per deployment %s)%n",
                Durations.format(expectedTime()), Durations.format(setUp.perDeployment()), setUp.what()));
        return text.toString();
    }
}
