package io.meshbench.harness.remote;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.FaultSpec;
import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import io.meshbench.harness.scenario.ScenarioException;
import io.meshbench.harness.scenario.TreatmentKind;
import io.meshbench.harness.scenario.TreatmentSpec;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a targets file ({@code meshbench run --targets FILE}) and checks it against the scenario before anything
 * runs: every treatment has its deployment, every process named is one of the topology's, every URL is an absolute
 * {@code http://host[:port]} base, and the processes the loop talks to (target, measured process, faults, evidence)
 * are there. Each mistake is one {@link ScenarioException} naming the option, the file, the key and what to write.
 *
 * <pre>
 * health: /health                  # optional, these are the defaults
 * metrics: /actuator/prometheus
 * info: /actuator/info
 * readinessTimeout: 60s
 * treatments:
 *   baseline:
 *     services:
 *       consumer: http://127.0.0.1:18088     # e.g. kubectl port-forward -n meshbench-baseline svc/consumer 18088
 *       provider-1: http://127.0.0.1:18081
 *     zookeeper: 127.0.0.1:2181            # only when the scenario publishes rules
 * </pre>
 */
public final class TargetsFile {

    private static final Set<String> TOP_KEYS = Set.of("health", "metrics", "info", "readinessTimeout", "treatments");
    private static final Set<String> TREATMENT_KEYS = Set.of("services", "zookeeper");

    /** @throws ScenarioException naming {@code --targets}, the file and what is wrong */
    public Targets load(Path file, Scenario scenario) {
        if (!Files.isRegularFile(file)) {
            throw bad(file, "does not exist or is not a file. Give a targets file (docs/remote.md shows one).");
        }
        JsonNode root;
        try {
            root = StrictReader.yamlTree(file, StrictReader.yamlText(file));
        } catch (ResultsException e) {
            throw new ScenarioException(Targets.OPTION + " " + e.getMessage());
        }
        return parse(file, root, scenario);
    }

    Targets parse(Path file, JsonNode root, Scenario scenario) {
        if (root == null || !root.isObject()) {
            throw bad(file, "must be a map with 'treatments:' (docs/remote.md shows one)");
        }
        unknownKeys(file, root, TOP_KEYS, "");
        String health = path(file, root, "health", Targets.DEFAULT_HEALTH);
        String metrics = path(file, root, "metrics", Targets.DEFAULT_METRICS);
        String info = path(file, root, "info", Targets.DEFAULT_INFO);
        Duration timeout = Targets.DEFAULT_READINESS_TIMEOUT;
        if (root.has("readinessTimeout")) {
            try {
                timeout = Durations.parse(root.get("readinessTimeout").asText());
            } catch (RuntimeException e) {
                throw bad(file, "readinessTimeout: " + e.getMessage());
            }
        }
        JsonNode treatments = root.path("treatments");
        if (!treatments.isObject() || treatments.isEmpty()) {
            throw bad(file, "has no 'treatments:' map; name each of the scenario's treatments "
                    + names(scenario) + " with the base URLs of its services");
        }
        Map<String, Targets.TreatmentTargets> byTreatment = new LinkedHashMap<>();
        for (Iterator<String> it = treatments.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            TreatmentSpec spec = scenario.treatment(name).orElseThrow(() -> bad(file, "treatments." + name
                    + ": scenario " + scenario.name() + " has no treatment '" + name + "'; its treatments are "
                    + names(scenario)));
            byTreatment.put(name, treatment(file, spec, treatments.get(name), scenario));
        }
        for (TreatmentSpec spec : scenario.treatments()) {
            if (!byTreatment.containsKey(spec.name())) {
                throw bad(file, "has no entry for treatment '" + spec.name() + "' of scenario " + scenario.name()
                        + ": add treatments." + spec.name() + ".services with the base URL of each service of that "
                        + "deployment (or leave the treatment out of the scenario)");
            }
        }
        requireRemotable(file, scenario);
        return new Targets(file, health, metrics, info, timeout, byTreatment);
    }

    private Targets.TreatmentTargets treatment(Path file, TreatmentSpec spec, JsonNode node, Scenario scenario) {
        String at = "treatments." + spec.name();
        if (spec.kind() == TreatmentKind.ENVOY) {
            throw bad(file, at + ": treatment '" + spec.name() + "' is an Envoy sidecar, which the remote mode cannot "
                    + "check from the services' JVM arguments; run it locally, or leave it out of the scenario");
        }
        if (node == null || !node.isObject()) {
            throw bad(file, at + " must be a map with 'services:'");
        }
        unknownKeys(file, node, TREATMENT_KEYS, at + ".");
        JsonNode services = node.path("services");
        if (!services.isObject() || services.isEmpty()) {
            throw bad(file, at + ".services must map process names (" + String.join(", ",
                    scenario.topology().processNames()) + ") to base URLs, e.g. consumer: http://127.0.0.1:18088");
        }
        List<String> processes = scenario.topology().processNames();
        Map<String, URI> urls = new LinkedHashMap<>();
        for (Iterator<String> it = services.fieldNames(); it.hasNext(); ) {
            String process = it.next();
            if (!processes.contains(process)) {
                throw bad(file, at + ".services." + process + ": scenario " + scenario.name() + " has no process '"
                        + process + "'; its processes are " + String.join(", ", processes));
            }
            urls.put(process, baseUrl(file, at + ".services." + process, services.get(process)));
        }
        for (String required : requiredProcesses(scenario)) {
            if (!urls.containsKey(required)) {
                throw bad(file, at + ".services has no '" + required + "', which the scenario loads, measures, probes "
                        + "or switches: add its base URL");
            }
        }
        if (spec.kind() != TreatmentKind.BASELINE && urls.keySet().stream()
                .noneMatch(p -> scenario.topology().treatedProcessNames().contains(p))) {
            throw bad(file, at + ".services names none of the processes treatment '" + spec.name() + "' is mounted on ("
                    + String.join(", ", scenario.topology().treatedProcessNames()) + "), so it cannot be shown loaded");
        }
        String zookeeper = node.hasNonNull("zookeeper") ? node.get("zookeeper").asText().strip() : null;
        if (zookeeper != null && !zookeeper.matches("[A-Za-z0-9.\\-]+:\\d{1,5}")) {
            throw bad(file, at + ".zookeeper: '" + zookeeper + "' is not host:port, e.g. 127.0.0.1:2181");
        }
        if (zookeeper == null && !scenario.rules().isEmpty()) {
            throw bad(file, at + " has no 'zookeeper: host:port', but scenario " + scenario.name() + " publishes "
                    + "rules: give the ZooKeeper the deployment's agents read (e.g. kubectl port-forward svc/zookeeper "
                    + "2181)");
        }
        return new Targets.TreatmentTargets(spec.name(), urls, zookeeper);
    }

    /** The processes the loop talks to, which every treatment's entry must name. */
    static Set<String> requiredProcesses(Scenario scenario) {
        Set<String> required = new LinkedHashSet<>();
        required.add(scenario.plan().target());
        if (scenario.plan().measuredProcess() != null) {
            required.add(scenario.plan().measuredProcess());
        }
        scenario.checks().faults().stream().map(FaultSpec::process).forEach(required::add);
        scenario.treatments().stream().filter(t -> t.evidence() != null).forEach(t -> required.add(t.evidence().process()));
        return required;
    }

    private static void requireRemotable(Path file, Scenario scenario) {
        for (Level level : scenario.load().levels()) {
            if (level.cpus() != null) {
                throw bad(file, "scenario " + scenario.name() + " pins level " + level.name() + " to " + level.cpus()
                        + " CPUs, which needs the suite to start the services: the remote mode cannot (set CPU limits "
                        + "in the cluster instead)");
            }
        }
    }

    static URI baseUrl(Path file, String at, JsonNode node) {
        String text = node == null || node.isNull() ? "" : node.asText().strip();
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw bad(file, at + ": '" + text + "' is not a URL (" + e.getReason() + "); write http://host:port");
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
            throw bad(file, at + ": '" + text + "' is not an http://host[:port] URL (JMeter's plans speak plain HTTP; "
                    + "reach an https-only service through kubectl port-forward)");
        }
        if (uri.getPath() != null && !uri.getPath().isEmpty() && !uri.getPath().equals("/")
                || uri.getQuery() != null || uri.getFragment() != null) {
            throw bad(file, at + ": '" + text + "' has a path; give the service's base URL only (http://host:port), "
                    + "the scenario adds the paths");
        }
        int port = uri.getPort() < 0 ? 80 : uri.getPort();
        return URI.create("http://" + uri.getHost() + ":" + port);
    }

    private static String path(Path file, JsonNode root, String key, String fallback) {
        if (!root.hasNonNull(key)) {
            return fallback;
        }
        String path = root.get(key).asText().strip();
        if (!path.startsWith("/")) {
            throw bad(file, key + ": '" + path + "' must be a path starting with /, e.g. " + fallback);
        }
        return path;
    }

    private static void unknownKeys(Path file, JsonNode node, Set<String> known, String prefix) {
        List<String> unknown = new ArrayList<>();
        node.fieldNames().forEachRemaining(key -> {
            if (!known.contains(key)) {
                unknown.add(prefix + key);
            }
        });
        if (!unknown.isEmpty()) {
            throw bad(file, "unknown key " + String.join(", ", unknown) + "; known here: "
                    + known.stream().sorted().map(k -> prefix + k).toList());
        }
    }

    private static String names(Scenario scenario) {
        return scenario.treatments().stream().map(TreatmentSpec::name).toList().toString();
    }

    private static ScenarioException bad(Path file, String what) {
        return new ScenarioException(Targets.OPTION + " " + file + ": " + what);
    }
}
