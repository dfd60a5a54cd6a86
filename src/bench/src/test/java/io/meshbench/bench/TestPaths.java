package io.meshbench.bench;

import java.nio.file.Path;

/** The locations the bench module's failsafe configuration hands to the end-to-end tests. */
final class TestPaths {

    private TestPaths() {
    }

    static Path jmeterHome() {
        return path("meshbench.jmeter.home");
    }

    static Path otelAgent() {
        return path("meshbench.agent.otel");
    }

    static Path repoRoot() {
        return path("meshbench.repo.root");
    }

    static Path plan(String name) {
        return repoRoot().resolve("jmx").resolve(name);
    }

    private static Path path(String property) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("system property " + property
                    + " is not set: run the end-to-end tests through Maven (./mvnw -pl src/bench verify)");
        }
        return Path.of(value).toAbsolutePath().normalize();
    }
}
