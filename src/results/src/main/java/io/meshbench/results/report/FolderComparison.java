package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.comparison.FolderConsistency;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunInfo;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.format.MetaJson;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares run folders given one by one ({@code meshbench compare}): baseline folders against treated folders,
 * wherever they are. Treatments, levels and rounds come from each run.json (else from the path); the baseline
 * folders are the baseline whatever their treatment; a treated run is compared with the baseline runs of its level
 * (same users and target TPS) and refused when there is none; rounds that repeat within a (treatment, level) are
 * numbered in the order given.
 */
public final class FolderComparison {

    private FolderComparison() {
    }

    /**
     * @param givenWarmup the user's --warmup, for runs whose run.json gives none (without it such a run is refused)
     * @throws ResultsException when a treated run ran a level no baseline run ran: only like is compared with like
     */
    public static ReportModel compare(List<Path> baselineFolders, List<Path> treatedFolders, List<String> tables,
                                      AnalysisOptions defaults, Optional<Duration> givenWarmup) {
        return compare(baselineFolders, treatedFolders, tables, defaults, givenWarmup, false);
    }

    /** @param allowMixed runs of different scenarios are compared instead of refused ({@code --allow-mixed}) */
    public static ReportModel compare(List<Path> baselineFolders, List<Path> treatedFolders, List<String> tables,
                                      AnalysisOptions defaults, Optional<Duration> givenWarmup, boolean allowMixed) {
        if (baselineFolders.isEmpty()) {
            throw new ResultsException("no baseline: give at least one --baseline <run folder>.");
        }
        FolderConsistency.compared(baselineFolders, treatedFolders, allowMixed);
        List<RunResult> baseline = new ArrayList<>();
        for (Path folder : baselineFolders) {
            RunResult run = RunFolder.load(folder, defaults, givenWarmup);
            baseline.add(run.withInfo(run.info().as(MetaJson.DEFAULT_BASELINE,
                    run.info().treatmentLabel() != null ? run.info().treatmentLabel() : "Baseline", run.info().level(),
                    run.info().round())));
        }
        List<RunResult> treated = new ArrayList<>();
        for (Path folder : treatedFolders) {
            RunResult run = RunFolder.load(folder, defaults, givenWarmup);
            String name = run.info().treatment().equals(MetaJson.DEFAULT_BASELINE)
                    ? "treated" : run.info().treatment();
            RunResult named = run.withInfo(run.info().as(name, run.info().treatmentLabel() != null
                    ? run.info().treatmentLabel() : shortName(name), run.info().level(), run.info().round()));
            String level = matchingLevel(named, baseline);
            treated.add(named.withInfo(named.info().as(name, named.info().treatmentLabel(), level,
                    named.info().round())));
        }
        List<RunResult> all = new ArrayList<>(renumber(baseline));
        all.addAll(renumber(treated));
        ReportBuilder builder = new ReportBuilder(MetaJson.empty(), null).percentiles(defaults.percentiles());
        List<RunRow> rows = all.stream()
                .map(run -> RunRow.of(run, RunFolder.evidence(Path.of(run.folder())))).toList();
        return builder.build(all, tables, rows);
    }

    /**
     * The baseline level a treated run is compared at: the one with its users and target TPS when both sides
     * recorded them (whatever the level's name, e.g. a run copied out of its benchmark), else the one of its name.
     */
    private static String matchingLevel(RunResult treated, List<RunResult> baseline) {
        RunInfo info = treated.info();
        for (RunResult candidate : baseline) {
            RunInfo base = candidate.info();
            boolean loadKnown = info.users() != null && info.targetTps() != null && base.users() != null
                    && base.targetTps() != null;
            if (loadKnown ? info.users().equals(base.users()) && info.targetTps().equals(base.targetTps())
                    : info.level().equals(base.level())) {
                return base.level();
            }
        }
        throw new ResultsException("not comparable: " + treated.folder() + " ran " + load(info) + " but no baseline "
                + "run did (baseline: " + String.join(", ", baseline.stream().map(run -> load(run.info())).distinct()
                .toList()) + "). Only runs at the same level are compared: give a baseline run at that level.");
    }

    private static String load(RunInfo info) {
        return "level " + info.level() + (info.users() != null ? " (" + info.users() + " users" + (info.targetTps()
                != null ? ", " + io.meshbench.results.format.Seconds.plain(info.targetTps()) + " TPS" : "") + ")" : "");
    }

    private static String shortName(String treatment) {
        Path path = Path.of(treatment);
        return path.getFileName() != null ? path.getFileName().toString() : treatment;
    }

    private static List<RunResult> renumber(List<RunResult> runs) {
        Map<String, List<RunResult>> groups = new LinkedHashMap<>();
        runs.forEach(run -> groups.computeIfAbsent(run.info().treatment() + "\u0000" + run.info().level(),
                key -> new ArrayList<>()).add(run));
        List<RunResult> result = new ArrayList<>();
        for (List<RunResult> group : groups.values()) {
            boolean distinct = group.stream().map(run -> run.info().round()).distinct().count() == group.size();
            for (int i = 0; i < group.size(); i++) {
                RunResult run = group.get(i);
                result.add(distinct ? run : run.withInfo(run.info().as(run.info().treatment(),
                        run.info().treatmentLabel(), run.info().level(), i + 1)));
            }
        }
        return result;
    }
}
