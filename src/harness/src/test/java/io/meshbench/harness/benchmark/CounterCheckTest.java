package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.CounterChange;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class CounterCheckTest {

    private static final Map<String, CounterChange> BLOCKED = Map.of("rows", CounterChange.UNCHANGED, "rejected", CounterChange.GROWS);

    @Test
    void blockedWritesHoldWhenRowsStayAndRejectionsGrow() {
        assertThat(CounterCheck.failure(BLOCKED, Map.of("rows", 0L, "rejected", 0L), Map.of("rows", 0L, "rejected", 1500L))).isEmpty();
    }

    @Test
    void aRowWrittenUnderTheRuleFailsNamingTheCounterAndItsValues() {
        assertThat(CounterCheck.failure(BLOCKED, Map.of("rows", 0L, "rejected", 0L), Map.of("rows", 3L, "rejected", 1497L)))
                .hasValue("rows unchanged expected, 0 -> 3");
    }

    @Test
    void aCounterTheServiceDoesNotAnswerFails() {
        assertThat(CounterCheck.failure(Map.of("written", CounterChange.GROWS), Map.of("rows", 0L), Map.of("rows", 5L)))
                .hasValueSatisfying(failure -> assertThat(failure).startsWith("written grows expected, but the counters do not have 'written'"));
    }

    @Test
    void noExpectationNeverFails() {
        assertThat(CounterCheck.failure(Map.of(), Map.of(), Map.of())).isEmpty();
    }

    @Test
    void countersAreRecordedBeforeAndAfterInTheProbe() {
        Map<String, Integer> probe = new TreeMap<>();
        CounterCheck.record(Map.of("rows", 10L), "before", probe);
        CounterCheck.record(Map.of("rows", 12L), "after", probe);
        assertThat(probe).containsExactly(Map.entry("rows.after", 12), Map.entry("rows.before", 10));
    }
}
