package io.meshbench.harness.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a harness killed with kill -9 left running is stopped by the next one to take the machine, and only that. */
class ChildLedgerTest {

    @TempDir
    Path dir;

    private Process child;
    private Process other;

    @AfterEach
    void stop() {
        for (Process process : new Process[] {child, other}) {
            if (process != null) {
                process.destroyForcibly();
            }
        }
    }

    private static long deadPid() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        assertThat(gone.waitFor(10, TimeUnit.SECONDS)).isTrue();
        return gone.pid();
    }

    private static String line(Process process, String name) {
        return process.pid() + "\t" + process.toHandle().info().startInstant().orElseThrow() + "\t" + name;
    }

    @Test
    void aDeadHoldersLeftoversAreStoppedAndItsLedgerDeleted() throws Exception {
        child = new ProcessBuilder("sleep", "120").start();
        other = new ProcessBuilder("sleep", "120").start();
        long dead = deadPid();
        Path ledger = dir.resolve(ChildLedger.PREFIX + dead);
        // the other's line has another start time: its pid now belongs to another program, which is left alone
        Files.write(ledger, List.of(line(child, "zookeeper"), other.pid() + "\t" + Instant.EPOCH + "\tprovider"));
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        List<String> stopped = ChildLedger.stopLeftovers(dir, new PrintStream(console, true, StandardCharsets.UTF_8));

        assertThat(stopped).containsExactly("zookeeper (pid " + child.pid() + ")");
        assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(other.isAlive()).isTrue();
        assertThat(ledger).doesNotExist();
        assertThat(console.toString(StandardCharsets.UTF_8)).isEqualTo("Machine lock: the harness pid " + dead
                + " died without stopping what it started; stopped zookeeper (pid " + child.pid() + ")\n");
    }

    @Test
    void aLiveHoldersLedgerIsLeftAlone() throws Exception {
        child = new ProcessBuilder("sleep", "120").start();
        Path ledger = dir.resolve(ChildLedger.PREFIX + ProcessHandle.current().pid());
        Files.write(ledger, List.of(line(child, "jmeter")));

        assertThat(ChildLedger.stopLeftovers(dir, new PrintStream(new ByteArrayOutputStream()))).isEmpty();

        assertThat(child.isAlive()).isTrue();
        assertThat(ledger).exists();
    }

    @Test
    void theLedgerListsWhatRunsAndIsGoneOnceEverythingStopped() throws Exception {
        child = new ProcessBuilder("sleep", "120").start();
        Path file = dir.resolve(ChildLedger.PREFIX + "1");
        ChildLedger ledger = new ChildLedger(file);

        ledger.started(child.toHandle(), "provider");
        assertThat(file).hasContent(line(child, "provider"));
        ledger.stopped(child.toHandle());
        assertThat(file).doesNotExist();
    }
}
