package io.meshbench.harness.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ProcessRegistryTest {

    @TempDir
    Path dir;

    @Test
    void stopAllEndsEveryProcessTreeWithItsGrandchildren() throws Exception {
        long before = ProcessHandle.current().descendants().count();
        ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(2));
        ManagedProcess first = registry.start("first", List.of("sh", "-c", "sleep 300 & sleep 300 & wait"), dir,
                dir.resolve("first.log"));
        registry.start("second", List.of("sleep", "300"), dir, dir.resolve("second.log"));
        awaitDescendants(first.handle(), 2);
        List<ProcessHandle> tree = first.tree();
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(before + 4);

        registry.stopAll();

        assertThat(tree).noneMatch(ProcessHandle::isAlive);
        assertThat(registry.running()).isEmpty();
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(before);
    }

    /** ZooKeeper outlives the services at the end: stopped while it answers, they deregister and exit at once. */
    @Test
    void stopAllStopsTheRegistryAfterTheOtherProcesses() throws Exception {
        ProcessRegistry registry = new ProcessRegistry(Duration.ofSeconds(5));
        ManagedProcess zookeeper = registry.startStoppedLast("zookeeper", List.of("sleep", "300"), dir,
                dir.resolve("zookeeper.log"));
        ManagedProcess service = registry.start("service", List.of("sh", "-c", "trap 'if kill -0 " + zookeeper.pid()
                + "; then echo registry-alive; else echo registry-gone; fi; exit 0' TERM; echo trapped; "
                + "while true; do sleep 0.1; done"), dir, dir.resolve("service.log"));
        awaitLogLine(service.outputLog(), "trapped");

        registry.stopAll();

        assertThat(java.nio.file.Files.readString(service.outputLog())).contains("registry-alive")
                .doesNotContain("registry-gone");
        assertThat(zookeeper.isAlive()).isFalse();
        assertThat(registry.running()).isEmpty();
    }

    @Test
    void aProcessIgnoringSigtermIsKilledAfterTheGracePeriod() throws Exception {
        ProcessRegistry registry = new ProcessRegistry(Duration.ofMillis(500));
        ManagedProcess stubborn = registry.start("stubborn",
                List.of("sh", "-c", "trap '' TERM; echo trapped; while true; do sleep 0.1; done"), dir,
                dir.resolve("stubborn.log"));
        awaitLogLine(stubborn.outputLog(), "trapped");
        long start = System.nanoTime();

        registry.stop(stubborn);

        assertThat(stubborn.isAlive()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isBetween(Duration.ofMillis(450), Duration.ofSeconds(6));
    }

    /** Ctrl-C (SIGINT) or SIGTERM to the harness must not leave the processes it started behind. */
    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void theShutdownHookStopsStartedProcessesWhenTheHarnessIsSignalled(String signal) throws Exception {
        // a shell without job control starts background commands with SIGINT ignored, the child JVM inherits that and
        // installs no handler: Ctrl-C cannot reach it there, whatever the harness does
        assumeFalse(signal.equals("INT") && ignoredHere(2), "SIGINT is ignored in this test's process (started in the "
                + "background by a shell without job control), so a child it starts cannot receive it");
        // process logs are created through the results module's guarded writer: its classes too
        String classpath = codeSource(ProcessRegistry.class) + File.pathSeparator + codeSource(HarnessChild.class)
                + File.pathSeparator + codeSource(io.meshbench.results.format.OutputFolder.class);
        Process harness = new ProcessBuilder(TestJars.java(), "-cp", classpath, HarnessChild.class.getName(),
                dir.toString()).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(harness.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertThat(line).startsWith("started ");
            ProcessHandle sleeper = ProcessHandle.of(Long.parseLong(line.substring("started ".length()))).orElseThrow();
            assertThat(sleeper.isAlive()).isTrue();

            new ProcessBuilder("kill", "-" + signal, Long.toString(harness.pid())).start().waitFor();

            assertThat(harness.waitFor(15, TimeUnit.SECONDS)).isTrue();
            sleeper.onExit().get(5, TimeUnit.SECONDS);
            assertThat(sleeper.isAlive()).isFalse();
        } finally {
            harness.destroyForcibly();
        }
    }

    /** Whether this process ignores {@code signal} (its bit in /proc/self/status's SigIgn mask). */
    private static boolean ignoredHere(int signal) throws java.io.IOException {
        Path status = Path.of("/proc/self/status");
        if (!java.nio.file.Files.isReadable(status)) {
            return false;
        }
        return java.nio.file.Files.readAllLines(status).stream().filter(l -> l.startsWith("SigIgn:"))
                .map(l -> Long.parseUnsignedLong(l.substring("SigIgn:".length()).trim(), 16))
                .anyMatch(mask -> (mask & (1L << (signal - 1))) != 0);
    }

    static String codeSource(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private static void awaitDescendants(ProcessHandle process, int count) throws InterruptedException {
        for (int i = 0; i < 50 && process.descendants().count() < count; i++) {
            Thread.sleep(100);
        }
        assertThat(process.descendants().count()).isEqualTo(count);
    }

    static void awaitLogLine(Path log, String text) throws Exception {
        for (int i = 0; i < 100; i++) {
            Optional<String> found = java.nio.file.Files.exists(log)
                    ? java.nio.file.Files.readAllLines(log).stream().filter(l -> l.contains(text)).findFirst()
                    : Optional.empty();
            if (found.isPresent()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("No line with '" + text + "' in " + log);
    }
}
