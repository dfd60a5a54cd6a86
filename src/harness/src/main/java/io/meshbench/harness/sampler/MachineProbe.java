package io.meshbench.harness.sampler;

import io.meshbench.results.format.ResourceSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The whole machine's busy share between two samples, from the aggregate {@code cpu} line of {@code /proc/stat}: all
 * time but idle and iowait, over all time. It is written to samples.jsonl as the pseudo-process
 * {@value ResourceSample#MACHINE}, so that a report can tell when the machine itself, not a treatment, set the figures.
 * Given the benchmark's own process tree, it also says how much of that busy time was not the benchmark's
 * ({@link ForeignTicks}): the tree is read right after /proc/stat, so both cover the same interval.
 */
final class MachineProbe {

    private final Path stat;
    private final int cores;
    /** The clock ticks of the benchmark's own processes so far; null: no foreign figure. */
    private final LongSupplier ownTicks;
    private Reading previous;

    MachineProbe(int cores) {
        this(Path.of("/proc/stat"), cores, ProcessTree.ofThisBenchmark()::ticks);
    }

    MachineProbe(Path stat, int cores) {
        this(stat, cores, null);
    }

    MachineProbe(Path stat, int cores, LongSupplier ownTicks) {
        this.stat = stat;
        this.cores = cores;
        this.ownTicks = ownTicks;
        this.previous = read();
    }

    /** The busy share since the previous call; empty when /proc/stat cannot be read (not Linux) or no time passed. */
    Optional<ResourceSample> sample() {
        return sample(System.currentTimeMillis());
    }

    /** The same, stamped with the sampler's tick. */
    Optional<ResourceSample> sample(long tickMillis) {
        Reading now = read();
        Reading before = previous;
        previous = now;
        if (now == null || before == null || now.total <= before.total) {
            return Optional.empty();
        }
        double busyPct = 100.0 * (now.busy - before.busy) / (now.total - before.total);
        double rounded = Math.round(busyPct * 100) / 100.0;
        Double foreign = ownTicks == null ? null
                : ForeignTicks.corePct(now.busy - before.busy, now.total - before.total, now.cpus, now.own - before.own);
        return Optional.of(new ResourceSample(tickMillis, ResourceSample.MACHINE, null,
                Math.round(busyPct * cores * 100) / 100.0, rounded, null, null, null, null, null, null, null, null, null,
                foreign));
    }

    /** Busy and total ticks of the machine, its CPUs, and the own tree's ticks read just after; or null. */
    private record Reading(long busy, long total, int cpus, long own) {
    }

    private Reading read() {
        try {
            long busy = -1;
            long total = 0;
            int cpus = 0;
            for (String line : Files.readAllLines(stat)) {
                if (line.startsWith("cpu ")) {
                    String[] fields = line.trim().split("\\s+");
                    // user nice system idle iowait irq softirq steal (guest time is already in user)
                    for (int i = 1; i <= Math.min(8, fields.length - 1); i++) {
                        total += Long.parseLong(fields[i]);
                    }
                    long idle = Long.parseLong(fields[4]) + (fields.length > 5 ? Long.parseLong(fields[5]) : 0);
                    busy = total - idle;
                } else if (line.startsWith("cpu")) {
                    cpus++;
                }
            }
            if (busy < 0) {
                return null;
            }
            return new Reading(busy, total, cpus == 0 ? cores : cpus, ownTicks == null ? 0 : ownTicks.getAsLong());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
