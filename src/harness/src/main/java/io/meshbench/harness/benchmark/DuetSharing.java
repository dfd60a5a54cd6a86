package io.meshbench.harness.benchmark;

import java.util.List;

/**
 * What the two sides of a duet share, written into each duet.json and listed in the report's duet section. Everything
 * else (ZooKeeper, every service JVM, ports, rules) each side starts for itself, exactly as a sequential run does:
 * docs/duet.md, "What a duet costs the machine", gives the measured cost of each and why it is not shared.
 */
final class DuetSharing {

    static final List<String> SHARED = List.of(
            "one JMeter: one JVM running one plan with both sides' thread groups (the same users and rate each), one JTL "
                    + "split by thread name",
            "one sampler: one thread reading both sides' processes, JMeter and the machine in the same 1 s tick",
            "the machine: its cores, memory, disk and loopback network");

    private DuetSharing() {
    }
}
