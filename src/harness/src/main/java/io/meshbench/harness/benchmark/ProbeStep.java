package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.probe.ProbeExpectation;
import io.meshbench.harness.probe.TrafficProbe;
import io.meshbench.harness.scenario.ProbeSpec;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.Workload;
import java.io.PrintStream;
import java.net.URI;
import java.util.Map;
import java.util.Optional;

/**
 * The scenario's probe requests sent to the run's target, before the load and (when the scenario expects something of
 * the treatment) after it: which instance answered, or whether the probe's tags crossed, counted per answer.
 */
final class ProbeStep {

    private final Scenario scenario;
    private final PrintStream console;

    ProbeStep(Scenario scenario, PrintStream console) {
        this.scenario = scenario;
        this.console = console;
    }

    /** The answers before the load, with why the run fails when they are not what the scenario expects; empty without a probe. */
    Optional<RunFragment.ProbeAnswers> before(PlannedRun run, DeployedTopology deployment) throws InterruptedException {
        Optional<Asked> answers = ask(run, deployment);
        if (answers.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Integer> counts = answers.get().counts();
        console.println("  probe " + answers.get().target() + " -> " + counts);
        return Optional.of(new RunFragment.ProbeAnswers(counts, ProbeExpectation.check(answers.get().what(),
                run.treatment().name(), scenario.checks().probe().expect().get(run.treatment().checkedAs()), counts)));
    }

    /**
     * A probe that expects something of this treatment is asked again once the load is over: a treatment that did
     * its job only before the load fails the run. (Sermant 2.2.0's OkHttp 2 tag interceptor, for one, marks each
     * thread on its first request and never clears the mark, so once the load has used every worker thread no tag
     * crosses; the probe before the load, on fresh threads, sees them cross.)
     */
    Optional<RunFragment.ProbeAfterLoad> afterLoad(PlannedRun run, DeployedTopology deployment) throws InterruptedException {
        String expected = scenario.checks().probe().expect().get(run.treatment().checkedAs());
        if (expected == null) {
            return Optional.empty();
        }
        Optional<Asked> answers = ask(run, deployment);
        if (answers.isEmpty()) {
            return Optional.empty();
        }
        console.println("  probe after the load " + answers.get().target() + " -> " + answers.get().counts());
        return Optional.of(new RunFragment.ProbeAfterLoad(answers.get().counts(), ProbeExpectation.check(
                answers.get().what() + " after the load", run.treatment().name(), expected, answers.get().counts())));
    }

    private record Asked(URI target, String what, Map<String, Integer> counts) {
    }

    /** The scenario's probe requests sent to the run's target; empty when the scenario sends none. */
    private Optional<Asked> ask(PlannedRun run, DeployedTopology deployment) throws InterruptedException {
        ProbeSpec spec = scenario.checks().probe();
        if (spec.requests() == 0) {
            return Optional.empty();
        }
        // a workload with a path of its own is probed there: e.g. one client stack's endpoint
        String workloadPath = run.level().planProperties().get("path");
        String path = workloadPath != null ? workloadPath : spec.path() == null ? scenario.plan().path() : spec.path();
        URI target = deployment.urlOf(scenario.plan().target()).resolve(path);
        boolean tags = ProbeSpec.TAGS.equals(spec.kind());
        Map<String, Integer> counts = new TrafficProbe(spec.instanceField(), tags).probe(target, spec.headers(), spec.requests());
        Workload workload = run.level().workload();
        String what = "probe of " + (workload == null ? "" : "workload " + workload.name() + " ") + "(" + target + ")";
        return Optional.of(new Asked(target, what, counts));
    }
}
