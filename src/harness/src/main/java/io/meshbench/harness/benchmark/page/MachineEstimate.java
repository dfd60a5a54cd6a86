package io.meshbench.harness.benchmark.page;

/**
 * What the planner assumes this machine holds, before anything is probed. Every figure comes from a measurement in
 * docs/measurements.md or /work design notes, named beside it; the capacity probe replaces the estimate where a
 * scenario's levels can be capacity-relative.
 *
 * @param cores the machine's cores
 */
public record MachineEstimate(int cores) {

    /**
     * Router topology, baseline, unthrottled (JMeter, consumer, 3 providers, data and ZooKeeper on 2 cores): 383 TPS
     * (docs/measurements.md, "Capacity-relative level": 383 TPS on a quiet machine; the design notes: about 5 ms of
     * CPU per request across all processes). Per core, as every process shares the cores.
     */
    static final double ROUTER_TPS_PER_CORE = 383.0 / 2;

    /**
     * The share of capacity a level may ask for and still be "held": on 2 cores queueing already equals one service
     * time at about 70 % busy (M/M/2, the design notes), so latency deltas above it measure queueing.
     */
    static final double HELD_SHARE = 0.70;

    /**
     * A target rate at or above this is a scenario's "max" level (e.g. 50u-max, 100000 TPS): unthrottled by design, the
     * published capacity measure, kept as it is.
     */
    static final int UNTHROTTLED_TPS = 100_000;

    /** Shares of capacity that replace levels the machine cannot hold: the lowest such level gets the first. */
    static final int FIRST_SHARE_PCT = 30;
    /** The highest share given: below the 70 % knee, with room for a treatment's added CPU. */
    static final int LAST_SHARE_PCT = 60;

    public static MachineEstimate here() {
        return new MachineEstimate(Runtime.getRuntime().availableProcessors());
    }

    /** The router topology's estimated capacity on this machine, in TPS. */
    public double capacityTps() {
        return ROUTER_TPS_PER_CORE * cores;
    }

    /** Whether a level asking {@code targetTps} fits below the queueing knee here. */
    public boolean holds(int targetTps) {
        return targetTps >= UNTHROTTLED_TPS || targetTps <= HELD_SHARE * capacityTps();
    }
}
