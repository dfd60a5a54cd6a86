package io.meshbench.harness.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.format.RunJson;
import io.meshbench.harness.scenario.ScenarioException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --wait-quiet}, driven by a synthetic source of foreign CPU (one figure per second, no real waiting). */
class QuietMachineTest {

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(console, true, StandardCharsets.UTF_8);

    @Test
    void waitsUntilTenQuietSecondsInARowWithAProgressLine() throws InterruptedException {
        // busy for 3 s, quiet for 5 s, one busy second (the count starts again), then quiet
        Source source = new Source(List.of(50.0, 40.0, 30.0, 1.0, 2.0, 3.0, 4.0, 5.0, 12.0), 2.0);

        RunJson.QuietWait wait = new QuietMachine(Duration.ofMinutes(5), source::next, out).await();

        assertThat(wait.quiet()).isTrue();
        assertThat(wait.waitedSeconds()).isEqualTo(19); // 9 seconds, then 10 quiet ones
        assertThat(source.asked).isEqualTo(19);
        assertThat(console.toString())
                .contains("--wait-quiet: waiting for a quiet machine: 50% of a core used outside the benchmark "
                        + "(under 10% for 10 s needed), waited 1s of 5m00s")
                .contains("--wait-quiet: quiet for 10 s (under 10% of a core outside the benchmark) after 19 s");
    }

    @Test
    void givesUpAfterTheDurationAndSaysTheRunWillBeFlagged() throws InterruptedException {
        Source source = new Source(List.of(), 35.0);

        RunJson.QuietWait wait = new QuietMachine(Duration.ofSeconds(30), source::next, out).await();

        assertThat(wait).isEqualTo(new RunJson.QuietWait(false, 30, 35.0));
        assertThat(console.toString()).contains("--wait-quiet: gave up after 30s: 35% of a core still used outside "
                + "the benchmark; the run goes ahead and is flagged ⚠ shared machine");
    }

    @Test
    void exactlyTheThresholdIsNotQuiet() throws InterruptedException {
        Source source = new Source(List.of(), 10.0);
        assertThat(new QuietMachine(Duration.ofSeconds(20), source::next, out).await().quiet()).isFalse();
    }

    @Test
    void aMachineWithoutTheFigureIsNotWaitedFor() throws InterruptedException {
        assertThat(new QuietMachine(Duration.ofMinutes(1), () -> null, out).await()).isNull();
        assertThat(console.toString()).contains("cannot be measured here");
    }

    @Test
    void theOptionTakesADurationOfAtLeastTheQuietWindow() {
        assertThat(QuietMachine.parseOption("")).isNull();
        assertThat(QuietMachine.parseOption("10m")).isEqualTo(Duration.ofMinutes(10));
        assertThat(QuietMachine.parseOption("10")).isEqualTo(Duration.ofSeconds(10));
        assertThatThrownBy(() -> QuietMachine.parseOption("9s")).isInstanceOf(ScenarioException.class)
                .hasMessage("--wait-quiet: '9s' is shorter than the 10s the machine must stay quiet: give at least 10s, e.g. 5m");
        assertThatThrownBy(() -> QuietMachine.parseOption("soon")).isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith("--wait-quiet: 'soon' is not a duration");
    }

    /** Figures from a list, then {@code rest} for ever. */
    private static final class Source {
        private final Deque<Double> figures;
        private final double rest;
        int asked;

        Source(List<Double> figures, double rest) {
            this.figures = new ArrayDeque<>(figures);
            this.rest = rest;
        }

        Double next() {
            asked++;
            return figures.isEmpty() ? rest : figures.poll();
        }
    }
}
