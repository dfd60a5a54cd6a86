package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping the harness in the middle of a load (what Ctrl-C does) stops every process it started, ZooKeeper, the
 * services and JMeter, and keeps the files already written.
 */
class InterruptedRunCleanupIT {

    @TempDir
    Path results;

    @Test
    void stoppingTheHarnessMidRunLeavesNoProcessAndKeepsTheFiles() throws Exception {
        Path console = results.resolve("console.log");
        Process harness = Harness.startQuickstart(results, console, "5s", "120s");
        try {
            awaitLine(console, "[jmeter] summary", Duration.ofMinutes(3));
            List<ProcessHandle> started = harness.descendants().toList();
            assertThat(started).as("ZooKeeper, five services and JMeter run").hasSizeGreaterThanOrEqualTo(7);

            harness.destroy(); // SIGTERM: the same shutdown path as Ctrl-C's SIGINT

            assertThat(harness.waitFor(60, TimeUnit.SECONDS)).as("the harness exits within a minute").isTrue();
            for (ProcessHandle process : started) {
                process.onExit().get(15, TimeUnit.SECONDS);
            }
            assertThat(started).noneMatch(ProcessHandle::isAlive);
            assertThat(ProcessHandle.allProcesses()
                    .filter(p -> p.info().commandLine().orElse("").contains(results.toString())))
                    .as("no process with the results folder on its command line").isEmpty();
        } finally {
            harness.destroyForcibly();
        }

        Path benchmark = Harness.benchmarkFolder(results);
        assertThat(benchmark.resolve("meta.json")).isNotEmptyFile();
        Path run = benchmark.resolve("runs/baseline/5u-20tps/1");
        String record = Files.readString(run.resolve("run.json"));
        assertThat(Harness.jsonText(record, "status")).isEqualTo("failed");
        assertThat(Harness.jsonText(record, "failure")).contains("interrupted");
        assertThat(run.resolve("result.jtl")).isNotEmptyFile();
        assertThat(run.resolve("logs/consumer.log")).isNotEmptyFile();
        assertThat(benchmark.resolve("runs/javaagent")).as("no later run started").doesNotExist();
    }

    private static void awaitLine(Path console, String text, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(console) && Files.readString(console).contains(text)) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("no '" + text + "' within " + timeout + " in " + console + ":\n" + Files.readString(console));
    }
}
