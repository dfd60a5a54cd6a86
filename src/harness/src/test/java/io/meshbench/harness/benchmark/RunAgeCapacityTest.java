package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.harness.scenario.Level;
import io.meshbench.harness.scenario.Scenario;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lowest 15 s the probe held over the seconds the runs are measured at. */
class RunAgeCapacityTest {

    /** {@code seconds} seconds at {@code tps} each, appended to {@code series}. */
    private static List<Long> at(List<Long> series, long tps, int seconds) {
        series.addAll(Collections.nCopies(seconds, tps));
        return series;
    }

    @Test
    void theLowestFifteenSecondsOfTheSpanCountWhereverTheyAre() {
        List<Long> series = at(at(at(at(new ArrayList<>(), 100, 60), 400, 30), 250, 20), 400, 71);

        RunAgeCapacity capacity = RunAgeCapacity.of(series, 60, 180);

        assertThat(capacity.lowestTps()).as("a dip to 250 for 20 s inside the span").isEqualTo(250.0);
        assertThat(capacity.fromSeconds()).isEqualTo(60);
        assertThat(capacity.toSeconds()).isEqualTo(180);
    }

    @Test
    void aWindowThatStraddlesTheDipIsNotLowerThanTheDip() {
        // 10 s at 100 then 400: every 15 s inside [0, 40) holds some 400s but the first, which holds 5 of them
        List<Long> series = at(at(new ArrayList<>(), 100, 10), 400, 31);

        assertThat(RunAgeCapacity.of(series, 0, 40).lowestTps()).isEqualTo((10 * 100 + 5 * 400) / 15.0);
    }

    @Test
    void theSpanIsCutAtTheProbesLastCompleteSecond() {
        List<Long> series = at(at(new ArrayList<>(), 500, 100), 3, 1); // the last second: cut short by the stop

        RunAgeCapacity capacity = RunAgeCapacity.of(series, 60, 1200);

        assertThat(capacity.toSeconds()).isEqualTo(100);
        assertThat(capacity.lowestTps()).as("the stop's partial second is no window's").isEqualTo(500.0);
    }

    @Test
    void aShortSpanIsTakenWholeAndASpanTheProbeNeverReachedHasNoFigure() {
        List<Long> series = at(at(new ArrayList<>(), 200, 20), 300, 41);

        assertThat(RunAgeCapacity.of(series, 15, 25).lowestTps()).as("10 s: their mean").isEqualTo(250.0);
        assertThat(RunAgeCapacity.of(series, 50, 110).lowestTps()).as("10 s of a 60 s span").isNull();
        assertThat(RunAgeCapacity.of(series, 300, 400).lowestTps()).isNull();
        assertThat(RunAgeCapacity.of(series, 300, 400).toSeconds()).isEqualTo(300);
        assertThat(RunAgeCapacity.of(series, 30, 30).lowestTps()).as("no window").isNull();
    }

    /** The span: from the cold warm-up of a fresh deployment, for the longest window of a capacity-relative level. */
    @Test
    void theSpanStartsAtTheColdWarmupAndLastsTheLongestCapacityRelativeWindow() {
        Level longer = Level.parseShorthand("50u-60%cap", 1);
        longer = new Level(longer.name(), longer.users(), longer.targetTps(), longer.capacityPct(), longer.workload(),
                longer.atRest(), longer.cpus(), longer.ruleChanges(), Duration.ofSeconds(300));
        Scenario scenario = BenchmarkPlanTest.scenario(1, List.of(Level.parseShorthand("50u-30%cap", 1), longer,
                Level.parseShorthand("50u-1000tps", 1)), 0, true, Duration.ofSeconds(90));
        List<Long> series = at(new ArrayList<>(), 100, 1000);

        RunAgeCapacity capacity = RunAgeCapacity.of(scenario, series);

        assertThat(capacity.fromSeconds()).as("the cold warm-up, longer than the 60 s warm-up").isEqualTo(90);
        assertThat(capacity.toSeconds()).as("the 300 s window, not the scenario's 120 s").isEqualTo(390);
    }
}
