package io.meshbench.sampler;

import io.meshbench.results.samples.ResourceSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The whole machine's busy share between two samples, from the aggregate {@code cpu} line of {@code /proc/stat}: all
 * time but idle and iowait, over all time. It is written to samples.jsonl as the pseudo-process
 * {@value ResourceSample#MACHINE}, so that a report can tell when the machine itself, not a treatment, set the figures.
 */
final class MachineProbe {

    private final Path stat;
    private final int cores;
    private long[] previous;

    MachineProbe(int cores) {
        this(Path.of("/proc/stat"), cores);
    }

    MachineProbe(Path stat, int cores) {
        this.stat = stat;
        this.cores = cores;
        this.previous = read();
    }

    /** The busy share since the previous call; empty when /proc/stat cannot be read (not Linux) or no time passed. */
    Optional<ResourceSample> sample() {
        return sample(System.currentTimeMillis());
    }

    /** The same, stamped with the sampler's tick. */
    Optional<ResourceSample> sample(long tickMillis) {
        long[] now = read();
        long[] before = previous;
        previous = now;
        if (now == null || before == null || now[1] <= before[1]) {
            return Optional.empty();
        }
        double busyPct = 100.0 * (now[0] - before[0]) / (now[1] - before[1]);
        double rounded = Math.round(busyPct * 100) / 100.0;
        return Optional.of(new ResourceSample(tickMillis, ResourceSample.MACHINE, null,
                Math.round(busyPct * cores * 100) / 100.0, rounded, null, null, null, null, null, null, null, null, null));
    }

    /** {busy ticks, total ticks} of the machine, or null. */
    private long[] read() {
        try {
            for (String line : Files.readAllLines(stat)) {
                if (line.startsWith("cpu ")) {
                    String[] fields = line.trim().split("\\s+");
                    long total = 0;
                    // user nice system idle iowait irq softirq steal (guest time is already in user)
                    for (int i = 1; i <= Math.min(8, fields.length - 1); i++) {
                        total += Long.parseLong(fields[i]);
                    }
                    long idle = Long.parseLong(fields[4]) + (fields.length > 5 ? Long.parseLong(fields[5]) : 0);
                    return new long[] {total - idle, total};
                }
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
