package io.meshbench.harness.scenario;

import io.meshbench.results.format.DurationSeconds;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.regex.Pattern;

/**
 * Checks a parsed scenario and reports every problem at once, each with the line of its field, the field and what to
 * do.
 */
final class ScenarioValidator {

    /** Names become folder names and ZooKeeper-free identifiers. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final Set<String> FAULT_MODES = Set.of("error", "slow", "none");
    /** Longer warm-ups or windows are typos (and overflow JMeter's properties): a day is plenty. */
    static final Duration LONGEST = Duration.ofHours(24);

    private final Path file;
    private final YamlLocations locations;
    /** The report tables a scenario may name, from the caller (the report's templates live above this layer). */
    private final SortedSet<String> reportTables;
    private final List<String> problems = new ArrayList<>();

    ScenarioValidator(Path file, YamlLocations locations, SortedSet<String> reportTables) {
        this.file = file;
        this.locations = locations;
        this.reportTables = reportTables;
    }

    void validate(Scenario scenario) {
        checkName("name", scenario.name());
        checkFile("plan", scenario.plan(), "the JMeter plan, relative to the scenario file, e.g. ../jmx/router.jmx");
        checkLoadModel(scenario);
        checkTopology(scenario);
        checkLoad(scenario);
        checkTreatments(scenario);
        checkRules(scenario);
        checkFaults(scenario);
        checkTables(scenario);
        checkProbe(scenario);
        double threshold = scenario.errorRateThresholdPct();
        if (!(threshold >= 0 && threshold <= 100)) { // NaN too
            problem("errorRateThresholdPct", ": " + threshold + " is not a percentage from 0 to 100");
        }
        if (problems.size() == 1) {
            throw new ScenarioException(file + ": " + problems.get(0)); // one problem, one line
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException("Scenario file " + file + " has " + problems.size() + " problem(s):\n  - "
                    + String.join("\n  - ", problems));
        }
    }

    /** Records a problem as "line N: field...": {@code text} follows the field's name. */
    private void problem(String field, String text) {
        problems.add(locations.prefix(field) + field + text);
    }

    private void checkTopology(Scenario scenario) {
        List<ServiceSpec> services = scenario.topology().services();
        if (services.isEmpty()) {
            problem("topology.services", " is empty: list the services to start, e.g. - {name: consumer, treated: true}");
            return;
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < services.size(); i++) {
            ServiceSpec service = services.get(i);
            String field = "topology.services[" + i + "]";
            checkName(field + ".name", service.name());
            if (service.name() != null && !names.add(service.name())) {
                problem(field + ".name", ": '" + service.name() + "' is listed twice");
            }
            if (service.instances() < 1) {
                problem(field + ".instances", " must be 1 or more");
            }
            if (!service.ports().isEmpty() && service.ports().size() != service.instances()) {
                problem(field + ".ports", " has " + service.ports().size() + " port(s) for " + service.instances()
                        + " instance(s): give one port per instance, or none (free ports are chosen)");
            }
            if (service.ports().stream().anyMatch(port -> port == null || port < 1 || port > 65535)) {
                problem(field + ".ports", ": a port is a number from 1 to 65535");
            }
            if (service.instanceProperties().size() > service.instances()) {
                problem(field + ".instanceProperties", " has " + service.instanceProperties().size()
                        + " entries for " + service.instances() + " instance(s): give one map per instance");
            }
        }
        List<String> processes = scenario.topology().processNames();
        if (scenario.target() == null || !processes.contains(scenario.target())) {
            problem("target", ": '" + scenario.target() + "' is not a process of the topology; JMeter loads one of " + processes);
        }
        if (scenario.measuredProcess() != null && !processes.contains(scenario.measuredProcess())) {
            problem("measuredProcess", ": '" + scenario.measuredProcess() + "' is not one of " + processes);
        }
    }

    /** A level's {@code expect} names treatments of the scenario and needs counters to read. */
    /**
     * Workloads: named like folders, once each; an {@code expect} names treatments of the scenario and needs counters
     * to read; capacity-relative levels need one capacity, which workloads of different costs do not share.
     */
    private void checkWorkloads(Scenario scenario) {
        Set<String> treatments = new HashSet<>();
        scenario.treatments().forEach(t -> treatments.add(t.name()));
        Set<String> names = new HashSet<>();
        for (int i = 0; i < scenario.workloads().size(); i++) {
            Workload workload = scenario.workloads().get(i);
            String field = "workloads[" + i + "]";
            checkName(field + ".name", workload.name());
            if (workload.name() != null && !names.add(workload.name())) {
                problem(field + ".name", ": '" + workload.name() + "' is listed twice");
            }
            if (workload.path() != null && !workload.path().startsWith("/")) {
                problem(field + ".path", ": '" + workload.path() + "' must start with '/', e.g. path: /okhttp2");
            }
            for (String treatment : workload.expect().keySet()) {
                if (!treatments.contains(treatment)) {
                    problem(field + ".expect." + treatment, ": no treatment of this scenario is named '"
                            + treatment + "'; treatments: " + new java.util.TreeSet<>(treatments));
                }
            }
            if (!workload.expect().isEmpty() && (scenario.probe().counters() == null || scenario.probe().counters().isBlank())) {
                problem(field + ".expect", " needs counters to read: give probe.counters, e.g. /db/${db}/stats");
            }
        }
        if (!scenario.workloads().isEmpty() && scenario.levels().stream().anyMatch(Level::isCapacityRelative)) {
            problem("levels", ": capacity-relative levels (capacityPct) cannot be used with workloads yet: each workload "
                    + "has a capacity of its own, and the probe measures one");
        }
    }

    /** CPU sizes: pinned with taskset, each within this machine, and one deployment cannot change its size. */
    private void checkCpus(Scenario scenario) {
        int machine = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < scenario.levels().size(); i++) {
            Integer cpus = scenario.levels().get(i).cpus();
            if (cpus != null && (cpus < 1 || cpus > machine)) {
                problem("levels[" + i + "].cpus", ": " + cpus + " CPUs asked, this machine has " + machine
                        + "; give 1 to " + machine + " (or leave cpus out: every CPU)");
            }
        }
        if (scenario.levelsShareDeployment()
                && scenario.levels().stream().map(Level::cpus).distinct().count() > 1) {
            problem("levelsShareDeployment", ": levels with different cpus cannot share a deployment (its processes "
                    + "are pinned when they start); set levelsShareDeployment: false");
        }
    }

    private void checkStartTimeout(Scenario scenario) {
        java.time.Duration timeout = scenario.topology().startTimeout();
        if (timeout != null && (timeout.isZero() || timeout.isNegative() || timeout.compareTo(LONGEST) > 0)) {
            problem("topology.startTimeout", ": " + Durations.format(timeout) + " is not a time a service may take to "
                    + "become healthy; give e.g. startTimeout: 300s (default 120s)");
        }
    }

    /** A level's own window: longer than 0 s (0 s only at rest: a start-up alone), at most a day. */
    private void checkLevelDurations(Scenario scenario) {
        for (int i = 0; i < scenario.levels().size(); i++) {
            Level level = scenario.levels().get(i);
            Duration window = level.duration();
            if (window == null) {
                continue;
            }
            String field = "levels[" + i + "].duration";
            if (window.isNegative() || window.isZero() && !level.atRest()) {
                problem(field, ": " + Durations.format(window) + " is not a measured window: give e.g. duration: 120s"
                        + " (0s only at rest), or leave it out for the scenario's");
            } else if (window.compareTo(LONGEST) > 0) {
                problem(field, ": " + Durations.format(window) + " is longer than a day: give e.g. duration: 120s");
            }
        }
    }

    /**
     * Rule changes: on an at-rest level only (a window the harness times itself), in time order inside the window,
     * naming rules of the scenario and treatments of it, with counters to read when they expect something.
     */
    private void checkRuleChanges(Scenario scenario) {
        Set<String> treatments = new HashSet<>();
        scenario.treatments().forEach(t -> treatments.add(t.name()));
        for (int i = 0; i < scenario.levels().size(); i++) {
            Level level = scenario.levels().get(i);
            Duration previous = null;
            for (int j = 0; j < level.ruleChanges().size(); j++) {
                RuleChange change = level.ruleChanges().get(j);
                String field = "levels[" + i + "].ruleChanges[" + j + "]";
                if (!level.atRest()) {
                    problem(field, ": only an at-rest level changes rules during its window (atRest: true)");
                }
                if (change.at() == null || change.at().isNegative()) {
                    problem(field + ".at", " is missing: give when into the sampled window, e.g. at: 30s");
                } else {
                    Duration window = scenario.durationAt(level);
                    if (window != null && change.at().compareTo(window) >= 0) {
                        problem(field + ".at", ": " + Durations.format(change.at()) + " is not inside the sampled "
                                + "window of " + Durations.format(window) + ": give the level a longer duration");
                    }
                    Duration phaseEnd = j + 1 < level.ruleChanges().size() && level.ruleChanges().get(j + 1).at() != null
                            ? level.ruleChanges().get(j + 1).at() : window;
                    if (phaseEnd != null && phaseEnd.minus(change.at()).compareTo(RuleChange.SHORTEST_PHASE) < 0) {
                        problem(field + ".at", ": its phase (until the next change or the window's end) is shorter than "
                                + Durations.format(RuleChange.SHORTEST_PHASE) + ": the counters are read "
                                + Durations.format(RuleChange.SETTLE) + " after a change, leave them time to move");
                    }
                    if (previous != null && change.at().compareTo(previous) <= 0) {
                        problem(field + ".at", ": " + Durations.format(change.at()) + " comes after "
                                + Durations.format(previous) + " in the list: list the changes in time order");
                    }
                    previous = change.at();
                }
                for (String rule : change.rules()) {
                    if (!scenario.rules().containsKey(rule)) {
                        problem(field + ".rules", ": '" + rule + "' is not defined under rules: (defined: "
                                + scenario.rules().keySet() + ")");
                    }
                }
                for (String treatment : change.expect().keySet()) {
                    if (!treatments.contains(treatment)) {
                        problem(field + ".expect." + treatment, ": no treatment of this scenario is named '"
                                + treatment + "'; treatments: " + new java.util.TreeSet<>(treatments));
                    }
                }
                if (!change.expect().isEmpty()
                        && (scenario.probe().counters() == null || scenario.probe().counters().isBlank())) {
                    problem(field + ".expect", " needs counters to read: give probe.counters, e.g. /stats");
                }
            }
        }
    }

    private void checkLoad(Scenario scenario) {
        checkStartTimeout(scenario);
        if (scenario.levels().isEmpty()) {
            problem("levels", " is empty: add e.g. - {name: 50u-1000tps, users: 50, targetTps: 1000}");
        }
        Set<String> names = new HashSet<>();
        Set<List<Object>> loads = new HashSet<>();
        for (int i = 0; i < scenario.levels().size(); i++) {
            Level level = scenario.levels().get(i);
            String field = "levels[" + i + "]";
            if (level.atRest()) {
                if (level.users() != 0 || level.targetTps() != 0 || level.isCapacityRelative()) {
                    problem(field, ": an at-rest level runs no load: remove users, targetTps and capacityPct, or atRest");
                }
            } else if (level.isCapacityRelative()) {
                if (level.targetTps() != 0) {
                    problem(field, ": give targetTps or capacityPct, not both (capacityPct: the share of the baseline's "
                            + "capacity on this machine, measured by a probe before the benchmark)");
                } else if (level.capacityPct() < 1 || level.capacityPct() > 100) {
                    problem(field + ".capacityPct", ": " + level.capacityPct() + " is not a share of capacity from 1 to 100 (%)");
                }
                if (level.users() < 1) {
                    problem(field, ": users must be 1 or more");
                }
            } else if (level.users() < 1 || level.targetTps() < 1) {
                problem(field, ": users and targetTps must both be 1 or more (or capacityPct instead of targetTps)");
            }
            checkName(field + ".name", level.name());
            if (!names.add(level.name())) {
                problem(field + ".name", ": '" + level.name() + "' is listed twice");
            } else if (!level.atRest() && !loads.add(List.of(level.users(),
                    level.isCapacityRelative() ? -level.capacityPct() : level.targetTps(),
                    level.cpus() == null ? 0 : level.cpus()))) {
                problem(field, ": " + level.users() + " users at " + level.describeRate()
                        + " is already a level: each level is run once per round, list it once");
            }
        }
        checkCpus(scenario);
        checkWorkloads(scenario);
        checkRuleChanges(scenario);
        checkLevelDurations(scenario);
        if (scenario.warmup() == null || scenario.warmup().isNegative()) {
            problem("warmup", " is missing: give the warm-up JMeter runs before the measured window, e.g. warmup: 60s");
        } else if (scenario.warmup().compareTo(LONGEST) > 0) {
            problem("warmup", ": " + Durations.format(scenario.warmup()) + " is longer than a day: give e.g. warmup: 60s");
        } else if (!Durations.wholeSeconds(scenario.warmup())) {
            problem("warmup", ": " + DurationSeconds.plain(scenario.warmup()) + "s is not whole seconds, and JMeter's "
                    + "plans run whole seconds: give e.g. warmup: " + Math.max(1, scenario.warmup().toSeconds()) + "s");
        }
        if (scenario.coldWarmup() != null && scenario.coldWarmup().isNegative()) {
            problem("coldWarmup", " must be 0s or more: the warm-up of the first run on each fresh deployment, e.g. "
                    + "coldWarmup: 240s");
        } else if (scenario.coldWarmup() != null && scenario.coldWarmup().compareTo(LONGEST) > 0) {
            problem("coldWarmup", ": " + Durations.format(scenario.coldWarmup()) + " is longer than a day: give e.g. "
                    + "coldWarmup: 240s");
        } else if (scenario.coldWarmup() != null && !Durations.wholeSeconds(scenario.coldWarmup())) {
            problem("coldWarmup", ": " + DurationSeconds.plain(scenario.coldWarmup()) + "s is not whole seconds, and "
                    + "JMeter's plans run whole seconds: give e.g. coldWarmup: " + Math.max(1, scenario.coldWarmup().toSeconds()) + "s");
        }
        checkCapacityProbe(scenario.capacityProbe());
        boolean onlyAtRest = !scenario.levels().isEmpty() && scenario.levels().stream().allMatch(Level::atRest);
        if (scenario.duration() == null || scenario.duration().isNegative()
                || scenario.duration().isZero() && !onlyAtRest) {
            problem("duration", " is missing: give the measured window, e.g. duration: 120s"
                    + " (0s only when every level is at rest: a start-up alone)");
        } else if (scenario.duration().compareTo(LONGEST) > 0) {
            problem("duration", ": " + Durations.format(scenario.duration()) + " is longer than a day: give e.g. duration: 120s");
        }
        if (scenario.rounds() < 1) {
            problem("rounds", " must be 1 or more");
        }
    }

    /** The probe's bounds: whole seconds (JMeter runs them), a warm-up of 0s or more, a window of 1s or more, a day at most. */
    private void checkCapacityProbe(CapacityProbeSpec probe) {
        checkProbeDuration("capacityProbe.longestWarmup", probe.longestWarmup(), Duration.ZERO, "180s");
        checkProbeDuration("capacityProbe.measured", probe.measured(), Duration.ofSeconds(1), "60s");
    }

    private void checkProbeDuration(String field, Duration value, Duration least, String example) {
        if (value.compareTo(least) < 0 || value.compareTo(LONGEST) > 0 || !Durations.wholeSeconds(value)) {
            problem(field, ": " + DurationSeconds.plain(value) + "s must be whole seconds from "
                    + Durations.format(least) + " to a day, e.g. " + field.substring(field.indexOf('.') + 1) + ": "
                    + example);
        }
    }

    /** The open model needs a plan written for it: the closed plan under another name would not be open. */
    private void checkLoadModel(Scenario scenario) {
        if (scenario.openPlan() != null) {
            checkFile("openPlan", scenario.openPlan(), "the plan with an Open Model Thread Group, e.g. ../jmx/router-open.jmx");
            if (Files.isRegularFile(Path.of(scenario.openPlan())) && !declaresOpenModel(Path.of(scenario.openPlan()))) {
                problem("openPlan", ": " + scenario.openPlan() + " has no Open Model Thread Group: an open-model plan "
                        + "offers arrivals at a rate (see jmx/router-open.jmx)");
            }
        } else if (scenario.loadModel() == LoadModel.OPEN) {
            problem("loadModel", ": open needs openPlan, a plan with an Open Model Thread Group, e.g. "
                    + "openPlan: ../jmx/router-open.jmx");
        }
        if (scenario.warmupRequests() < 0) {
            problem("warmupRequests", " must be 0 or more: the requests each level's warm-up lasts at least");
        }
    }

    private static boolean declaresOpenModel(Path plan) {
        try {
            return Files.readString(plan).contains("OpenModelThreadGroup");
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

    private void checkTreatments(Scenario scenario) {
        List<TreatmentSpec> treatments = scenario.treatments();
        if (treatments.stream().noneMatch(TreatmentSpec::isBaseline)) {
            problem("treatments", ": add a baseline, e.g. - {name: baseline, kind: baseline}; every delta is against it");
        }
        Set<String> names = new HashSet<>();
        Set<String> labels = new HashSet<>();
        for (int i = 0; i < treatments.size(); i++) {
            TreatmentSpec treatment = treatments.get(i);
            String field = "treatments[" + i + "]";
            checkName(field + ".name", treatment.name());
            if (treatment.name() != null && !names.add(treatment.name())) {
                problem(field + ".name", ": '" + treatment.name() + "' is listed twice");
            } else if (treatment.name() != null && !labels.add(treatment.label())) {
                problem(field + (treatment.labelGiven() ? ".label" : ".name"), ": label '" + treatment.label()
                        + "' is another treatment's too: the report's columns would be indistinguishable; give each a label of its own");
            }
            if (treatment.kind() == null) {
                problem(field + ".kind", " is missing: one of baseline, sermant, javaagent, envoy");
                continue;
            }
            if (treatment.kind() == TreatmentKind.SERMANT && treatment.plugins().isEmpty()) {
                problem(field + ".plugins", ": a sermant treatment mounts at least one plugin, e.g. plugins: [service-router]");
            }
            if (treatment.kind() != TreatmentKind.SERMANT && !treatment.plugins().isEmpty()) {
                problem(field + ".plugins", ": only a sermant treatment mounts plugins");
            }
            if (treatment.kind() == TreatmentKind.ENVOY && treatment.controlPlane().isBlank()) {
                problem(field + ".controlPlane", ": an envoy treatment needs the xDS control plane's address, e.g. "
                        + "controlPlane: \"127.0.0.1:${freePort:ads}\" (the port its control-plane service listens on)");
            }
            if (treatment.kind() != TreatmentKind.ENVOY && !treatment.controlPlane().isBlank()) {
                problem(field + ".controlPlane", ": only an envoy treatment is fed by a control plane");
            }
            if (treatment.evidence() != null) {
                checkEvidence(field + ".evidence", treatment.evidence(), scenario);
            }
            checkInjected(field + ".injected", treatment);
            if (!treatment.properties().isEmpty() && (treatment.isBaseline() || treatment.kind() == TreatmentKind.ENVOY)) {
                problem(field + ".properties", ": only an agent (sermant, javaagent) takes -D properties: a baseline "
                        + "or a sidecar treatment must leave the service's JVM as the baseline's");
            }
            if (treatment.optional() && treatment.isBaseline()) {
                problem(field + ".optional", ": the baseline cannot be optional: every delta is against it");
            }
            for (String rule : treatment.rules()) {
                if (!scenario.rules().containsKey(rule)) {
                    problem(field + ".rules", ": '" + rule + "' is not defined under rules: (defined: "
                            + scenario.rules().keySet() + ")");
                }
            }
        }
    }

    /** A treatment's evidence: a process of the topology, a path, a regular expression that compiles. */
    private void checkEvidence(String field, EvidenceSpec evidence, Scenario scenario) {
        List<String> processes = scenario.topology().services().stream().flatMap(s -> s.processNames().stream()).toList();
        if (evidence.process() == null || !processes.contains(evidence.process())) {
            problem(field + ".process", ": '" + evidence.process() + "' is not one of " + processes);
        }
        if (evidence.path() == null || !evidence.path().startsWith("/")) {
            problem(field + ".path", ": give the path to ask, starting with /, e.g. /nodes");
        }
        try {
            java.util.regex.Pattern.compile(evidence.matches() == null ? "" : evidence.matches());
            if (evidence.matches() == null || evidence.matches().isBlank()) {
                problem(field + ".matches", ": give the regular expression the answer must contain");
            }
        } catch (java.util.regex.PatternSyntaxException e) {
            problem(field + ".matches", ": not a regular expression: " + e.getDescription());
        }
    }

    /** A calibration treatment's known cost: the figures its agent injects, each a number >= 0. */
    private void checkInjected(String field, TreatmentSpec treatment) {
        if (!treatment.injected().isEmpty() && treatment.kind() != TreatmentKind.JAVAAGENT) {
            problem(field, ": only a javaagent treatment (the calibration agent) injects a known cost");
        }
        treatment.injected().forEach((figure, amount) -> {
            if (!TreatmentSpec.INJECTED_FIGURES.contains(figure)) {
                problem(field + "." + figure, ": not a figure the calibration agent injects; use "
                        + new java.util.TreeSet<>(TreatmentSpec.INJECTED_FIGURES));
            } else if (amount == null || amount < 0) {
                problem(field + "." + figure, ": give the amount injected, a number >= 0 (as in the agent's arguments)");
            }
        });
    }

    private void checkRules(Scenario scenario) {
        scenario.rules().forEach((name, rule) -> {
            if (rule.path() == null || !rule.path().startsWith("/")) {
                problem("rules." + name + ".path", ": give the ZooKeeper node, e.g. /app=default&environment=/servicecomb.routeRule.provider");
            }
            checkFile("rules." + name + ".file", rule.file(), "the rule's content, relative to the scenario file");
        });
    }

    private void checkProbe(Scenario scenario) {
        ProbeSpec probe = scenario.probe();
        if (probe.requests() < 0) {
            problem("probe.requests", " must be 0 or more");
        }
        if (!Set.of(ProbeSpec.INSTANCE, ProbeSpec.TAGS).contains(probe.kind())) {
            problem("probe.kind", ": '" + probe.kind() + "' is not one of [instance, tags]");
        } else if (probe.kind().equals(ProbeSpec.TAGS) && probe.headers().isEmpty()) {
            problem("probe.headers", ": a tags probe sends the tags it looks for; give e.g. headers: {x-sermant-lane: gray}");
        }
        probe.expect().forEach((treatment, answer) -> {
            if (scenario.treatment(treatment).isEmpty()) {
                problem("probe.expect." + treatment, ": not a treatment of this scenario "
                        + scenario.treatments().stream().map(TreatmentSpec::name).toList());
            }
            if (answer == null || answer.isBlank()) {
                problem("probe.expect." + treatment, ": give the answer every probe must give, e.g. 'tags crossed'");
            }
        });
        if (!probe.expect().isEmpty() && probe.requests() == 0) {
            problem("probe.requests", ": is 0, but probe.expect asks for answers; send at least one request");
        }
    }

    private void checkFaults(Scenario scenario) {
        List<String> processes = scenario.topology().processNames();
        for (int i = 0; i < scenario.faults().size(); i++) {
            FaultSpec fault = scenario.faults().get(i);
            String field = "faults[" + i + "]";
            if (!processes.contains(fault.process())) {
                problem(field + ".process", ": '" + fault.process() + "' is not one of " + processes);
            }
            if (!FAULT_MODES.contains(fault.mode())) {
                problem(field + ".mode", ": '" + fault.mode() + "' is not one of " + FAULT_MODES);
            } else if (fault.mode().equals("slow") && (fault.delayMs() == null || fault.delayMs() <= 0)) {
                problem(field + ".delayMs", ": mode slow needs the delay of every answer in milliseconds, e.g. delayMs: 3000"
                        + " (beyond the caller's read timeout to make calls fail)");
            } else if (!fault.mode().equals("slow") && fault.delayMs() != null) {
                problem(field + ".delayMs", ": applies to mode slow only; remove it or write mode: slow");
            }
            if (fault.at() == null) {
                problem(field + ".at", " is missing: when, into the measured window, the fault starts, e.g. at: 30s");
            } else {
                for (Level level : scenario.levels()) {
                    Duration window = scenario.durationAt(level);
                    if (!level.atRest() && window != null && fault.at().compareTo(window) >= 0) {
                        problem(field + ".at", " (" + Durations.format(fault.at()) + ") is not inside the measured "
                                + "window of level " + level.name() + " (" + Durations.format(window)
                                + "): lower it or raise the duration");
                        break;
                    }
                }
            }
        }
    }

    /** Each table names a report template; a typo would otherwise only fail after the last run. */
    private void checkTables(Scenario scenario) {
        SortedSet<String> available = reportTables;
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < scenario.tables().size(); i++) {
            String table = scenario.tables().get(i);
            if (!available.contains(table)) {
                problem("tables[" + i + "]", ": '" + table + "' is not a report table; use one of " + available
                        + " (or add report-templates/" + table + ".md.ftl)");
            } else if (!seen.add(table)) {
                problem("tables[" + i + "]", ": '" + table + "' is listed twice");
            }
        }
    }

    private void checkName(String field, String value) {
        if (value == null || value.isBlank()) {
            problem(field, " is missing");
        } else if (!NAME.matcher(value).matches()) {
            problem(field, ": '" + value + "' may hold only letters, digits, '.', '_' and '-' (it names folders)");
        }
    }

    private void checkFile(String field, String value, String what) {
        if (value == null || value.isBlank()) {
            problem(field, " is missing: " + what);
        } else if (!Files.isRegularFile(Path.of(value))) {
            problem(field, ": " + value + " does not exist (" + what + ")");
        }
    }
}
