package io.meshbench.harness.scenario;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A change of the published rules during an at-rest level's sampled window, the same for every treatment: at
 * {@code at} into the window the rule nodes hold exactly {@code rules} (every other rule of the scenario deleted).
 * From a settling time later (the agents' watchers see the change) until the next change or the window's end, the
 * probe's counters must move as {@code expect} says for the run's treatment: e.g. consumers that stop while a
 * consume prohibition is on and resume when it is off again, and a baseline that never stops.
 *
 * @param expect per treatment, how each counter moves over this change's phase; a treatment not named is not checked
 */
public record RuleChange(Duration at, List<String> rules, Map<String, Map<String, CounterChange>> expect) {

    /** From a change until its phase's counters are read: Sermant's watchers see a rule within about 3 s. */
    public static final Duration SETTLE = Duration.ofSeconds(5);

    /** The shortest phase (until the next change or the window's end): the counters need time to move after SETTLE. */
    public static final Duration SHORTEST_PHASE = SETTLE.multipliedBy(2);

    public RuleChange {
        rules = rules == null ? List.of() : List.copyOf(rules);
        expect = expect == null ? Map.of() : Map.copyOf(expect);
    }
}
