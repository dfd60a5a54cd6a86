package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.comparison.RunFolder;
import io.meshbench.results.comparison.RunInfo;
import io.meshbench.results.comparison.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares run folders given one by one ({@code meshbench compare}): baseline folders against treated folders,
 * wherever they are. Treatments, levels and rounds come from each run.json (else from the path); the baseline
 * folders are the baseline whatever their treatment; when the baseline ran a single level, every treated run is
 * compared with it; rounds that repeat within a (treatment, level) are numbered in the order given.
 */
public final class FolderComparison {

    private FolderComparison() {
    }

    public static ReportModel compare(List<Path> baselineFolders, List<Path> treatedFolders, List<String> tables,
                                      AnalysisOptions defaults) {
        if (baselineFolders.isEmpty()) {
            throw new ResultsException("no baseline: give at least one --baseline <run folder>.");
        }
        List<RunResult> baseline = new ArrayList<>();
        for (Path folder : baselineFolders) {
            RunResult run = RunFolder.load(folder, defaults);
            baseline.add(run.withInfo(run.info().as(BenchmarkMeta.DEFAULT_BASELINE,
                    run.info().treatmentLabel() != null ? run.info().treatmentLabel() : "Baseline", run.info().level(),
                    run.info().round())));
        }
        List<RunResult> treated = new ArrayList<>();
        for (Path folder : treatedFolders) {
            RunResult run = RunFolder.load(folder, defaults);
            String name = run.info().treatment().equals(BenchmarkMeta.DEFAULT_BASELINE)
                    ? "treated" : run.info().treatment();
            treated.add(run.withInfo(run.info().as(name, run.info().treatmentLabel() != null
                    ? run.info().treatmentLabel() : shortName(name), run.info().level(), run.info().round())));
        }
        List<String> baselineLevels = baseline.stream().map(run -> run.info().level()).distinct().toList();
        if (baselineLevels.size() == 1) {
            String level = baselineLevels.get(0);
            treated.replaceAll(run -> run.withInfo(run.info().as(run.info().treatment(), run.info().treatmentLabel(),
                    level, run.info().round())));
        }
        List<RunResult> all = new ArrayList<>(renumber(baseline));
        all.addAll(renumber(treated));
        ReportBuilder builder = new ReportBuilder(BenchmarkMeta.empty(), null);
        List<RunRow> rows = all.stream()
                .map(run -> RunRow.of(run, RunFolder.evidence(Path.of(run.folder())))).toList();
        return builder.build(all, tables, rows);
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
