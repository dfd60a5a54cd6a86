package io.meshbench.results.comparison;

import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.run.StartupTimes;
import io.meshbench.results.samples.Figure;
import io.meshbench.results.samples.ProcessResources;
import java.util.Map;
import java.util.function.Function;

/**
 * A figure that tables compare between baseline and treated runs: where it comes from in a run and how it is written.
 * Resource figures are means over the measured window of the measured process; latencies and throughput are over
 * every sample of the measured window.
 */
public enum Metric {
    /**
     * CPU in % of one core, its delta in points of one core (pp): the one CPU unit of every table, calibration, the
     * ladder and duet alike, so a figure means the same on any machine (the machine's share would halve on twice the
     * cores). The gate also knows it as {@code cpu} and {@code cpuCore} (report.json's keys before it was renamed).
     */
    CPU("cpuCorePct", "CPU (% of one core)", DeltaStyle.PERCENT_POINTS, run -> mean(run, ProcessResources::cpuCorePct, 1)),
    /**
     * The measured process's CPU time per request, in ms: its CPU over the window divided by its requests in the same
     * window, a ratio of totals ({@link #cpuMsPerRequest}). Loaded runs only: at rest it has no denominator, and the
     * at-rest tables keep % of one core.
     */
    CPU_MS_PER_REQUEST("cpuMsPerRequest", "CPU per request (ms)", DeltaStyle.MILLISECONDS_PER_REQUEST,
            run -> withLoad(run, Metric::cpuMsPerRequest)),
    HEAP("heap", "heap used (MB)", DeltaStyle.MEGABYTES, run -> mean(run, ProcessResources::heapUsedBytes, Metric.MB)),
    METASPACE("metaspace", "metaspace used (MB)", DeltaStyle.MEGABYTES,
            run -> mean(run, ProcessResources::metaspaceUsedBytes, Metric.MB)),
    NON_HEAP("nonHeapExceptCodeCache", "non-heap except code cache (MB)", DeltaStyle.MEGABYTES,
            run -> mean(run, ProcessResources::nonHeapExceptCodeCacheBytes, Metric.MB)),
    RSS("rss", "resident memory (MB)", DeltaStyle.MEGABYTES, run -> mean(run, ProcessResources::rssBytes, Metric.MB)),
    CLASSES("classes", "loaded classes", DeltaStyle.COUNT, run -> mean(run, ProcessResources::classesLoaded, 1)),
    THREADS("threads", "live threads", DeltaStyle.COUNT, run -> mean(run, ProcessResources::threads, 1)),
    GC_COUNT("gcCount", "GC collections in the window", DeltaStyle.COUNT, run -> run.measured() == null
            || run.measured().gcCount() == null ? null : run.measured().gcCount().doubleValue()),
    GC_TIME("gcTime", "GC time in the window (ms)", DeltaStyle.MILLISECONDS_SPENT, run -> run.measured() == null
            ? null : run.measured().gcTimeMs()),
    STARTUP("startup", "start-up: JVM start to ready (s)", DeltaStyle.SECONDS_PRECISE,
            run -> startupSeconds(run, StartupTimes.Startup::jvmSeconds)),
    /** Spring's own "Started ... in": the application context, the figure Sermant publishes beside the JVM's. */
    APP_STARTUP("appStartup", "start-up: the application's own (s)", DeltaStyle.SECONDS_PRECISE,
            run -> startupSeconds(run, StartupTimes.Startup::applicationSeconds)),
    MEAN_LATENCY("meanLatency", "average latency", DeltaStyle.MILLISECONDS, run -> withLoad(run, r -> total(r).mean())),
    MEDIAN("median", "median latency", DeltaStyle.MILLISECONDS, run -> withLoad(run, r -> (double) total(r).median())),
    P90("p90", "90% line", DeltaStyle.MILLISECONDS, run -> withLoad(run, r -> (double) total(r).p90())),
    P95("p95", "95% line", DeltaStyle.MILLISECONDS, run -> withLoad(run, r -> (double) total(r).p95())),
    P99("p99", "99% line", DeltaStyle.MILLISECONDS, run -> withLoad(run, r -> (double) total(r).p99())),
    THROUGHPUT("throughput", "throughput (/s)", DeltaStyle.RATE, run -> withLoad(run, r -> total(r).throughput())),
    ERROR_PCT("errorPct", "error %", DeltaStyle.PERCENT_POINTS, run -> withLoad(run, r -> total(r).errorPct())),
    MAX_TPS("maxTps", "max TPS", DeltaStyle.RATE, run -> withLoad(run, r -> (double) r.statistics().tps().maxTps())),
    AVG_TPS("avgTps", "avg TPS", DeltaStyle.RATE, run -> withLoad(run, r -> r.statistics().tps().avgTps())),
    TIME_TO_MAX_TPS("timeToMaxTps", "time to max TPS", DeltaStyle.SECONDS, run -> {
        Long seconds = run.statistics().tps().timeToMaxTpsSeconds();
        return seconds == null ? null : seconds.doubleValue();
    });

    static final double MB = 1024.0 * 1024.0;

    private final String key;
    private final String title;
    private final DeltaStyle style;
    private final Function<RunResult, Double> extractor;

    Metric(String key, String title, DeltaStyle style, Function<RunResult, Double> extractor) {
        this.key = key;
        this.title = title;
        this.style = style;
        this.extractor = extractor;
    }

    public String key() {
        return key;
    }

    public String title() {
        return title;
    }

    public DeltaStyle style() {
        return style;
    }

    /** The run's figure, or null when the run does not have it (e.g. no samples). */
    public Double of(RunResult run) {
        return extractor.apply(run);
    }

    /**
     * The metric {@code name} names: report.json's key (any case), or {@code cpu} / {@code cpuCore} for {@link #CPU}
     * (the names gate files used before the key carried its unit); empty for any other name.
     */
    public static java.util.Optional<Metric> named(String name) {
        if (name.equalsIgnoreCase("cpu") || name.equalsIgnoreCase("cpuCore")) {
            return java.util.Optional.of(CPU);
        }
        return java.util.Arrays.stream(values()).filter(m -> m.key().equalsIgnoreCase(name)).findFirst();
    }

    /** Every name {@link #named} knows, as a message lists them: "cpu, cpuCorePct, heap, ...". */
    public static String names() {
        return "cpu, " + java.util.Arrays.stream(values()).map(Metric::key)
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** The measured process's start-up (several joined by '+': the slowest, as the service is ready only then). */
    private static Double startupSeconds(RunResult run, java.util.function.ToDoubleFunction<StartupTimes.Startup> seconds) {
        String measured = run.info().measuredProcess() != null ? run.info().measuredProcess() : RunFolder.DEFAULT_MEASURED_PROCESS;
        Map<String, StartupTimes.Startup> startups = run.startups();
        Double slowest = null;
        for (String part : measured.split("\\+")) {
            StartupTimes.Startup startup = startups.get(part.strip());
            if (startup != null) {
                double these = seconds.applyAsDouble(startup);
                slowest = slowest == null ? these : Math.max(slowest, these);
            }
        }
        return slowest;
    }

    /**
     * CPU ms per request over the measured window: CPU time / requests. The sampler's figure is the mean CPU in % of
     * one core over the window's samples (one a second, each the CPU since the one before), so the window's CPU time is
     * {@code cpu% / 100 * D} seconds for a window of D seconds; the requests are {@code throughput * D} over the same
     * D (throughput = samples / (last end - first start)). D cancels: {@code 10 * cpu% / throughput} ms is the ratio of
     * the two totals (the samples and the requests both lie in the measured window; its edges differ by at most one
     * sampler tick), and a report.json that holds only the CPU and throughput of a run gives the same figure exactly.
     */
    static Double cpuMsPerRequest(RunResult run) {
        Double cpuPct = mean(run, ProcessResources::cpuCorePct, 1);
        Double throughput = total(run).throughput();
        return cpuPct == null || throughput == null || !(throughput > 0) ? null : perRequest(cpuPct, throughput);
    }

    /** ms of CPU per request from a mean CPU in % of one core and a throughput in requests a second over one window. */
    public static double perRequest(double cpuCorePct, double throughput) {
        return 10 * cpuCorePct / throughput;
    }

    /** A figure of the load; null for a run that offered none (at rest): absent, not zero. */
    private static Double withLoad(RunResult run, Function<RunResult, Double> figure) {
        return run.statistics().hasLoad() ? figure.apply(run) : null;
    }

    private static LabelStatistics total(RunResult run) {
        return run.statistics().total();
    }

    private static Double mean(RunResult run, Function<ProcessResources, Figure> figure, double scale) {
        if (run.measured() == null) {
            return null;
        }
        Figure value = figure.apply(run.measured());
        return value == null ? null : value.mean() / scale;
    }
}
