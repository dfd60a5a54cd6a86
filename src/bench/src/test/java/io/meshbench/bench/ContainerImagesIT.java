package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.abort;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Builds every image of docker/ for real with podman, on a JRE base made here from the running JDK (jlink) and
 * imported locally, so nothing is pulled; then inspects user, entrypoint and ports. Containers cannot run on this
 * machine (setrlimit is not permitted), which is why the images have no RUN step. Without podman: skipped, saying so.
 */
class ContainerImagesIT {

    private static final String BASE = "localhost/meshbench-test-jre:17";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path storage;
    /** podman wants its run root short (at most 50 characters): under /tmp. */
    private static Path runRoot;

    @BeforeAll
    static void importBase() throws Exception {
        if (!onPath("podman")) {
            abort("podman is not installed, so docker/ images are not built here (install it: apt-get install podman; "
                    + ".ci/run does)");
        }
        storage = Files.createTempDirectory(TestPaths.repoRoot().resolve("src/bench/target"), "podman-");
        runRoot = Files.createTempDirectory("mb-podman-");
        Path jre = storage.resolve("rootfs/opt/java/openjdk");
        Files.createDirectories(storage.resolve("rootfs/tmp"));
        exec(List.of(Path.of(System.getProperty("java.home"), "bin", "jlink").toString(), "--add-modules",
                "java.se,jdk.unsupported", "--strip-debug", "--no-man-pages", "--no-header-files",
                "--output", jre.toString()));
        exec(List.of("tar", "-C", storage.resolve("rootfs").toString(), "-cf", storage.resolve("rootfs.tar").toString(), "."));
        podman("import", "--change", "ENV PATH=/opt/java/openjdk/bin:/usr/bin:/bin", storage.resolve("rootfs.tar").toString(), BASE);
    }

    @AfterAll
    static void dropStorage() throws IOException, InterruptedException {
        for (Path dir : new Path[] {storage, runRoot}) {
            if (dir != null) {
                exec(List.of("rm", "-rf", dir.toString()));
            }
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

    /** Builds docker/{name}/Dockerfile from the repository root and returns the image's config. */
    private static JsonNode build(String name) throws Exception {
        String tag = "localhost/meshbench/" + name + ":test";
        podman("build", "--pull=never", "--build-arg", "BASE_IMAGE=" + BASE, "-f", "docker/" + name + "/Dockerfile",
                "-t", tag, ".");
        return JSON.readTree(podman("image", "inspect", tag)).get(0).path("Config");
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

    private static String podman(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("podman", "--root", storage.resolve("storage").toString(),
                "--runroot", runRoot.toString(), "--storage-driver", "vfs"));
        command.addAll(List.of(args));
        return exec(command);
    }

    private static String exec(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(TestPaths.repoRoot().toFile())
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        assertThat(process.exitValue()).as(String.join(" ", command) + "\n" + output).isZero();
        return output;
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }
}
