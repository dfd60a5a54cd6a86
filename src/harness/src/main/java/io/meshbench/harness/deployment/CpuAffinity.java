package io.meshbench.harness.deployment;

import java.util.List;

/**
 * Pins a service to its first {@code cpus} CPUs with {@code taskset -c}, from its very start: the JVM sizes its GC
 * and JIT threads and {@code availableProcessors()} from the affinity mask it starts with, as in a container limited
 * to that many CPUs. {@code taskset} execs the command, so the process keeps its pid.
 */
public record CpuAffinity(int cpus) {

    public static final String TASKSET = "taskset";

    public CpuAffinity {
        if (cpus < 1) {
            throw new IllegalArgumentException("cpus must be 1 or more, got " + cpus);
        }
    }

    /** The CPUs a process may run on: {@code 0} or {@code 0-<cpus-1>}. */
    public String cpuList() {
        return cpus == 1 ? "0" : "0-" + (cpus - 1);
    }

    /** What goes before the java command. */
    public List<String> prefix() {
        return List.of(TASKSET, "-c", cpuList());
    }
}
