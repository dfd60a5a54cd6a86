package io.meshbench.harness.scenario;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Checks the treatments compared and the rules they and the rule changes apply. */
final class TreatmentCheck {
    private final ScenarioProblems problems;

    TreatmentCheck(ScenarioProblems problems) {
        this.problems = problems;
    }

    void check(Scenario scenario) {
        List<TreatmentSpec> treatments = scenario.treatments();
        if (treatments.stream().noneMatch(TreatmentSpec::isBaseline)) {
            problems.add("treatments", ": add a baseline, e.g. - {name: baseline, kind: baseline}; every delta is against it");
        }
        Set<String> names = new HashSet<>();
        Set<String> labels = new HashSet<>();
        for (int i = 0; i < treatments.size(); i++) {
            TreatmentSpec treatment = treatments.get(i);
            String field = "treatments[" + i + "]";
            problems.checkName(field + ".name", treatment.name());
            if (treatment.name() != null && !names.add(treatment.name())) {
                problems.add(field + ".name", ": '" + treatment.name() + "' is listed twice");
            } else if (treatment.name() != null && !labels.add(treatment.label())) {
                problems.add(field + (treatment.labelGiven() ? ".label" : ".name"), ": label '" + treatment.label()
                        + "' is another treatment's too: the report's columns would be indistinguishable; give each a label of its own");
            }
            if (treatment.kind() == null) {
                problems.add(field + ".kind", " is missing: one of baseline, sermant, javaagent, envoy");
                continue;
            }
            if (treatment.kind() == TreatmentKind.SERMANT && treatment.plugins().isEmpty()) {
                problems.add(field + ".plugins", ": a sermant treatment mounts at least one plugin, e.g. plugins: [service-router]");
            }
            if (treatment.kind() != TreatmentKind.SERMANT && !treatment.plugins().isEmpty()) {
                problems.add(field + ".plugins", ": only a sermant treatment mounts plugins");
            }
            if (treatment.kind() == TreatmentKind.ENVOY && treatment.controlPlane().isBlank() && treatment.mesh() == null) {
                problems.add(field + ".controlPlane", ": an envoy treatment needs the xDS control plane's address, e.g. "
                        + "controlPlane: \"127.0.0.1:${freePort:ads}\" (the port its control-plane service listens on), "
                        + "or a static mesh instead: mesh: {client: consumer, server: provider, tls: mutual}");
            }
            if (treatment.mesh() != null) {
                checkMesh(field + ".mesh", treatment, scenario);
            }
            if (treatment.kind() != TreatmentKind.ENVOY && !treatment.controlPlane().isBlank()) {
                problems.add(field + ".controlPlane", ": only an envoy treatment is fed by a control plane");
            }
            if (treatment.evidence() != null) {
                checkEvidence(field + ".evidence", treatment.evidence(), scenario);
            }
            checkInjected(field + ".injected", treatment);
            if (!treatment.properties().isEmpty() && (treatment.isBaseline() || treatment.kind() == TreatmentKind.ENVOY)) {
                problems.add(field + ".properties", ": only an agent (sermant, javaagent) takes -D properties: a baseline "
                        + "or a sidecar treatment must leave the service's JVM as the baseline's");
            }
            if (!treatment.release().isEmpty() || !treatment.releaseOf().isEmpty()) {
                problems.add(field + (treatment.release().isEmpty() ? ".releaseOf" : ".release"), ": set by "
                        + "--sermant-compare-home (-Dsermant.compare.home), which repeats every sermant treatment with "
                        + "an older release; leave it out of the scenario file");
            }
            if (!treatment.standInOf().isEmpty()) {
                problems.add(field + ".standInOf", ": set by an A/A page (run-page --aa=true, -Dpage.aa=true) for the "
                        + "baseline it deploys in a treatment's place; leave it out of the scenario file");
            }
            if (treatment.optional() && treatment.isBaseline()) {
                problems.add(field + ".optional", ": the baseline cannot be optional: every delta is against it");
            }
            for (String rule : treatment.rules()) {
                if (!scenario.rules().containsKey(rule)) {
                    problems.add(field + ".rules", ": '" + rule + "' is not defined under rules: (defined: "
                            + scenario.rules().keySet() + ")");
                }
            }
        }
    }

    /** A treatment's evidence: a process of the topology, a path, a regular expression that compiles. */
    private void checkEvidence(String field, EvidenceSpec evidence, Scenario scenario) {
        List<String> processes = scenario.topology().services().stream().flatMap(s -> s.processNames().stream()).toList();
        if (evidence.process() == null || !processes.contains(evidence.process())) {
            problems.add(field + ".process", ": '" + evidence.process() + "' is not one of " + processes);
        }
        if (evidence.path() == null || !evidence.path().startsWith("/")) {
            problems.add(field + ".path", ": give the path to ask, starting with /, e.g. /nodes");
        }
        try {
            Pattern.compile(evidence.matches() == null ? "" : evidence.matches());
            if (evidence.matches() == null || evidence.matches().isBlank()) {
                problems.add(field + ".matches", ": give the regular expression the answer must contain");
            }
        } catch (PatternSyntaxException e) {
            problems.add(field + ".matches", ": not a regular expression: " + e.getDescription());
        }
    }

    /** A static mesh: on an envoy treatment without a control plane, its client and server treated services. */
    private void checkMesh(String field, TreatmentSpec treatment, Scenario scenario) {
        MeshSpec mesh = treatment.mesh();
        if (treatment.kind() != TreatmentKind.ENVOY) {
            problems.add(field, ": only an envoy treatment puts sidecars on a hop");
            return;
        }
        if (!treatment.controlPlane().isBlank()) {
            problems.add(field, ": give either controlPlane (sidecars fed over xDS) or mesh (a static hop), not both");
        }
        List<String> treated = scenario.topology().services().stream().filter(ServiceSpec::treated)
                .map(ServiceSpec::name).toList();
        if (mesh.client() == null || !treated.contains(mesh.client())) {
            problems.add(field + ".client", ": '" + mesh.client() + "' is not a treated service; one of " + treated);
        }
        if (mesh.hasServer() && (!treated.contains(mesh.server()) || mesh.server().equals(mesh.client()))) {
            problems.add(field + ".server", ": '" + mesh.server() + "' is not a treated service other than the client; "
                    + "one of " + treated);
        }
        if (mesh.hasServer() && mesh.serverPortProperty() == null) {
            problems.add(field + ".serverPortProperty", ": give the property through which a server instance registers "
                    + "its port (its sidecar's), e.g. serverPortProperty: spring.cloud.zookeeper.discovery.instance-port");
        }
        if (!mesh.hasServer() && mesh.tls() != MeshSpec.Tls.OFF) {
            problems.add(field + ".tls", ": TLS runs between two sidecars: give the server too, e.g. server: provider");
        }
    }

    /** A calibration treatment's known cost: the figures its agent injects, each a number >= 0. */
    private void checkInjected(String field, TreatmentSpec treatment) {
        if (!treatment.injected().isEmpty() && treatment.kind() != TreatmentKind.JAVAAGENT) {
            problems.add(field, ": only a javaagent treatment (the calibration agent) injects a known cost");
        }
        treatment.injected().forEach((figure, amount) -> {
            if (!TreatmentSpec.INJECTED_FIGURES.contains(figure)) {
                problems.add(field + "." + figure, ": not a figure the calibration agent injects; use "
                        + new TreeSet<>(TreatmentSpec.INJECTED_FIGURES));
            } else if (amount == null || amount < 0) {
                problems.add(field + "." + figure, ": give the amount injected, a number >= 0 (as in the agent's arguments)");
            }
        });
    }

    void checkRules(Scenario scenario) {
        scenario.rules().forEach((name, rule) -> {
            if (rule.path() == null || !rule.path().startsWith("/")) {
                problems.add("rules." + name + ".path", ": give the ZooKeeper node, e.g. /app=default&environment=/servicecomb.routeRule.provider");
            }
            problems.checkFile("rules." + name + ".file", rule.file(), "the rule's content, relative to the scenario file");
        });
    }
}
