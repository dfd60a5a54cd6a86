package io.meshbench.harness.scenario;

import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/** Checks the workloads a level runs in turn. */
final class WorkloadCheck {
    private final ScenarioProblems problems;

    WorkloadCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    /**
     * Workloads: named like folders, once each; an {@code expect} names treatments of the scenario and needs counters
     * to read; capacity-relative levels need one capacity, which workloads of different costs do not share.
     */
    void check(Scenario scenario) {
        Set<String> treatments = new HashSet<>();
        scenario.treatments().forEach(t -> treatments.add(t.name()));
        Set<String> names = new HashSet<>();
        for (int i = 0; i < scenario.load().workloads().size(); i++) {
            Workload workload = scenario.load().workloads().get(i);
            String field = "workloads[" + i + "]";
            problems.checkName(field + ".name", workload.name());
            if (workload.name() != null && !names.add(workload.name())) {
                problems.add(field + ".name", ": '" + workload.name() + "' is listed twice");
            }
            if (workload.path() != null && !workload.path().startsWith("/")) {
                problems.add(field + ".path", ": '" + workload.path() + "' must start with '/', e.g. path: /okhttp2");
            }
            for (String treatment : workload.expect().keySet()) {
                if (!treatments.contains(treatment)) {
                    problems.add(field + ".expect." + treatment, ": no treatment of this scenario is named '"
                            + treatment + "'; treatments: " + new TreeSet<>(treatments));
                }
            }
            if (!workload.expect().isEmpty() && (scenario.checks().probe().counters() == null || scenario.checks().probe().counters().isBlank())) {
                problems.add(field + ".expect", " needs counters to read: give probe.counters, e.g. /db/${db}/stats");
            }
        }
        boolean ownJvms = scenario.load().workloads().stream().anyMatch(w -> !w.properties().isEmpty());
        if (ownJvms && scenario.load().levelsShareDeployment()) {
            problems.add("levelsShareDeployment", ": the workloads give their services properties of their own (a JVM "
                    + "per workload), so their levels cannot share a deployment: drop levelsShareDeployment");
        }
        if (!scenario.load().workloads().isEmpty() && scenario.load().levels().stream().anyMatch(Level::isCapacityRelative)) {
            problems.add("levels", ": capacity-relative levels (capacityPct) cannot be used with workloads yet: each workload "
                    + "has a capacity of its own, and the probe measures one");
        }
    }
}
