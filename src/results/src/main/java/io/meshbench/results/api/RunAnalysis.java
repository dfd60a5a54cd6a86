package io.meshbench.results.api;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.analysis.MeasuredWindow;
import io.meshbench.results.analysis.RunAnalyzer;
import io.meshbench.results.analysis.NoSampleInWindowException;
import io.meshbench.results.analysis.RunStatistics;
import io.meshbench.results.analysis.SampleCount;
import io.meshbench.results.jtl.JtlMerge;
import io.meshbench.results.jtl.JtlOpener;
import io.meshbench.results.run.MachineLoad;
import io.meshbench.results.samples.ForeignCpu;
import io.meshbench.results.samples.ResourceStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * What the harness asks of one run's JTL while the benchmark goes on: its sample counts for the error-rate and
 * sidecar checks, its window for the capacity probe. Read leniently: a row cut by JMeter's stop is no error.
 */
public final class RunAnalysis {

    /** A core share of foreign processes above which the report marks a run "shared machine". */
    public static final double SHARED_MACHINE_CORE_PCT = ForeignCpu.THRESHOLD_CORE_PCT;

    private RunAnalysis() {
    }

    /** Samples and errors after {@code warmup}, every label together. */
    public record Counts(long samples, long errors, double errorPct) {
    }

    /**
     * The measured window after the warm-up.
     *
     * @param tpsPerSecond       completed samples per second over the whole run, second 0 at its first sample
     * @param tpsChangePct       the change of TPS between the window's halves, null when too short to tell
     * @param machineBusyPct     the machine's busy share over the window, null without samples.jsonl
     * @param tpsDrifting        whether the halves differ beyond their noise (the steadiness test, docs/results-engine.md),
     *                           null when too short to tell
     */
    public record Window(List<Long> tpsPerSecond, double avgTps, Double tpsChangePct, long startMs, long endMs,
                         double errorPct, Double machineBusyPct, Boolean tpsDrifting) {
    }

    /**
     * What the harness's checks read of one run, from one analysis of its JTL (opened and read once): the measured
     * window's counts (the error-rate check) and the whole run's, warm-up included (the sidecar check).
     */
    public record Checks(Counts window, Counts wholeRun) {
    }

    /** The warm-up left no sample to measure; {@link #wholeRun()} says what the run held. */
    public static final class NoSampleInWindow extends ResultsException {

        private final Counts wholeRun;

        NoSampleInWindow(String message, Counts wholeRun) {
            super(message);
            this.wholeRun = wholeRun;
        }

        public Counts wholeRun() {
            return wholeRun;
        }
    }

    /**
     * @throws NoSampleInWindow when the warm-up leaves no sample; ResultsException when the JTL cannot be read or holds
     *                          no sample at all
     */
    public static Checks checks(Path jtl, Duration warmup) {
        return checks(jtl, warmup, JtlOpener.FILES);
    }

    /** The same, opening the JTL with {@code opener} (a test counts the opens). */
    public static Checks checks(Path jtl, Duration warmup, JtlOpener opener) {
        try {
            RunStatistics statistics = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true).withWarmup(warmup),
                    opener).analyze(jtl);
            return new Checks(counts(statistics.total()), counts(statistics.wholeRun()));
        } catch (NoSampleInWindowException e) {
            throw new NoSampleInWindow(e.getMessage(), counts(e.wholeRun()));
        }
    }

    private static Counts counts(LabelStatistics total) {
        return new Counts(total.samples(), total.errors(), total.errorPct());
    }

    private static Counts counts(SampleCount run) {
        return new Counts(run.samples(), run.errors(), run.samples() == 0 ? 0 : 100.0 * run.errors() / run.samples());
    }

    /** @throws io.meshbench.results.ResultsException when the JTL cannot be read or holds no sample after the warm-up */
    public static Counts counts(Path jtl, Duration warmup) {
        RunStatistics statistics = analyze(jtl, warmup);
        return new Counts(statistics.total().samples(), statistics.total().errors(), statistics.total().errorPct());
    }

    /** The same with nothing trimmed: the warm-up the analysis defaults to. */
    public static Counts counts(Path jtl) {
        var total = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true)).analyze(jtl).total();
        return new Counts(total.samples(), total.errors(), total.errorPct());
    }

    /**
     * The window after a warm-up chosen from the run itself (the capacity probe's settling point), from one analysis
     * of the JTL, opened and read once: {@code warmupChoice} gets the whole run's completed samples per second (second
     * 0 at its first sample, as {@link Window#tpsPerSecond()}) and returns the warm-up, at most {@code longestWarmup}
     * (a longer one costs a second read); the window after it is measured.
     */
    public static Window window(Path jtl, Path samples, Duration longestWarmup,
                                Function<List<Long>, Duration> warmupChoice) {
        return window(jtl, samples, longestWarmup, warmupChoice, JtlOpener.FILES);
    }

    /** The same, opening the JTL with {@code opener} (a test counts the opens). */
    public static Window window(Path jtl, Path samples, Duration longestWarmup,
                                Function<List<Long>, Duration> warmupChoice, JtlOpener opener) {
        return window(new RunAnalyzer(AnalysisOptions.defaults().withLenient(true).withWarmup(longestWarmup), opener)
                .analyze(jtl, warmupChoice), samples);
    }

    private static Window window(RunStatistics statistics, Path samples) {
        MeasuredWindow window = statistics.window();
        MachineLoad machine = samples != null && Files.isRegularFile(samples)
                ? MachineLoad.of(ResourceStatistics.of(samples, window.startMs(), window.endMs())) : null;
        return new Window(statistics.tps().series(), statistics.tps().avgTps(),
                statistics.tps().steadiness() == null ? null : statistics.tps().steadiness().changePct(),
                window.startMs(), window.endMs(), statistics.total().errorPct(),
                machine == null ? null : machine.busyPct(),
                statistics.tps().steadiness() == null ? null : statistics.tps().steadiness().drifting());
    }

    /** One load engine's results file and its clock's offset against the controller's (engine minus controller, ms). */
    public record EngineJtl(Path jtl, long clockOffsetMs) {
    }

    /**
     * Merges independent engines' JTLs into {@code out}, each row's timeStamp moved onto the controller's clock, in
     * timestamp order, so that the run's one result.jtl is analysed as any other: the union of every engine's samples,
     * its throughput over the union of their windows. Returns the rows taken from each engine, in the order given.
     */
    public static List<Long> mergeEngines(List<EngineJtl> engines, Path out) {
        return JtlMerge.merge(engines.stream().map(e -> new JtlMerge.Source(e.jtl(), e.clockOffsetMs())).toList(), out)
                .rowsPerSource();
    }

    /**
     * One engine's own figures over its measured window (after {@code warmup} from its first sample).
     *
     * @param achievedPct its mean rate as % of its share of the target
     * @param fellBehind  below the share the report calls load-limited for a whole run
     */
    public record EngineRate(long samples, long errors, double avgTps, double achievedPct, boolean fellBehind) {
    }

    /** @throws ResultsException when the engine's JTL cannot be read or holds no sample after the warm-up */
    public static EngineRate engineRate(Path jtl, Duration warmup, double targetTps) {
        RunStatistics statistics = new RunAnalyzer(AnalysisOptions.defaults().withLenient(true).withWarmup(warmup)
                .withTargetTps(targetTps)).analyze(jtl);
        var tps = statistics.tps();
        return new EngineRate(statistics.total().samples(), statistics.total().errors(), tps.avgTps(),
                tps.achievedPct() == null ? 0 : tps.achievedPct(), tps.loadLimited());
    }

    private static RunStatistics analyze(Path jtl, Duration warmup) {
        return new RunAnalyzer(AnalysisOptions.defaults().withLenient(true)
                .withWarmup(warmup)).analyze(jtl);
    }
}
