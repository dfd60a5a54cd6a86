package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.machine.LockOwner;
import io.meshbench.harness.machine.MachineLock;
import io.meshbench.results.cli.ExitCode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --no-wait} and {@code deploy --no-wait}: with the machine lock held by another benchmark, one line naming
 * the holder and exit 2, before anything starts. (The lock's folder is a temporary one, -Dmeshbench.lock.dir.)
 */
class MachineLockOptionsTest {

    @TempDir
    Path dir;

    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream originalErr;
    String originalLockDir;

    @BeforeEach
    void captureErr() {
        originalErr = System.err;
        originalLockDir = System.getProperty(MachineLock.DIR_PROPERTY);
        System.setErr(new PrintStream(err, true));
        System.setProperty(MachineLock.DIR_PROPERTY, dir.resolve("lock").toString());
    }

    @AfterEach
    void restore() {
        System.setErr(originalErr);
        if (originalLockDir == null) {
            System.clearProperty(MachineLock.DIR_PROPERTY);
        } else {
            System.setProperty(MachineLock.DIR_PROPERTY, originalLockDir);
        }
    }

    @Test
    void runAndDeployWithNoWaitExitTwoNamingWhoHoldsTheMachine() throws Exception {
        Path agent = dir.resolve("agent.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Premain-Class", "example.Agent");
        new JarOutputStream(Files.newOutputStream(agent), manifest).close();
        Path home = dir.resolve("jmeter");
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("bin/ApacheJMeter.jar"), "");
        Path services = Files.createDirectories(dir.resolve("services"));
        for (String service : new String[] {"data", "provider", "consumer"}) {
            Files.writeString(services.resolve(service + ".jar"), "");
        }
        Path results = dir.resolve("results");

        // this JVM plays the other benchmark: a second lock in the same JVM is refused like another process's
        try (MachineLock other = MachineLock.forRun(MachineLock.defaultFile(), LockOwner.me("run", "router", null),
                null, false, System.out)) {
            int run = MeshBench.commandLine().execute("run", "../../scenarios/quickstart.yaml", "--results-dir=" + results,
                    "--agent=" + agent, "--jmeter-home=" + home, "--services-dir=" + services, "--no-wait");
            int deploy = MeshBench.commandLine().execute("deploy", "../../scenarios/quickstart.yaml", "--treatments",
                    "baseline", "--targets-out", dir.resolve("targets.yaml").toString(), "--services-dir",
                    services.toString(), "--no-wait");

            assertThat(run).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(deploy).isEqualTo(ExitCode.BAD_INPUT);
        }
        String pid = "pid " + ProcessHandle.current().pid() + " (run router, since ";
        assertThat(err.toString().lines().toList()).hasSize(2).satisfiesExactly(
                line -> assertThat(line).startsWith("meshbench run: another benchmark holds the machine lock ")
                        .contains(pid, "--no-wait: not waiting"),
                line -> assertThat(line).startsWith("meshbench deploy: another benchmark holds the machine lock ")
                        .contains(pid));
        assertThat(results).doesNotExist();
        assertThat(dir.resolve("targets.yaml")).doesNotExist();
    }
}
