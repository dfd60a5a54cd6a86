package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.ResourceSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 24 §6: the CPU outside the benchmark's processes, per second, as the machine line records it. */
class ForeignTicksTest {

    @TempDir
    Path dir;

    @Test
    void foreignIsTheMachinesBusyTicksLessTheTreesOverOneCpusElapsedTicks() {
        // 2 CPUs, 1 s at 100 ticks/s: 200 ticks in all, 140 busy, the benchmark's tree 104: 36 ticks of another's work
        assertThat(ForeignTicks.corePct(140, 200, 2, 104)).isEqualTo(36.0);
        // the measurement: the machine 70 % busy, the benchmark's processes 52 %: 18 % of the machine
        assertThat(ForeignTicks.corePct(70, 100, 1, 52)).isEqualTo(18.0);
        assertThat(ForeignTicks.corePct(1400, 2000, 2, 1040)).isEqualTo(36.0);
    }

    @Test
    void roundingBelowZeroReadsAsNoForeignCpuAndNoTimeGivesNoFigure() {
        assertThat(ForeignTicks.corePct(100, 200, 2, 103)).isEqualTo(0.0);
        assertThat(ForeignTicks.corePct(0, 0, 2, 0)).isNull();
    }

    /** The machine line carries foreignCorePct; the tree is read with /proc/stat, so both cover one interval. */
    @Test
    void theMachineLineCarriesTheForeignFigureOfTheSameInterval() throws IOException {
        Path stat = dir.resolve("stat");
        //                 user nice system idle iowait irq softirq steal guest guest_nice
        Files.writeString(stat, "cpu  1000 0 500 8000 500 0 0 0 0 0\ncpu0 1 0 0 0 0 0 0 0 0 0\ncpu1 1 0 0 0 0 0 0 0 0 0\n");
        AtomicLong ownTicks = new AtomicLong(5000);
        MachineProbe probe = new MachineProbe(stat, 2, ownTicks::get);
        // 1000 ticks over 2 CPUs (500 each): 900 busy, of which the benchmark's tree used 700
        Files.writeString(stat, "cpu  1600 0 800 8080 520 0 0 0 0 0\ncpu0 1 0 0 0 0 0 0 0 0 0\ncpu1 1 0 0 0 0 0 0 0 0 0\n");
        ownTicks.set(5700);

        ResourceSample sample = probe.sample().orElseThrow();

        assertThat(sample.cpuMachinePct()).isEqualTo(90.0);
        assertThat(sample.foreignCorePct()).isEqualTo(40.0);
    }

    /** The sampler writes the figure on every machine line of samples.jsonl after the first interval. */
    @Test
    void theSamplerWritesForeignCpuOnTheMachineLines() throws Exception {
        Path samples = dir.resolve("samples.jsonl");
        try (JvmSampler sampler = JvmSampler.start(samples, java.util.List.of(), java.time.Duration.ofMillis(300))) {
            Thread.sleep(1_500);
        }
        java.util.List<ResourceSample> machine = new java.util.ArrayList<>();
        io.meshbench.results.samples.SamplesReader.read(samples, sample -> {
            if (sample.process().equals(ResourceSample.MACHINE)) {
                machine.add(sample);
            }
        });
        assertThat(machine).isNotEmpty().allSatisfy(sample -> assertThat(sample.foreignCorePct())
                .isNotNull().isBetween(0.0, 100.0 * Runtime.getRuntime().availableProcessors() + 1));
        System.out.println("foreign CPU on this machine now, % of a core: "
                + machine.stream().map(ResourceSample::foreignCorePct).toList());
    }

    @Test
    void withoutATreeTheMachineLineHasNoForeignFigure() throws IOException {
        Path stat = dir.resolve("stat");
        Files.writeString(stat, "cpu  1000 0 500 8000 500 0 0 0 0 0\n");
        MachineProbe probe = new MachineProbe(stat, 2);
        Files.writeString(stat, "cpu  1600 0 800 8080 520 0 0 0 0 0\n");
        assertThat(probe.sample().orElseThrow().foreignCorePct()).isNull();
    }
}
