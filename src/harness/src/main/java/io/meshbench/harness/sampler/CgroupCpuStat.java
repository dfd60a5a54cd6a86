package io.meshbench.harness.sampler;

import io.meshbench.results.format.RunJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The CPU throttling counters of the cgroup this JVM runs in (the processes the harness starts inherit it), from its
 * {@code cpu.stat}: cgroup v2 {@code <root>/<path>/cpu.stat} with {@code nr_periods}, {@code nr_throttled} and
 * {@code throttled_usec}; v1 {@code <root>/cpu[,cpuacct]/<path>/cpu.stat} with {@code throttled_time} in ns. Empty
 * where there is no such file or it has no counters (no CPU quota anywhere, not Linux): a container with a CPU limit
 * throttles its processes in bursts that look like latency, and only these counters say so.
 */
public final class CgroupCpuStat {

    private final Path file;

    CgroupCpuStat(Path file) {
        this.file = file;
    }

    /** This JVM's cgroup's cpu.stat, found through /proc/self/cgroup under /sys/fs/cgroup; empty when there is none. */
    public static Optional<CgroupCpuStat> ofThisProcess() {
        return locate(Path.of("/proc/self/cgroup"), Path.of("/sys/fs/cgroup"));
    }

    /** The cpu.stat named by a /proc/self/cgroup file under {@code root}: the v2 entry first, else v1's cpu one. */
    static Optional<CgroupCpuStat> locate(Path procCgroup, Path root) {
        List<String> lines;
        try {
            lines = Files.readAllLines(procCgroup);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        for (String line : lines) {
            String[] parts = line.split(":", 3);
            if (parts.length < 3) {
                continue;
            }
            String relative = parts[2].startsWith("/") ? parts[2].substring(1) : parts[2];
            if (parts[0].equals("0") && parts[1].isEmpty()) {
                for (Path base : List.of(root, root.resolve("unified"))) {
                    Path stat = base.resolve(relative).resolve("cpu.stat");
                    if (hasCounters(stat)) {
                        return Optional.of(new CgroupCpuStat(stat));
                    }
                }
            } else if (List.of(parts[1].split(",")).contains("cpu")) {
                for (String mount : List.of(parts[1], "cpu", "cpu,cpuacct", "cpuacct,cpu")) {
                    Path stat = root.resolve(mount).resolve(relative).resolve("cpu.stat");
                    if (hasCounters(stat)) {
                        return Optional.of(new CgroupCpuStat(stat));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean hasCounters(Path stat) {
        return Files.isRegularFile(stat) && read(stat).containsKey("nr_throttled");
    }

    /** The counters now: nr_periods, nr_throttled, and throttled time in µs (v1's ns converted). */
    public Optional<long[]> counters() {
        Map<String, Long> values = read(file);
        if (!values.containsKey("nr_throttled")) {
            return Optional.empty();
        }
        long micros = values.containsKey("throttled_usec") ? values.get("throttled_usec")
                : values.getOrDefault("throttled_time", 0L) / 1000;
        return Optional.of(new long[] {values.getOrDefault("nr_periods", 0L), values.get("nr_throttled"), micros});
    }

    /** The throttling between {@code before} and now, as run.json records it; empty when the file cannot be read. */
    public Optional<RunJson.CpuThrottling> since(long[] before) {
        return counters().map(now -> new RunJson.CpuThrottling(file.toString(), now[0] - before[0],
                now[1] - before[1], (now[2] - before[2]) / 1000.0));
    }

    private static Map<String, Long> read(Path stat) {
        Map<String, Long> values = new HashMap<>();
        try {
            for (String line : Files.readAllLines(stat)) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length == 2 && fields[1].matches("\\d{1,19}")) {
                    values.put(fields[0], Long.parseLong(fields[1]));
                }
            }
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return values;
    }
}
