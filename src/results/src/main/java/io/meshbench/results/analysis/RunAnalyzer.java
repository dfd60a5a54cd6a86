package io.meshbench.results.analysis;

import io.meshbench.results.ResultsException;
import io.meshbench.results.jtl.JtlOpener;
import io.meshbench.results.jtl.JtlReadSummary;
import io.meshbench.results.jtl.JtlReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Streams one JTL file, opened once, in one pass that feeds every sink: per-label and total accumulators, the
 * per-second TPS and latency series, the window's halves, the whole run's counts and, when given a fault, its error
 * series. The window is planned from the run's bounds guessed from the file's head and tail (RunBounds); when the
 * pass finds other bounds it is corrected from its log (RowLog) rather than read again, unless the log outgrew its
 * budget or the JMeter percentiles need file order. Memory depends on the number of labels and the run's duration,
 * and on the rows only up to the log's 32 MB.
 */
public final class RunAnalyzer {

    private final AnalysisOptions options;
    private final JtlReader reader;
    /** Bytes the pass may log to correct a wrong guess without reading again (RowLog). */
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

    /** With a log of {@code logBudget} bytes (tests: a small one shows the second read it then takes). */
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
        return analyze(jtl, faultAtMs, null);
    }

    /**
     * The analysis of a run whose warm-up is chosen from the run itself (the capacity probe's settling point), in the
     * same one read: the pass trims the options' warm-up, the longest {@code warmupChoice} may give, and its log then
     * widens the window to the warm-up chosen (a shorter warm-up only moves the window's start out).
     *
     * @param warmupChoice the warm-up, from the whole run's completed samples per second (second 0 at its first
     *                     sample); one longer than the options' costs a second read (through the same open file)
     */
    public RunStatistics analyze(Path jtl, Function<List<Long>, Duration> warmupChoice) {
        return analyze(jtl, null, warmupChoice);
    }

    private RunStatistics analyze(Path jtl, Long faultAtMs, Function<List<Long>, Duration> warmupChoice) {
        try (FileChannel channel = reader.open(jtl)) {
            return analyze(jtl, channel, faultAtMs, warmupChoice);
        } catch (IOException e) {
            throw new ResultsException(jtl + ": cannot be read (" + e.getMessage() + ").", e);
        }
    }

    private RunStatistics analyze(Path jtl, FileChannel channel, Long faultAtMs,
                                  Function<List<Long>, Duration> warmupChoice) {
        // no complete row in the file's head or tail: a guess that holds no sample, which the pass's log corrects
        RunBounds guess = RunBounds.guess(jtl, channel, options.csvReader());
        Pass pass = pass(jtl, channel, options, guess, faultAtMs);
        RunBounds.checkSpan(jtl, channel, pass.accumulators.firstStart(), pass.accumulators.lastEnd(), reader);
        RunBounds exact = guess;
        if (guess == null || !guess.sameAs(pass.accumulators.firstStart(), pass.accumulators.lastEnd())) {
            // the earliest start or the latest end sat away from the file's ends: the exact bounds move the window
            // and the series' time base. The pass's log rebuilds them; only when it could not hold every row (or the
            // JMeter percentiles need the window's rows in file order) is the file read again.
            exact = new RunBounds(pass.accumulators.firstStart(), pass.accumulators.lastEnd());
            pass = correctable(pass, guess, exact) ? corrected(pass, options, exact)
                    : pass(jtl, channel, options, exact, faultAtMs);
        }
        AnalysisOptions applied = options;
        if (warmupChoice != null) {
            Duration warmup = warmupChoice.apply(Arrays.stream(pass.accumulators.series.counts()).boxed().toList());
            if (!warmup.equals(applied.warmup())) {
                // the same log widens the window to a shorter warm-up; a longer one narrows it: read again
                boolean wider = warmup.compareTo(applied.warmup()) < 0 && correctable(pass, exact, exact);
                applied = applied.withWarmup(warmup);
                pass = wider ? corrected(pass, applied, exact) : pass(jtl, channel, applied, exact, faultAtMs);
            }
        }
        PassAccumulators accumulators = pass.accumulators;
        JtlReader.Result<PassAccumulators> read = pass.read;
        LabelStatistics total = accumulators.total.statistics();
        boolean onlyTransactions = total.samples() == 0
                && accumulators.labels.values().stream().anyMatch(label -> label.statistics().samples() > 0);
        if (total.samples() == 0 && !onlyTransactions) {
            throw new NoSampleInWindowException(jtl + ": the warm-up (" + seconds(WindowPlan.millis(applied.warmup()))
                    + ") and cool-down (" + seconds(WindowPlan.millis(applied.cooldown())) + ") leave no sample to measure: the run lasted "
                    + seconds(accumulators.lastEnd() - accumulators.firstStart()) + ". Use a shorter --warmup/--cooldown.",
                    accumulators.wholeRun());
        }
        MeasuredWindow actual = pass.window != null ? pass.window
                : new MeasuredWindow(accumulators.firstStart(), accumulators.lastEnd(), accumulators.firstStart(),
                        accumulators.lastEnd(), 0, 0);
        Map<String, LabelStatistics> labels = new TreeMap<>();
        LabelFold fold = foldBeyondMaxLabels(accumulators.labels);
        accumulators.labels.forEach((label, accumulator) -> labels.put(label, accumulator.statistics()));
        TpsStatistics tps = TpsAnalysis.of(accumulators.series, actual, accumulators.lastEnd(), applied.targetTps());
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
                Percentiles.of(applied.percentiles()), fold,
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

    private record Pass(MeasuredWindow window, PassAccumulators accumulators, JtlReader.Result<PassAccumulators> read) {
    }

    /**
     * One streaming pass with the window and time base of {@code bounds} (null: none known, a window that holds no
     * row). Every chunk of a parallel read shares that time base, so their per-second series add up.
     */
    private Pass pass(Path jtl, FileChannel channel, AnalysisOptions options, RunBounds bounds, Long faultAtMs) {
        RunBounds base = bounds != null ? bounds : RunBounds.NONE;
        MeasuredWindow window = bounds != null ? WindowPlan.planned(options, bounds)
                : options.trims() ? MeasuredWindow.EMPTY : null;
        long midpoint = WindowPlan.midpoint(window, base);
        AtomicLong budget = new AtomicLong(logBudget);
        JtlReader.Result<PassAccumulators> read = reader.read(jtl, channel,
                () -> new PassAccumulators(window, base.firstStart, midpoint, options.percentiles(), faultAtMs,
                        new RowLog(budget)));
        PassAccumulators accumulators = read.sinks().get(0);
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

    /**
     * The pass on the exact bounds (and the options' warm-up), from what the pass on the guessed ones logged: no
     * second read.
     */
    private Pass corrected(Pass pass, AnalysisOptions options, RunBounds exact) {
        MeasuredWindow window = WindowPlan.planned(options, exact);
        long midpoint = WindowPlan.midpoint(window, exact);
        return new Pass(window, pass.accumulators.corrected(window, exact.firstStart, midpoint), pass.read);
    }

    /** Milliseconds as seconds, to the millisecond a short run or warm-up needs ("0.995 s", "30 s"). */
    private static String seconds(long millis) {
        return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString() + " s";
    }
}
