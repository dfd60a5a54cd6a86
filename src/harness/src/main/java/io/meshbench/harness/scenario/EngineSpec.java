package io.meshbench.harness.scenario;

import java.util.List;

/**
 * Independent load engines (docs/jmeter.md, "Independent engines"): {@code engines: N} non-GUI JMeter processes, each
 * running the whole plan with 1/N of the threads and of the target rate, their JTLs merged after the run. Each engine
 * runs on the host of {@code hosts[(id - 1) % hosts.size()]}: a command prefix that runs a command there and sees
 * the same paths ({@code ip netns exec <namespace>}, an ssh wrapper onto a shared file system); none runs it here.
 *
 * @param count JMeter processes; 1 is today's single JMeter
 * @param hosts command prefixes, each split on blanks; empty: every engine runs on this machine
 */
public record EngineSpec(int count, List<String> hosts) {

    public static final EngineSpec ONE = new EngineSpec(1, List.of());

    public EngineSpec {
        hosts = hosts == null ? List.of() : List.copyOf(hosts);
    }

    /** The command prefix of engine {@code id} (from 1): empty for this machine. */
    public List<String> hostPrefix(int id) {
        if (hosts.isEmpty()) {
            return List.of();
        }
        String prefix = hosts.get((id - 1) % hosts.size()).strip();
        return prefix.isEmpty() ? List.of() : List.of(prefix.split("\\s+"));
    }

    /** The host as run.json names it: the prefix as written, or {@code local}. */
    public String hostName(int id) {
        List<String> prefix = hostPrefix(id);
        return prefix.isEmpty() ? "local" : String.join(" ", prefix);
    }

    public boolean independent() {
        return count > 1 || !hosts.isEmpty();
    }
}
