package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.abort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Renders every overlay of k8s-manifests/ with kustomize, validates every object against Kubernetes' API schema
 * offline (kubernetes-validate, strict: unknown fields fail), and checks that names, ports, tags and flags agree with
 * the local deployment (the services' application.properties, scenarios/router.yaml, docker/). The tools come from
 * scripts/install-k8s-tools.sh; without them the test is skipped, saying so.
 */
class K8sManifestsIT {

    private static final String KUBERNETES_VERSION = "1.32.0";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final List<String> TREATED = List.of("provider-1", "provider-2", "provider-3", "consumer");

    private static Path kustomize;
    private static Path validator;

    @TempDir
    Path temp;

    @BeforeAll
    static void findTools() {
        kustomize = kustomize();
        validator = find(tools().resolve("venv/bin/kubernetes-validate"), "kubernetes-validate");
        if (kustomize == null || validator == null) {
            abort("kustomize or kubernetes-validate is not installed, so k8s-manifests/ is not rendered here: run "
                    + "scripts/install-k8s-tools.sh once (.ci/run does)");
        }
    }

    @Test
    void everyOverlayRendersAndEveryObjectValidatesStrictly() throws Exception {
        for (String overlay : List.of("baseline", "sermant", "envoy")) {
            Path rendered = render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/" + overlay), overlay);
            List<JsonNode> objects = objects(rendered);

            String report = validate(rendered, 0);
            assertThat(report.lines().filter(line -> line.contains(" passed for resource "))).as(overlay)
                    .hasSize(objects.size());
            assertThat(objects).as(overlay).hasSizeGreaterThanOrEqualTo(15);
        }
    }

    @Test
    void theValidatorRejectsAnUnknownField() throws Exception {
        Path rendered = render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/baseline"), "broken");
        Files.writeString(rendered, Files.readString(rendered).replaceFirst("readinessProbe:", "readinesProbe:"));

        assertThat(validate(rendered, 1)).contains("readinesProbe");
    }

    @Test
    void namesPortsAndTagsAgreeWithTheLocalDeployment() throws Exception {
        Map<String, JsonNode> objects = byKindAndName(render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/baseline"), "baseline"));
        JsonNode router = YAML.readTree(TestPaths.repoRoot().resolve("scenarios/router.yaml").toFile());
        JsonNode providerTags = router.at("/topology/services").findParents("name").stream()
                .filter(s -> s.path("name").asText().equals("provider")).findFirst().orElseThrow()
                .path("instanceProperties");

        for (String service : List.of("data", "provider", "consumer")) {
            String port = defaultPort(service);
            assertThat(objects.get("Service/" + service).at("/spec/ports/0/port").asText()).isEqualTo(port);
            for (String instance : instances(service)) {
                JsonNode container = container(objects.get("Deployment/" + instance), 0);
                assertThat(container.at("/ports/0/containerPort").asText()).as(instance).isEqualTo(port);
                assertThat(container.path("args").toString()).as(instance).isEqualTo("[\"--server.port=" + port + "\"]");
                assertThat(container.path("image").asText()).as(instance).startsWith("meshbench/" + service + ":");
                assertThat(Files.readString(TestPaths.repoRoot().resolve("docker/" + service + "/Dockerfile")))
                        .contains("EXPOSE " + port + "\n");
                Map<String, String> env = env(container);
                assertThat(env).as(instance).containsEntry("SPRING_CLOUD_ZOOKEEPER_CONNECTSTRING", "zookeeper:"
                        + objects.get("Service/zookeeper").at("/spec/ports/0/port").asText())
                        .containsEntry("MESHBENCH_INSTANCE", instance).doesNotContainKey("JAVA_TOOL_OPTIONS");
                String readiness = service.equals("consumer") ? readinessOf(router, "consumer") : "/health";
                assertThat(container.at("/readinessProbe/httpGet/path").asText()).as(instance).isEqualTo(readiness);
                assertThat(container.at("/livenessProbe/httpGet/path").asText()).as(instance).isEqualTo("/health");
            }
        }
        for (int i = 0; i < 3; i++) {
            Map<String, String> env = env(container(objects.get("Deployment/provider-" + (i + 1)), 0));
            JsonNode tags = providerTags.get(i);
            assertThat(env.get("SERVICE_META_VERSION")).isEqualTo(tags.path("service.meta.version").asText());
            assertThat(env.get("SERVICE_META_PARAMETERS")).isEqualTo(tags.path("service.meta.parameters").asText(null));
        }
        // the controller drives exactly the workers the StatefulSet makes
        JsonNode workers = objects.get("StatefulSet/jmeter-server");
        String args = container(objects.get("Job/jmeter-controller"), 0).path("args").toString();
        assertThat(args).contains("jmeter-server-0.jmeter-server,jmeter-server-1.jmeter-server", "-Ghost=consumer",
                "-Gport=" + defaultPort("consumer"), "/plans/router.jmx");
        assertThat(workers.at("/spec/replicas").asInt()).isEqualTo(2);
        assertThat(TestPaths.repoRoot().resolve("jmx/router.jmx")).isRegularFile();
    }

    @Test
    void independentEnginesAreAnIndexedJobWhoseIndexIsTheEngineId() throws Exception {
        Map<String, JsonNode> objects = byKindAndName(render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/baseline"), "baseline"));
        JsonNode engines = objects.get("Job/jmeter-engines");
        assertThat(engines.at("/spec/completionMode").asText()).isEqualTo("Indexed");
        int count = engines.at("/spec/completions").asInt();
        assertThat(engines.at("/spec/parallelism").asInt()).as("every engine at once").isEqualTo(count).isEqualTo(2);
        JsonNode container = container(engines, 0);
        String args = container.path("args").toString();
        // the router's 50u-1000tps level, split over the engines as the harness splits it
        assertThat(args).contains("-Jusers=" + 50 / count, "-Jtps=" + 1000 / count, "-Jhost=consumer",
                "-Jport=" + defaultPort("consumer"), "-Jengine.id=$(JOB_COMPLETION_INDEX)",
                "/results/engine-$(JOB_COMPLETION_INDEX)/result.jtl").doesNotContain("-R", "-G");
        assertThat(container.path("env").toString()).contains("JOB_COMPLETION_INDEX",
                "batch.kubernetes.io/job-completion-index");
        assertThat(objects.get("PersistentVolumeClaim/jmeter-engine-results").at("/spec/accessModes/0").asText())
                .as("every engine's pod writes its JTL there, on whatever node").isEqualTo("ReadWriteMany");
    }

    @Test
    void everyPodRunsAsNonRootWithAReadOnlyRootAndThePublishedSize() throws Exception {
        for (JsonNode object : objects(render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/envoy"), "envoy"))) {
            JsonNode pod = object.at("/spec/template/spec");
            if (pod.isMissingNode()) {
                continue;
            }
            String name = object.at("/metadata/name").asText();
            assertThat(pod.at("/securityContext/runAsNonRoot").asBoolean()).as(name).isTrue();
            for (JsonNode container : pod.path("containers")) {
                assertThat(container.at("/securityContext/readOnlyRootFilesystem").asBoolean()).as(name).isTrue();
                assertThat(container.at("/securityContext/allowPrivilegeEscalation").asBoolean(true)).as(name).isFalse();
            }
            if (TREATED.contains(name) || name.equals("data")) {
                assertThat(pod.at("/containers/0/resources/limits/cpu").asText()).as(name).isEqualTo("4");
                assertThat(pod.at("/containers/0/resources/limits/memory").asText()).as(name).isEqualTo("8Gi");
            }
        }
    }

    @Test
    void thePodSizeIsOneSetting() throws Exception {
        // kustomize takes only relative paths to a base: the overlay lives in the build folder
        Path overlay = Files.createDirectories(TestPaths.repoRoot().resolve("src/bench/target/k8s-overlay-small"));
        Files.writeString(overlay.resolve("kustomization.yaml"), """
                resources: [%s/base]
                components: [%s/components/pod-size]
                configMapGenerator:
                  - {name: meshbench-settings, behavior: merge, literals: [podCpu=2, podMemory=3Gi]}
                """.formatted(manifests(overlay), manifests(overlay)));
        Map<String, JsonNode> objects = byKindAndName(render(overlay, "small"));

        for (String name : List.of("data", "provider-1", "provider-2", "provider-3", "consumer")) {
            JsonNode resources = container(objects.get("Deployment/" + name), 0).path("resources");
            assertThat(resources.at("/limits/cpu").asText() + " " + resources.at("/requests/memory").asText())
                    .as(name).isEqualTo("2 3Gi");
        }
        assertThat(container(objects.get("StatefulSet/jmeter-server"), 0).at("/resources/limits/cpu").asText()).isEqualTo("2");
    }

    @Test
    void sermantMountsTheAgentOnTheTreatedServicesOnly() throws Exception {
        Map<String, JsonNode> objects = byKindAndName(render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/sermant"), "sermant"));

        for (String name : TREATED) {
            JsonNode deployment = objects.get("Deployment/" + name);
            Map<String, String> env = env(container(deployment, 0));
            String mountPath = container(deployment, 0).path("volumeMounts").findParents("name").stream()
                    .filter(m -> m.path("name").asText().equals("sermant-agent")).findFirst().orElseThrow()
                    .path("mountPath").asText();
            // the release layout: <sermant-agent>/agent/sermant-agent.jar, appName as Sermant's facts require
            assertThat(env.get("JAVA_TOOL_OPTIONS")).as(name)
                    .startsWith("-javaagent:" + mountPath + "/agent/sermant-agent.jar=appName=default");
            assertThat(env).as(name).containsEntry("DYNAMIC_CONFIG_SERVER_ADDRESS", "zookeeper:2181");
            assertThat(container(deployment, 0).path("image").asText()).startsWith("meshbench/");
        }
        assertThat(env(container(objects.get("Deployment/data"), 0))).doesNotContainKey("JAVA_TOOL_OPTIONS");
    }

    @Test
    void envoyFrontsTheTreatedServicesOnTheirOwnPorts() throws Exception {
        Map<String, JsonNode> objects = byKindAndName(render(TestPaths.repoRoot().resolve("k8s-manifests/overlays/envoy"), "envoy"));

        for (String name : TREATED) {
            JsonNode pod = objects.get("Deployment/" + name).at("/spec/template/spec");
            assertThat(pod.path("containers")).as(name).hasSize(2);
            assertThat(env(pod.path("containers").get(0))).containsEntry("SERVER_ADDRESS", "127.0.0.1")
                    .containsEntry("SPRING_CLOUD_ZOOKEEPER_DISCOVERY_INSTANCEPORT", "15006");
            String service = name.startsWith("provider") ? "provider" : name;
            String configMap = pod.path("volumes").findParents("name").stream()
                    .filter(v -> v.path("name").asText().equals("envoy-config")).findFirst().orElseThrow()
                    .at("/configMap/name").asText();
            JsonNode envoy = YAML.readTree(objects.get("ConfigMap/" + configMap).at("/data/envoy.yaml").asText());
            assertThat(envoy.findValues("port_value").stream().map(JsonNode::asText))
                    .containsExactlyInAnyOrder("9901", "15006", defaultPort(service));
        }
        assertThat(objects.get("Deployment/data").at("/spec/template/spec/containers")).hasSize(1);
        assertThat(objects.get("Service/consumer").at("/spec/ports/0/targetPort").asInt()).isEqualTo(15006);
    }

    // --- helpers ---------------------------------------------------------------------------------------------------

    private Path render(Path overlay, String name) throws Exception {
        Path out = temp.resolve(name + ".yaml");
        Files.writeString(out, exec(List.of(kustomize.toString(), "build", overlay.toString()), 0));
        return out;
    }

    private static String validate(Path rendered, int expectedExit) throws Exception {
        return exec(List.of(validator.toString(), "-k", KUBERNETES_VERSION, "--strict", rendered.toString()), expectedExit);
    }

    static List<JsonNode> objects(Path rendered) throws IOException {
        List<JsonNode> objects = new ArrayList<>();
        try (var parser = YAML.getFactory().createParser(rendered.toFile())) {
            YAML.readValues(parser, JsonNode.class).forEachRemaining(node -> {
                if (node != null && !node.isMissingNode() && node.size() > 0) {
                    objects.add(node);
                }
            });
        }
        return objects;
    }

    private static Map<String, JsonNode> byKindAndName(Path rendered) throws IOException {
        Map<String, JsonNode> objects = new LinkedHashMap<>();
        for (JsonNode object : objects(rendered)) {
            objects.put(object.path("kind").asText() + "/" + object.at("/metadata/name").asText(), object);
        }
        return objects;
    }

    private static JsonNode container(JsonNode workload, int index) {
        assertThat(workload).isNotNull();
        return workload.at("/spec/template/spec/containers/" + index);
    }

    private static Map<String, String> env(JsonNode container) {
        Map<String, String> env = new LinkedHashMap<>();
        container.path("env").forEach(e -> env.put(e.path("name").asText(), e.has("value") ? e.path("value").asText()
                : "<from " + e.path("valueFrom").toString() + ">"));
        return env;
    }

    private static Path manifests(Path from) {
        return from.relativize(TestPaths.repoRoot().resolve("k8s-manifests"));
    }

    private static List<String> instances(String service) {
        return service.equals("provider") ? List.of("provider-1", "provider-2", "provider-3") : List.of(service);
    }

    private static String readinessOf(JsonNode scenario, String service) {
        return scenario.at("/topology/services").findParents("name").stream()
                .filter(s -> s.path("name").asText().equals(service)).findFirst().orElseThrow()
                .path("readiness").asText();
    }

    private static String defaultPort(String service) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(TestPaths.repoRoot()
                .resolve("src/services/" + service + "/src/main/resources/application.properties"))) {
            properties.load(in);
        }
        return properties.getProperty("server.port");
    }

    /** Where scripts/install-k8s-tools.sh installs. */
    static Path tools() {
        return Path.of(System.getenv().getOrDefault("MESHBENCH_TOOLS",
                System.getProperty("user.home") + "/.cache/meshbench-tools"));
    }

    /** kustomize, or null when it is not installed. */
    static Path kustomize() {
        return find(tools().resolve("bin/kustomize"), "kustomize");
    }

    private static Path find(Path installed, String program) {
        if (Files.isExecutable(installed)) {
            return installed;
        }
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).map(dir -> Path.of(dir, program))
                .filter(Files::isExecutable).findFirst().orElse(null);
    }

    private static String exec(List<String> command, int expectedExit) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        assertThat(process.exitValue()).as(String.join(" ", command) + "\n" + output).isEqualTo(expectedExit);
        return output;
    }
}
