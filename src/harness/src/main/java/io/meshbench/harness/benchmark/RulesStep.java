package io.meshbench.harness.benchmark;

import io.meshbench.harness.deployment.DeployedTopology;
import io.meshbench.harness.rules.Rule;
import io.meshbench.harness.rules.RulePublisher;
import java.time.Duration;
import java.util.Collection;
import java.util.List;

/** Leaves exactly the named rules of the scenario in the deployment's ZooKeeper (the others deleted). */
final class RulesStep {

    private static final Duration ZOOKEEPER_TIMEOUT = Duration.ofSeconds(15);
    /** Time for Sermant's watchers to see a rule published after the services started. */
    private static final Duration RULE_PROPAGATION = Duration.ofSeconds(3);

    private final List<Rule> scenarioRules;
    private final Duration propagation;

    RulesStep(List<Rule> scenarioRules) {
        this(scenarioRules, RULE_PROPAGATION);
    }

    /** @param propagation how long to wait after publishing, for the services' watchers to see the rules */
    RulesStep(List<Rule> scenarioRules, Duration propagation) {
        this.scenarioRules = List.copyOf(scenarioRules);
        this.propagation = propagation;
    }

    /**
     * A run's rules, before anything is measured; ZooKeeper is not contacted when the scenario has no rules.
     *
     * @throws io.meshbench.harness.rules.ZooKeeperUnreachableException when ZooKeeper does not answer in time
     */
    RunFragment.RulesPublished publish(Collection<String> ruleNames, DeployedTopology deployment) throws InterruptedException {
        if (scenarioRules.isEmpty()) {
            return new RunFragment.RulesPublished(List.of());
        }
        List<String> notes = publishExactly(ruleNames, deployment);
        if (!wanted(ruleNames).isEmpty()) {
            Thread.sleep(propagation.toMillis());
        }
        return new RunFragment.RulesPublished(notes);
    }

    /** The same without waiting for propagation: a rule change timed within a run's window. */
    List<String> publishExactly(Collection<String> ruleNames, DeployedTopology deployment) {
        try (RulePublisher publisher = RulePublisher.connect(deployment.zookeeperAddress(), ZOOKEEPER_TIMEOUT)) {
            return publisher.publishExactly(wanted(ruleNames), scenarioRules);
        }
    }

    private List<Rule> wanted(Collection<String> ruleNames) {
        return scenarioRules.stream().filter(rule -> ruleNames.contains(rule.name())).toList();
    }
}
