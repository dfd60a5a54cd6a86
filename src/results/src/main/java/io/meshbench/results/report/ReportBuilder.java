package io.meshbench.results.report;

import io.meshbench.results.analysis.PercentileDefinition;
import io.meshbench.results.analysis.Percentiles;
import io.meshbench.results.footprint.IdleFootprint;
import io.meshbench.results.ladder.LadderAnalysis;
import io.meshbench.results.startup.StartupRepeats;
import io.meshbench.results.ResultsException;
import io.meshbench.results.comparison.NoiseFloor;
import io.meshbench.results.comparison.ReleaseComparison;
import io.meshbench.results.comparison.TreatmentComparator;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.comparison.TreatmentComparison;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Gathers analysed runs per (treatment, level), compares each treatment with the baseline at every level both ran,
 * and builds the {@link ReportModel}. Failed runs are left out with a note.
 */
final class ReportBuilder {

    /** The table whose model is the ladder: only then are the levels read as steps of offered RPS. */
    static final String LADDER_TABLE = "ladder";
    /** The table of start-ups repeated per treatment and level (CPU size). */
    static final String STARTUP_REPEATS_TABLE = "startup-repeats";
    /** The table of every process at rest, per treatment. */
    static final String IDLE_TABLE = "idle";
    /** A treatment against its copy on another Sermant release: added to the tables whenever there is one. */
    static final String RELEASE_TABLE = "release";

    private final MetaJson meta;
    private final String baselineName;
    private final String folder;
    private final List<String> notes = new ArrayList<>();
    private PercentileDefinition percentiles = PercentileDefinition.NEAREST_RANK;

    ReportBuilder(MetaJson meta, String folder) {
        this.meta = meta;
        this.baselineName = meta.baselineOrDefault();
        this.folder = folder;
    }

    String baselineName() {
        return baselineName;
    }

    void note(String note) {
        notes.add(note);
    }

    /** The percentile definition the runs were analysed with (the report states it). */
    ReportBuilder percentiles(PercentileDefinition definition) {
        this.percentiles = definition;
        return this;
    }

    ReportModel build(List<RunResult> runs, List<String> tables, List<RunRow> rows) {
        List<RunResult> usable = new ArrayList<>();
        for (RunResult run : runs) {
            if (run.info().ok()) {
                usable.add(run);
                if (run.statistics().labelFold() != null) {
                    notes.add(run.folder() + ": " + run.statistics().labelFold().note());
                }
            } else {
                notes.add("left out: " + run.folder() + " (status " + run.info().status() + ")");
            }
        }
        Map<String, String> labels = distinct(treatmentLabels(usable));
        usable = usable.stream().map(run -> run.withInfo(run.info().as(run.info().treatment(),
                labels.get(run.info().treatment()), run.info().level(), run.info().round()))).toList();
        rows = rows.stream().map(row -> labels.containsKey(row.treatment())
                ? row.withLabel(labels.get(row.treatment())) : row).toList();
        List<String> levels = levelOrder(usable);
        List<TreatmentComparison> comparisons = new ArrayList<>();
        for (String treatment : labels.keySet()) {
            if (treatment.equals(baselineName)) {
                continue;
            }
            for (String level : levels) {
                List<RunResult> treated = select(usable, treatment, level);
                if (treated.isEmpty()) {
                    continue;
                }
                List<RunResult> baseline = select(usable, baselineName, level);
                if (baseline.isEmpty()) {
                    notes.add("not compared: " + labels.get(treatment) + " at level " + level
                            + " (no baseline run at that level)");
                    continue;
                }
                requireSameWarmup(baseline, treated);
                comparisons.add(TreatmentComparator.compare(treatment, labels.get(treatment), level, baseline, treated));
            }
        }
        List<ReleaseComparison> releases = releaseComparisons(usable, labels, levels);
        Optional<String> aa = aaTreatment(labels.keySet());
        if (aa.isPresent()) {
            List<TreatmentComparison> floors = comparisons.stream().filter(c -> c.treatment().equals(aa.get())).toList();
            releases = ReleaseComparison.againstAaNoise(releases, floors, aa.get(), labels.get(aa.get()));
            comparisons = NoiseFloor.apply(comparisons, aa.get(), labels.get(aa.get()));
        }
        if (!releases.isEmpty() && !tables.contains(RELEASE_TABLE)) {
            tables = new ArrayList<>(tables);
            tables.add(tables.contains("summary") ? tables.indexOf("summary") : tables.size(), RELEASE_TABLE);
            tables = List.copyOf(tables);
        }
        List<ReportModel.Treatment> treatments = labels.entrySet().stream()
                .filter(entry -> !entry.getKey().equals(baselineName))
                .map(entry -> treatment(entry.getKey(), entry.getValue()))
                .toList();
        ReportModel.Treatment baseline = treatment(baselineName, labels.getOrDefault(baselineName, "Baseline"));
        Set<String> saturatedNominal = saturatedNominalLevels(comparisons);
        boolean perWorkload = meta.load() != null && meta.load().hasWorkloads();
        if (perWorkload && !saturatedNominal.isEmpty()) {
            notes.add("saturated the machine: " + String.join(", ", saturatedNominal) + "; their latency and CPU deltas "
                    + "measure queueing for the CPU, not the treatment. Capacity-relative levels (%cap) are not "
                    + "available for a scenario with workloads (each workload has a capacity of its own): rerun with "
                    + "fixed rates below what the baseline achieved there (-Dlevels, e.g. 50u-200tps)");
        }
        String rerunCommand = perWorkload ? null : rerunCommand(saturatedNominal);
        return new ReportModel(meta.scenario(), meta.description(), folder, meta.environment(), meta.agents(),
                meta.command(), baseline, treatments, levelModels(levels, usable), tables, comparisons,
                usable.stream().map(ReportBuilder::summary).toList(),
                inReportOrder(FlagChecks.annotate(rows, baselineName), labels, levels), List.of(),
                List.copyOf(notes), meta.load(), rerunCommand,
                tables.contains(LADDER_TABLE) ? LadderAnalysis.of(usable, ladderOrder(labels)) : List.of(),
                tables.contains(STARTUP_REPEATS_TABLE) ? StartupRepeats.of(usable, ladderOrder(labels), levels) : List.of(),
                tables.contains(IDLE_TABLE) ? IdleFootprint.of(usable, ladderOrder(labels)) : List.of(),
                Percentiles.of(percentiles), releases);
    }

    /**
     * Each treatment that repeats another with a second Sermant release (meta.json {@code releaseOf}) against that
     * one, at every level both ran; versions from meta.json's agents.
     */
    private List<ReleaseComparison> releaseComparisons(List<RunResult> usable, Map<String, String> labels,
                                                       List<String> levels) {
        List<ReleaseComparison> releases = new ArrayList<>();
        if (meta.treatments() == null) {
            return releases;
        }
        for (MetaJson.Treatment other : meta.treatments()) {
            String treatment = other.releaseOf();
            if (treatment == null || !labels.containsKey(treatment) || !labels.containsKey(other.name())) {
                continue;
            }
            for (String level : levels) {
                List<RunResult> runs = select(usable, treatment, level);
                List<RunResult> otherRuns = select(usable, other.name(), level);
                if (runs.isEmpty() || otherRuns.isEmpty()) {
                    continue;
                }
                requireSameWarmup(otherRuns, runs);
                releases.add(ReleaseComparison.of(treatment, labels.get(treatment), agentVersion(treatment),
                        other.name(), labels.get(other.name()), agentVersion(other.name()), level, runs, otherRuns));
            }
        }
        return releases;
    }

    /** The version meta.json's agents record for a treatment (read from its release), null when none is recorded. */
    private String agentVersion(String treatment) {
        return meta.agents() == null ? null : meta.agents().stream().filter(a -> treatment.equals(a.treatment()))
                .map(MetaJson.Agent::version).findFirst().orElse(null);
    }

    /** The baseline first, then the treatments in report order (the ladder's and start-up table's rows). */
    private Map<String, String> ladderOrder(Map<String, String> labels) {
        Map<String, String> order = new LinkedHashMap<>();
        if (labels.containsKey(baselineName)) {
            order.put(baselineName, labels.get(baselineName));
        }
        labels.forEach(order::putIfAbsent);
        return order;
    }

    /** The levels declared with a nominal rate (not a share of capacity) at which some run saturated the machine. */
    private Set<String> saturatedNominalLevels(List<TreatmentComparison> comparisons) {
        Set<String> saturatedNominal = new LinkedHashSet<>();
        comparisons.stream().filter(TreatmentComparison::machineSaturated).map(TreatmentComparison::level)
                .filter(level -> declaredLevel(level).map(l -> l.capacityPct() == null).orElse(true))
                .forEach(saturatedNominal::add);
        return saturatedNominal;
    }

    /**
     * When a nominal level saturated the machine its deltas measure CPU queueing: the command that reruns the
     * benchmark at capacity-relative levels, which this machine can hold. Null when none saturated. Not for a scenario
     * with workloads, whose capacity differs per workload (the run refuses %cap levels there).
     */
    private String rerunCommand(Set<String> saturatedNominal) {
        if (saturatedNominal.isEmpty() || meta.levels() == null) {
            return null;
        }
        List<Integer> users = meta.levels().stream().filter(l -> l.capacityPct() == null && l.users() != null)
                .map(MetaJson.Level::users).toList();
        return RerunCommand.atCapacity(meta.command(), users).orElse(null);
    }

    private Optional<MetaJson.Level> declaredLevel(String level) {
        return meta.levels() == null ? Optional.empty()
                : meta.levels().stream().filter(l -> level.equals(l.name())).findFirst();
    }

    /** The A/A check: a second treatment of kind baseline (meta.json), i.e. the baseline deployed again. */
    private Optional<String> aaTreatment(Set<String> present) {
        if (meta.treatments() == null) {
            return Optional.empty();
        }
        return meta.treatments().stream()
                .filter(t -> "baseline".equals(t.kind()) && !t.name().equals(baselineName) && present.contains(t.name()))
                .map(MetaJson.Treatment::name).findFirst();
    }

    private Map<String, String> treatmentLabels(List<RunResult> runs) {
        Map<String, String> labels = new LinkedHashMap<>();
        if (meta.treatments() != null) {
            meta.treatments().forEach(t -> labels.put(t.name(), t.label() != null ? t.label() : t.name()));
        }
        runs.stream().filter(run -> run.info().treatment().equals(baselineName)).findFirst()
                .ifPresent(run -> labels.putIfAbsent(baselineName, labelOf(run)));
        runs.stream().map(RunResult::info).map(info -> info.treatment()).distinct().sorted()
                .forEach(name -> labels.putIfAbsent(name, runs.stream()
                        .filter(run -> run.info().treatment().equals(name)).findFirst().map(ReportBuilder::labelOf)
                        .orElse(name)));
        Set<String> present = new LinkedHashSet<>();
        runs.forEach(run -> present.add(run.info().treatment()));
        labels.keySet().retainAll(present);
        return labels;
    }

    /**
     * Two treatments under one label (a treatment folder copied under another name) would be one column twice and
     * one plot series twice: each gets its folder name beside the label.
     */
    private static Map<String, String> distinct(Map<String, String> labels) {
        Map<String, Long> uses = labels.values().stream()
                .collect(java.util.stream.Collectors.groupingBy(label -> label, java.util.stream.Collectors.counting()));
        Map<String, String> distinct = new LinkedHashMap<>();
        labels.forEach((name, label) -> distinct.put(name, uses.get(label) > 1 ? label + " (" + name + ")" : label));
        return distinct;
    }

    private static String labelOf(RunResult run) {
        return run.info().label();
    }

    private ReportModel.Treatment treatment(String name, String label) {
        MetaJson.Treatment declared = meta.treatments() == null ? null : meta.treatments().stream()
                .filter(t -> name.equals(t.name())).findFirst().orElse(null);
        return declared == null ? new ReportModel.Treatment(name, label, null, false)
                : new ReportModel.Treatment(name, label, declared.note(),
                        Boolean.TRUE.equals(declared.changesTopology()), declared.injected());
    }

    /** Baseline first, then treatments and levels in report order (unlisted ones last, by name), then rounds. */
    private List<RunRow> inReportOrder(List<RunRow> rows, Map<String, String> labels, List<String> levels) {
        List<String> treatments = new ArrayList<>(List.of(baselineName));
        labels.keySet().stream().filter(name -> !name.equals(baselineName)).forEach(treatments::add);
        Comparator<RunRow> order = Comparator.<RunRow>comparingInt(row -> rank(treatments, row.treatment()))
                .thenComparing(RunRow::treatment)
                .thenComparingInt(row -> rank(levels, row.level()))
                .thenComparing(RunRow::level)
                .thenComparing(RunRow::round, Comparator.nullsLast(Comparator.naturalOrder()));
        return rows.stream().sorted(order).toList();
    }

    private static int rank(List<String> order, String name) {
        int index = order.indexOf(name);
        return index < 0 ? order.size() : index;
    }

    private List<String> levelOrder(List<RunResult> runs) {
        Set<String> order = new LinkedHashSet<>();
        if (meta.levels() != null) {
            meta.levels().forEach(level -> order.add(level.name()));
        }
        runs.stream().map(run -> run.info().level()).sorted().forEach(order::add);
        Set<String> present = new LinkedHashSet<>();
        runs.forEach(run -> present.add(run.info().level()));
        order.retainAll(present);
        return List.copyOf(order);
    }

    private List<ReportModel.Level> levelModels(List<String> levels, List<RunResult> runs) {
        List<ReportModel.Level> models = new ArrayList<>();
        for (String level : levels) {
            MetaJson.Level declared = meta.levels() == null ? null : meta.levels().stream()
                    .filter(l -> level.equals(l.name())).findFirst().orElse(null);
            RunResult any = runs.stream().filter(run -> run.info().level().equals(level)).findFirst().orElseThrow();
            Integer users = declared != null && declared.users() != null ? declared.users() : any.info().users();
            Double target = declared != null && declared.targetTps() != null ? declared.targetTps()
                    : any.info().targetTps();
            models.add(new ReportModel.Level(level, users, target, declared == null ? null : declared.capacityPct()));
        }
        return models;
    }

    /** A trimmed side compared with an untrimmed one (or trimmed otherwise) would measure the warm-up, not the agent. */
    private static void requireSameWarmup(List<RunResult> baseline, List<RunResult> treated) {
        RunResult first = baseline.get(0);
        for (RunResult run : concat(baseline, treated)) {
            if (!run.info().warmup().equals(first.info().warmup())) {
                throw new ResultsException("not comparable: " + first.folder() + " is trimmed by "
                        + seconds(first) + " of warm-up (from " + first.info().warmupSource() + ") but " + run.folder()
                        + " by " + seconds(run) + " (from " + run.info().warmupSource() + "). Compare runs with the "
                        + "same warm-up: fix their run.json, or give runs without one --warmup.");
            }
        }
    }

    private static String seconds(RunResult run) {
        return io.meshbench.results.format.Seconds.format(run.info().warmup());
    }

    private static List<RunResult> concat(List<RunResult> first, List<RunResult> second) {
        List<RunResult> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }

    private static List<RunResult> select(List<RunResult> runs, String treatment, String level) {
        return runs.stream().filter(run -> run.info().treatment().equals(treatment)
                && run.info().level().equals(level)).toList();
    }

    private static ReportModel.RunSummary summary(RunResult run) {
        return new ReportModel.RunSummary(run.info().treatment(), run.info().label(), run.info().level(),
                run.info().round(), run.info().status(), run.folder(), run.statistics().total(),
                run.statistics().labels(), run.statistics().tps(),
                run.measured() == null ? null : run.measured().process(), run.measured(), run.warnings());
    }
}
