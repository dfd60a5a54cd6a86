package io.meshbench.results.analysis;

import io.meshbench.results.jtl.JtlSampleSink;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/** The sink of the one pass (one per chunk when the file is read in parallel, merged afterwards). */
final class PassAccumulators implements JtlSampleSink {
    private final MeasuredWindow window;
    private final PercentileDefinition percentiles;
    final SampleAccumulator total;
    final Map<String, SampleAccumulator> labels = new HashMap<>();
    /** Rows in the window of Transaction Controllers that ran no sampler, per label (rare rows: no fast path). */
    final Map<String, long[]> emptyTransactions = new TreeMap<>();
    final TpsSeries series;
    final long midpoint;
    final LatencyHistogram firstHalf = new LatencyHistogram();
    final LatencyHistogram secondHalf = new LatencyHistogram();
    final ElapsedSeries elapsed;
    /** Errors around the run's injected fault, when there is one. */
    final ErrorSeries errors;
    /** What the pass keeps to be corrected without a second read when the guessed bounds prove wrong. */
    final RowLog log;
    private String lastLabel;
    private SampleAccumulator lastAccumulator;
    private long firstStart = Long.MAX_VALUE;
    private long lastEnd = Long.MIN_VALUE;
    private long runSamples;
    private long runErrors;

    /**
     * @param origin   the run's first sample start (second 0 of the TPS series)
     * @param midpoint where the measured window is cut in two halves
     */
    PassAccumulators(MeasuredWindow window, long origin, long midpoint, PercentileDefinition percentiles, Long faultAtMs,
                 RowLog log) {
        this.window = window;
        this.percentiles = percentiles;
        this.total = new SampleAccumulator(percentiles);
        this.series = new TpsSeries(origin);
        this.midpoint = midpoint;
        this.elapsed = new ElapsedSeries(window != null ? window.startMs() : origin);
        this.errors = faultAtMs == null ? null : new ErrorSeries(faultAtMs);
        this.log = log;
    }

    @Override
    public void accept(long start, long elapsed, String label, boolean success, long received, long sent) {
        long end = start + elapsed;
        series.add(end);
        runSamples++;
        runErrors += success ? 0 : 1;
        firstStart = Math.min(firstStart, start);
        lastEnd = Math.max(lastEnd, end);
        log.time(start, elapsed);
        if (window != null && !window.contains(start, end)) {
            log.outside(RowLog.Outside.SAMPLE, start, elapsed, label, success, received, sent);
            return;
        }
        total.add(start, elapsed, success, received, sent);
        (start < midpoint ? firstHalf : secondHalf).record(elapsed);
        this.elapsed.add(start, elapsed);
        if (errors != null) {
            errors.add(start, success);
        }
        accumulatorOf(label).add(start, elapsed, success, received, sent);
    }

    /** A Transaction Controller's sample: under its label only, as JMeter counts it (not in total or TPS). */
    @Override
    public void acceptTransaction(long start, long elapsed, String label, boolean success, long received, long sent) {
        firstStart = Math.min(firstStart, start); // the run's bounds hold every row
        lastEnd = Math.max(lastEnd, start + elapsed);
        if (window != null && !window.contains(start, start + elapsed)) {
            log.outside(RowLog.Outside.TRANSACTION, start, elapsed, label, success, received, sent);
            return;
        }
        accumulatorOf(label).add(start, elapsed, success, received, sent);
    }

    @Override
    public void acceptEmptyTransaction(long start, long elapsed, String label) {
        if (window == null || window.contains(start, start + elapsed)) {
            emptyTransactions.computeIfAbsent(label, l -> new long[1])[0]++;
        } else {
            log.outside(RowLog.Outside.EMPTY_TRANSACTION, start, elapsed, label, true, 0, 0);
        }
    }

    /**
     * These accumulators as the pass on the exact bounds would have left them: the window's rows stay (the exact
     * window holds the guessed one: its start and end can only move out), the logged rows outside the guessed
     * window that the exact one holds join them, and the series and halves are rebuilt on the exact time base.
     */
    PassAccumulators corrected(MeasuredWindow exactWindow, long origin, long exactMidpoint) {
        PassAccumulators exact = new PassAccumulators(exactWindow, origin, exactMidpoint, percentiles,
                errors == null ? null : errors.faultMs(), log);
        exact.total.merge(total);
        labels.forEach((label, accumulator) -> exact.labels.put(label, accumulator));
        emptyTransactions.forEach((label, rows) -> exact.emptyTransactions.put(label, rows));
        if (errors != null) {
            exact.errors.merge(errors);
        }
        exact.firstStart = firstStart;
        exact.lastEnd = lastEnd;
        exact.runSamples = runSamples;
        exact.runErrors = runErrors;
        log.forEachOutside(row -> {
            long end = row.start() + row.elapsed();
            // the log keeps the rows outside the window of the pass that read them; a pass corrected once already
            // (then widened to a shorter warm-up) holds some of them: those are not taken twice
            boolean held = window == null || window.contains(row.start(), end);
            if (!held && (exactWindow == null || exactWindow.contains(row.start(), end))) {
                exact.addInWindow(row);
            }
        });
        log.forEachTime((start, elapsed) -> {
            long end = start + elapsed;
            exact.series.add(end);
            if (exactWindow == null || exactWindow.contains(start, end)) {
                (start < exactMidpoint ? exact.firstHalf : exact.secondHalf).record(elapsed);
                exact.elapsed.add(start, elapsed);
            }
        });
        return exact;
    }

    /** A logged row the exact window holds, as the pass would have taken it (series and halves apart). */
    private void addInWindow(RowLog.Outside row) {
        switch (row.kind()) {
            case RowLog.Outside.SAMPLE -> {
                total.add(row.start(), row.elapsed(), row.success(), row.received(), row.sent());
                if (errors != null) {
                    errors.add(row.start(), row.success());
                }
                accumulatorOf(row.label()).add(row.start(), row.elapsed(), row.success(), row.received(), row.sent());
            }
            case RowLog.Outside.TRANSACTION ->
                    accumulatorOf(row.label()).add(row.start(), row.elapsed(), row.success(), row.received(), row.sent());
            default -> emptyTransactions.computeIfAbsent(row.label(), l -> new long[1])[0]++;
        }
    }

    /** Adds the samples another chunk saw; both series share the origin (RunBounds). */
    void merge(PassAccumulators other) {
        firstHalf.merge(other.firstHalf);
        secondHalf.merge(other.secondHalf);
        elapsed.merge(other.elapsed);
        if (errors != null) {
            errors.merge(other.errors);
        }
        total.merge(other.total);
        other.labels.forEach((label, accumulator) -> labels.merge(label, accumulator, SampleAccumulator::merge));
        series.merge(other.series);
        other.emptyTransactions.forEach((label, rows) ->
                emptyTransactions.computeIfAbsent(label, l -> new long[1])[0] += rows[0]);
        firstStart = Math.min(firstStart, other.firstStart);
        lastEnd = Math.max(lastEnd, other.lastEnd);
        runSamples += other.runSamples;
        runErrors += other.runErrors;
        log.append(other.log);
    }

    /** The earliest start of any row the pass saw (the run's bounds hold every row). */
    long firstStart() {
        return firstStart;
    }

    /** The latest end of any row the pass saw. */
    long lastEnd() {
        return lastEnd;
    }

    SampleCount wholeRun() {
        return new SampleCount(runSamples, runErrors);
    }

    private SampleAccumulator accumulatorOf(String label) {
        if (label != lastLabel) { // labels are interned by the reader: identity is enough for the fast path
            lastLabel = label;
            // not computeIfAbsent: its lambda captures the percentiles, an allocation each time the label changes
            lastAccumulator = labels.get(label);
            if (lastAccumulator == null) {
                lastAccumulator = new SampleAccumulator(percentiles);
                labels.put(label, lastAccumulator);
            }
        }
        return lastAccumulator;
    }
}
