package io.meshbench.results.report;

import io.meshbench.results.analysis.PercentileDefinition;
import io.meshbench.results.analysis.Percentiles;
import io.meshbench.results.footprint.ControlPlaneScale;
import io.meshbench.results.footprint.IdleFootprint;
import io.meshbench.results.ladder.LadderAnalysis;
import io.meshbench.results.startup.StartupRepeats;
import io.meshbench.results.comparison.MarginVerdicts;
import io.meshbench.results.comparison.Margins;
import io.meshbench.results.comparison.NoiseFloor;
import io.meshbench.results.comparison.ReleaseComparison;
import io.meshbench.results.comparison.TreatmentComparator;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.comparison.TreatmentComparison;
import java.util.ArrayList;
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
    /** The table of the control plane against its simulated clients, per count: failed runs keep their row. */
    static final String CONTROL_PLANE_SCALE_TABLE = "control-plane-scale";
    /** A treatment against its copy on another Sermant release: added to the tables whenever there is one. */
    static final String RELEASE_TABLE = "release";

    private final MetaJson meta;
    private final String baselineName;
    private final String folder;
    private final List<String> notes = new ArrayList<>();
    private PercentileDefinition percentiles = PercentileDefinition.NEAREST_RANK;
    private Margins margins = Margins.DEFAULT;
    private boolean fdr;

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

    /** The margins the verdicts judge against, and whether Benjamini–Hochberg control applies across the report. */
    ReportBuilder verdicts(Margins margins, boolean fdr) {
        this.margins = margins;
        this.fdr = fdr;
        return this;
    }

    ReportModel build(List<RunResult> runs, List<String> tables, List<RunRow> rows) {
        MetaJson.Capacity capacity = meta.load() == null ? null : meta.load().capacity();
        if (capacity != null && capacity.unsettledNote() != null) { // every capacity-relative level is a share of it
            notes.add(capacity.unsettledNote());
        }
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
        Map<String, String> labels = TreatmentLabels.of(meta, baselineName, usable);
        usable = usable.stream().map(run -> run.withInfo(run.info().as(run.info().treatment(),
                labels.get(run.info().treatment()), run.info().level(), run.info().round()))).toList();
        rows = rows.stream().map(row -> labels.containsKey(row.treatment())
                ? row.withLabel(labels.get(row.treatment())) : row).toList();
        List<String> levels = ReportOrder.levels(meta, usable);
        List<TreatmentComparison> comparisons = new ArrayList<>();
        for (String treatment : labels.keySet()) {
            if (treatment.equals(baselineName)) {
                continue;
            }
            for (String level : levels) {
                List<RunResult> treated = ComparableRuns.select(usable, treatment, level);
                if (treated.isEmpty()) {
                    continue;
                }
                List<RunResult> baseline = ComparableRuns.select(usable, baselineName, level);
                if (baseline.isEmpty()) {
                    notes.add("not compared: " + labels.get(treatment) + " at level " + level
                            + " (no baseline run at that level)");
                    continue;
                }
                ComparableRuns.requireSameWarmup(baseline, treated);
                comparisons.add(TreatmentComparator.compare(treatment, labels.get(treatment), level, baseline, treated));
            }
        }
        List<ReleaseComparison> releases = ReleaseComparisons.of(meta, usable, labels, levels);
        Optional<String> aa = aaTreatment(labels.keySet());
        if (aa.isPresent()) {
            List<TreatmentComparison> floors = comparisons.stream().filter(c -> c.treatment().equals(aa.get())).toList();
            releases = ReleaseComparison.againstAaNoise(releases, floors, aa.get(), labels.get(aa.get()));
            comparisons = NoiseFloor.apply(comparisons, aa.get(), labels.get(aa.get()));
        }
        MarginVerdicts.Judged judged = MarginVerdicts.apply(comparisons, margins, fdr);
        comparisons = judged.comparisons();
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
        Set<String> saturatedNominal = SaturatedLevels.nominal(meta, comparisons);
        boolean perWorkload = meta.load() != null && meta.load().hasWorkloads();
        if (perWorkload && !saturatedNominal.isEmpty()) {
            notes.add("saturated the machine: " + String.join(", ", saturatedNominal) + "; their latency and CPU deltas "
                    + "measure queueing for the CPU, not the treatment. Capacity-relative levels (%cap) are not "
                    + "available for a scenario with workloads (each workload has a capacity of its own): rerun with "
                    + "fixed rates below what the baseline achieved there (-Dlevels, e.g. 50u-200tps)");
        }
        Map<String, String> ladder = ReportOrder.baselineFirst(baselineName, labels);
        String rerunCommand = perWorkload ? null : SaturatedLevels.rerunCommand(meta, saturatedNominal);
        return new ReportModel(meta.scenario(), meta.description(), folder, meta.environment(), meta.agents(),
                meta.command(), baseline, treatments, levelModels(levels, usable), tables, comparisons,
                usable.stream().map(ReportBuilder::summary).toList(),
                ReportOrder.rows(FlagChecks.annotate(rows, baselineName), baselineName, labels, levels), List.of(),
                List.copyOf(notes), meta.load(), rerunCommand,
                tables.contains(LADDER_TABLE) ? LadderAnalysis.of(usable, ladder) : List.of(),
                tables.contains(STARTUP_REPEATS_TABLE) ? StartupRepeats.of(usable, ladder, levels) : List.of(),
                tables.contains(IDLE_TABLE) ? IdleFootprint.of(usable, ladder) : List.of(),
                tables.contains(CONTROL_PLANE_SCALE_TABLE) ? ControlPlaneScale.of(runs) : List.of(),
                Percentiles.of(percentiles), releases, judged.summary());
    }

    /**
     * The A/A check: a second treatment of kind baseline (meta.json), i.e. the baseline deployed again; the one named
     * {@link MetaJson#AA_TREATMENT} when there are several (an A/A page's stand-ins are of kind baseline too).
     */
    private Optional<String> aaTreatment(Set<String> present) {
        if (meta.treatments() == null) {
            return Optional.empty();
        }
        List<String> baselines = meta.treatments().stream()
                .filter(t -> "baseline".equals(t.kind()) && !t.name().equals(baselineName) && present.contains(t.name()))
                .map(MetaJson.Treatment::name).toList();
        return baselines.contains(MetaJson.AA_TREATMENT) ? Optional.of(MetaJson.AA_TREATMENT)
                : baselines.stream().findFirst();
    }

    private ReportModel.Treatment treatment(String name, String label) {
        MetaJson.Treatment declared = meta.treatments() == null ? null : meta.treatments().stream()
                .filter(t -> name.equals(t.name())).findFirst().orElse(null);
        return declared == null ? new ReportModel.Treatment(name, label, null, false)
                : new ReportModel.Treatment(name, label, declared.note(),
                        Boolean.TRUE.equals(declared.changesTopology()), declared.injected());
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

    private static ReportModel.RunSummary summary(RunResult run) {
        return new ReportModel.RunSummary(run.info().treatment(), run.info().label(), run.info().level(),
                run.info().round(), run.info().status(), run.folder(), run.statistics().total(),
                run.statistics().labels(), run.statistics().tps(),
                run.measured() == null ? null : run.measured().process(), run.measured(), run.warnings());
    }
}
