package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.abort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.harness.machine.ImageSizes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every image of docker/ built for real with podman on a Debian base made here (Podman: nothing pulled), then
 * inspected: user, entrypoint and ports. Without podman: skipped, saying so. ContainerTopologyIT runs them.
 */
class ContainerImagesIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Podman podman;

    @BeforeAll
    static void images() {
        podman = Podman.get();
        if (podman == null) {
            abort("ContainerImagesIT skipped: " + Podman.whyNot());
        }
    }

    @Test
    void everyServiceImageRunsItsJarWithTheLocalJvmFlagsAsNonRoot() throws Exception {
        for (String service : List.of("data", "provider", "consumer")) {
            JsonNode config = build(service);

            // the Dockerfile's flags are checked against the local deployment's by DeploymentManifestsTest (harness)
            List<String> entrypoint = strings(config.path("Entrypoint"));
            assertThat(entrypoint).as(service).isEqualTo(dockerfileEntrypoint(service))
                    .startsWith("java", "-Xms256m").endsWith("-jar", "/app/" + service + ".jar");
            assertThat(config.path("User").asText()).as(service).isEqualTo("10001:10001");
            String port = defaultPort(service);
            assertThat(fieldNames(config.path("ExposedPorts"))).as(service).containsExactly(port + "/tcp");
            assertThat(strings(config.path("Cmd"))).as(service).containsExactly("--server.port=" + port);
            // empty: the baseline; a treatment sets it (the Sermant overlay does)
            assertThat(strings(config.path("Env"))).as(service).contains("JAVA_TOOL_OPTIONS=");
        }
    }

    @Test
    void jmeterImagesHoldTheProvisionedHomeAndThePlans() throws Exception {
        JsonNode controller = build("jmeter-controller");
        JsonNode worker = build("jmeter-worker");

        for (JsonNode config : List.of(controller, worker)) {
            assertThat(config.path("User").asText()).isEqualTo("10001:10001");
            assertThat(strings(config.path("Entrypoint"))).startsWith("java").contains("-jar",
                    "/opt/jmeter/bin/ApacheJMeter.jar", "-Jserver.rmi.ssl.disable=true");
        }
        assertThat(strings(controller.path("Entrypoint"))).contains("-n");
        assertThat(strings(controller.path("Cmd"))).contains("/plans/router.jmx");
        assertThat(strings(worker.path("Entrypoint"))).contains("-s", "-Jserver_port=1099", "-Jserver.rmi.localport=50000");
        assertThat(fieldNames(worker.path("ExposedPorts"))).containsExactlyInAnyOrder("1099/tcp", "50000/tcp");
    }

    @Test
    void theIdleReportGivesEachServiceImagesSizeAndItsLayersAsPodmanDoes() throws Exception {
        String described = ImageSizes.describe(podman.command());

        for (String service : Podman.SERVICES) {
            long size = JSON.readTree(podman.run("image", "inspect", Podman.image(service))).get(0).path("Size").asLong();
            JsonNode layers = JSON.readTree(podman.run("history", "--format", "json", Podman.image(service)));
            long jar = Files.size(TestPaths.repoRoot().resolve("src/services/" + service + "/target/" + service + ".jar"));
            assertThat(size).as(service + ": the Debian base, the JRE and the jar").isGreaterThan(jar + (50L << 20));
            assertThat(described).contains(String.format(Locale.ROOT, "meshbench/%s:0.1.0 %.1f MB in %d layers (",
                    service, size / 1048576.0, layers.findValues("size").stream().filter(l -> l.asLong() > 0).count()));
        }
        System.out.println("ContainerImagesIT: images " + described);
    }

    /** docker/{name}'s image (Podman built the services'; the JMeter ones are built here) and its config. */
    private static JsonNode build(String name) throws Exception {
        String tag = Podman.image(name);
        if (!Podman.SERVICES.contains(name)) {
            podman.buildImage("docker/" + name + "/Dockerfile", tag);
        }
        return JSON.readTree(podman.run("image", "inspect", tag)).get(0).path("Config");
    }

    private static List<String> dockerfileEntrypoint(String name) throws IOException {
        String dockerfile = Files.readString(TestPaths.repoRoot().resolve("docker/" + name + "/Dockerfile"));
        String line = dockerfile.lines().filter(l -> l.startsWith("ENTRYPOINT ")).findFirst().orElseThrow();
        return strings(JSON.readTree(line.substring("ENTRYPOINT ".length())));
    }

    private static String defaultPort(String service) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(TestPaths.repoRoot()
                .resolve("src/services/" + service + "/src/main/resources/application.properties"))) {
            properties.load(in);
        }
        return properties.getProperty("server.port");
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
