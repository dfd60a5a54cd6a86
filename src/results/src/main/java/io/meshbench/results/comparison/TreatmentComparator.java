package io.meshbench.results.comparison;

import io.meshbench.results.analysis.LabelStatistics;
import io.meshbench.results.analysis.TpsStatistics;
import io.meshbench.results.run.JitSteadiness;
import io.meshbench.results.run.MachineLoad;
import io.meshbench.results.run.MachineQueueing;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.run.SteadinessFamily;
import io.meshbench.results.run.Trend;
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
        return compare(treatment, treatmentLabel, level, baseline, treated, "baseline");
    }

    /**
     * The same against another reference than the baseline (e.g. another release of the treatment, {@link
     * ReleaseComparison}): {@code baseline} holds its runs, and its flags name it {@code referenceSide}.
     */
    public static TreatmentComparison compare(String treatment, String treatmentLabel, String level,
                                              List<RunResult> baseline, List<RunResult> treated, String referenceSide) {
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
        metrics = MarginVerdicts.judge(metrics, Margins.DEFAULT);
        perLabel.replaceAll((label, figures) -> MarginVerdicts.judge(figures, Margins.DEFAULT));
        List<String> flags = new ArrayList<>();
        boolean loadLimited = flagLoad(referenceSide, baseline, flags) | flagLoad(treatmentLabel, treated, flags);
        loadLimited |= EngineFlags.flag(referenceSide, baseline, flags) | EngineFlags.flag(treatmentLabel, treated, flags);
        boolean saturated = flagSaturation(referenceSide, baseline, flags) | flagSaturation(treatmentLabel, treated, flags);
        boolean queueing = flagQueueing(referenceSide, baseline, flags) | flagQueueing(treatmentLabel, treated, flags);
        flagJmeterAndThrottling(referenceSide, baseline, flags);
        flagJmeterAndThrottling(treatmentLabel, treated, flags);
        SteadinessFamily family = SteadinessFamily.of(java.util.stream.Stream.concat(baseline.stream(), treated.stream())
                .map(RunResult::steadiness).toList());
        boolean unsteady = flagUnsteady(referenceSide, baseline, family, flags)
                | flagUnsteady(treatmentLabel, treated, family, flags);
        SharedMachine.flag(referenceSide, baseline, flags);
        SharedMachine.flag(treatmentLabel, treated, flags);
        RunResult any = !treated.isEmpty() ? treated.get(0) : baseline.get(0);
        Double threshold = java.util.stream.Stream.concat(baseline.stream(), treated.stream()).map(RunResult::machine)
                .filter(java.util.Objects::nonNull).map(MachineLoad::queueingThresholdPct)
                .filter(java.util.Objects::nonNull).findFirst().orElse(null);
        MachineBusy busy = any.statistics().hasLoad()
                ? MachineBusy.of(medianBusy(baseline), medianBusy(treated), threshold, queueing) : null;
        return new TreatmentComparison(treatment, treatmentLabel, level, any.info().users(), any.info().targetTps(),
                rounds(baseline), rounds(treated), metrics, perLabel, loadLimited, saturated, unsteady,
                !any.statistics().hasLoad(), PooledLatency.of(baseline, treated), flags, busy);
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

    /**
     * Flags the runs whose latency or CPU per request trended at the comparison's family-wise level
     * ({@link SteadinessFamily}): a comparison of 2R runs and two trends each is flagged at most about 5 % of the
     * time when every run was steady.
     */
    private static boolean flagUnsteady(String side, List<RunResult> runs, SteadinessFamily family,
                                        List<String> flags) {
        boolean unsteady = false;
        for (RunResult run : runs) {
            JitSteadiness steadiness = run.steadiness();
            if (family.unsteady(steadiness)) {
                unsteady = true;
                flags.add(String.format(java.util.Locale.ROOT, "⚠ latency/CPU trending: %s round %d: %s, beyond "
                        + "the run's own noise (slope of %d batch means, two-sided t-test at %.2g, the comparison's %s "
                        + "shared by its trends, and at least %.0f%%): %s; lengthen the warm-up (-Dwarmup, or "
                        + "-Dcold.warmup for the first run on each fresh deployment) or look for what changed during "
                        + "the run", side, run.info().round(), trends(steadiness, family), Trend.BATCHES,
                        family.alpha(), SteadinessFamily.FAMILY_ALPHA, Trend.MATERIAL_PCT, cause(steadiness, family)));
            }
        }
        return unsteady;
    }

    private static String trends(JitSteadiness steadiness, SteadinessFamily family) {
        List<String> parts = new ArrayList<>();
        if (steadiness.latency() != null) {
            parts.add(String.format(java.util.Locale.ROOT, "mean latency %s %+.1f%% across the window (mean %.2f ms, "
                    + "t = %.1f)", family.drifting(steadiness.latency()) ? "trended" : "moved",
                    steadiness.latency().changePct(), steadiness.latency().mean(), steadiness.latency().slopeT()));
        }
        if (steadiness.cpuPerRequest() != null) {
            parts.add(String.format(java.util.Locale.ROOT, "CPU per request %s %+.1f%% (mean %.3f ms, t = %.1f)",
                    family.drifting(steadiness.cpuPerRequest()) ? "trended" : "moved",
                    steadiness.cpuPerRequest().changePct(), steadiness.cpuPerRequest().mean(),
                    steadiness.cpuPerRequest().slopeT()));
        }
        return String.join(", ", parts);
    }

    /** A window that got cheaper looks like the JIT still compiling; one that got dearer, like something growing. */
    private static String cause(JitSteadiness steadiness, SteadinessFamily family) {
        boolean slower = (family.drifting(steadiness.latency()) && steadiness.latency().changePct() > 0)
                || (family.drifting(steadiness.cpuPerRequest()) && steadiness.cpuPerRequest().changePct() > 0);
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

    /** The median over rounds of the runs' mean machine busy share; null when no run has machine samples. */
    private static Double medianBusy(List<RunResult> runs) {
        double[] busy = runs.stream().map(RunResult::machine).filter(java.util.Objects::nonNull)
                .mapToDouble(MachineLoad::busyPct).sorted().toArray();
        if (busy.length == 0) {
            return null;
        }
        return busy.length % 2 == 1 ? busy[busy.length / 2] : (busy[busy.length / 2 - 1] + busy[busy.length / 2]) / 2;
    }

    /** Runs busy enough to queue for the CPU (and not already flagged saturated, which says more). */
    private static boolean flagQueueing(String side, List<RunResult> runs, List<String> flags) {
        boolean queueing = false;
        for (RunResult run : runs) {
            MachineLoad machine = run.machine();
            if (machine != null && machine.queueing() && run.statistics().hasLoad()) {
                queueing = true;
                if (!machine.saturated()) {
                    flags.add(String.format(java.util.Locale.ROOT, "⚠ queueing: %s round %d: the machine was %.0f%% "
                            + "busy on average, at or above the %.0f%% where M/M/c on its %d cores puts the expected "
                            + "wait for a core at %.0f%% of a service time; there a CPU cost shows about %.1f× in "
                            + "latency, so its latency deltas overstate the treatment's cost", side, run.info().round(),
                            machine.busyPct(), machine.queueingThresholdPct(), machine.cores(),
                            100 * MachineQueueing.WAIT_SHARE, machine.amplification()));
                }
            }
        }
        return queueing;
    }

    /** JMeter itself near a full core, or the cgroup throttled: either delays samples whatever the treatment does. */
    private static void flagJmeterAndThrottling(String side, List<RunResult> runs, List<String> flags) {
        for (RunResult run : runs) {
            MachineLoad machine = run.machine();
            if (machine != null && machine.jmeterBusy() && run.statistics().hasLoad()) {
                flags.add(String.format(java.util.Locale.ROOT, "⚠ JMeter busy: %s round %d: JMeter itself used %.0f%% "
                        + "of a core (above %.0f%%), so it may have delayed the samples it timed; lower the rate or the "
                        + "threads, or run JMeter elsewhere", side, run.info().round(), machine.jmeterCorePct(),
                        MachineLoad.JMETER_BUSY_CORE_PCT));
            }
            io.meshbench.results.format.RunJson.CpuThrottling throttling = run.info().cpuThrottling();
            if (throttling != null && throttling.throttled()) {
                flags.add(String.format(java.util.Locale.ROOT, "⚠ CPU-throttled: %s round %d: the cgroup was throttled "
                        + "in %d of %d periods (%.1f ms in all, %s): its processes waited for a CPU quota, not for the "
                        + "treatment; raise or remove the container's CPU limit", side, run.info().round(),
                        throttling.throttledPeriods(), throttling.periods(), throttling.throttledMs(),
                        throttling.source()));
            }
        }
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
                flags.add(String.format(java.util.Locale.ROOT, "⚠ throughput drifting: %s round %d: throughput "
                        + "changed %.1f%% between the halves of its measured window", side, run.info().round(),
                        tps.steadiness().changePct()));
            }
        }
        return limited;
    }
}
