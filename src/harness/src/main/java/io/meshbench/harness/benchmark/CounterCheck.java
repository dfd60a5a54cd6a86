package io.meshbench.harness.benchmark;

import io.meshbench.harness.scenario.CounterChange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Whether the counters read before and after a run's load moved as its level expects for its treatment. */
final class CounterCheck {

    private CounterCheck() {
    }

    /** What did not hold, one phrase per counter, e.g. {@code rows unchanged expected, 100 -> 612}; empty when all held. */
    static Optional<String> failure(Map<String, CounterChange> expected, Map<String, Long> before, Map<String, Long> after) {
        List<String> problems = new ArrayList<>();
        expected.forEach((counter, change) -> {
            Long from = before.get(counter);
            Long to = after.get(counter);
            if (from == null || to == null) {
                problems.add(counter + " " + change + " expected, but the counters do not have '" + counter + "' " + after.keySet());
            } else if (!change.holds(from, to)) {
                problems.add(counter + " " + change + " expected, " + from + " -> " + to);
            }
        });
        return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
    }

    /** {@code "<name>.before"} and {@code "<name>.after"} for run.json's probe (whole numbers, like the probe's split). */
    static void record(Map<String, Long> values, String suffix, Map<String, Integer> probe) {
        values.forEach((name, value) -> probe.put(name + "." + suffix, (int) Math.min(Integer.MAX_VALUE, value)));
    }
}
