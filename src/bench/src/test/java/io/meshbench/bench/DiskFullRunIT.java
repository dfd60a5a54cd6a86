package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The disk filling during a run, for real: the results folder is a small tmpfs, and the test fills it while the
 * baseline's JMeter writes. The benchmark stops (no later run could write either), stops every process, keeps what
 * was written and says to free space and resume; freed, the resume finishes it. Mounting needs root: the test is
 * skipped, saying so, where it cannot mount. Each run is 2 s of warm-up and 6 s measured (the disk is filled once the
 * JTL's first rows are on it, a few seconds in), with the calibration agent as the treatment: any javaagent serves,
 * and its deployment starts faster than the OpenTelemetry agent's.
 */
class DiskFullRunIT {

    private static final String LEVEL = "5u-20tps";

    @TempDir
    Path dir;

    private Path results;

    @AfterEach
    void unmount() throws Exception {
        if (results != null) {
            new ProcessBuilder("umount", "-l", results.toString()).inheritIO().start().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aFullDiskStopsTheBenchmarkCleanlyAndAResumeFinishesIt() throws Exception {
        Path mountPoint = Files.createDirectories(dir.resolve("results"));
        boolean mounted = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=48m", "tmpfs", mountPoint.toString())
                .redirectErrorStream(true).start().waitFor() == 0;
        assumeTrue(mounted, "cannot mount a tmpfs to fill (needs root, or CAP_SYS_ADMIN in a container): the disk-full "
                + "run is not tested here");
        results = mountPoint;
        Path scenario = dir.resolve("disk-full.yaml");
        Files.writeString(scenario, Harness.withOneProvider(Harness.scenarioText("quickstart.yaml"))
                .replace("name: quickstart", "name: disk-full").replace("  requests: 30", "  requests: 0"));

        Path console1 = dir.resolve("console-1.log");
        Process first = Harness.start(command(scenario, List.of()), console1);
        Set<ProcessHandle> started = new HashSet<>();
        Path filler = results.resolve("filler");
        try {
            awaitRows(first, started);
            fill(filler);
            assertThat(first.waitFor(4, TimeUnit.MINUTES)).as("ended; output:%n%s", Files.readString(console1)).isTrue();
            String output = Files.readString(console1);
            assertThat(first.exitValue()).as("exit code; output:%n%s", output).isEqualTo(1);
            assertThat(output).contains("Benchmark stopped: the disk is full (", "No space left on device",
                    "free space and continue with --resume").doesNotContain("Run 2/2");
        } finally {
            first.destroyForcibly();
        }
        for (ProcessHandle process : started) {
            process.onExit().get(15, TimeUnit.SECONDS);
        }
        Path benchmark = Harness.benchmarkFolder(results, "disk-full");
        assertThat(benchmark.resolve("meta.json")).isNotEmptyFile();
        assertThat(benchmark.resolve("report.md")).as("no report squeezed onto a full disk").doesNotExist();

        Files.delete(filler);
        Path console2 = dir.resolve("console-2.log");
        Process second = Harness.start(command(scenario, List.of("--resume", benchmark.toString())), console2);
        try {
            String output = Harness.awaitSuccess(second, console2, 6);
            assertThat(output).contains("Resuming: " + benchmark, "Run 1/2: ok", "Run 2/2: ok");
        } finally {
            second.destroyForcibly();
        }
        String baseline = Files.readString(benchmark.resolve("runs/baseline/" + LEVEL + "/1/run.json"));
        assertThat(Harness.jsonText(baseline, "kind")).isEqualTo("resumed");
        assertThat(Harness.jsonText(baseline, "detail")).contains("superseded/1/runs/baseline/" + LEVEL + "/1");
        assertThat(benchmark.resolve("report.md")).isNotEmptyFile();
    }

    /**
     * The harness's command line, with a machine lock of its own: the test's minutes go to its runs, not to waiting
     * for the other benchmarks of a shared machine (the lock is not what this test checks).
     */
    private List<String> command(Path scenario, List<String> options) throws IOException {
        List<String> command = new java.util.ArrayList<>(Harness.withAgent(
                Harness.command(scenario, results, LEVEL, "2s", "6s", "", options), Harness.calibrationAgent()));
        command.add(1, "-Dmeshbench.lock.dir=" + Files.createDirectories(dir.resolve("lock")));
        return command;
    }

    /** Waits until the baseline's JMeter has written rows, noting every process the harness started. */
    private void awaitRows(Process harness, Set<ProcessHandle> started) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(6);
        while (System.nanoTime() < deadline && harness.isAlive()) {
            started.addAll(harness.descendants().toList());
            Path folder = results.resolve("disk-full");
            if (Files.isDirectory(folder)) {
                try (var benchmarks = Files.list(folder)) {
                    for (Path benchmark : benchmarks.toList()) {
                        Path jtl = benchmark.resolve("runs/baseline/" + LEVEL + "/1/result.jtl");
                        if (Files.isRegularFile(jtl) && Files.readAllLines(jtl).size() >= 2) {
                            started.addAll(harness.descendants().toList());
                            return;
                        }
                    }
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no rows of the baseline's JMeter within 6 minutes");
    }

    /** Writes zeros into {@code filler} until the file system is full. */
    private static void fill(Path filler) throws IOException {
        byte[] block = new byte[1 << 20];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(block);
            }
        } catch (IOException full) {
            assertThat(full.getMessage()).contains("No space left on device");
        }
    }
}
