package io.meshbench.results.analysis;

import io.meshbench.results.ResultsException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.NavigableMap;

/**
 * What a fault did to one run's errors: the error rate of the measured window before the fault and after it, and how
 * long after the fault the errors fell back.
 *
 * <p>Errors <em>fell back</em> at the first second (of sample start, counted from the fault) from which
 * {@link #STEADY_SECONDS} seconds in a row hold an error rate no higher than the rate before the fault plus
 * {@link #TOLERANCE_POINTS} percentage points, after at least one second above it. Resolution: one second.
 *
 * @param errorPctBefore   failed samples in % of the window's samples started before the fault (null: none)
 * @param errorPctAfter    the same from the fault to the window's end (null: none)
 * @param errorsRose       whether any second after the fault went above the rate before it plus the tolerance
 * @param recoverySeconds  seconds from the fault until errors fell back: 0 when they never rose, null when they had not
 *                         fallen back by the window's end
 *
 * <p>Computed in the analysis's one pass over the JTL ({@link RunAnalyzer#analyze(Path, Long)}), never by reading
 * the file again.
 */
public record FaultRecovery(
        long faultAtMs,
        Double errorPctBefore,
        Double errorPctAfter,
        long samplesBefore,
        long samplesAfter,
        boolean errorsRose,
        Long recoverySeconds) {

    static final int STEADY_SECONDS = 5;
    static final double TOLERANCE_POINTS = 1.0;

    /**
     * What one analysis found about its fault: the recovery, or why there is nothing to say (the fault lies outside
     * the measured window).
     */
    public record Outcome(FaultRecovery recovery, String problem) {
    }

    /** Over the engine's measured window of {@code jtl} (first sample + {@code warmup} to the last end). */
    public static FaultRecovery of(Path jtl, Duration warmup, long faultAtMs) {
        Outcome outcome = new RunAnalyzer(AnalysisOptions.defaults().withWarmup(warmup).withLenient(true))
                .analyze(jtl, faultAtMs).recovery();
        if (outcome.recovery() == null) {
            throw new ResultsException(outcome.problem());
        }
        return outcome.recovery();
    }

    /** From the pass's series over {@code window} of {@code jtl}. */
    static Outcome of(String jtl, MeasuredWindow window, ErrorSeries series) {
        long faultAtMs = series.faultMs();
        if (faultAtMs < window.startMs() || faultAtMs > window.endMs()) {
            return new Outcome(null, jtl + ": the fault (at " + java.time.Instant.ofEpochMilli(faultAtMs)
                    + ") lies outside the measured window; nothing to say about recovery.");
        }
        return new Outcome(of(series, faultAtMs), null);
    }

    static FaultRecovery of(ErrorSeries series, long faultAtMs) {
        Double before = pct(series.errorsBefore(), series.samplesBefore());
        long samplesAfter = 0;
        long errorsAfter = 0;
        for (long[] counts : series.fromFault().values()) {
            samplesAfter += counts[0];
            errorsAfter += counts[1];
        }
        double ceiling = (before == null ? 0 : before) + TOLERANCE_POINTS;
        NavigableMap<Long, long[]> seconds = series.fromFault();
        long last = seconds.isEmpty() ? -1 : seconds.lastKey();
        boolean rose = false;
        Long recovered = null;
        for (long second = 0; second <= last && recovered == null; second++) {
            if (!calm(seconds.get(second), ceiling)) {
                rose = true;
            } else if (rose && calmFrom(seconds, second, last, ceiling)) {
                recovered = second;
            }
        }
        return new FaultRecovery(faultAtMs, before, pct(errorsAfter, samplesAfter), series.samplesBefore(), samplesAfter,
                rose, rose ? recovered : Long.valueOf(0));
    }

    /** STEADY_SECONDS calm seconds from {@code second} (fewer when the window ends sooner). */
    private static boolean calmFrom(Map<Long, long[]> seconds, long second, long last, double ceiling) {
        for (long s = second; s < second + STEADY_SECONDS && s <= last; s++) {
            if (!calm(seconds.get(s), ceiling)) {
                return false;
            }
        }
        return true;
    }

    /** A second without samples says nothing about errors, so it does not break a calm stretch. */
    private static boolean calm(long[] counts, double ceiling) {
        return counts == null || 100.0 * counts[1] / counts[0] <= ceiling;
    }

    private static Double pct(long errors, long samples) {
        return samples == 0 ? null : 100.0 * errors / samples;
    }
}
