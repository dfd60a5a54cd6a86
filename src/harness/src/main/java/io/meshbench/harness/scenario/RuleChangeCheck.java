package io.meshbench.harness.scenario;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/** Checks the rule changes an at-rest level makes during its window. */
final class RuleChangeCheck {
    private final ScenarioProblems problems;

    RuleChangeCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    /**
     * Rule changes: on an at-rest level only (a window the harness times itself), in time order inside the window,
     * naming rules of the scenario and treatments of it, with counters to read when they expect something.
     */
    void check(Scenario scenario) {
        Set<String> treatments = new HashSet<>();
        scenario.treatments().forEach(t -> treatments.add(t.name()));
        for (int i = 0; i < scenario.load().levels().size(); i++) {
            Level level = scenario.load().levels().get(i);
            Duration previous = null;
            for (int j = 0; j < level.ruleChanges().size(); j++) {
                RuleChange change = level.ruleChanges().get(j);
                String field = "levels[" + i + "].ruleChanges[" + j + "]";
                if (!level.atRest()) {
                    problems.add(field, ": only an at-rest level changes rules during its window (atRest: true)");
                }
                if (change.at() == null || change.at().isNegative()) {
                    problems.add(field + ".at", " is missing: give when into the sampled window, e.g. at: 30s");
                } else {
                    Duration window = scenario.load().durationAt(level);
                    if (window != null && change.at().compareTo(window) >= 0) {
                        problems.add(field + ".at", ": " + Durations.format(change.at()) + " is not inside the sampled "
                                + "window of " + Durations.format(window) + ": give the level a longer duration");
                    }
                    Duration phaseEnd = j + 1 < level.ruleChanges().size() && level.ruleChanges().get(j + 1).at() != null
                            ? level.ruleChanges().get(j + 1).at() : window;
                    if (phaseEnd != null && phaseEnd.minus(change.at()).compareTo(RuleChange.SHORTEST_PHASE) < 0) {
                        problems.add(field + ".at", ": its phase (until the next change or the window's end) is shorter than "
                                + Durations.format(RuleChange.SHORTEST_PHASE) + ": the counters are read "
                                + Durations.format(RuleChange.SETTLE) + " after a change, leave them time to move");
                    }
                    if (previous != null && change.at().compareTo(previous) <= 0) {
                        problems.add(field + ".at", ": " + Durations.format(change.at()) + " comes after "
                                + Durations.format(previous) + " in the list: list the changes in time order");
                    }
                    previous = change.at();
                }
                for (String rule : change.rules()) {
                    if (!scenario.rules().containsKey(rule)) {
                        problems.add(field + ".rules", ": '" + rule + "' is not defined under rules: (defined: "
                                + scenario.rules().keySet() + ")");
                    }
                }
                for (String treatment : change.expect().keySet()) {
                    if (!treatments.contains(treatment)) {
                        problems.add(field + ".expect." + treatment, ": no treatment of this scenario is named '"
                                + treatment + "'; treatments: " + new TreeSet<>(treatments));
                    }
                }
                if (!change.expect().isEmpty()
                        && (scenario.checks().probe().counters() == null || scenario.checks().probe().counters().isBlank())) {
                    problems.add(field + ".expect", " needs counters to read: give probe.counters, e.g. /stats");
                }
            }
        }
    }
}
