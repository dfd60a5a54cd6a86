package io.meshbench.harness.scenario;

import io.meshbench.results.format.LevelName;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * One load level: how many JMeter users offer which constant throughput.
 *
 * <p>A <b>capacity-relative</b> level gives its rate as a share of what the baseline held on this machine
 * ({@code capacityPct}, e.g. 30 for {@code 50u-30%cap}) instead of a number: its {@code targetTps} stays 0 until the
 * benchmark's capacity probe has measured the capacity and {@link #atCapacity} resolved it. Such levels compare
 * treatments at rates the machine can really hold, on any machine; the nominal levels of the design card stay.
 *
 * <p>With the scenario's {@link Workload workloads}, every level runs once per workload: the run level
 * {@code <workload>-<level>} carries its workload (plan properties, counter expectations).
 *
 * <p>An <b>at-rest</b> level ({@code atRest: true}, shorthand {@code at-rest}) runs no load at all: the deployment
 * starts, the warm-up passes as a quiet interval, then every process is sampled for the duration (0 s for a start-up
 * alone). It measures what a treatment costs a service that serves nothing: memory, classes and threads at rest, the
 * idle CPU, the start-up. It runs once, whatever the workloads.
 *
 * @param capacityPct null for a nominal level
 * @param workload    the workload a run level runs; null for a scenario without workloads
 * @param atRest      no load: users and targetTps are 0
 * @param cpus        the services run pinned to this many CPUs (affinity, {@code taskset}); null: every CPU
 * @param ruleChanges an at-rest level's changes of the published rules during its window, in time order
 * @param duration    this level's measured window when it needs its own (e.g. rule changes that take minutes to
 *                    show); null: the scenario's {@code duration}, which {@code --duration} overrides
 * @param warmup      this level's warm-up when it needs its own (e.g. 0s for an unthrottled level whose time to max
 *                    TPS counts from the load's first second); null: the scenario's, which {@code --warmup} overrides
 */
public record Level(String name, int users, int targetTps, Integer capacityPct, Workload workload, boolean atRest,
                    Integer cpus, List<RuleChange> ruleChanges, Duration duration, Duration warmup) {

    /** The name of an at-rest level when none is given, and its shorthand in {@code --levels}. */
    public static final String AT_REST = LevelName.AT_REST;

    public Level {
        ruleChanges = ruleChanges == null ? List.of() : List.copyOf(ruleChanges);
        if (name == null || name.isBlank()) {
            name = atRest ? AT_REST : capacityPct == null ? nameOf(users, targetTps) : capacityNameOf(users, capacityPct);
        }
    }

    public Level(String name, int users, int targetTps, Integer capacityPct, Workload workload, boolean atRest,
                 Integer cpus, List<RuleChange> ruleChanges, Duration duration) {
        this(name, users, targetTps, capacityPct, workload, atRest, cpus, ruleChanges, duration, null);
    }

    public Level(String name, int users, int targetTps, Integer capacityPct, Workload workload, boolean atRest,
                 Integer cpus, List<RuleChange> ruleChanges) {
        this(name, users, targetTps, capacityPct, workload, atRest, cpus, ruleChanges, null);
    }

    public Level(String name, int users, int targetTps, Integer capacityPct, Workload workload, boolean atRest,
                 Integer cpus) {
        this(name, users, targetTps, capacityPct, workload, atRest, cpus, null);
    }

    public Level(String name, int users, int targetTps, Integer capacityPct, Workload workload, boolean atRest) {
        this(name, users, targetTps, capacityPct, workload, atRest, null);
    }

    public Level(String name, int users, int targetTps, Integer capacityPct, Workload workload) {
        this(name, users, targetTps, capacityPct, workload, false);
    }

    /** A level without load, e.g. {@code at-rest}. */
    public static Level atRest(String name) {
        return new Level(name, 0, 0, null, null, true);
    }

    public Level(String name, int users, int targetTps, Integer capacityPct) {
        this(name, users, targetTps, capacityPct, null);
    }

    public Level(String name, int users, int targetTps) {
        this(name, users, targetTps, null, null);
    }

    /** This load on {@code next}: named {@code <workload>-<level>}, e.g. {@code mariadb-insert-50u-1000tps}. */
    public Level onWorkload(Workload next) {
        return new Level(next.name() + "-" + name, users, targetTps, capacityPct, next, atRest, cpus, ruleChanges,
                duration, warmup);
    }

    /** The workload's {@code -J} properties over the scenario's; empty without a workload. */
    public Map<String, String> planProperties() {
        return workload == null ? Map.of() : workload.planProperties();
    }

    /** The workload's {@code -D} properties of the treated services; empty without a workload. */
    public Map<String, String> treatedProperties() {
        return workload == null ? Map.of() : workload.properties();
    }

    /** Per treatment, how each counter the probe reads must move over the load; empty without a workload. */
    public Map<String, Map<String, CounterChange>> expect() {
        return workload == null ? Map.of() : workload.expect();
    }

    /** As read from a scenario file: a capacity-relative level has no targetTps; a missing number is 0 (refused later). */
    @com.fasterxml.jackson.annotation.JsonCreator
    static Level fromFile(@com.fasterxml.jackson.annotation.JsonProperty("name") String name,
                          @com.fasterxml.jackson.annotation.JsonProperty("users") Integer users,
                          @com.fasterxml.jackson.annotation.JsonProperty("targetTps") Integer targetTps,
                          @com.fasterxml.jackson.annotation.JsonProperty("capacityPct") Integer capacityPct,
                          @com.fasterxml.jackson.annotation.JsonProperty("atRest") Boolean atRest,
                          @com.fasterxml.jackson.annotation.JsonProperty("cpus") Integer cpus,
                          @com.fasterxml.jackson.annotation.JsonProperty("ruleChanges") List<RuleChange> ruleChanges,
                          @com.fasterxml.jackson.annotation.JsonProperty("duration") Duration duration,
                          @com.fasterxml.jackson.annotation.JsonProperty("warmup") Duration warmup) {
        return new Level(name, users == null ? 0 : users, targetTps == null ? 0 : targetTps, capacityPct, null,
                atRest != null && atRest, cpus, ruleChanges, duration, warmup);
    }

    /** The conventional name, e.g. {@code 50u-1000tps}: also the run folder's name. */
    public static String nameOf(int users, int targetTps) {
        return LevelName.nominal(users, targetTps).toString();
    }

    /** The conventional name of a capacity-relative level, e.g. {@code 50u-30pct-cap} (no '%' in folder names). */
    public static String capacityNameOf(int users, int capacityPct) {
        return LevelName.capacity(users, capacityPct).toString();
    }

    public boolean isCapacityRelative() {
        return capacityPct != null;
    }

    /** Whether the rate is known: a nominal level, a capacity-relative one the probe has resolved, or no load at all. */
    public boolean isResolved() {
        return atRest || targetTps > 0;
    }

    /** This capacity-relative level at {@code capacityPct} % of {@code capacityTps}, at least 1 TPS. */
    public Level atCapacity(double capacityTps) {
        if (!isCapacityRelative()) {
            return this;
        }
        int tps = (int) Math.max(1, Math.round(capacityTps * capacityPct / 100.0));
        return new Level(name, users, tps, capacityPct, workload, atRest, cpus, ruleChanges, duration, warmup);
    }

    /** What the plan prints: {@code 1000 TPS}, or {@code 30% of capacity} before the probe, {@code 115 TPS (30% of capacity)} after. */
    public String describeRate() {
        if (atRest) {
            return "no load (at rest)";
        }
        if (!isCapacityRelative()) {
            return targetTps + " TPS";
        }
        return isResolved() ? targetTps + " TPS (" + capacityPct + "% of capacity)" : capacityPct + "% of capacity";
    }

    /** The name of a level given by its rate alone, e.g. {@code 500rps}: a step of an RPS ladder. */
    public static String rateNameOf(int targetTps) {
        return LevelName.rate(targetTps).toString();
    }

    /**
     * Parses the shorthand {@code <users>u-<tps>tps}, {@code [<users>u-]<pct>%cap} (also written
     * {@code <pct>pct-cap}), {@code at-rest} or a rate alone, {@code <tps>} or {@code <tps>rps} (an open-model
     * ladder's step, named {@code <tps>rps}): the grammar of {@link LevelName}. A level without users gets
     * {@code defaultUsers}. Null when the text is in none of these forms.
     */
    public static Level parseShorthand(String text, int defaultUsers) {
        return LevelName.parse(text).map(name -> of(name.withUsersIfMissing(defaultUsers), defaultUsers)).orElse(null);
    }

    private static Level of(LevelName name, int defaultUsers) {
        return switch (name.form()) {
            case AT_REST -> atRest(name.toString());
            case NOMINAL -> new Level(name.toString(), name.users(), name.targetTps());
            case RATE -> new Level(name.toString(), defaultUsers, name.targetTps());
            case CAPACITY -> new Level(name.toString(), name.users(), 0, name.capacityPct());
        };
    }
}
