package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.cli.ExitCode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --targets}: parsed into the settings, and every mistake one line naming the option, exit 2, no results. */
class RemoteOptionsTest {

    @TempDir
    Path dir;

    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream originalErr;
    Path agent;

    @BeforeEach
    void setUp() throws IOException {
        originalErr = System.err;
        System.setErr(new PrintStream(err, true));
        agent = dir.resolve("opentelemetry-javaagent.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Premain-Class", "example.Agent");
        new JarOutputStream(Files.newOutputStream(agent), manifest).close();
    }

    @AfterEach
    void restoreErr() {
        System.setErr(originalErr);
    }

    int run(String... args) {
        return MeshBench.commandLine().execute(args);
    }

    Path targets(int consumerPort, int agentPort) throws IOException {
        return Files.writeString(dir.resolve("targets.yaml"), """
                treatments:
                  baseline:
                    services: {consumer: "http://127.0.0.1:%d"}
                  javaagent:
                    services: {consumer: "http://127.0.0.1:%d"}
                """.formatted(consumerPort, agentPort));
    }

    @Test
    void theTargetsFileIsAnAbsolutePathInTheSettingsAndSwitchesTheRemoteModeOn() {
        RunCommand command = new RunCommand();
        picocli.CommandLine.populateCommand(command, "scenarios/quickstart.yaml", "--targets=k8s/targets.yaml");
        assertThat(command.settings().targetsFile()).isEqualTo(Path.of("").toAbsolutePath().resolve("k8s/targets.yaml"));
        assertThat(command.settings().remote()).isTrue();

        RunCommand local = new RunCommand();
        picocli.CommandLine.populateCommand(local, "scenarios/quickstart.yaml", "--targets=");
        assertThat(local.settings().remote()).as("an empty value means not given, as the Maven profiles pass it").isFalse();
    }

    @Test
    void aMissingTargetsFileIsNamed() {
        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir.resolve("results"),
                "--agent=" + agent, "--targets=" + dir.resolve("nowhere.yaml"));

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1)
                .startsWith("meshbench run: --targets " + dir.resolve("nowhere.yaml") + ": does not exist");
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void anUnreachableTargetIsBadInputNamingItsKey() throws IOException {
        int closed = io.meshbench.harness.machine.LoopbackPorts.free();
        try (ServerSocket open = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir.resolve("results"),
                    "--agent=" + agent, "--targets=" + targets(open.getLocalPort(), closed));

            assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(err.toString().strip()).hasLineCount(1).contains("--targets " + dir.resolve("targets.yaml"),
                    "treatments.javaagent.services.consumer: http://127.0.0.1:" + closed, "cannot be reached");
        }
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void duetModeCannotRunOnADeployedTopology() throws IOException {
        Path home = dir.resolve("jmeter");
        Files.createDirectories(home.resolve("bin"));
        Files.createDirectories(home.resolve("lib/ext"));
        Files.writeString(home.resolve("bin/ApacheJMeter.jar"), "");
        Files.writeString(home.resolve("lib/ext/ApacheJMeter_core-5.6.3.jar"), "");
        try (ServerSocket open = new ServerSocket(0, 2, InetAddress.getLoopbackAddress())) {
            int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir.resolve("results"),
                    "--agent=" + agent, "--jmeter-home=" + home, "--mode=duet",
                    "--targets=" + targets(open.getLocalPort(), open.getLocalPort()));

            assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(err.toString()).contains("--mode duet", "--targets", "leave one of them out");
        }
        assertThat(dir.resolve("results")).doesNotExist();
    }
}
