package io.meshbench.harness.machine;

import io.meshbench.results.format.RunJson;
import io.meshbench.results.api.RunAnalysis;
import io.meshbench.harness.scenario.Durations;
import io.meshbench.harness.scenario.ScenarioException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

/**
 * {@code --wait-quiet DURATION}: before a run, waits until the CPU used outside the benchmark's processes has stayed
 * under {@link RunAnalysis#SHARED_MACHINE_CORE_PCT} % of a core for {@link #QUIET_FOR} (the figure the report's "⚠ shared
 * machine" flag counts), printing a progress line; gives up after DURATION, and the run is flagged. The time is
 * counted in the seconds the source measured, so the wait is as long as its figures say.
 */
public final class QuietMachine {

    /** The machine must stay quiet this long: a few of a CI agent's periodic jobs' seconds, not one lucky second. */
    public static final Duration QUIET_FOR = Duration.ofSeconds(10);
    /** How often the progress line is printed while the machine is busy. */
    private static final long PROGRESS_EVERY_SECONDS = 10;

    /** One second's foreign CPU, measured over the next second (so a call takes about a second). */
    public interface ForeignSource {
        /** @return foreign CPU over the second just measured, % of one core; null when it cannot be measured here */
        Double nextSecond() throws InterruptedException;
    }

    private final Duration giveUpAfter;
    private final ForeignSource source;
    private final PrintStream out;

    public QuietMachine(Duration giveUpAfter, ForeignSource source, PrintStream out) {
        this.giveUpAfter = giveUpAfter;
        this.source = source;
        this.out = out;
    }

    /**
     * The {@code --wait-quiet} value: a duration of at least {@link #QUIET_FOR}, since a shorter one could never see the
     * machine quiet for that long.
     *
     * @return null when not given (empty)
     * @throws ScenarioException naming the option and what to write
     */
    public static Duration parseOption(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        Duration duration;
        try {
            duration = Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException("--wait-quiet: " + e.getMessage() + ", how long to wait at most for a quiet "
                    + "machine before each run");
        }
        if (duration.compareTo(QUIET_FOR) < 0) {
            throw new ScenarioException("--wait-quiet: '" + text.strip() + "' is shorter than the "
                    + Durations.format(QUIET_FOR) + " the machine must stay quiet: give at least "
                    + Durations.format(QUIET_FOR) + ", e.g. 5m");
        }
        return duration;
    }

    /**
     * Waits for {@link #QUIET_FOR} quiet seconds in a row, at most {@code giveUpAfter}.
     *
     * @return how the wait ended; null when foreign CPU cannot be measured here (not Linux): nothing was waited for
     */
    public RunJson.QuietWait await() throws InterruptedException {
        long limit = giveUpAfter.toSeconds();
        long quietNeeded = QUIET_FOR.toSeconds();
        long waited = 0;
        long quiet = 0;
        Double last = null;
        while (true) {
            Double foreign = source.nextSecond();
            if (foreign == null) {
                out.println("--wait-quiet: the CPU outside the benchmark cannot be measured here (no /proc/stat): not waiting");
                return null;
            }
            waited++;
            last = foreign;
            quiet = foreign < RunAnalysis.SHARED_MACHINE_CORE_PCT ? quiet + 1 : 0;
            if (quiet >= quietNeeded) {
                out.println(String.format(Locale.ROOT, "--wait-quiet: quiet for %d s (under %.0f%% of a core outside "
                        + "the benchmark) after %d s", quiet, RunAnalysis.SHARED_MACHINE_CORE_PCT, waited));
                return new RunJson.QuietWait(true, waited, foreign);
            }
            if (waited >= limit) {
                out.println(String.format(Locale.ROOT, "--wait-quiet: gave up after %s: %.0f%% of a core still used "
                        + "outside the benchmark; the run goes ahead and is flagged ⚠ shared machine",
                        Durations.format(giveUpAfter), foreign));
                return new RunJson.QuietWait(false, waited, foreign);
            }
            if (waited == 1 || (quiet == 0 && waited % PROGRESS_EVERY_SECONDS == 0)) {
                out.println(String.format(Locale.ROOT, "--wait-quiet: waiting for a quiet machine: %.0f%% of a core "
                        + "used outside the benchmark (under %.0f%% for %d s needed), waited %s of %s", foreign,
                        RunAnalysis.SHARED_MACHINE_CORE_PCT, quietNeeded, Durations.format(Duration.ofSeconds(waited)),
                        Durations.format(giveUpAfter)));
            }
        }
    }
}
