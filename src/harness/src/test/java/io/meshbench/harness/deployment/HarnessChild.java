package io.meshbench.harness.deployment;

import java.nio.file.Path;
import java.util.List;

/**
 * A stand-in for the harness, run as a real JVM by {@link ProcessRegistryTest}: it starts a process through a registry
 * with the shutdown hook, prints that process's pid, and waits to be interrupted by SIGTERM or SIGINT.
 */
public final class HarnessChild {

    public static void main(String[] args) throws Exception {
        ProcessRegistry registry = ProcessRegistry.withShutdownHook();
        Path dir = Path.of(args[0]);
        ManagedProcess sleeper = registry.start("sleeper", List.of("sleep", "300"), dir, dir.resolve("sleeper.log"));
        System.out.println("started " + sleeper.pid());
        System.out.flush();
        Thread.sleep(300_000);
    }
}
