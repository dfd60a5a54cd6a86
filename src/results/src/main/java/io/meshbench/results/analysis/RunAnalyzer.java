package io.meshbench.results.analysis;

import io.meshbench.results.ResultsException;
import io.meshbench.results.jtl.JtlOpener;
import io.meshbench.results.jtl.JtlReadSummary;
import io.meshbench.results.jtl.JtlReader;
import io.meshbench.results.jtl.JtlSampleSink;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Streams one JTL file, opened once, in one pass that feeds every sink: per-label and total accumulators, the
 * per-second TPS and latency series, the window's halves, the whole run's counts and, when given a fault, its error
 * series. The window is planned from the run's bounds guessed from the file's head and tail (RunBounds); when the
 * pass finds other bounds it is corrected from its log (RowLog) rather than read again, unless the log outgrew its
 * budget or the JMeter percentiles need file order. Memory depends on the number of labels and the run's duration,
 * and on the rows only up to the log's 32 MB.
 */
public final class RunAnalyzer {

    private static final Duration LONGEST_MILLIS = Duration.ofMillis(Long.MAX_VALUE);

    private final AnalysisOptions options;
    private final JtlReader reader;
    /** Rows' worth the pass may log to correct a wrong guess without reading again (RowLog). */
    private final long logBudget;

    public RunAnalyzer(AnalysisOptions options) {
        this(options, new JtlReader(options.csvReader(), options.lenient()));
    }

    /** Opening the JTL with {@code opener} (a test counts the opens). */
    public RunAnalyzer(AnalysisOptions options, JtlOpener opener) {
        this(options, new JtlReader(options.csvReader(), options.lenient(), Runtime.getRuntime().availableProcessors(),
                JtlReader.MIN_CHUNK_BYTES, opener));
    }

    RunAnalyzer(AnalysisOptions options, JtlReader reader) {
        this(options, reader, RowLog.DEFAULT_BUDGET);
    }

    /** With a log of {@code logBudget} rows' worth (tests: a small one shows the second read it then takes). */
    RunAnalyzer(AnalysisOptions options, JtlReader reader, long logBudget) {
        this.options = options;
        this.reader = reader;
        this.logBudget = logBudget;
    }

    /** Opens the file once: its kind, head and tail and every pass are read through that one channel. */
    public RunStatistics analyze(Path jtl) {
        return analyze(jtl, (Long) null);
    }

    /**
     * The same, and what the fault injected at {@code faultAtMs} (epoch ms; null: none) did to the window's errors
     * ({@link RunStatistics#recovery()}), from the same pass.
     */
    public RunStatistics analyze(Path jtl, Long faultAtMs) {
        try (FileChannel channel = reader.open(jtl)) {
            return analyze(jtl, channel, faultAtMs);
        } catch (IOException e) {
            throw new ResultsException(jtl + ": cannot be read (" + e.getMessage() + ").", e);
        }
    }

    private RunStatistics analyze(Path jtl, FileChannel channel, Long faultAtMs) {
        // no complete row in the file's head or tail: a guess that holds no sample, which the pass's log corrects
        RunBounds guess = RunBounds.guess(jtl, channel, options.csvReader());
        Pass pass = pass(jtl, channel, guess, faultAtMs);
        RunBounds.checkSpan(jtl, channel, pass.accumulators.firstStart, pass.accumulators.lastEnd, reader);
        if (guess == null || !guess.sameAs(pass.accumulators.firstStart, pass.accumulators.lastEnd)) {
            // the earliest start or the latest end sat away from the file's ends: the exact bounds move the window
            // and the series' time base. The pass's log rebuilds them; only when it could not hold every row (or the
            // JMeter percentiles need the window's rows in file order) is the file read again.
            RunBounds exact = new RunBounds(pass.accumulators.firstStart, pass.accumulators.lastEnd);
            pass = correctable(pass, guess, exact) ? corrected(pass, exact) : pass(jtl, channel, exact, faultAtMs);
        }
        Accumulators accumulators = pass.accumulators;
        JtlReader.Result<Accumulators> read = pass.read;
        LabelStatistics total = accumulators.total.statistics();
        boolean onlyTransactions = total.samples() == 0
                && accumulators.labels.values().stream().anyMatch(label -> label.statistics().samples() > 0);
        if (total.samples() == 0 && !onlyTransactions) {
            throw new NoSampleInWindowException(jtl + ": the warm-up (" + seconds(millis(options.warmup())) + ") and cool-down ("
                    + seconds(millis(options.cooldown())) + ") leave no sample to measure: the run lasted "
                    + seconds(accumulators.lastEnd - accumulators.firstStart) + ". Use a shorter --warmup/--cooldown.",
                    accumulators.wholeRun());
        }
        MeasuredWindow actual = pass.window != null ? pass.window
                : new MeasuredWindow(accumulators.firstStart, accumulators.lastEnd, accumulators.firstStart,
                        accumulators.lastEnd, 0, 0);
        Map<String, LabelStatistics> labels = new TreeMap<>();
        LabelFold fold = foldBeyondMaxLabels(accumulators.labels);
        accumulators.labels.forEach((label, accumulator) -> labels.put(label, accumulator.statistics()));
        TpsStatistics tps = TpsAnalysis.of(accumulators.series, actual, accumulators.lastEnd, options.targetTps());
        JtlReadSummary summary = read.summary();
        List<String> warnings = new ArrayList<>(summary.warnings());
        if (onlyTransactions) {
            warnings.add(jtl + ": every row in the measured window is a Transaction Controller's ('Number of samples "
                    + "in transaction'): the per-label figures are shown, the total and TPS over time count none of "
                    + "them, as JMeter's do (its samplers' own rows were not saved).");
        }
        accumulators.emptyTransactions.forEach((label, rows) -> {
            if (!labels.containsKey(label)) {
                warnings.add(jtl + ": '" + label + "' is in no table: its " + rows[0] + " row(s) in the measured window "
                        + "are a Transaction Controller that ran no sampler ('Number of samples in transaction : 0'), "
                        + "which JMeter's statistics count nowhere either (its dashboard lists the label with 0 samples).");
            }
        });
        return new RunStatistics(jtl.toString(), summary.rows(), summary.skippedRows(), List.copyOf(warnings), actual,
                total, labels, tps, accumulators.total.latencies(),
                WindowHalves.of(accumulators.midpoint, accumulators.firstHalf, accumulators.secondHalf,
                        accumulators.elapsed.means(), accumulators.elapsed.counts()),
                Percentiles.of(options.percentiles()), fold,
                accumulators.errors == null ? null : FaultRecovery.of(jtl.toString(), actual, accumulators.errors),
                accumulators.wholeRun());
    }

    /**
     * Past --max-labels, keeps the labels with the most samples (ties by name, so the choice never depends on how the
     * file was split) and folds the others into one row named for what it holds; the total is untouched.
     */
    private LabelFold foldBeyondMaxLabels(Map<String, SampleAccumulator> labels) {
        if (labels.size() <= options.maxLabels()) {
            return null;
        }
        List<Map.Entry<String, SampleAccumulator>> busiestFirst = new ArrayList<>(labels.entrySet());
        busiestFirst.sort(Map.Entry.<String, SampleAccumulator>comparingByValue(
                Comparator.comparingLong(SampleAccumulator::samples).reversed()).thenComparing(Map.Entry.comparingByKey()));
        SampleAccumulator folded = SampleAccumulator.folded(options.percentiles());
        List<Map.Entry<String, SampleAccumulator>> rest = busiestFirst.subList(options.maxLabels(), busiestFirst.size());
        for (Map.Entry<String, SampleAccumulator> entry : rest) {
            folded.merge(entry.getValue());
            labels.remove(entry.getKey());
        }
        LabelFold fold = LabelFold.of(options.maxLabels(), rest.size(), folded.samples());
        labels.put(fold.row(), folded);
        return fold;
    }

    private record Pass(MeasuredWindow window, Accumulators accumulators, JtlReader.Result<Accumulators> read) {
    }

    /**
     * One streaming pass with the window and time base of {@code bounds} (null: none known, a window that holds no
     * row). Every chunk of a parallel read shares that time base, so their per-second series add up.
     */
    private Pass pass(Path jtl, FileChannel channel, RunBounds bounds, Long faultAtMs) {
        RunBounds base = bounds != null ? bounds : RunBounds.NONE;
        MeasuredWindow window = bounds != null ? plannedWindow(bounds) : options.trims() ? MeasuredWindow.EMPTY : null;
        long midpoint = midpoint(window, base);
        AtomicLong budget = new AtomicLong(logBudget);
        JtlReader.Result<Accumulators> read = reader.read(jtl, channel,
                () -> new Accumulators(window, base.firstStart, midpoint, options.percentiles(), faultAtMs,
                        new RowLog(budget)));
        Accumulators accumulators = read.sinks().get(0);
        read.sinks().stream().skip(1).forEach(accumulators::merge);
        return new Pass(window, accumulators, read);
    }

    /**
     * Whether the pass's log can stand for a pass on the exact bounds: it holds every row, the guessed window lies
     * inside the exact one (a guess read from a tail that began inside a quoted field might not), and the
     * percentiles do not need the window's rows in file order (JMeter's last 20,000).
     */
    private boolean correctable(Pass pass, RunBounds guess, RunBounds exact) {
        boolean inside = guess == null || guess.firstStart >= exact.firstStart && guess.lastEnd <= exact.lastEnd;
        return inside && pass.accumulators.log.complete() && options.percentiles() != PercentileDefinition.JMETER;
    }

    /** The pass on the exact bounds, from what the pass on the guessed ones logged: no second read. */
    private Pass corrected(Pass pass, RunBounds exact) {
        MeasuredWindow window = plannedWindow(exact);
        return new Pass(window, pass.accumulators.corrected(window, exact.firstStart, midpoint(window, exact)), pass.read);
    }

    private static long midpoint(MeasuredWindow window, RunBounds bounds) {
        return window != null ? window.startMs() / 2 + window.endMs() / 2 : bounds.firstStart / 2 + bounds.lastEnd / 2;
    }

    /** With trimming, the window is fixed before the pass from the run's bounds; without, it is everything. */
    private MeasuredWindow plannedWindow(RunBounds bounds) {
        if (!options.trims()) {
            return null;
        }
        return new MeasuredWindow(bounds.firstStart, bounds.lastEnd,
                saturatedAdd(bounds.firstStart, millis(options.warmup())),
                saturatedAdd(bounds.lastEnd, -millis(options.cooldown())),
                millis(options.warmup()) / 1000.0, millis(options.cooldown()) / 1000.0);
    }

    /** Milliseconds as seconds, to the millisecond a short run or warm-up needs ("0.995 s", "30 s"). */
    private static String seconds(long millis) {
        return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString() + " s";
    }

    /** The duration in ms, held at Long.MAX_VALUE (run.json's warmupSeconds may hold any long). */
    private static long millis(Duration duration) {
        return duration.compareTo(LONGEST_MILLIS) > 0 ? Long.MAX_VALUE : duration.toMillis();
    }

    /** a + b, held at Long's limits: a warm-up of any length leaves no sample rather than wrapping around. */
    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return ((a ^ sum) & (b ^ sum)) < 0 ? (b > 0 ? Long.MAX_VALUE : Long.MIN_VALUE) : sum;
    }

    /** The sink of the one pass (one per chunk when the file is read in parallel, merged afterwards). */
    private static final class Accumulators implements JtlSampleSink {
        private final MeasuredWindow window;
        private final PercentileDefinition percentiles;
        private final SampleAccumulator total;
        private final Map<String, SampleAccumulator> labels = new HashMap<>();
        /** Rows in the window of Transaction Controllers that ran no sampler, per label (rare rows: no fast path). */
        private final Map<String, long[]> emptyTransactions = new TreeMap<>();
        private final TpsSeries series;
        private final long midpoint;
        private final LatencyHistogram firstHalf = new LatencyHistogram();
        private final LatencyHistogram secondHalf = new LatencyHistogram();
        private final ElapsedSeries elapsed;
        /** Errors around the run's injected fault, when there is one. */
        private final ErrorSeries errors;
        /** What the pass keeps to be corrected without a second read when the guessed bounds prove wrong. */
        private final RowLog log;
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
        Accumulators(MeasuredWindow window, long origin, long midpoint, PercentileDefinition percentiles, Long faultAtMs,
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
                log.outside(new RowLog.Outside(RowLog.Outside.SAMPLE, start, elapsed, label, success, received, sent));
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
                log.outside(new RowLog.Outside(RowLog.Outside.TRANSACTION, start, elapsed, label, success, received, sent));
                return;
            }
            accumulatorOf(label).add(start, elapsed, success, received, sent);
        }

        @Override
        public void acceptEmptyTransaction(long start, long elapsed, String label) {
            if (window == null || window.contains(start, start + elapsed)) {
                emptyTransactions.computeIfAbsent(label, l -> new long[1])[0]++;
            } else {
                log.outside(new RowLog.Outside(RowLog.Outside.EMPTY_TRANSACTION, start, elapsed, label, true, 0, 0));
            }
        }

        /**
         * These accumulators as the pass on the exact bounds would have left them: the window's rows stay (the exact
         * window holds the guessed one: its start and end can only move out), the logged rows outside the guessed
         * window that the exact one holds join them, and the series and halves are rebuilt on the exact time base.
         */
        Accumulators corrected(MeasuredWindow exactWindow, long origin, long exactMidpoint) {
            Accumulators exact = new Accumulators(exactWindow, origin, exactMidpoint, percentiles,
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
            for (RowLog.Outside row : log.outside()) {
                if (exactWindow == null || exactWindow.contains(row.start(), row.start() + row.elapsed())) {
                    exact.addInWindow(row);
                }
            }
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
        void merge(Accumulators other) {
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

        SampleCount wholeRun() {
            return new SampleCount(runSamples, runErrors);
        }

        private SampleAccumulator accumulatorOf(String label) {
            if (label != lastLabel) { // labels are interned by the reader: identity is enough for the fast path
                lastLabel = label;
                lastAccumulator = labels.computeIfAbsent(label, l -> new SampleAccumulator(percentiles));
            }
            return lastAccumulator;
        }
    }
}
