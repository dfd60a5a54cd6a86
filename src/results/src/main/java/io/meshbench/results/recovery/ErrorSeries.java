package io.meshbench.results.recovery;

import io.meshbench.results.analysis.MeasuredWindow;
import io.meshbench.results.jtl.JtlReader;
import io.meshbench.results.jtl.JtlSampleSink;
import java.nio.file.Path;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The measured window's samples and failed samples around a fault: totals before it, and per second of sample start
 * from it on. Read with the results engine's JTL reader, over the engine's own measured window; memory grows with the
 * seconds that hold samples, never with the time span an odd row claims.
 */
final class ErrorSeries implements JtlSampleSink {

    /** A Transaction Controller's sample repeats its samplers' outcome: counted once, like JMeter's total. */
    @Override
    public void acceptTransaction(long start, long elapsed, String label, boolean success, long received, long sent) {
    }

    private final MeasuredWindow window;
    private final long faultMs;
    private final TreeMap<Long, long[]> fromFault = new TreeMap<>();
    private long samplesBefore;
    private long errorsBefore;

    private ErrorSeries(MeasuredWindow window, long faultMs) {
        this.window = window;
        this.faultMs = faultMs;
    }

    static ErrorSeries read(Path jtl, MeasuredWindow window, long faultMs) {
        ErrorSeries series = new ErrorSeries(window, faultMs);
        new JtlReader(true).read(jtl, series);
        return series;
    }

    @Override
    public void accept(long startMs, long elapsedMs, String label, boolean success, long receivedBytes, long sentBytes) {
        if (startMs < window.startMs() || startMs + elapsedMs > window.endMs()) { // the engine's window rule
            return;
        }
        if (startMs < faultMs) {
            samplesBefore++;
            errorsBefore += success ? 0 : 1;
            return;
        }
        long[] counts = fromFault.computeIfAbsent((startMs - faultMs) / 1000, second -> new long[2]);
        counts[0]++;
        counts[1] += success ? 0 : 1;
    }

    long samplesBefore() {
        return samplesBefore;
    }

    long errorsBefore() {
        return errorsBefore;
    }

    /** Second from the fault → {samples, errors}; seconds without samples are absent. */
    NavigableMap<Long, long[]> fromFault() {
        return fromFault;
    }
}
