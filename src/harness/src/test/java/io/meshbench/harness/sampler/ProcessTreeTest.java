package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The benchmark's process tree as the foreign-CPU figure counts it: this JVM and everything it started. */
class ProcessTreeTest {

    /**
     * A child that burned CPU and ended between two readings still counts: its time moved into its parent's
     * cutime/cstime when the JVM reaped it. (Summing only the live processes' own time would lose it, and the
     * machine's busy ticks would show it as foreign.)
     */
    @Test
    void aChildThatEndedBetweenTwoReadingsStillCountsInItsParent() throws IOException, InterruptedException {
        ProcessTree tree = ProcessTree.ofThisBenchmark();
        long before = tree.ticks();
        // the child spins, then prints its own /proc stat: its utime and stime are fields 14 and 15
        Process child = new ProcessBuilder("sh", "-c",
                "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; cat /proc/$$/stat").start();
        String stat = new String(child.getInputStream().readAllBytes());
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        child.onExit().join();
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
        long childTicks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        assertThat(childTicks).as("the child burned CPU").isGreaterThan(5);

        long after = tree.ticks();

        assertThat(after - before).isGreaterThanOrEqualTo(childTicks);
    }

    @Test
    void theTreeOfGivenRootsSumsTheirTicksAndSkipsTheGone() {
        long self = ProcessHandle.current().pid();
        Map<Long, Long> ticks = Map.of(self, 120L, 999_999_999L, -1L);
        ProcessTree tree = ProcessTree.of(List.of(self, 999_999_999L), pid -> ticks.getOrDefault(pid, 0L));
        assertThat(tree.ticks()).isEqualTo(120);
    }
}
