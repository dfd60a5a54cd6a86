package io.meshbench.harness.sampler;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.format.RunJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CgroupCpuStatTest {

    @TempDir
    Path dir;

    private Path write(String relative, String text) throws IOException {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    @Test
    void cgroupV2CountersAreReadUnderTheProcessesPathAndDifferenced() throws IOException {
        Path proc = write("proc/cgroup", "0::/system.slice/bench.service\n");
        Path stat = write("sys/system.slice/bench.service/cpu.stat", """
                usage_usec 9000000
                nr_periods 100
                nr_throttled 0
                throttled_usec 0
                """);
        CgroupCpuStat cgroup = CgroupCpuStat.locate(proc, dir.resolve("sys")).orElseThrow();
        long[] before = cgroup.counters().orElseThrow();
        Files.writeString(stat, "usage_usec 9500000\nnr_periods 160\nnr_throttled 12\nthrottled_usec 84500\n");

        RunJson.CpuThrottling throttling = cgroup.since(before).orElseThrow();

        assertThat(throttling.periods()).isEqualTo(60);
        assertThat(throttling.throttledPeriods()).isEqualTo(12);
        assertThat(throttling.throttledMs()).isEqualTo(84.5);
        assertThat(throttling.throttled()).isTrue();
        assertThat(throttling.source()).endsWith("bench.service/cpu.stat");
    }

    @Test
    void cgroupV1CountersComeFromTheCpuControllersMountWithThrottledTimeInNanoseconds() throws IOException {
        Path proc = write("proc/cgroup", "4:memory:/docker/abc\n2:cpu,cpuacct:/docker/abc\n0::/\n");
        Path stat = write("sys/cpu,cpuacct/docker/abc/cpu.stat", "nr_periods 10\nnr_throttled 1\nthrottled_time 2000000\n");
        CgroupCpuStat cgroup = CgroupCpuStat.locate(proc, dir.resolve("sys")).orElseThrow();
        long[] before = cgroup.counters().orElseThrow();
        assertThat(before).containsExactly(10, 1, 2000);
        Files.writeString(stat, "nr_periods 20\nnr_throttled 1\nthrottled_time 2000000\n");

        RunJson.CpuThrottling throttling = cgroup.since(before).orElseThrow();

        assertThat(throttling.periods()).isEqualTo(10);
        assertThat(throttling.throttled()).isFalse();
    }

    @Test
    void noCpuStatWithCountersMeansNothingToRecord() throws IOException {
        Path proc = write("proc/cgroup", "0::/user.slice\n");
        write("sys/user.slice/cpu.stat", "usage_usec 5\n"); // no cpu controller enabled: no throttling counters
        assertThat(CgroupCpuStat.locate(proc, dir.resolve("sys"))).isEmpty();
        assertThat(CgroupCpuStat.locate(dir.resolve("missing"), dir.resolve("sys"))).isEmpty();
    }
}
