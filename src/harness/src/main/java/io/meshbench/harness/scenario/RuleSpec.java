package io.meshbench.harness.scenario;

/**
 * A governance rule: the ZooKeeper node Sermant watches (see docs/scenarios.md for the paths per plugin) and the file
 * holding its content (relative to the scenario file).
 */
public record RuleSpec(String path, String file) {
}
