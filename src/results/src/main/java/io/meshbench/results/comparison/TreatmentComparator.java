package io.meshbench.results.comparison;

import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.analysis.TpsStatistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/** Compares the rounds of one treatment at one level with the baseline's rounds at that level. */
public final class TreatmentComparator {

    /** The per-label figures of the label table. */
    private static final Map<String, DeltaStyle> LABEL_METRICS = new LinkedHashMap<>();
    private static final Map<String, Function<LabelStatistics, Double>> LABEL_FIGURES = new LinkedHashMap<>();

    static {
        label("meanLatency", DeltaStyle.MILLISECONDS, LabelStatistics::mean);
        label("p90", DeltaStyle.MILLISECONDS, s -> (double) s.p90());
        label("p95", DeltaStyle.MILLISECONDS, s -> (double) s.p95());
        label("p99", DeltaStyle.MILLISECONDS, s -> (double) s.p99());
        label("throughput", DeltaStyle.RATE, LabelStatistics::throughput);
        label("errorPct", DeltaStyle.PERCENT_POINTS, LabelStatistics::errorPct);
    }

    private TreatmentComparator() {
    }

    private static void label(String key, DeltaStyle style, Function<LabelStatistics, Double> figure) {
        LABEL_METRICS.put(key, style);
        LABEL_FIGURES.put(key, figure);
    }

    public static TreatmentComparison compare(String treatment, String treatmentLabel, String level,
                                              List<RunResult> baseline, List<RunResult> treated) {
        Map<String, MetricComparison> metrics = new LinkedHashMap<>();
        for (Metric metric : Metric.values()) {
            metrics.put(metric.key(), MetricComparator.compare(metric.key(), metric.style(),
                    byRound(baseline, metric::of), byRound(treated, metric::of)));
        }
        TreeSet<String> labels = new TreeSet<>();
        baseline.forEach(run -> labels.addAll(run.statistics().labels().keySet()));
        treated.forEach(run -> labels.addAll(run.statistics().labels().keySet()));
        Map<String, Map<String, MetricComparison>> perLabel = new LinkedHashMap<>();
        for (String label : labels) {
            Map<String, MetricComparison> figures = new LinkedHashMap<>();
            LABEL_METRICS.forEach((key, style) -> figures.put(key, MetricComparator.compare(key, style,
                    byRound(baseline, run -> labelFigure(run, label, key)),
                    byRound(treated, run -> labelFigure(run, label, key)))));
            perLabel.put(label, figures);
        }
        List<String> flags = new ArrayList<>();
        boolean loadLimited = flagLoad("baseline", baseline, flags) | flagLoad(treatmentLabel, treated, flags);
        boolean saturated = flagSaturation("baseline", baseline, flags) | flagSaturation(treatmentLabel, treated, flags);
        boolean unsteady = flagUnsteady("baseline", baseline, flags) | flagUnsteady(treatmentLabel, treated, flags);
        RunResult any = !treated.isEmpty() ? treated.get(0) : baseline.get(0);
        return new TreatmentComparison(treatment, treatmentLabel, level, any.info().users(), any.info().targetTps(),
                rounds(baseline), rounds(treated), metrics, perLabel, loadLimited, saturated, unsteady,
                !any.statistics().hasLoad(), PooledLatency.of(baseline, treated), flags);
    }

    private static Double labelFigure(RunResult run, String label, String key) {
        LabelStatistics statistics = run.statistics().labels().get(label);
        return statistics == null ? null : LABEL_FIGURES.get(key).apply(statistics);
    }

    private static Map<Integer, Double> byRound(List<RunResult> runs, Function<RunResult, Double> figure) {
        Map<Integer, Double> values = new LinkedHashMap<>();
        for (RunResult run : runs) {
            Double value = figure.apply(run);
            if (value != null) {
                values.put(run.info().round(), value);
            }
        }
        return values;
    }

    private static List<Integer> rounds(List<RunResult> runs) {
        return runs.stream().map(run -> run.info().round()).sorted().toList();
    }

    private static boolean flagUnsteady(String side, List<RunResult> runs, List<String> flags) {
        boolean unsteady = false;
        for (RunResult run : runs) {
            JitSteadiness steadiness = run.steadiness();
            if (steadiness != null && !steadiness.steady()) {
                unsteady = true;
                flags.add(String.format(java.util.Locale.ROOT, "⚠ not steady: %s round %d: %s, beyond the run's own "
                        + "noise (slope of %d batch means, two-sided t-test at %s, and at least %.0f%%): %s; "
                        + "lengthen the warm-up (-Dwarmup, or -Dcold.warmup for the first run on each fresh "
                        + "deployment) or look for what changed during the run", side, run.info().round(),
                        trends(steadiness), Trend.BATCHES, Trend.ALPHA, Trend.MATERIAL_PCT, cause(steadiness)));
            }
        }
        return unsteady;
    }

    private static String trends(JitSteadiness steadiness) {
        List<String> parts = new ArrayList<>();
        if (steadiness.latency() != null) {
            parts.add(String.format(java.util.Locale.ROOT, "mean latency %s %+.1f%% across the window (mean %.2f ms, "
                    + "t = %.1f)", steadiness.latency().drifting() ? "drifted" : "moved", steadiness.latency().changePct(),
                    steadiness.latency().mean(), steadiness.latency().slopeT()));
        }
        if (steadiness.cpuPerRequest() != null) {
            parts.add(String.format(java.util.Locale.ROOT, "CPU per request %s %+.1f%% (mean %.3f ms, t = %.1f)",
                    steadiness.cpuPerRequest().drifting() ? "drifted" : "moved", steadiness.cpuPerRequest().changePct(),
                    steadiness.cpuPerRequest().mean(), steadiness.cpuPerRequest().slopeT()));
        }
        return String.join(", ", parts);
    }

    /** A window that got cheaper looks like the JIT still compiling; one that got dearer, like something growing. */
    private static String cause(JitSteadiness steadiness) {
        boolean slower = (steadiness.latency() != null && steadiness.latency().drifting()
                && steadiness.latency().changePct() > 0)
                || (steadiness.cpuPerRequest() != null && steadiness.cpuPerRequest().drifting()
                && steadiness.cpuPerRequest().changePct() > 0);
        return slower ? "the window's end was dearer than its start (the heap growing, a neighbour starting, a queue "
                + "building)" : "the window's start was dearer than its end (the JIT may still have been compiling)";
    }

    private static boolean flagSaturation(String side, List<RunResult> runs, List<String> flags) {
        boolean saturated = false;
        for (RunResult run : runs) {
            MachineLoad machine = run.machine();
            if (machine != null && machine.saturated() && run.statistics().hasLoad()) { // no latency at rest
                saturated = true;
                flags.add(String.format(java.util.Locale.ROOT, "⚠ machine-saturated: %s round %d: the machine was at "
                        + "least %.0f%% busy in %.0f%% of the measured seconds (mean %.0f%%; the sampled processes "
                        + "used %.0f%% of it), so its latency and throughput deltas measure queueing for this "
                        + "machine's CPU, not the treatment's cost", side, run.info().round(),
                        io.meshbench.results.samples.ProcessResources.SATURATED_PCT, machine.saturatedSharePct(),
                        machine.busyPct(), machine.sampledProcessesPct()));
            }
        }
        return saturated;
    }

    private static boolean flagLoad(String side, List<RunResult> runs, List<String> flags) {
        boolean limited = false;
        for (RunResult run : runs) {
            TpsStatistics tps = run.statistics().tps();
            if (tps.loadLimited()) {
                limited = true;
                flags.add(String.format(java.util.Locale.ROOT, "⚠ load-limited: %s round %d achieved %.1f%% of the "
                        + "%.0f TPS target (avg %.1f TPS): the machine, not the treatment, may have been the limit",
                        side, run.info().round(), tps.achievedPct(), tps.targetTps(), tps.avgTps()));
            }
            if (tps.steadiness() != null && tps.steadiness().drifting()) {
                flags.add(String.format(java.util.Locale.ROOT, "⚠ drifting: %s round %d throughput changed %.1f%% "
                        + "between the halves of its measured window", side, run.info().round(),
                        tps.steadiness().changePct()));
            }
        }
        return limited;
    }
}
