package io.meshbench.results.report;

import io.meshbench.results.ResultsException;
import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.comparison.FolderConsistency;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunResult;
import io.meshbench.results.format.BenchmarkFolderLayout;
import io.meshbench.results.format.FormatFiles;
import io.meshbench.results.format.MetaJson;
import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.paired.DuetSection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The report of one benchmark folder (docs/formats.md): every run analysed, each treatment compared with the
 * baseline, the tables of meta.json rendered through their templates into report.md, and every figure into
 * report.json. The harness calls {@link #write(Path)} after a benchmark; {@code meshbench report} does the same.
 */
public final class BenchmarkReport {

    /** What a report produced: its markdown (also in report.md), its model (report.json), warnings met. */
    public record Outcome(String markdown, ReportModel model, List<String> warnings) {
    }

    private BenchmarkReport() {
    }

    /** Writes report.md and report.json into {@code benchmarkFolder}, with the standard templates. */
    public static Outcome write(Path benchmarkFolder) {
        return write(benchmarkFolder, TemplateLibrary.standard());
    }

    public static Outcome write(Path benchmarkFolder, TemplateLibrary templates) {
        return write(benchmarkFolder, templates, AnalysisOptions.defaults());
    }

    /** {@code options}: how each run is analysed (the percentile definition, the label limit; warm-up from run.json). */
    public static Outcome write(Path benchmarkFolder, TemplateLibrary templates, AnalysisOptions options) {
        return write(benchmarkFolder, templates, options, io.meshbench.results.comparison.Margins.DEFAULT, false);
    }

    /**
     * The same, each cell judged against {@code margins}, and with {@code fdr} under Benjamini–Hochberg control across
     * the report's cells.
     */
    public static Outcome write(Path benchmarkFolder, TemplateLibrary templates, AnalysisOptions options,
                                io.meshbench.results.comparison.Margins margins, boolean fdr) {
        Analysis analysis = analyse(benchmarkFolder, templates, options, margins, fdr);
        List<String> warnings = new ArrayList<>(analysis.warnings());
        ReportModel model = analysis.model();
        OutputFolder.Batch files = OutputFolder.of("report", benchmarkFolder).batch();
        try {
            List<ReportModel.Plot> plots = new ArrayList<>(TpsPlots.write(files, model, analysis.runs()));
            plots.addAll(LadderPlots.write(files, model.ladder()));
            plots.addAll(StartupPlots.write(files, model.startups()));
            model = model.withPlots(plots);
        } catch (LinkageError | java.awt.AWTError e) {
            files = OutputFolder.of("report", benchmarkFolder).batch(); // the plots drawn so far go too
            warnings.add("no plots: " + e.getMessage()); // the tables matter more than the pictures
        }
        Outcome outcome = new Outcome(render(model, templates, analysis.duet()), model, warnings);
        files.add(BenchmarkFolderLayout.reportMd(benchmarkFolder), OutputFolder.Content.text(outcome.markdown()));
        files.add(BenchmarkFolderLayout.reportJson(benchmarkFolder),
                OutputFolder.Content.text(Json.write(withDuet(outcome.model(), analysis.duet())) + "\n"));
        files.add(BenchmarkFolderLayout.reportHtml(benchmarkFolder), OutputFolder.Content.text(HtmlReport.render(
                outcome.markdown(), model.plots(), "MeshBench report" + (model.scenario() == null ? "" : ": "
                        + model.scenario()))));
        for (RunResult run : analysis.runs()) {
            LatencyLog.addIfAbsent(files, Path.of(run.folder()), run.statistics().totalLatencies(),
                    run.statistics().window().startMs(), run.statistics().window().endMs());
        }
        files.commit(); // all or none: a failure leaves the previous report, plots and logs as they were
        return outcome;
    }

    /** Analyses and renders without writing anything (no plots). */
    public static Outcome build(Path benchmarkFolder, TemplateLibrary templates) {
        Analysis analysis = analyse(benchmarkFolder, templates, AnalysisOptions.defaults(),
                io.meshbench.results.comparison.Margins.DEFAULT, false);
        return new Outcome(render(analysis.model(), templates, analysis.duet()), analysis.model(), analysis.warnings());
    }

    /** {@code duet}: the paired analysis of a duet-mode benchmark, empty otherwise. */
    private record Analysis(ReportModel model, List<String> warnings, List<RunResult> runs, Optional<DuetSection> duet) {
    }

    /** report.json: the model, and under {@code duet} the duet section when there is one. */
    private static Object withDuet(ReportModel model, Optional<DuetSection> duet) {
        if (duet.isEmpty()) {
            return model;
        }
        Map<String, Object> tree = new LinkedHashMap<>(Json.tree(model));
        tree.put(DuetSection.TABLE, duet.get());
        return tree;
    }

    /**
     * The scenario file's margins as meta.json carries them (the defaults when it sets none): the report's margins
     * under the command line's {@code --margins}, over the defaults.
     */
    private static io.meshbench.results.comparison.Margins scenarioMargins(Path benchmarkFolder, MetaJson meta) {
        try {
            return io.meshbench.results.comparison.Margins.parse(meta.margins(),
                    BenchmarkFolderLayout.metaJson(benchmarkFolder) + ": field 'margins'");
        } catch (IllegalArgumentException e) {
            throw new ResultsException(e.getMessage() + ".");
        }
    }

    private static Analysis analyse(Path benchmarkFolder, TemplateLibrary templates, AnalysisOptions options,
                                    io.meshbench.results.comparison.Margins margins, boolean fdr) {
        if (!Files.isDirectory(benchmarkFolder)) {
            throw new ResultsException(benchmarkFolder + ": " + io.meshbench.results.format.PathKind.missing(
                    benchmarkFolder, "results folder") + ". Give a benchmark folder, e.g. "
                    + "results/<scenario>/<yyyyMMdd-HHmmss>, holding runs/<treatment>/<level>/<round>/.");
        }
        MetaJson meta = readMeta(benchmarkFolder);
        List<String> tables = meta.tablesOrDefault();
        tables.forEach(templates::require); // before the analysis: a typo in meta.json fails fast
        templates.require("report");
        ReportBuilder builder = new ReportBuilder(meta, benchmarkFolder.toString()).percentiles(options.percentiles())
                .verdicts(margins.over(scenarioMargins(benchmarkFolder, meta)), fdr);
        List<Path> runFolders = runFolders(benchmarkFolder, builder.baselineName());
        FolderConsistency.benchmark(benchmarkFolder, meta, runFolders);
        io.meshbench.results.comparison.DuplicateRuns.refuse(List.copyOf(runFolders.stream()
                .collect(java.util.stream.Collectors.groupingBy(run -> run.getParent().getParent(),
                        LinkedHashMap::new, java.util.stream.Collectors.toList())).values()));
        List<String> warnings = new ArrayList<>();
        List<RunResult> runs = new ArrayList<>();
        List<RunRow> rows = new ArrayList<>();
        for (Path folder : runFolders) {
            try {
                RunResult run = RunFolder.load(folder, options, Optional.empty());
                warnings.addAll(run.warnings());
                runs.add(run);
                rows.add(RunRow.of(run, RunFolder.evidence(folder)));
            } catch (ResultsException e) {
                builder.note("left out: " + folder + ": " + e.getMessage());
                warnings.add(e.getMessage());
                unanalysedRow(folder, e.getMessage()).ifPresent(rows::add);
            }
        }
        refuseRepeatedRuns(runs);
        Optional<DuetSection> duet = DuetSection.of(benchmarkFolder, meta);
        duet.ifPresent(section -> templates.require(DuetSection.TABLE));
        return new Analysis(builder.build(runs, tables, rows), warnings, runs, duet);
    }

    /** Two folders claiming the same treatment, level and round (a copied folder) would be counted twice. */
    private static void refuseRepeatedRuns(List<RunResult> runs) {
        Map<String, RunResult> seen = new LinkedHashMap<>();
        for (RunResult run : runs) {
            String key = run.info().treatment() + " at " + run.info().level() + ", round " + run.info().round();
            RunResult first = seen.putIfAbsent(key, run);
            if (first != null) {
                throw new ResultsException(first.folder() + " and " + run.folder() + " are both " + key
                        + " (folder names and run.json say so): a copied folder would count twice. Delete or move the "
                        + "copy, or correct its run.json's round.");
            }
        }
    }

    /** A failed run often has no JTL: its run.json still says why, so it keeps a row (none if run.json is bad). */
    private static Optional<RunRow> unanalysedRow(Path folder, String problem) {
        try {
            return Optional.of(RunRow.unanalysed(RunFolder.info(folder), folder.toString(), RunFolder.evidence(folder),
                    problem));
        } catch (ResultsException e) {
            return Optional.empty(); // the note above already names the folder and the reason
        }
    }

    /** Renders each table's template, then the report frame (report.md.ftl) around them. */
    static String render(ReportModel model, TemplateLibrary templates) {
        return render(model, templates, Optional.empty());
    }

    /** The same with the duet section, when there is one, before the other tables. */
    static String render(ReportModel model, TemplateLibrary templates, Optional<DuetSection> duet) {
        Map<String, Object> data = new LinkedHashMap<>(Map.of("report", Json.tree(model),
                "recovery", Json.tree(Map.of("rows", model.tables().contains(RecoveryTable.TABLE) ? RecoveryTable.of(model) : List.of()))));
        duet.ifPresent(section -> data.put(DuetSection.TABLE, Json.tree(section)));
        data.put("flagNotes", Json.tree(Map.of("notes", FlagNotes.of(model.comparisons()))).get("notes")); // numbered once; tables point to them
        Map<String, String> rendered = new LinkedHashMap<>();
        duet.ifPresent(section -> rendered.put(DuetSection.TABLE, templates.render(DuetSection.TABLE, data)));
        for (String table : model.tables()) {
            rendered.put(table, templates.render(table, data));
        }
        Map<String, Object> frame = new LinkedHashMap<>(data);
        frame.put("tables", rendered);
        return templates.render("report", frame);
    }

    private static MetaJson readMeta(Path folder) {
        Path meta = BenchmarkFolderLayout.metaJson(folder);
        return Files.isRegularFile(meta) ? FormatFiles.readMeta(meta) : MetaJson.empty();
    }

    /** runs/<treatment>/<level>/<round>/, checking that the baseline is there. */
    private static List<Path> runFolders(Path benchmark, String baseline) {
        Path runs = BenchmarkFolderLayout.runs(benchmark);
        if (!Files.isDirectory(runs)) {
            throw new ResultsException(benchmark + ": no runs/ folder. A benchmark folder holds "
                    + "runs/<treatment>/<level>/<round>/result.jtl (docs/formats.md).");
        }
        List<Path> treatments = children(runs);
        if (treatments.stream().noneMatch(t -> t.getFileName().toString().equals(baseline))) {
            throw new ResultsException(benchmark + ": no baseline: runs/" + baseline + "/ is missing (treatments "
                    + "found: " + String.join(", ", treatments.stream().map(t -> t.getFileName().toString()).toList())
                    + "). Run the baseline too, or name the baseline treatment in meta.json (\"baseline\").");
        }
        List<Path> folders = new ArrayList<>();
        for (Path treatment : treatments) {
            for (Path level : children(treatment)) {
                folders.addAll(children(level));
            }
        }
        return folders;
    }

    private static List<Path> children(Path folder) {
        try (Stream<Path> list = Files.list(folder)) {
            return list.filter(Files::isDirectory).sorted(Comparator.comparing(Path::toString)).toList();
        } catch (IOException e) {
            throw new ResultsException(folder + ": cannot be listed (" + e.getMessage() + ").", e);
        }
    }
}
