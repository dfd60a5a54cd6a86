package io.meshbench.harness.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What a result depends on besides the code under test: the JDK that runs the services (the one running the harness:
 * the deployment starts services with this JVM's java), the CPU, the cores, the git revision of the suite.
 */
record MachineEnvironment(String jdk, String cpu, int cores, String gitRevision) {

    static MachineEnvironment detect(Path repository) {
        String jdk = System.getProperty("java.vendor") + " " + System.getProperty("java.version")
                + " (" + System.getProperty("java.vm.name") + ")";
        return new MachineEnvironment(jdk, cpuModel(), Runtime.getRuntime().availableProcessors(), gitRevision(repository));
    }

    static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(line -> line.startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1).trim())
                    .findFirst()
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** {@code git rev-parse HEAD}, with {@code -dirty} when the work tree has changes; "unknown" outside a repository. */
    static String gitRevision(Path repository) {
        String head = git(repository, "rev-parse", "HEAD");
        if (head.isEmpty()) {
            return "unknown";
        }
        String changes = git(repository, "status", "--porcelain", "--untracked-files=no");
        return changes.isEmpty() ? head : head + "-dirty";
    }

    private static String git(Path repository, String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", repository.toString()));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String output = new String(process.getInputStream().readAllBytes()).trim();
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                return "";
            }
            return output;
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
