package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

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

/** Bad input fails before anything starts: a clear message, exit code 2, no results folder. */
class RunCommandTest {

    @TempDir
    Path dir;

    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream originalErr;

    @BeforeEach
    void captureErr() {
        originalErr = System.err;
        System.setErr(new PrintStream(err, true));
    }

    @AfterEach
    void restoreErr() {
        System.setErr(originalErr);
    }

    int run(String... args) {
        return MeshBench.commandLine().execute(args);
    }

    @Test
    void everyCommandsHelpPrintsWithoutFormatWarnings() {
        // A bare % in a description makes picocli print "Could not format" warnings and the raw text.
        for (String command : MeshBench.commandLine().getSubcommands().keySet()) {
            assertThat(run(command, "--help")).as(command).isZero();
        }
        assertThat(MeshBench.commandLine().getSubcommands()).containsKeys("run", "gate", "report");
        assertThat(err.toString()).doesNotContain("Could not format");
    }

    @Test
    void routerWithoutSermantHomeFailsAtOnceSayingWhereToDownloadIt() {
        int exit = run("run", "../../scenarios/router.yaml", "--jmeter-home=", "--services-dir=", "--results-dir=" + dir,
                "--sermant-home=", "--agent=", "--agent-args=", "--duration=", "--warmup=", "--rounds=", "--levels=", "--command=");

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString())
                .startsWith("meshbench run: Treatment 'sermant-agent' mounts Sermant, but no Sermant release was given.")
                .contains("github.com/sermant-io/Sermant/releases", "-Dsermant.home=", "--sermant-home");
        assertThat(dir).isEmptyDirectory();
    }

    /** -Dmargins and -Dfdr reach run as --margins and --fdr, checked before anything starts. */
    @Test
    void aBadMarginOrFdrValueIsOneLineBeforeAnythingStarts() {
        assertThat(run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir, "--margins=heap=5%"))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("--margins: 'heap=5%': heap deltas are in MB, so its margin is too");
        assertThat(run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir, "--fdr=maybe"))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("--fdr: 'maybe' is not true or false.");
        assertThat(dir).isEmptyDirectory();
    }

    @Test
    void badOverrideNamesTheOption() {
        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir, "--rounds=many");

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("--rounds: 'many' is not a whole number of 1 or more");
    }

    @Test
    void anAgentThatIsNotAJarIsRefusedBeforeAnythingStarts() throws IOException {
        Path agent = dir.resolve("agent.jar");
        Files.writeString(agent, "not a jar");
        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir.resolve("results"), "--agent=" + agent);

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("is not a readable jar");
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void aFolderWithoutJMeterSaysHowToProvisionIt() throws IOException {
        Path agent = dir.resolve("agent.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Premain-Class", "example.Agent");
        new JarOutputStream(Files.newOutputStream(agent), manifest).close();

        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + dir.resolve("results"),
                "--agent=" + agent, "--jmeter-home=" + dir.resolve("nowhere"));

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("--jmeter-home " + dir.resolve("nowhere") + " holds no bin/ApacheJMeter.jar",
                "scripts/jmeter-home.sh");
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void relativePathsBecomeAbsoluteBecauseJMeterZooKeeperAndServicesRunInOtherFolders() {
        RunCommand command = new RunCommand();
        picocli.CommandLine.populateCommand(command, "scenarios/router.yaml", "--results-dir=results",
                "--jmeter-home=src/bench/target/jmeter-home", "--services-dir=", "--sermant-home=../sermant-agent",
                "--agent=agents/otel.jar");

        var settings = command.settings();

        Path cwd = Path.of("").toAbsolutePath();
        assertThat(settings.resultsRoot()).isEqualTo(cwd.resolve("results"));
        assertThat(settings.jmeterHome()).isEqualTo(cwd.resolve("src/bench/target/jmeter-home"));
        assertThat(settings.servicesDir()).isEqualTo(cwd.resolve("src/services"));
        assertThat(settings.sermantHome()).isEqualTo(cwd.getParent().resolve("sermant-agent"));
        assertThat(settings.agentJar()).isEqualTo(cwd.resolve("agents/otel.jar"));
    }

    @Test
    void aResultsDirThatCannotBeWrittenIsRefusedBeforeAnythingStarts() throws IOException {
        Path file = dir.resolve("a-file");
        Files.writeString(file, "x");

        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + file.resolve("results"));

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).isEqualTo("meshbench run: --results-dir " + file.resolve("results") + ": "
                + file + " is a file, not a folder. Give a folder you can write to (it is created when missing).");
        assertThat(Files.readString(file)).isEqualTo("x");
    }

    @Test
    void aResultsDirWhereNoFolderCanBeCreatedIsRefusedBeforeAnythingStartsEvenWhenPermissionsSayWritable() {
        // /proc lets nobody create a folder, yet its mode bits say writable to root: only creating one tells
        Path results = Path.of("/proc/meshbench-results");

        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + results);

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).hasLineCount(1).startsWith("meshbench run: --results-dir " + results + ": ")
                .contains("/proc").endsWith("Give a folder you can write to (it is created when missing).");
        assertThat(results).doesNotExist();
    }

    @Test
    void aResultsFolderThatCannotBeCreatedAfterTheChecksIsOneLineNotAStackTrace() throws IOException {
        Path agent = dir.resolve("agent.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Premain-Class", "example.Agent");
        new JarOutputStream(Files.newOutputStream(agent), manifest).close();
        Path home = dir.resolve("jmeter");
        Files.createDirectories(home.resolve("bin"));
        Files.createDirectories(home.resolve("lib/ext"));
        Files.writeString(home.resolve("bin/ApacheJMeter.jar"), "");
        Files.writeString(home.resolve("lib/ext/ApacheJMeter_core-5.6.3.jar"), "");
        Path services = Files.createDirectories(dir.resolve("services"));
        for (String service : new String[] {"data", "provider", "consumer"}) {
            Files.writeString(services.resolve(service + ".jar"), "");
        }
        // the results folder is writable, but the scenario's folder in it is a file: found only once the run starts
        Path results = Files.createDirectories(dir.resolve("results"));
        Files.writeString(results.resolve("quickstart"), "x");

        int exit = run("run", "../../scenarios/quickstart.yaml", "--results-dir=" + results, "--agent=" + agent,
                "--jmeter-home=" + home, "--services-dir=" + services);

        assertThat(exit).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString().strip()).startsWith("meshbench run: Cannot create a results folder under "
                + results.resolve("quickstart")).doesNotContain("\tat ").hasLineCount(1);
        assertThat(Files.readString(results.resolve("quickstart"))).isEqualTo("x");
    }
}
