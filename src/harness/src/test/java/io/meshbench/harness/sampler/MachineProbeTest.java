package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.meshbench.results.format.ResourceSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineProbeTest {

    @TempDir
    Path dir;

    @Test
    void busyShareIsEverythingButIdleAndIowaitBetweenTwoReads() throws IOException {
        Path stat = dir.resolve("stat");
        //                 user nice system idle iowait irq softirq steal guest guest_nice
        Files.writeString(stat, "cpu  1000 0 500 8000 500 0 0 0 0 0\ncpu0 500 0 250 4000 250 0 0 0 0 0\n");
        MachineProbe probe = new MachineProbe(stat, 2);
        // +600 user, +300 system, +80 idle, +20 iowait: 900 busy of 1000
        Files.writeString(stat, "cpu  1600 0 800 8080 520 0 0 0 0 0\n");

        ResourceSample sample = probe.sample().orElseThrow();

        assertThat(sample.process()).isEqualTo(ResourceSample.MACHINE);
        assertThat(sample.cpuMachinePct()).isEqualTo(90.0);
        assertThat(sample.cpuCorePct()).isEqualTo(180.0);
        assertThat(sample.heapUsedBytes()).isNull();
    }

    @Test
    void noTimePassedOrNoProcStatGivesNoSample() throws IOException {
        Path stat = dir.resolve("stat");
        Files.writeString(stat, "cpu  1000 0 500 8000 500 0 0 0 0 0\n");
        assertThat(new MachineProbe(stat, 2).sample()).isEmpty();
        assertThat(new MachineProbe(dir.resolve("missing"), 2).sample()).isEmpty();
    }

    @Test
    void theRealMachineReadsAsAShareBetweenZeroAndAHundred() throws InterruptedException {
        MachineProbe probe = new MachineProbe(2);
        Thread.sleep(200);
        assertThat(probe.sample()).hasValueSatisfying(sample -> assertThat(sample.cpuMachinePct()).isBetween(0.0, 100.0));
    }
}
