package io.meshbench.harness.benchmark;

import io.meshbench.results.format.RunFolderLayout;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.sampler.JvmSampler;
import io.meshbench.harness.scenario.CounterChange;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.RuleChange;
import io.meshbench.results.format.RunJson;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * An at-rest run: the warm-up passes with no load (the services settle after start-up and the probe), then every
 * process is sampled for the duration, while the level's rule changes are played; no sampling when the duration is 0
 * (a start-up alone).
 */
final class AtRestStep {

    private final RulesStep rules;
    private final CounterStep counterStep;
    private final PrintStream console;
    private final Clock clock;

    AtRestStep(RulesStep rules, CounterStep counterStep, PrintStream console, Clock clock) {
        this.rules = rules;
        this.counterStep = counterStep;
        this.console = console;
        this.clock = clock;
    }

    /**
     * The sampled window; each rule change's notes and counters go to {@code emit} as they happen.
     *
     * @param failure what did not move as the rule changes expect; empty when every phase held
     */
    record Rested(RunFragment.AtRest fragment, Optional<String> failure) {
    }

    Rested rest(PlannedRun run, Path folder, DeployedTopology deployment, Optional<URI> counters,
                Consumer<RunFragment> emit) throws InterruptedException, IOException {
        console.println("  at rest: " + Durations.format(run.warmup()) + " quiet, then " + Durations.format(run.duration())
                + " sampled, no load");
        Thread.sleep(run.warmup().toMillis());
        long start = clock.millis();
        Optional<String> changes = Optional.empty();
        Double samplerCpuPct = null;
        if (!run.duration().isZero()) {
            try (JvmSampler sampler = deployment.sample(RunFolderLayout.samples(folder))) {
                changes = playRuleChanges(run, deployment, counters, emit, start);
                sleepUntil(start + run.duration().toMillis());
                samplerCpuPct = LoadStep.samplerCpuPct(sampler);
            }
        }
        return new Rested(new RunFragment.AtRest(new RunJson.Window(start, clock.millis()), samplerCpuPct,
                "at rest: no load; " + Durations.format(run.warmup()) + " quiet after start-up, then "
                        + Durations.format(run.duration()) + " sampled"), changes);
    }

    /**
     * The level's rule changes, each at its time into the window starting at {@code windowStart}: the rules
     * published, then the counters read {@link RuleChange#SETTLE} later and at the phase's end, and checked against
     * what the change expects of this treatment. Counters land in run.json as {@code <name>.change<n>.before/after}.
     *
     * @return what did not move as expected; empty when every phase held
     */
    private Optional<String> playRuleChanges(PlannedRun run, DeployedTopology deployment, Optional<URI> counters,
                                             Consumer<RunFragment> emit, long windowStart)
            throws InterruptedException, IOException {
        List<RuleChange> changes = run.level().ruleChanges();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < changes.size(); i++) {
            RuleChange change = changes.get(i);
            String name = "change" + (i + 1);
            sleepUntil(windowStart + change.at().toMillis());
            rules.publishExactly(change.rules(), deployment);
            emit.accept(new RunFragment.Note("rule " + name + " at " + Durations.format(change.at())
                    + " into the window: rules now " + change.rules()));
            console.println("  rule " + name + ": rules now " + change.rules());
            sleepUntil(windowStart + change.at().plus(RuleChange.SETTLE).toMillis());
            RunFragment.Counters before = counterStep.read(counters, name + ".before");
            emit.accept(before);
            long phaseEnd = windowStart + (i + 1 < changes.size() ? changes.get(i + 1).at() : run.duration()).toMillis();
            sleepUntil(phaseEnd);
            RunFragment.Counters after = counterStep.read(counters, name + ".after");
            emit.accept(after);
            Map<String, CounterChange> expected = change.expect().getOrDefault(run.treatment().checkedAs(), Map.of());
            Optional<String> failure = CounterCheck.failure(expected, before.values(), after.values());
            failure.ifPresent(f -> failures.add(name + " " + change.rules() + ": " + f));
            if (failure.isEmpty() && !expected.isEmpty()) {
                emit.accept(new RunFragment.Note("counters as " + name + " expects: " + expected));
            }
        }
        return failures.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", failures));
    }

    private void sleepUntil(long epochMillis) throws InterruptedException {
        long wait = epochMillis - clock.millis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }
}
