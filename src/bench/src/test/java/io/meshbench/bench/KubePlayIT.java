package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * k8s-manifests/ applied: the baseline overlay rendered by kustomize and played by {@code podman kube play}, once per
 * treatment on a podman network of its own, then benchmarked in remote mode at the pods' own addresses, as a cluster's
 * pods are reached (no 127.0.0.1). podman 4.3 plays Pods, Deployments and PersistentVolumeClaims: the StatefulSets,
 * Jobs and Services are listed as not played (K8sManifestsIT validates them against the schema), and ZooKeeper, a
 * StatefulSet, runs as one container named {@code zookeeper} on each network. What is changed before playing is kept
 * small: one provider (as the other remote tests); {@code SERVER_ADDRESS} 0.0.0.0 in the pod's own network namespace,
 * with the pod's address registered in ZooKeeper ({@code prefer-ip-address}), since podman 4.3 can give it neither from
 * {@code status.podIP} nor by {@code --ip} (see {@link #listenInThePod}); each containerPort pinned to 127.0.0.1
 * (podman 4.3 publishes it on every address otherwise); each emptyDir
 * named after its pod (podman 4.3 makes one volume of each name, shared by all pods); for the javaagent treatment the
 * agent through {@code JAVA_TOOL_OPTIONS} from a mounted folder, as the sermant overlay mounts Sermant.
 * {@code podman kube down} tears each down, on failure too.
 */
class KubePlayIT {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Map<String, Integer> TREATMENTS = Map.of("baseline", 81, "javaagent", 121);
    private static final List<String> PLAYED = List.of("data", "provider-1", "consumer");
    private static final String LEVEL = "4u-20tps";

    @TempDir
    static Path dir;

    private static Podman podman;
    private static final List<Path> played = new ArrayList<>();

    @BeforeAll
    static void imagesAndKustomize() {
        podman = Podman.get();
        Assumptions.assumeTrue(podman != null, () -> "KubePlayIT skipped: " + Podman.whyNot());
        Assumptions.assumeTrue(K8sManifestsIT.kustomize() != null,
                "KubePlayIT skipped: kustomize is not installed (scripts/install-k8s-tools.sh; .ci/run runs it)");
    }

    @AfterAll
    static void tearDown() throws Exception {
        if (podman == null) {
            return;
        }
        for (Path file : played) {
            podman.exec("kube", "down", file.toString());
        }
        TREATMENTS.keySet().forEach(t -> podman.remove(prefix(t), Podman.networkName("k8s-" + t)));
    }

    @Test
    void theRenderedManifestsServeAQuickstartBenchmarkInRemoteMode() throws Exception {
        Path rendered = dir.resolve("baseline.yaml");
        Files.writeString(rendered, Podman.Exec.check(List.of(K8sManifestsIT.kustomize().toString(), "build",
                TestPaths.repoRoot().resolve("k8s-manifests/overlays/baseline").toString()), dir));
        List<JsonNode> objects = K8sManifestsIT.objects(rendered);
        List<String> notPlayed = objects.stream()
                .filter(o -> !o.path("kind").asText().equals("Deployment"))
                .map(o -> o.path("kind").asText() + "/" + o.at("/metadata/name").asText()).toList();
        System.out.println("KubePlayIT: not played (" + podman.run("--version").strip() + "'s kube play plays Pod, "
                + "Deployment, PersistentVolumeClaim; K8sManifestsIT validates these against the schema): "
                + String.join(", ", notPlayed));
        assertThat(notPlayed).contains("StatefulSet/zookeeper", "Job/jmeter-engines", "Service/consumer");

        Map<String, Map<String, String>> services = new LinkedHashMap<>();
        for (String treatment : List.of("baseline", "javaagent")) {
            services.put(treatment, play(treatment, objects));
        }
        assertThat(services.values()).as("the pods' own addresses").allSatisfy(urls ->
                assertThat(urls.values()).allSatisfy(url -> assertThat(url).startsWith("http://198.19.")));

        Path benchmark = RemoteBenchmark.run(dir, services, LEVEL);
        RemoteBenchmark.assertCheckedOverHttp(benchmark, LEVEL);
        RemoteBenchmark.printExcerpt("KubePlayIT", benchmark);
    }

    /** Plays the treatment's Deployments on its network beside its ZooKeeper; returns each process's pod URL. */
    private static Map<String, String> play(String treatment, List<JsonNode> objects) throws Exception {
        Podman.Network network = podman.network("k8s-" + treatment, TREATMENTS.get(treatment));
        List<String> zookeeper = new ArrayList<>(List.of("run", "-d", "--name", prefix(treatment) + "zookeeper",
                "--network", network.name(), "--network-alias", "zookeeper"));
        zookeeper.addAll(RemoteBenchmark.untreatedJvmOptions());
        zookeeper.add(Podman.ZOOKEEPER);
        podman.run(zookeeper.toArray(String[]::new));
        Map<String, String> ports = new LinkedHashMap<>();
        for (JsonNode object : objects) {
            String name = object.at("/metadata/name").asText();
            if (!object.path("kind").asText().equals("Deployment") || !PLAYED.contains(name)) {
                continue;
            }
            ObjectNode deployment = object.deepCopy();
            ((ObjectNode) deployment.path("metadata")).put("name", prefix(treatment) + name);
            ObjectNode pod = (ObjectNode) deployment.at("/spec/template/spec");
            ObjectNode container = (ObjectNode) pod.path("containers").get(0);
            ArrayNode env = (ArrayNode) container.path("env");
            listenInThePod(env);
            ownEmptyDirs(pod, container, prefix(treatment) + name + "-");
            if (treatment.equals("javaagent") && !name.equals("data")) {
                mountAgent(pod, container, env);
            } else if (!RemoteBenchmark.testJvmOptions().isEmpty()) {
                env.addObject().put("name", "JAVA_TOOL_OPTIONS").put("value", RemoteBenchmark.testJvmOptions());
            }
            ports.put(name, container.at("/ports/0/containerPort").asText());
            loopbackOnly((ArrayNode) container.path("ports"));
            Path file = dir.resolve(treatment + "-" + name + ".yaml");
            Files.writeString(file, YAML.writeValueAsString(deployment));
            played.add(file);
            podman.run("kube", "play", "--network", network.name(), file.toString());
        }

        Map<String, String> urls = new LinkedHashMap<>();
        for (Map.Entry<String, String> pod : ports.entrySet()) {
            String address = podAddress(prefix(treatment) + pod.getKey() + "-pod-0", network.name());
            assertThat(address).as(pod.getKey()).startsWith(network.prefix());
            urls.put(pod.getKey().startsWith("provider") ? "provider" : pod.getKey(),
                    "http://" + address + ":" + pod.getValue());
        }
        return urls;
    }

    /**
     * The pod's address cannot be given to {@code SERVER_ADDRESS} (podman 4.3: "fieldPath status.podIP is either not
     * valid or not supported"; pinning it with {@code kube play --ip} fails on a network's second pod: "IPAM error:
     * requested ip address 198.19.3.11 is already allocated"). So the service listens on every address of the pod's
     * own network namespace (its loopback and its podman-network address; the host publishes nothing beyond
     * 127.0.0.1, see {@link #loopbackOnly}) and registers in ZooKeeper the address Spring Cloud Commons finds on the
     * pod's first non-loopback interface ({@code prefer-ip-address}: the instance IP address, not the instance host).
     */
    private static void listenInThePod(ArrayNode env) {
        for (JsonNode variable : env) {
            if (variable.path("name").asText().equals("SERVER_ADDRESS")) {
                ((ObjectNode) variable).remove("valueFrom");
                ((ObjectNode) variable).put("value", "0.0.0.0");
            }
        }
        env.addObject().put("name", "SPRING_CLOUD_ZOOKEEPER_DISCOVERY_PREFERIPADDRESS").put("value", "true");
    }

    /**
     * podman 4.3 makes an emptyDir a named volume of the volume's name, so every pod's {@code tmp} would be one volume
     * shared by all (their JVMs' hsperfdata files collide: "Cannot use file /tmp/hsperfdata_10001/1 because it is
     * locked by another process"); named after the pod, each is its own, as a Kubernetes emptyDir is.
     */
    private static void ownEmptyDirs(ObjectNode pod, ObjectNode container, String podPrefix) {
        for (JsonNode volume : pod.path("volumes")) {
            if (volume.has("emptyDir")) {
                String name = volume.path("name").asText();
                ((ObjectNode) volume).put("name", podPrefix + name);
                for (JsonNode mount : container.path("volumeMounts")) {
                    if (mount.path("name").asText().equals(name)) {
                        ((ObjectNode) mount).put("name", podPrefix + name);
                    }
                }
            }
        }
    }

    /**
     * podman 4.3 publishes every containerPort on the host, at the same port on every address, when it has no hostPort
     * (podman 5 stopped: {@code --publish-all}); the two treatments' pods would collide and listen beyond loopback. Each
     * is pinned to 127.0.0.1 on a free port; the benchmark reaches the pods at their own addresses anyway.
     */
    private static void loopbackOnly(ArrayNode ports) throws java.io.IOException {
        for (JsonNode port : ports) {
            try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
                ((ObjectNode) port).put("hostIP", "127.0.0.1").put("hostPort", free.getLocalPort());
            }
        }
    }

    /** The agent's folder as a hostPath volume, and JAVA_TOOL_OPTIONS naming it (exporters off). */
    private static void mountAgent(ObjectNode pod, ObjectNode container, ArrayNode env) {
        Path agent = Harness.path("meshbench.agent.otel");
        ((ArrayNode) pod.withArray("volumes")).addObject().put("name", "agent").putObject("hostPath")
                .put("path", agent.getParent().toString()).put("type", "Directory");
        ((ArrayNode) container.withArray("volumeMounts")).addObject().put("name", "agent")
                .put("mountPath", "/opt/agent").put("readOnly", true);
        env.addObject().put("name", "JAVA_TOOL_OPTIONS").put("value", RemoteBenchmark.javaToolOptions());
        for (String signal : List.of("TRACES", "METRICS", "LOGS")) {
            env.addObject().put("name", "OTEL_" + signal + "_EXPORTER").put("value", "none");
        }
    }

    private static String podAddress(String pod, String network) {
        try {
            String infra = podman.run("pod", "inspect", pod, "--format", "{{.InfraContainerID}}").strip();
            return podman.run("inspect", infra, "--format",
                    "{{(index .NetworkSettings.Networks \"" + network + "\").IPAddress}}").strip();
        } catch (Exception e) {
            throw new AssertionError("no address for pod " + pod + ": " + e.getMessage(), e);
        }
    }

    private static String prefix(String treatment) {
        return Podman.PREFIX + "k8s-" + treatment + "-";
    }
}
