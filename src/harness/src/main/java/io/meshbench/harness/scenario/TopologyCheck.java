package io.meshbench.harness.scenario;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks the services to start and the processes the load and the measurement name. */
final class TopologyCheck {
    private final ScenarioProblems problems;

    TopologyCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    void check(Scenario scenario) {
        List<ServiceSpec> services = scenario.topology().services();
        if (services.isEmpty()) {
            problems.add("topology.services", " is empty: list the services to start, e.g. - {name: consumer, treated: true}");
            return;
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < services.size(); i++) {
            ServiceSpec service = services.get(i);
            String field = "topology.services[" + i + "]";
            problems.checkName(field + ".name", service.name());
            if (service.name() != null && !names.add(service.name())) {
                problems.add(field + ".name", ": '" + service.name() + "' is listed twice");
            }
            if (service.instances() < 1) {
                problems.add(field + ".instances", " must be 1 or more");
            }
            if (!service.ports().isEmpty() && service.ports().size() != service.instances()) {
                problems.add(field + ".ports", " has " + service.ports().size() + " port(s) for " + service.instances()
                        + " instance(s): give one port per instance, or none (free ports are chosen)");
            }
            if (service.ports().stream().anyMatch(port -> port == null || port < 1 || port > 65535)) {
                problems.add(field + ".ports", ": a port is a number from 1 to 65535");
            }
            if (service.instanceProperties().size() > service.instances()) {
                problems.add(field + ".instanceProperties", " has " + service.instanceProperties().size()
                        + " entries for " + service.instances() + " instance(s): give one map per instance");
            }
        }
        List<String> processes = scenario.topology().processNames();
        if (scenario.plan().target() == null || !processes.contains(scenario.plan().target())) {
            problems.add("target", ": '" + scenario.plan().target() + "' is not a process of the topology; JMeter loads one of " + processes);
        }
        if (scenario.plan().measuredProcess() != null && !processes.contains(scenario.plan().measuredProcess())) {
            problems.add("measuredProcess", ": '" + scenario.plan().measuredProcess() + "' is not one of " + processes);
        }
    }
}
