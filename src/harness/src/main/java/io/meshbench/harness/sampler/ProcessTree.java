package io.meshbench.harness.sampler;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongUnaryOperator;

/**
 * The benchmark's own processes, as the foreign-CPU figure counts them: this JVM (the harness and its sampler) and
 * everything it started, children of children included (JMeter, the services, ZooKeeper, brokers, Envoy), plus the
 * trees of other roots it was told belong to the benchmark (the {@code meshbench deploy} that a {@code run --targets}
 * on this machine measures). Their CPU is read in clock ticks: each live process's own time plus the time of its
 * children that ended and were waited for ({@code cutime}, {@code cstime}), so a process that ended between two
 * readings still counts, in its parent's figure.
 */
public final class ProcessTree {

    private static final Set<Long> EXTRA_ROOTS = ConcurrentHashMap.newKeySet();

    private final Collection<Long> roots;
    private final LongUnaryOperator ticksOf;

    private ProcessTree(Collection<Long> roots, LongUnaryOperator ticksOf) {
        this.roots = roots;
        this.ticksOf = ticksOf;
    }

    /** This JVM's tree and every root added by {@link #alsoOwn}. */
    static ProcessTree ofThisBenchmark() {
        return new ProcessTree(null, ProcFs::treeTicks);
    }

    /** For tests: the trees of {@code roots}, each process's ticks from {@code ticksOf} (-1: gone). */
    static ProcessTree of(Collection<Long> roots, LongUnaryOperator ticksOf) {
        return new ProcessTree(roots, ticksOf);
    }

    /**
     * Counts another process's tree as the benchmark's own from now on in this JVM (e.g. the {@code meshbench deploy}
     * whose services this run loads).
     */
    public static void alsoOwn(long pid) {
        EXTRA_ROOTS.add(pid);
    }

    /** The clock ticks the tree has used, read now. */
    long ticks() {
        Set<Long> pids = new LinkedHashSet<>();
        if (roots == null) {
            pids.add(ProcessHandle.current().pid());
            ProcessHandle.current().descendants().forEach(p -> pids.add(p.pid()));
            for (long root : EXTRA_ROOTS) {
                ProcessHandle.of(root).ifPresent(handle -> {
                    pids.add(handle.pid());
                    handle.descendants().forEach(p -> pids.add(p.pid()));
                });
            }
        } else {
            for (long root : roots) {
                pids.add(root);
                ProcessHandle.of(root).ifPresent(handle -> handle.descendants().forEach(p -> pids.add(p.pid())));
            }
        }
        long sum = 0;
        for (long pid : pids) {
            long ticks = ticksOf.applyAsLong(pid);
            sum += Math.max(0, ticks);
        }
        return sum;
    }
}
