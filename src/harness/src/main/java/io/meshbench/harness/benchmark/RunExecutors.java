package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.Deployment;
import io.meshbench.harness.deployment.LocalDeployment;
import io.meshbench.harness.deployment.ProcessRegistry;
import io.meshbench.harness.load.JMeterHome;
import io.meshbench.harness.load.JMeterRunner;
import io.meshbench.harness.machine.QuietMachine;
import io.meshbench.harness.remote.RemoteDeployment;
import io.meshbench.harness.remote.Targets;
import io.meshbench.harness.rules.Rule;
import io.meshbench.harness.scenario.RuleSpec;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.treatment.Treatment;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Builds the deployments and executors of one benchmark's runs, so that {@link Benchmark} only orders its stages
 * (priming, capacity probe, runs) and the probe and the measured runs are wired alike.
 */
final class RunExecutors {

    private final Path servicesDir;
    /** Where each treatment's topology is already deployed ({@code --targets}); null when the suite starts it. */
    private final Targets targets;
    private final JMeterHome jmeterHome;
    private final Map<String, RuleSpec> ruleSpecs;
    /** {@code --wait-quiet}; null when not asked for. */
    private final QuietMachine quiet;
    private final ProcessRegistry registry;
    private final PrintStream console;
    private final Clock clock;
    private final BooleanSupplier stopRequested;

    RunExecutors(Path servicesDir, Targets targets, JMeterHome jmeterHome, Map<String, RuleSpec> ruleSpecs,
                 QuietMachine quiet, ProcessRegistry registry, PrintStream console, Clock clock,
                 BooleanSupplier stopRequested) {
        this.servicesDir = servicesDir;
        this.targets = targets;
        this.jmeterHome = jmeterHome;
        this.ruleSpecs = ruleSpecs;
        this.quiet = quiet;
        this.registry = registry;
        this.console = console;
        this.clock = clock;
        this.stopRequested = stopRequested;
    }

    /** The executor of one run after another. */
    RunExecutor sequential(Scenario measured, Map<String, Treatment> mounted) {
        return new RunExecutor(measured, deployments(measured), mounted, rules(),
                new JMeterRunner(jmeterHome, console, "  [jmeter] "), console, clock, stopRequested)
                .waitingForQuiet(quiet);
    }

    /** The executor of duets: both sides deployed here, the run steps those of {@code steps}. */
    DuetExecutor duet(Scenario measured, Map<String, Treatment> mounted, RunExecutor steps) {
        return new DuetExecutor(measured, local(measured), mounted, steps, console, clock, stopRequested);
    }

    /** Where each run's topology comes from: the targets file's deployments, or started here per run. */
    private Deployment deployments(Scenario measured) {
        return targets != null ? new RemoteDeployment(targets, measured.topology()) : local(measured);
    }

    /** Deployments started here, one per run, registered so that a Ctrl-C stops them. */
    LocalDeployment local(Scenario measured) {
        return new LocalDeployment(DeploymentSpecs.of(measured, servicesDir), registry);
    }

    /** The scenario's rules, read afresh for each executor (from the benchmark's scenario, whatever is measured). */
    private List<Rule> rules() {
        List<Rule> rules = new ArrayList<>();
        for (Map.Entry<String, RuleSpec> entry : ruleSpecs.entrySet()) {
            rules.add(Rule.fromFile(entry.getKey(), entry.getValue().path(), Path.of(entry.getValue().file())));
        }
        return rules;
    }
}
