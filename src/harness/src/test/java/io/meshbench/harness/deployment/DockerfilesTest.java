package io.meshbench.harness.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docker/'s service images start the JVM exactly as the local deployment does (the same flags in every treatment),
 * take no RUN step (they must build where containers cannot run), run as a non-root user and take the base image as
 * a build argument with a pinned default. The images themselves are built by ContainerImagesIT (src/bench).
 */
class DockerfilesTest {

    private static final Path DOCKER = Path.of("../../docker");

    @Test
    void serviceImagesStartTheJvmWithTheLocalDeploymentsFlags() throws IOException {
        for (String service : List.of("data", "provider", "consumer")) {
            List<String> expected = new ArrayList<>(List.of("java"));
            expected.addAll(JvmOptions.DEFAULTS.flags());
            expected.addAll(List.of("-jar", "/app/" + service + ".jar"));

            assertThat(instruction(service, "ENTRYPOINT")).as(service)
                    .isEqualTo(new ObjectMapper().writeValueAsString(expected).replace("\",\"", "\", \""));
            assertThat(instruction(service, "ENV")).as(service).isEqualTo("JAVA_TOOL_OPTIONS=\"\"");
        }
    }

    @Test
    void everyImageIsRunFreeNonRootAndPinned() throws IOException {
        try (var folders = Files.list(DOCKER)) {
            List<Path> dockerfiles = folders.map(folder -> folder.resolve("Dockerfile")).filter(Files::isRegularFile).toList();
            assertThat(dockerfiles).hasSize(5);
            for (Path dockerfile : dockerfiles) {
                List<String> lines = Files.readAllLines(dockerfile).stream()
                        .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
                assertThat(lines).as(dockerfile.toString()).noneMatch(line -> line.startsWith("RUN"));
                assertThat(lines.get(0)).as(dockerfile.toString()).matches("ARG BASE_IMAGE=docker\\.io/\\S+:\\d+\\.\\d+\\.\\d+\\S*");
                assertThat(lines.get(1)).isEqualTo("FROM ${BASE_IMAGE}");
                assertThat(lines).as(dockerfile.toString()).contains("USER 10001:10001");
            }
        }
    }

    private static String instruction(String image, String keyword) throws IOException {
        return Files.readAllLines(DOCKER.resolve(image).resolve("Dockerfile")).stream()
                .filter(line -> line.startsWith(keyword + " ")).findFirst().orElseThrow()
                .substring(keyword.length() + 1);
    }
}
