package io.meshbench.harness.benchmark;

import io.meshbench.harness.duet.DuetPlanException;
import io.meshbench.harness.duet.DuetSide;
import io.meshbench.harness.duet.DuetTestPlan;
import io.meshbench.results.format.DuetJson;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.results.format.BenchmarkFolderLayout;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The duets of a benchmark in duet mode: per round, per level, each treatment deployed beside a baseline of its own
 * and both loaded at once. Treatments rotate between rounds as in the sequential plan; the side that starts first (and
 * whose thread group comes first in the plan) alternates between rounds, so no side keeps a position's advantage.
 */
public record DuetPlan(Scenario scenario, List<Duet> duets) {

    /**
     * One duet: the baseline's run and the treatment's run, at one level in one round.
     *
     * @param primary whether its baseline side is the baseline run the standard tables compare with (the duet of the
     *                scenario's first treatment); the other duets keep their baseline side under duets/
     */
    public record Duet(int index, PlannedRun baseline, PlannedRun treated, List<DuetSide> order, boolean primary) {

        /** {@code duets/<treatment>/<level>/<round>}: the combined JTL, samples, plan and duet.json. */
        public Path folderIn(Path benchmark) {
            return BenchmarkFolderLayout.duet(benchmark, treated.treatment().name(), treated.level().name(),
                    treated.round());
        }

        /** The baseline side's run folder: the ordinary one for the primary duet, else inside the duet's folder. */
        public Path baselineFolderIn(Path benchmark) {
            return primary ? baseline.folderIn(benchmark) : folderIn(benchmark).resolve(DuetSide.BASELINE.id());
        }

        public Path treatedFolderIn(Path benchmark) {
            return treated.folderIn(benchmark);
        }

        public String describe() {
            return treated.treatment().name() + " beside " + baseline.treatment().name() + " @ " + treated.level().name()
                    + " round " + treated.round() + " (" + order.get(0).id() + " side first)";
        }
    }

    /** @throws ScenarioException when the scenario has nothing a duet can compare or asks for what a duet cannot do */
    public static DuetPlan of(Scenario scenario) {
        check(scenario);
        TreatmentSpec baseline = scenario.baseline();
        List<TreatmentSpec> treated = scenario.treatments().stream().filter(t -> t != baseline).toList();
        List<Duet> duets = new ArrayList<>();
        for (int round = 1; round <= scenario.load().rounds(); round++) {
            List<DuetSide> order = round % 2 == 1 ? List.of(DuetSide.BASELINE, DuetSide.TREATED)
                    : List.of(DuetSide.TREATED, DuetSide.BASELINE);
            for (Level level : scenario.load().runLevels()) {
                for (int i = 0; i < treated.size(); i++) {
                    TreatmentSpec treatment = treated.get((i + round - 1) % treated.size());
                    int index = duets.size() + 1;
                    Duration warmup = scenario.load().coldWarmupAt(level); // every duet deploys both sides afresh
                    duets.add(new Duet(index,
                            new PlannedRun(index, baseline, level, round, warmup, scenario.load().durationAt(level)),
                            new PlannedRun(index, treatment, level, round, warmup, scenario.load().durationAt(level)),
                            order, treatment == treated.get(0)));
                }
            }
        }
        return new DuetPlan(scenario, List.copyOf(duets));
    }

    private static void check(Scenario scenario) {
        String name = "scenario " + scenario.name() + ", --mode duet: ";
        try {
            DuetTestPlan.check(scenario.plan().file());
        } catch (DuetPlanException e) {
            throw new ScenarioException(name + e.getMessage());
        }
        if (scenario.treatments().size() < 2) {
            throw new ScenarioException(name + "a duet runs a treatment beside the baseline, and the scenario has no "
                    + "treatment but the baseline; add one, or -Daa.check=true for a duet A/A");
        }
        if (!scenario.checks().faults().isEmpty()) {
            throw new ScenarioException(name + "faults are injected into one deployment's timeline, and a duet runs two; "
                    + "run this scenario without --mode duet");
        }
        if (scenario.checks().probe().counters() != null && !scenario.checks().probe().counters().isBlank()) {
            throw new ScenarioException(name + "probe.counters are read on one target, and a duet has two; run this "
                    + "scenario without --mode duet");
        }
        if (scenario.load().levels().stream().anyMatch(Level::atRest)) {
            throw new ScenarioException(name + "an at-rest level measures one deployment without load, and a duet "
                    + "compares two sides under one JMeter's load; run this scenario without --mode duet, or give "
                    + "--levels without its at-rest levels");
        }
        if (scenario.plan().properties().containsKey("remote_hosts")) {
            throw new ScenarioException(name + "distributed JMeter (remote_hosts) is not supported in a duet; run "
                    + "without --mode duet");
        }
    }

    /**
     * Load plus two deployments per duet (duets start their own: never a deployed topology), and the pair's capacity
     * probe when a level is a share of it.
     */
    public Duration expectedTime() {
        return expectedTime(DeploymentSetUp.STARTED_HERE.perDeployment());
    }

    /**
     * {@link #expectedTime()} with {@code perDeployment} of set-up for each deployment (e.g. one measured for this
     * topology, as a page's entry gives it): each duet's load plus its two deployments, and {@link #probeTime}.
     */
    public Duration expectedTime(Duration perDeployment) {
        Duration twoDeployments = perDeployment.multipliedBy(2);
        return duets.stream().map(duet -> duet.treated().loadTime().plus(twoDeployments))
                .reduce(probeTime(perDeployment), Duration::plus);
    }

    /** The pair probe's share of {@link #expectedTime(Duration)}: its load and its two deployments; zero when none. */
    public Duration probeTime(Duration perDeployment) {
        return CapacityProbe.needed(scenario)
                ? CapacityProbe.run(scenario).loadTime().plus(perDeployment.multipliedBy(2)) : Duration.ZERO;
    }

    public String describe() {
        StringBuilder text = new StringBuilder(String.format("Plan (duet mode): scenario %s, %d duet(s) = %d treatment(s) "
                        + "beside the baseline x %d level(s) x %d round(s); each duet %s warm-up + %s measured, both sides "
                        + "loaded by one JMeter at the level's rate each; %s%n", scenario.name(), duets.size(),
                scenario.treatments().size() - 1, scenario.load().runLevels().size(), scenario.load().rounds(),
                Durations.format(scenario.load().warmup()), Durations.format(scenario.load().duration()),
                scenario.plan().loadModel().description()));
        if (CapacityProbe.needed(scenario)) {
            PlannedRun probe = CapacityProbe.run(scenario);
            text.append(String.format("  first: capacity probe of the duet pair, two baseline deployments side by side, "
                            + "unthrottled with %d users each for %s (warm-up until settled, at most %s, then at least "
                            + "%s measured); capacity-relative levels are shares of what the pair holds per side, "
                            + "offered to each side%n", probe.level().users(), Durations.format(probe.loadTime()),
                    Durations.format(probe.warmup()), Durations.format(probe.duration())));
        }
        if (scenario.load().levelsShareDeployment()) {
            text.append("  levelsShareDeployment does not apply to duets: each level's duet deploys both sides afresh\n");
        }
        for (Duet duet : duets) {
            text.append(String.format("  %3d. round %d  %-14s %-4d users %-22s %s%n", duet.index(), duet.treated().round(),
                    duet.treated().level().name(), duet.treated().level().users(), duet.treated().level().describeRate(),
                    duet.describe()));
        }
        text.append(String.format("Expected time: about %s (load plus ~%s per deployment, two per duet)%n",
                Durations.format(expectedTime()), Durations.format(DeploymentSetUp.STARTED_HERE.perDeployment())));
        return text.toString();
    }
}
