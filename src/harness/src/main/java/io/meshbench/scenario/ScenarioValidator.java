package io.meshbench.scenario;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Checks a parsed scenario and reports every problem at once, each naming its field and what to do. */
final class ScenarioValidator {

    /** Names become folder names and ZooKeeper-free identifiers. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final Set<String> FAULT_MODES = Set.of("error", "slow", "none");

    private final Path file;
    private final List<String> problems = new ArrayList<>();

    ScenarioValidator(Path file) {
        this.file = file;
    }

    void validate(Scenario scenario) {
        checkName("name", scenario.name());
        checkFile("plan", scenario.plan(), "the JMeter plan, relative to the scenario file, e.g. ../jmx/router.jmx");
        checkTopology(scenario);
        checkLoad(scenario);
        checkTreatments(scenario);
        checkRules(scenario);
        checkFaults(scenario);
        if (scenario.probe().requests() < 0) {
            problems.add("probe.requests must be 0 or more");
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException("Scenario file " + file + " has " + problems.size() + " problem(s):\n  - "
                    + String.join("\n  - ", problems));
        }
    }

    private void checkTopology(Scenario scenario) {
        List<ServiceSpec> services = scenario.topology().services();
        if (services.isEmpty()) {
            problems.add("topology.services is empty: list the services to start, e.g. - {name: consumer, treated: true}");
            return;
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < services.size(); i++) {
            ServiceSpec service = services.get(i);
            String field = "topology.services[" + i + "]";
            checkName(field + ".name", service.name());
            if (service.name() != null && !names.add(service.name())) {
                problems.add(field + ".name: '" + service.name() + "' is listed twice");
            }
            if (service.instances() < 1) {
                problems.add(field + ".instances must be 1 or more");
            }
            if (service.instanceProperties().size() > service.instances()) {
                problems.add(field + ".instanceProperties has " + service.instanceProperties().size()
                        + " entries for " + service.instances() + " instance(s): give one map per instance");
            }
        }
        List<String> processes = scenario.topology().processNames();
        if (scenario.target() == null || !processes.contains(scenario.target())) {
            problems.add("target: '" + scenario.target() + "' is not a process of the topology; JMeter loads one of " + processes);
        }
        if (scenario.measuredProcess() != null && !processes.contains(scenario.measuredProcess())) {
            problems.add("measuredProcess: '" + scenario.measuredProcess() + "' is not one of " + processes);
        }
    }

    private void checkLoad(Scenario scenario) {
        if (scenario.levels().isEmpty()) {
            problems.add("levels is empty: add e.g. - {name: 50u-1000tps, users: 50, targetTps: 1000}");
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < scenario.levels().size(); i++) {
            Level level = scenario.levels().get(i);
            if (level.users() < 1 || level.targetTps() < 1) {
                problems.add("levels[" + i + "]: users and targetTps must both be 1 or more");
            }
            checkName("levels[" + i + "].name", level.name());
            if (!names.add(level.name())) {
                problems.add("levels[" + i + "].name: '" + level.name() + "' is listed twice");
            }
        }
        if (scenario.warmup() == null || scenario.warmup().isNegative()) {
            problems.add("warmup is missing: give the warm-up JMeter runs before the measured window, e.g. warmup: 60s");
        }
        if (scenario.duration() == null || scenario.duration().isZero() || scenario.duration().isNegative()) {
            problems.add("duration is missing: give the measured window, e.g. duration: 120s");
        }
        if (scenario.rounds() < 1) {
            problems.add("rounds must be 1 or more");
        }
    }

    private void checkTreatments(Scenario scenario) {
        List<TreatmentSpec> treatments = scenario.treatments();
        if (treatments.stream().noneMatch(TreatmentSpec::isBaseline)) {
            problems.add("treatments: add a baseline, e.g. - {name: baseline, kind: baseline}; every delta is against it");
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < treatments.size(); i++) {
            TreatmentSpec treatment = treatments.get(i);
            String field = "treatments[" + i + "]";
            checkName(field + ".name", treatment.name());
            if (treatment.name() != null && !names.add(treatment.name())) {
                problems.add(field + ".name: '" + treatment.name() + "' is listed twice");
            }
            if (treatment.kind() == null) {
                problems.add(field + ".kind is missing: one of baseline, sermant, javaagent");
                continue;
            }
            if (treatment.kind() == TreatmentKind.SERMANT && treatment.plugins().isEmpty()) {
                problems.add(field + ".plugins: a sermant treatment mounts at least one plugin, e.g. plugins: [service-router]");
            }
            if (treatment.kind() != TreatmentKind.SERMANT && !treatment.plugins().isEmpty()) {
                problems.add(field + ".plugins: only a sermant treatment mounts plugins");
            }
            for (String rule : treatment.rules()) {
                if (!scenario.rules().containsKey(rule)) {
                    problems.add(field + ".rules: '" + rule + "' is not defined under rules: (defined: "
                            + scenario.rules().keySet() + ")");
                }
            }
        }
    }

    private void checkRules(Scenario scenario) {
        scenario.rules().forEach((name, rule) -> {
            if (rule.path() == null || !rule.path().startsWith("/")) {
                problems.add("rules." + name + ".path: give the ZooKeeper node, e.g. /app=default&environment=/servicecomb.routeRule.provider");
            }
            checkFile("rules." + name + ".file", rule.file(), "the rule's content, relative to the scenario file");
        });
    }

    private void checkFaults(Scenario scenario) {
        List<String> processes = scenario.topology().processNames();
        for (int i = 0; i < scenario.faults().size(); i++) {
            FaultSpec fault = scenario.faults().get(i);
            String field = "faults[" + i + "]";
            if (!processes.contains(fault.process())) {
                problems.add(field + ".process: '" + fault.process() + "' is not one of " + processes);
            }
            if (!FAULT_MODES.contains(fault.mode())) {
                problems.add(field + ".mode: '" + fault.mode() + "' is not one of " + FAULT_MODES);
            }
            if (fault.at() == null) {
                problems.add(field + ".at is missing: when, into the measured window, the fault starts, e.g. at: 30s");
            } else if (scenario.duration() != null && fault.at().compareTo(scenario.duration()) >= 0) {
                problems.add(field + ".at (" + Durations.format(fault.at()) + ") is not inside the measured window ("
                        + Durations.format(scenario.duration()) + "): lower it or raise the duration");
            }
        }
    }

    private void checkName(String field, String value) {
        if (value == null || value.isBlank()) {
            problems.add(field + " is missing");
        } else if (!NAME.matcher(value).matches()) {
            problems.add(field + ": '" + value + "' may hold only letters, digits, '.', '_' and '-' (it names folders)");
        }
    }

    private void checkFile(String field, String value, String what) {
        if (value == null || value.isBlank()) {
            problems.add(field + " is missing: " + what);
        } else if (!Files.isRegularFile(Path.of(value))) {
            problems.add(field + ": " + value + " does not exist (" + what + ")");
        }
    }
}
