package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.load.LoadRun;
import io.meshbench.harness.probe.CounterProbe;
import io.meshbench.harness.scenario.CounterChange;
import io.meshbench.harness.scenario.Scenario;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.util.Map;
import java.util.Optional;

/**
 * The probe's counters (e.g. rows in a table, messages consumed), read before and after a run's load and checked
 * against what the run's level expects of its treatment. Readings land in run.json's probe as {@code <name>.<when>}.
 */
final class CounterStep {

    private final Scenario scenario;
    private final PrintStream console;

    CounterStep(Scenario scenario, PrintStream console) {
        this.scenario = scenario;
        this.console = console;
    }

    /** The probe's counters URL with the run's plan properties filled in; empty when the scenario reads none. */
    Optional<URI> countersOf(LoadRun load, DeployedTopology deployment) {
        String path = scenario.checks().probe().counters();
        if (path == null || path.isBlank()) {
            return Optional.empty();
        }
        for (Map.Entry<String, String> property : load.properties().entrySet()) {
            path = path.replace("${" + property.getKey() + "}", property.getValue());
        }
        return Optional.of(deployment.urlOf(scenario.plan().target()).resolve(path));
    }

    /** The counters now; empty values (and nothing asked) when the scenario reads none. */
    RunFragment.Counters read(Optional<URI> counters, String when) throws IOException, InterruptedException {
        if (counters.isEmpty()) {
            return new RunFragment.Counters(when, false, Map.of());
        }
        Map<String, Long> values = new CounterProbe().read(counters.get());
        console.println("  counters (" + when + "): " + counters.get() + " -> " + values);
        return new RunFragment.Counters(when, true, values);
    }

    /**
     * Whether the counters moved as the run's level expects of its treatment.
     *
     * @param failure why the run fails, empty when they did
     * @param note    the run's note when something was expected and held
     */
    record Expectation(Optional<String> failure, Optional<String> note) {
    }

    Expectation expectation(PlannedRun run, Optional<URI> counters, RunFragment.Counters before, RunFragment.Counters after) {
        Map<String, CounterChange> expected = run.level().expect().getOrDefault(run.treatment().checkedAs(), Map.of());
        Optional<String> counterFailure = CounterCheck.failure(expected, before.values(), after.values());
        if (counterFailure.isPresent()) {
            return new Expectation(Optional.of("the counters " + counters.map(URI::toString).orElse("(none)")
                    + " did not move as level " + run.level().name() + " expects for " + run.treatment().name()
                    + ": " + counterFailure.get()), Optional.empty());
        }
        return new Expectation(Optional.empty(),
                expected.isEmpty() ? Optional.empty() : Optional.of("counters as expected: " + expected));
    }
}
