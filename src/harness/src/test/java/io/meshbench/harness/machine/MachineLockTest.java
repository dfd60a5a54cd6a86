package io.meshbench.harness.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24 §6: two benchmarks on one machine never overlap. The other benchmark is a real JVM ({@link LockHolder}); the
 * lock file is in a temporary folder, so these tests never meet a real benchmark's lock.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class MachineLockTest {

    @TempDir
    Path dir;

    private Process holder;
    private BufferedReader holderOut;

    @AfterEach
    void stopHolder() {
        if (holder != null) {
            holder.destroyForcibly();
        }
    }

    @Test
    void aSecondBenchmarkWaitsSayingWhoHoldsTheLockAndRunsOnceItIsReleased() throws Exception {
        Path file = dir.resolve(MachineLock.FILE);
        long other = startHolder(file, "run", "quickstart");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(console, true, StandardCharsets.UTF_8);

        CompletableFuture<MachineLock> mine = CompletableFuture.supplyAsync(() -> {
            try {
                return MachineLock.forRun(file, LockOwner.me("run", "router", null), null, true, out);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        awaitOutput(console, "held by pid " + other + " (run quickstart, since ");
        assertThat(mine).isNotDone();
        assertThat(console.toString()).contains("Waiting for the machine lock " + file, "--no-wait exits instead");

        tell("release");
        try (MachineLock lock = mine.get(60, TimeUnit.SECONDS)) {
            assertThat(MachineLock.machineOwner(file)).hasValueSatisfying(owner -> {
                assertThat(owner.pid()).isEqualTo(ProcessHandle.current().pid());
                assertThat(owner.scenario()).isEqualTo("router");
            });
            assertThat(console.toString()).doesNotContain("took over"); // released properly: nothing to take over
        }
        assertThat(MachineLock.machineOwner(file)).isEmpty();
    }

    @Test
    void noWaitRefusesAtOnceNamingTheHolder() throws Exception {
        Path file = dir.resolve(MachineLock.FILE);
        long other = startHolder(file, "run", "quickstart");

        assertThatThrownBy(() -> MachineLock.forRun(file, LockOwner.me("run", "router", null), null, false, System.out))
                .isInstanceOf(MachineBusyException.class)
                .hasMessageContaining("holds the machine lock " + file + ": pid " + other + " (run quickstart, since ")
                .hasMessageContaining("--no-wait: not waiting");
        assertThatThrownBy(() -> MachineLock.forDeploy(file, LockOwner.me("deploy", "router", "t.yaml"), false, System.out))
                .isInstanceOf(MachineBusyException.class);
    }

    /** The OS drops a killed process's lock; its owner record is left behind and taken over, saying whose it was. */
    @Test
    void theLockOfAKilledBenchmarkIsTakenOverSayingWhoLeftIt() throws Exception {
        Path file = dir.resolve(MachineLock.FILE);
        long other = startHolder(file, "run", "quickstart");
        holder.destroyForcibly(); // kill -9: no shutdown hook, no release
        assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        try (MachineLock lock = MachineLock.forRun(file, LockOwner.me("run", "router", null), null, false,
                new PrintStream(console, true, StandardCharsets.UTF_8))) {
            assertThat(console.toString()).contains("took over the machine from pid " + other
                    + " (run quickstart, since ", "has ended without releasing it");
            assertThat(MachineLock.machineOwner(file).orElseThrow().pid()).isEqualTo(ProcessHandle.current().pid());
        }
    }

    /**
     * docs/remote.md's `deploy` + `run --targets` on one machine: the run joins the deploy that wrote its targets file
     * instead of waiting for it (which would never end); any other benchmark still waits.
     */
    @Test
    void runTargetsJoinsTheDeployThatWroteItsTargetsFileAndNothingElseDoes() throws Exception {
        Path file = dir.resolve(MachineLock.FILE);
        Path targets = dir.resolve("targets.yaml");
        Files.writeString(targets, "treatments: {}\n");
        long deploy = startHolder(file, "deploy", "quickstart", targets.toString());
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        try (MachineLock lock = MachineLock.forRun(file, LockOwner.me("run", "quickstart", null), targets, false,
                new PrintStream(console, true, StandardCharsets.UTF_8))) {
            assertThat(lock.joined()).hasValueSatisfying(owner -> assertThat(owner.pid()).isEqualTo(deploy));
            assertThat(console.toString()).contains("joining meshbench deploy pid " + deploy);
            // a second run against the same deploy waits for the first (the load is one at a time)
            assertThatThrownBy(() -> MachineLock.forRun(file, LockOwner.me("run", "quickstart", null), targets, false,
                    System.out)).isInstanceOf(MachineBusyException.class);
        }
        Path otherTargets = dir.resolve("other-targets.yaml");
        Files.writeString(otherTargets, "treatments: {}\n");
        assertThatThrownBy(() -> MachineLock.forRun(file, LockOwner.me("run", "quickstart", null), otherTargets, false,
                System.out)).isInstanceOf(MachineBusyException.class).hasMessageContaining("deploy quickstart");
        assertThatThrownBy(() -> MachineLock.forRun(file, LockOwner.me("run", "quickstart", null), null, false,
                System.out)).isInstanceOf(MachineBusyException.class);
    }

    private long startHolder(Path file, String... args) throws IOException {
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LockHolder.class.getName(), file.toString()));
        command.addAll(java.util.List.of(args));
        holder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        holderOut = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        String line = holderOut.readLine();
        assertThat(line).as("the other benchmark took the lock").isEqualTo("locked " + holder.pid());
        return holder.pid();
    }

    private void tell(String line) throws IOException {
        Writer in = new OutputStreamWriter(holder.getOutputStream(), StandardCharsets.UTF_8);
        in.write(line + "\n");
        in.flush();
        assertThat(holderOut.readLine()).isEqualTo("released");
    }

    private static void awaitOutput(ByteArrayOutputStream console, String text) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!console.toString().contains(text)) {
            assertThat(System.nanoTime()).as("printed %s; so far: %s", text, console).isLessThan(deadline);
            Thread.sleep(50);
        }
    }
}
