package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs that survive faults, for real and small: one benchmark (baseline and the calibration agent, one provider, one
 * 14 s run each) is hurt and resumed until it is whole. kill -9 of the provider during the baseline's window, of
 * ZooKeeper and then JMeter during the treatment's; a resume stopped by one Ctrl-C (the run finishes, then the
 * benchmark stops); a resume stopped by two (at once); a resume whose harness, the machine lock's holder, is killed
 * with kill -9; a last resume that stops what that one left and finishes the benchmark. After each stage: every run
 * folder says in run.json what happened to it, no process the harness started is left, and nothing written is lost.
 * One benchmark for all of them because each deployment is the expensive part (six in all).
 */
class FaultedRunsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LEVEL = "5u-20tps";

    @TempDir
    Path results;

    @Test
    void aBenchmarkHurtByKillsAndCtrlCsIsResumedToAWholeReport() throws Exception {
        Path scenario = results.resolve("faulted.yaml");
        Files.writeString(scenario, scenarioText());

        // 1. kill -9: the provider in the baseline's window; ZooKeeper, then JMeter, in the treatment's
        Path console1 = results.resolve("console-1.log");
        Process first = start(scenario, console1, List.of());
        Set<ProcessHandle> started = new HashSet<>();
        try {
            awaitInWindow(first, "baseline", started);
            kill9(first, "/provider/target/provider.jar", started);
            ProcessHandle jmeter2 = awaitInWindow(first, "javaagent", started);
            kill9(first, "org.apache.zookeeper.server.ZooKeeperServerMain", started);
            Thread.sleep(2_000);
            jmeter2.destroyForcibly();
            String output = awaitExit(first, console1, 1, 6);
            assertThat(output).contains("Run 1/2: failed", "Run 2/2: failed");
        } finally {
            first.destroyForcibly();
        }
        assertNothingLeft(started);
        Path benchmark = Harness.benchmarkFolder(results, "faulted");
        JsonNode baseline = runJson(benchmark, "baseline");
        assertThat(baseline.path("status").asText()).isEqualTo("failed");
        assertThat(baseline.path("failure").asText()).containsPattern(
                "^provider \\(pid \\d+\\) died: killed by SIGKILL \\(exit 137\\) at \\S+ while the run needed it");
        assertThat(incidents(baseline)).containsExactly("process-died provider 137");
        JsonNode treated = runJson(benchmark, "javaagent");
        assertThat(treated.path("status").asText()).isEqualTo("failed");
        assertThat(treated.path("failure").asText()).contains("zookeeper (pid ").contains("killed by SIGKILL (exit 137)");
        assertThat(incidents(treated)).containsExactlyInAnyOrder("process-died jmeter 137", "process-died zookeeper 137");
        assertThat(run(benchmark, "javaagent").resolve("result.jtl")).as("the JTL up to the kill is kept").isNotEmptyFile();

        // 2. resume, Ctrl-C once during the baseline's run again: it finishes, then the benchmark stops (exit 130)
        Path console2 = results.resolve("console-2.log");
        Process second = start(scenario, console2, List.of("--resume", benchmark.toString()));
        started.clear();
        try {
            awaitInWindow(second, "baseline", started);
            ctrlC(second);
            String output = awaitExit(second, console2, 130, 4);
            assertThat(output).contains("Resuming: " + benchmark, "Ctrl-C: the run under way finishes",
                    "Run 1/2: ok", "stopped on Ctrl-C after a finished run; continue with --resume " + benchmark)
                    .doesNotContain("Run 2/2");
        } finally {
            second.destroyForcibly();
        }
        assertNothingLeft(started);
        baseline = runJson(benchmark, "baseline");
        assertThat(baseline.path("status").asText()).isEqualTo("ok");
        assertThat(incidents(baseline)).containsExactly("resumed", "stopped-after");
        assertThat(baseline.path("incidents").get(0).path("detail").asText())
                .endsWith("superseded/1/runs/baseline/" + LEVEL + "/1");
        assertThat(Harness.jsonText(Files.readString(benchmark.resolve("superseded/1/runs/baseline/" + LEVEL
                + "/1/run.json")), "failure")).as("the earlier attempt, kept whole").startsWith("provider (pid ");
        assertThat(runJson(benchmark, "javaagent").path("failure").asText()).as("not reached: untouched")
                .contains("zookeeper (pid ");

        // 3. resume, Ctrl-C twice during the treatment's run: stopped at once, recorded as interrupted
        Path console3 = results.resolve("console-3.log");
        Process third = start(scenario, console3, List.of("--resume", benchmark.toString()));
        started.clear();
        try {
            awaitInWindow(third, "javaagent", started);
            ctrlC(third);
            Thread.sleep(1_000);
            ctrlC(third);
            String output = awaitExit(third, console3, 130, 2);
            assertThat(output).contains("Run 1/2: finished in an earlier attempt, kept", "Ctrl-C again: stopping now",
                    "interrupted; every process stopped");
        } finally {
            third.destroyForcibly();
        }
        assertNothingLeft(started);
        treated = runJson(benchmark, "javaagent");
        assertThat(treated.path("status").asText()).isEqualTo("failed");
        assertThat(treated.path("failure").asText()).startsWith("interrupted");
        assertThat(incidents(treated)).containsExactly("resumed", "interrupted");
        assertThat(benchmark.resolve("superseded/2/runs/javaagent/" + LEVEL + "/1/run.json")).isNotEmptyFile();

        // 4. resume, and the harness itself (the machine lock's holder) dies by kill -9 during the treatment's run:
        // what it started runs on, in sessions of their own, until the next harness takes the machine
        Path console4 = results.resolve("console-4.log");
        Process fourth = start(scenario, console4, List.of("--resume", benchmark.toString()));
        started.clear();
        try {
            awaitInWindow(fourth, "javaagent", started);
            fourth.destroyForcibly();
            assertThat(fourth.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            fourth.destroyForcibly();
        }
        assertThat(started).as("left running by the dead holder").anyMatch(ProcessHandle::isAlive);

        // 5. the last resume takes the machine, stops what the dead holder left, and finishes the benchmark
        Path console5 = results.resolve("console-5.log");
        Process fifth = start(scenario, console5, List.of("--resume", benchmark.toString()));
        try {
            String output = awaitExit(fifth, console5, 0, 4);
            assertThat(output).contains("took over the machine from pid " + fourth.pid(),
                    "Machine lock: the harness pid " + fourth.pid() + " died without stopping what it started; stopped ",
                    "Run 1/2: finished in an earlier attempt, kept", "Run 2/2: ok");
        } finally {
            fifth.destroyForcibly();
        }
        assertNothingLeft(started);
        treated = runJson(benchmark, "javaagent");
        assertThat(treated.path("status").asText()).isEqualTo("ok");
        assertThat(treated.path("incidents").get(0).path("detail").asText()).endsWith("superseded/4/runs/javaagent/"
                + LEVEL + "/1 (it has no run.json: the harness ended before writing it)");
        assertThat(benchmark.resolve("superseded/3/runs/javaagent/" + LEVEL + "/1/run.json")).isNotEmptyFile();
        String report = Files.readString(benchmark.resolve("report.md"));
        assertThat(report).contains("Baseline", "Calibration 1 ms").doesNotContain("| failed |");
    }

    private static String scenarioText() throws IOException {
        String quickstart = Harness.withOneProvider(Harness.scenarioText("quickstart.yaml"));
        String treatments = quickstart.substring(quickstart.indexOf("treatments:"), quickstart.indexOf("probe:"));
        String text = quickstart.replace("name: quickstart", "name: faulted")
                .replace(treatments, """
                        treatments:
                          - {name: baseline, kind: baseline, label: Baseline}
                          - {name: javaagent, kind: javaagent, label: Calibration 1 ms, agent: %s, agentArgs: delayMs=1}

                        """.formatted(Harness.path("meshbench.repo.root")
                        .resolve("src/calibration-agent/target/calibration-agent.jar")))
                .replace("  requests: 30", "  requests: 0");
        assertThat(text).contains("name: faulted", "delayMs=1", "requests: 0");
        return text;
    }

    /**
     * The harness as a terminal runs it: leader of its own process group (setsid), so that {@link #ctrlC} reaches
     * the whole group, as a terminal's Ctrl-C does, and not this test's JVM.
     */
    private Process start(Path scenario, Path console, List<String> options) throws IOException {
        List<String> harness = new ArrayList<>(Harness.command(scenario, results, LEVEL, "2s", "12s", "", options));
        // a machine lock of its own: no other benchmark of this machine takes it between the stages (and stops what
        // the killed holder left before the last stage can)
        harness.add(1, "-Dmeshbench.lock.dir=" + Files.createDirectories(results.resolve("lock")));
        List<String> command = new ArrayList<>(List.of("setsid", "python3", "-c", DEFAULT_SIGINT));
        command.addAll(harness);
        return Harness.start(command, console);
    }

    /**
     * Execs its arguments with SIGINT at its default. A build started in the background of a shell without job control
     * (`.ci/run &`, nohup) inherits SIGINT ignored, the JVM then installs no handler for it and the harness never sees
     * the Ctrl-C this test sends (it ran on, exit 0); a shell cannot undo an ignore it inherited, Python can.
     */
    private static final String DEFAULT_SIGINT = "import os, signal, sys; signal.signal(signal.SIGINT, "
            + "signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])";

    /**
     * Waits until {@code treatment}'s run, started by this harness, is in its measured window: its JMeter runs and
     * has written rows to a result.jtl newer than the harness; then notes every process the harness has started.
     */
    private ProcessHandle awaitInWindow(Process harness, String treatment, Set<ProcessHandle> started)
            throws Exception {
        long since = harness.info().startInstant().orElseThrow().toEpochMilli();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(6);
        while (System.nanoTime() < deadline && harness.isAlive()) {
            List<ProcessHandle> now = harness.descendants().toList();
            started.addAll(now);
            Optional<ProcessHandle> jmeter = now.stream().filter(p -> commandLine(p).contains("ApacheJMeter.jar"))
                    .findFirst();
            if (jmeter.isPresent() && rowsWrittenSince(treatment, since)) {
                Thread.sleep(1_000);
                started.addAll(harness.descendants().toList());
                return jmeter.get();
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no rows of " + treatment + "'s JMeter within 6 minutes (harness alive: "
                + harness.isAlive() + ")");
    }

    private boolean rowsWrittenSince(String treatment, long since) throws IOException {
        Path folder = results.resolve("faulted");
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (var benchmarks = Files.list(folder)) {
            for (Path benchmark : benchmarks.toList()) {
                Path jtl = run(benchmark, treatment).resolve("result.jtl");
                if (Files.isRegularFile(jtl) && Files.getLastModifiedTime(jtl).toMillis() >= since
                        && Files.readAllLines(jtl).size() >= 2) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void kill9(Process harness, String commandPart, Set<ProcessHandle> started) {
        List<ProcessHandle> matching = harness.descendants().filter(p -> commandLine(p).contains(commandPart)).toList();
        assertThat(matching).as("one process whose command line holds " + commandPart).hasSize(1);
        started.addAll(matching);
        matching.get(0).destroyForcibly(); // SIGKILL
    }

    /** SIGINT to the harness's process group, as a terminal's Ctrl-C: whatever the harness started there gets it too. */
    private static void ctrlC(Process harness) throws IOException, InterruptedException {
        assertThat(new ProcessBuilder("kill", "-INT", "--", "-" + harness.pid()).start().waitFor()).isZero();
    }

    private static String commandLine(ProcessHandle process) {
        return process.info().commandLine().orElse("");
    }

    private static String awaitExit(Process harness, Path console, int expected, int minutes)
            throws IOException, InterruptedException {
        boolean ended = harness.waitFor(minutes, TimeUnit.MINUTES);
        String output = Files.readString(console);
        assertThat(ended).as("ended within %d minutes; output:%n%s", minutes, output).isTrue();
        assertThat(harness.exitValue()).as("exit code; output:%n%s", output).isEqualTo(expected);
        return output;
    }

    /** Every process the harness started has ended with it. */
    private void assertNothingLeft(Set<ProcessHandle> started) throws Exception {
        assertThat(started).as("ZooKeeper, three services and JMeter ran").hasSizeGreaterThanOrEqualTo(5);
        for (ProcessHandle process : started) {
            process.onExit().get(15, TimeUnit.SECONDS);
        }
        assertThat(ProcessHandle.allProcesses().filter(p -> commandLine(p).contains(results.toString())))
                .as("no process with the results folder on its command line").isEmpty();
    }

    private static Path run(Path benchmark, String treatment) {
        return benchmark.resolve("runs").resolve(treatment).resolve(LEVEL).resolve("1");
    }

    private static JsonNode runJson(Path benchmark, String treatment) throws IOException {
        return JSON.readTree(run(benchmark, treatment).resolve("run.json").toFile());
    }

    /** run.json's incidents as "kind process exitCode" (what is there of it). */
    private static List<String> incidents(JsonNode run) {
        List<String> incidents = new ArrayList<>();
        for (JsonNode incident : run.path("incidents")) {
            incidents.add((incident.path("kind").asText() + " " + incident.path("process").asText("") + " "
                    + incident.path("exitCode").asText("")).strip());
        }
        return incidents;
    }
}
