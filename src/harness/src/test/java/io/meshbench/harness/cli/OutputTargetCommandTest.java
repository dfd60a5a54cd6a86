package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.cli.ExitCode;
import io.meshbench.testkit.TestFolders;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every output path of every command refuses, in one line and with exit 2, a target that exists and is not a regular
 * file (a device made with mknod, a FIFO made with mkfifo, a symbolic link to either) and a file the command reads.
 * Before the guard, {@code gate --junit} renamed its XML over each of them with exit 0.
 */
class OutputTargetCommandTest {

    private static final Path CORPUS = Path.of("src/test/resources/corpus");

    @TempDir
    Path temp;

    private Path device;
    private Path fifo;
    private Path linkToDevice;
    private Path linkToFifo;
    private Path report;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void specialFiles() throws Exception {
        device = temp.resolve("full");
        fifo = temp.resolve("fifo");
        // mknod needs root (CAP_MKNOD); without it the device cases are skipped and say so
        boolean made = shell("mknod", device.toString(), "c", "1", "7") == 0;
        if (!made) {
            System.out.println("OutputTargetCommandTest: mknod not permitted here; device cases checked with /dev/null's link only");
            device = Path.of("/dev/null");
        }
        assertThat(shell("mkfifo", fifo.toString())).isZero();
        linkToDevice = Files.createSymbolicLink(temp.resolve("link-to-device"), device);
        linkToFifo = Files.createSymbolicLink(temp.resolve("link-to-fifo"), fifo);
        Path folder = temp.resolve("pass");
        Files.createDirectories(folder);
        report = Files.copy(CORPUS.resolve("gate/pass/report.json"), folder.resolve("report.json"));
    }

    private static int shell(String... command) throws IOException, InterruptedException {
        return new ProcessBuilder(command).redirectErrorStream(true).start().waitFor();
    }

    private int meshbench(String... args) {
        var commandLine = MeshBench.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }

    private List<Path> specials() {
        return List.of(device, fifo, linkToDevice, linkToFifo);
    }

    @Test
    void gateJunitRefusesEverySpecialFileAndLeavesIt() throws IOException {
        for (Path target : specials()) {
            err.getBuffer().setLength(0);
            int exit = meshbench("gate", report.getParent().toString(), "--gate", "p99 < +2ms", "--junit",
                    target.toString());

            assertThat(exit).as(target + ": " + err).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(err.toString().strip()).doesNotContain("\n").contains("--junit " + target, "not a regular file");
            assertThat(Files.isRegularFile(target)).as(target + " replaced by a regular file").isFalse();
        }
        assertThat(Files.isSymbolicLink(linkToFifo)).isTrue();
    }

    @Test
    void gateJunitRefusesTheReportItReads() throws IOException {
        byte[] before = Files.readAllBytes(report);

        int exit = meshbench("gate", report.getParent().toString(), "--gate", "p99 < +2ms", "--junit", report.toString());

        assertThat(exit).as(err.toString()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("a file this command reads");
        assertThat(Files.readAllBytes(report)).isEqualTo(before);
    }

    @Test
    void gateJunitRefusesTheBudgetFileItReads() throws IOException {
        Path budgets = Files.writeString(temp.resolve("budgets.txt"), "p99 < +2ms\n");

        int exit = meshbench("gate", report.getParent().toString(), "--gate-file", budgets.toString(), "--junit",
                budgets.toString());

        assertThat(exit).as(err.toString()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(Files.readString(budgets)).isEqualTo("p99 < +2ms\n");
    }

    @Test
    void deployRefusesASpecialTargetsFileAndTheScenarioItReads() throws IOException {
        Path scenario = Files.copy(CORPUS.resolve("scenarios/valid.yaml"), temp.resolve("valid.yaml"));
        List<Path> targets = new ArrayList<>(specials());
        targets.add(scenario);
        for (Path target : targets) {
            err.getBuffer().setLength(0);
            var original = System.err;
            var captured = new java.io.ByteArrayOutputStream();
            System.setErr(new java.io.PrintStream(captured, true));
            int exit;
            try {
                exit = meshbench("deploy", scenario.toString(), "--treatments", "baseline", "--targets-out",
                        target.toString(), "--for", "1s");
            } finally {
                System.setErr(original);
            }
            assertThat(exit).as(target + ": " + captured).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(captured.toString().strip()).doesNotContain("\n").contains("--targets-out " + target);
        }
        assertThat(Files.readString(scenario)).isEqualTo(Files.readString(CORPUS.resolve("scenarios/valid.yaml")));
    }

    @Test
    void deployRefusesToBindAnAddressThisHostDoesNotHaveInOneLine() throws IOException {
        Path scenario = Files.copy(CORPUS.resolve("scenarios/valid.yaml"), temp.resolve("valid.yaml"));

        // TEST-NET-3 (RFC 5737): documentation only, never an address of this host
        Outcome outcome = meshbenchWithStderr("deploy", scenario.toString(), "--treatments", "baseline", "--targets-out",
                temp.resolve("targets.yaml").toString(), "--bind", "203.0.113.7", "--for", "1s");

        assertThat(outcome.exit()).as(outcome.stderr()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.stderr().strip()).doesNotContain("\n")
                .startsWith("meshbench deploy: --bind 203.0.113.7: no server can bind it here")
                .contains("leave --bind out for 127.0.0.1");
        assertThat(System.getProperty("meshbench.bind.address")).as("nothing bound for the rest of the process").isNull();
        assertThat(temp.resolve("targets.yaml")).doesNotExist();
    }

    @Test
    void duetModeWithIndependentEnginesIsRefusedBeforeAnythingStarts() {
        Outcome outcome = meshbenchWithStderr("run", CORPUS.resolve("scenarios/valid.yaml").toString(), "--mode", "duet",
                "--engines", "2", "--results-dir", temp.resolve("results").toString());

        assertThat(outcome.exit()).as(outcome.stderr()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.stderr().strip()).doesNotContain("\n")
                .isEqualTo("meshbench run: --engines 2: duet mode loads both sides from one JMeter plan of its own; "
                        + "give --engines 1 (or leave engines out), or run --mode sequential");
    }

    private record Outcome(int exit, String stderr) {
    }

    /** The command's exit and what it printed on System.err (deploy prints its bad-input line there). */
    private Outcome meshbenchWithStderr(String... args) {
        var original = System.err;
        var captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true));
        try {
            int exit = meshbench(args);
            return new Outcome(exit, captured.toString());
        } finally {
            System.setErr(original);
        }
    }

    @Test
    void runRefusesAResultsDirThatIsASpecialFile() {
        for (Path target : specials()) {
            var original = System.err;
            var captured = new java.io.ByteArrayOutputStream();
            System.setErr(new java.io.PrintStream(captured, true));
            int exit;
            try {
                exit = meshbench("run", CORPUS.resolve("scenarios/valid.yaml").toString(), "--results-dir",
                        target.toString());
            } finally {
                System.setErr(original);
            }
            assertThat(exit).as(target + ": " + captured).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(captured.toString().strip()).doesNotContain("\n").contains("--results-dir " + target);
        }
    }

    @Test
    void reportRefusesReportFilesThatAreSpecialAndKeepsThem() throws Exception {
        Path benchmark = temp.resolve("bench");
        TestFolders.copy(CORPUS.resolve("results/good"), benchmark);
        for (String name : List.of("report.md", "report.json", "report.html")) {
            Path target = benchmark.resolve(name);
            Files.deleteIfExists(target);
            assertThat(shell("mkfifo", target.toString())).isZero();
            err.getBuffer().setLength(0);

            int exit = meshbench("report", benchmark.toString());

            assertThat(exit).as(name + ": " + err).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(err.toString().strip()).doesNotContain("\n").contains(name, "a FIFO");
            assertThat(Files.isRegularFile(target)).isFalse();
            Files.delete(target);
        }
    }
}
